import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoStore } from '../create-demo-store.ts';
import {
  categoryPageSchema,
  categorySchema,
  productPageV1Schema,
  productV1Schema,
  variantSchema,
} from '../schemas/catalog.ts';
import { expectConforms, expectError, type StoreClient, storeClient } from '../testing/store-client.ts';

let client: StoreClient;
beforeEach(() => {
  client = storeClient(createDemoStore());
});

const ids = (response: { body: { data: { id: string }[] } }) => response.body.data.map((item) => item.id);

describe('GET /products', () => {
  it('pages through the seeded catalogue with a total', async () => {
    const first = await client.get('/products?limit=5');
    expect(first.status).toBe(200);
    expectConforms(productPageV1Schema, first.body);
    expect(first.body.pagination).toEqual({ total: 12, limit: 5, offset: 0, nextOffset: 5 });
    const last = await client.get('/products?limit=5&offset=10');
    expect(last.body.data).toHaveLength(2);
    expect(last.body.pagination.nextOffset).toBeNull();
    expect(new Set([...ids(first), ...ids(last)]).size).toBe(7);
  });

  it('filters by category id or slug, search text and stock', async () => {
    const bySlug = await client.get('/products?category=home');
    const byId = await client.get('/products?category=cat_004');
    expect(ids(bySlug)).toEqual(['prod_011', 'prod_012', 'prod_010']); // by name
    expect(ids(byId)).toEqual(ids(bySlug));
    expect(ids(await client.get('/products?search=LEATHER'))).toEqual(['prod_009', 'prod_005']);
    expect(ids(await client.get('/products?search=TEE-WHI-L'))).toEqual(['prod_001']);
    expect((await client.get('/products?inStock=true')).body.pagination.total).toBe(12);
    expect((await client.get('/products?inStock=false')).body.pagination.total).toBe(0);
  });

  it('sorts by current price, sale prices included', async () => {
    const cheapest = await client.get('/products?sort=price&limit=3');
    expect(ids(cheapest)).toEqual(['prod_008', 'prod_007', 'prod_010']);
    const dearest = await client.get('/products?sort=-price&category=apparel');
    // The sweater's sale price (69.00) puts it below the jacket (129.00) and above the T-shirt (25.00).
    expect(ids(dearest)).toEqual(['prod_003', 'prod_002', 'prod_001']);
  });

  it('rejects bad paging and unknown categories', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'sort=rating', 'inStock=yes']) {
      expectError(await client.get(`/products?${query}`), 422, 'VALIDATION_ERROR');
    }
    const bad = await client.get('/products?limit=0');
    expect(bad.body.error.details[0].field).toBe('limit');
    expectError(await client.get('/products?category=garden'), 404, 'NOT_FOUND');
  });
});

describe('GET /products/{productId}', () => {
  it('returns a product with its variants, options and sale price', async () => {
    const shirt = await client.get('/products/prod_001');
    expect(shirt.status).toBe(200);
    expectConforms(productV1Schema, shirt.body);
    expect(shirt.body.options).toEqual([
      { name: 'colour', values: ['Black', 'White'] },
      { name: 'size', values: ['S', 'M', 'L'] },
    ]);
    expect(shirt.body.variants).toHaveLength(6);
    expect(shirt.body.variants[5]).toMatchObject({ sku: 'TEE-WHI-L', stock: 0, inStock: false });
    const sweater = await client.get('/products/prod_002');
    expect(sweater.body.variants[0].salePrice).toEqual({ amount: 6900, currency: 'USD' });
    expect(sweater.body.priceRange.min).toEqual({ amount: 6900, currency: 'USD' });
  });

  it('answers 404 for unknown products and variants', async () => {
    expectError(await client.get('/products/prod_999'), 404, 'NOT_FOUND');
    expectError(await client.get('/products/prod_999/variants'), 404, 'NOT_FOUND');
    expectError(await client.patch('/products/prod_001/variants/var_999_1', { stock: 1 }), 404, 'NOT_FOUND');
  });
});

describe('changing the catalogue', () => {
  const newProduct = {
    name: 'Blue Mug',
    categoryId: 'cat_004',
    variants: [
      { sku: 'MUG-BLU', options: { colour: 'Blue' }, price: { amount: 1900, currency: 'USD' }, stock: 4 },
    ],
  };

  it('creates a product and finds it by search', async () => {
    const created = await client.post('/products', newProduct);
    expect(created.status).toBe(201);
    expectConforms(productV1Schema, created.body);
    expect(created.body).toMatchObject({
      id: 'prod_013',
      slug: 'blue-mug',
      options: [{ name: 'colour', values: ['Blue'] }],
    });
    expect(ids(await client.get('/products?search=blue'))).toEqual(['prod_013']);
  });

  it('refuses duplicate SKUs, unknown categories and prices that are not positive integers', async () => {
    expectError(
      await client.post('/products', {
        ...newProduct,
        variants: [{ ...newProduct.variants[0], sku: 'TEE-BLA-M' }],
      }),
      409,
      'CONFLICT',
    );
    expectError(await client.post('/products', { ...newProduct, categoryId: 'cat_999' }), 404, 'NOT_FOUND');
    for (const amount of [0, 19.5, '1900', -100]) {
      const price = { amount, currency: 'USD' };
      const response = await client.post('/products', {
        ...newProduct,
        variants: [{ ...newProduct.variants[0], price }],
      });
      expectError(response, 422, 'VALIDATION_ERROR');
      expect(response.body.error.details[0].field).toBe('variants[0].price.amount');
    }
    const euro = { ...newProduct.variants[0], price: { amount: 1900, currency: 'EUR' } };
    expectError(await client.post('/products', { ...newProduct, variants: [euro] }), 422, 'VALIDATION_ERROR');
  });

  it('updates fields and variant stock and prices', async () => {
    const updated = await client.patch('/products/prod_001', { tags: ['bestseller'], categoryId: 'cat_003' });
    expect(updated.body).toMatchObject({ tags: ['bestseller'], categoryId: 'cat_003' });
    const variant = await client.patch('/products/prod_001/variants/var_001_6', {
      stock: 3,
      salePrice: { amount: 2000, currency: 'USD' },
    });
    expect(variant.status).toBe(200);
    expectConforms(variantSchema, variant.body);
    expect(variant.body).toMatchObject({ stock: 3, inStock: true, salePrice: { amount: 2000 } });
    expectError(
      await client.patch('/products/prod_001/variants/var_001_6', {
        salePrice: { amount: 2500, currency: 'USD' },
      }),
      422,
      'VALIDATION_ERROR',
    );
    expectError(
      await client.patch('/products/prod_001/variants/var_001_6', { stock: -1 }),
      422,
      'VALIDATION_ERROR',
    );
    expectError(await client.patch('/products/prod_001', { colour: 'red' }), 422, 'VALIDATION_ERROR');
  });
});

describe('categories', () => {
  it('lists categories with product counts and gets one by slug', async () => {
    const list = await client.get('/categories');
    expectConforms(categoryPageSchema, list.body);
    expect(
      list.body.data.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount]),
    ).toEqual([
      ['apparel', 3],
      ['shoes', 3],
      ['accessories', 3],
      ['home', 3],
    ]);
    const shoes = await client.get('/categories/shoes');
    expectConforms(categorySchema, shoes.body);
    expect(shoes.body.id).toBe('cat_002');
    expectError(await client.get('/categories/garden'), 404, 'NOT_FOUND');
  });

  it('creates a category and refuses a duplicate slug', async () => {
    const created = await client.post('/categories', { name: 'Outdoor Gear' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: 'cat_005',
      slug: 'outdoor-gear',
      name: 'Outdoor Gear',
      description: '',
      productCount: 0,
    });
    expectError(await client.post('/categories', { name: 'Outdoor gear' }), 409, 'CONFLICT');
  });
});
