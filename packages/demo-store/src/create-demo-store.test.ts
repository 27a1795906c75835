import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDemoStore } from './create-demo-store.ts';
import { productV2Schema } from './schemas/catalog.ts';
import { orderV2Schema } from './schemas/orders.ts';
import { expectConforms, expectError, storeClient } from './testing/store-client.ts';

describe('API key', () => {
  it('is not needed when the store has none', async () => {
    expect((await storeClient(createDemoStore()).get('/products/prod_001')).status).toBe(200);
  });

  it('is required on every operation but the document when configured', async () => {
    const store = createDemoStore({ apiKey: 'secret-key' });
    const anonymous = storeClient(store);
    expectError(await anonymous.get('/products'), 401, 'UNAUTHORIZED');
    expectError(await anonymous.post('/_reset'), 401, 'UNAUTHORIZED');
    expectError(await anonymous.get('/products', { 'X-API-Key': 'wrong' }), 401, 'UNAUTHORIZED');
    expect((await anonymous.get('/openapi.json')).status).toBe(200);
    const keyed = storeClient(store, { 'X-API-Key': 'secret-key' });
    expect((await keyed.get('/products')).status).toBe(200);
    expect((await keyed.post('/carts')).status).toBe(201);
  });
});

describe('reset', () => {
  it('restores the seed, ids included', async () => {
    const store = createDemoStore();
    const client = storeClient(store);
    await client.patch('/products/prod_012/variants/var_012_1', { stock: 0 });
    await client.post('/customers', { email: 'new@example.com', name: 'New' });
    const cart = await client.post('/carts');
    expect((await client.post('/_reset')).body).toEqual({ version: 'v1' });
    expect((await client.get('/products/prod_012')).body.variants[0].stock).toBe(5);
    expect((await client.get('/customers')).body.pagination.total).toBe(3);
    expectError(await client.get(`/carts/${cart.body.id}`), 404, 'NOT_FOUND');
    expect((await client.post('/carts')).body.id).toBe(cart.body.id);
  });

  it('can switch revision and goes back to the configured one by default', async () => {
    const store = createDemoStore({ version: 'v2' });
    const client = storeClient(store);
    expect((await client.post('/_reset?version=v1')).body).toEqual({ version: 'v1' });
    expect((await client.get('/products/prod_001')).body.name).toBe('Classic Cotton T-Shirt');
    expect((await client.post('/_reset')).body).toEqual({ version: 'v2' });
    expectError(await client.post('/_reset?version=v3'), 422, 'VALIDATION_ERROR');
    store.reset('v1');
    expect(store.state.version).toBe('v1');
  });
});

describe('revision v2', () => {
  it('renames name to title and adds an optional rating', async () => {
    const client = storeClient(createDemoStore({ version: 'v2' }));
    const shirt = await client.get('/products/prod_001');
    expectConforms(productV2Schema, shirt.body);
    expect(shirt.body).not.toHaveProperty('name');
    expect(shirt.body).toMatchObject({
      title: 'Classic Cotton T-Shirt',
      rating: { average: 4.6, count: 128 },
    });
    expect((await client.get('/products/prod_009')).body).not.toHaveProperty('rating');
    const created = await client.post('/products', {
      title: 'Blue Mug',
      categoryId: 'cat_004',
      variants: [{ sku: 'MUG-BLU', price: { amount: 1900, currency: 'USD' }, stock: 1 }],
    });
    expect(created.body.title).toBe('Blue Mug');
    expectError(await client.patch('/products/prod_001', { name: 'Tee' }), 422, 'VALIDATION_ERROR');
  });

  it('requires a shipping method and has no fulfilled status', async () => {
    const client = storeClient(createDemoStore({ version: 'v2' }));
    const cartId = (await client.post('/carts')).body.id;
    await client.post(`/carts/${cartId}/items`, { variantId: 'var_012_1', quantity: 1 });
    const missing = await client.post('/orders', { cartId });
    expectError(missing, 422, 'VALIDATION_ERROR');
    expect(missing.body.error.details[0].field).toBe('shippingMethod');
    const order = await client.post('/orders', { cartId, shippingMethod: 'express' });
    expectConforms(orderV2Schema, order.body);
    expect(order.body.shippingMethod).toBe('express');
    await client.post(`/orders/${order.body.id}/status`, { status: 'paid' });
    expectError(
      await client.post(`/orders/${order.body.id}/status`, { status: 'fulfilled' }),
      422,
      'VALIDATION_ERROR',
    );
    expect((await client.post(`/orders/${order.body.id}/status`, { status: 'delivered' })).body.status).toBe(
      'delivered',
    );
    expectError(await client.get('/orders?status=fulfilled'), 422, 'VALIDATION_ERROR');
  });

  it('marks the variants endpoint deprecated with a Deprecation header', async () => {
    const store = createDemoStore();
    const client = storeClient(store);
    expect((await client.get('/products/prod_001/variants')).headers.get('Deprecation')).toBeNull();
    expect((await client.post('/_version', { version: 'v2' })).body).toEqual({ version: 'v2' });
    const variants = await client.get('/products/prod_001/variants');
    expect(variants.status).toBe(200);
    expect(variants.headers.get('Deprecation')).toBe('@1767225600');
  });

  it('moves fulfilled orders back to paid when switching to v2, keeping the data', async () => {
    const store = createDemoStore();
    const client = storeClient(store);
    await client.post('/orders/ord_0001/status', { status: 'fulfilled' });
    await client.patch('/products/prod_001', { tags: ['kept'] });
    store.setVersion('v2');
    const order = await client.get('/orders/ord_0001');
    expectConforms(orderV2Schema, order.body);
    expect(order.body.status).toBe('paid');
    expect((await client.get('/products/prod_001')).body.tags).toEqual(['kept']);
    expectError(await client.post('/_version', { version: 'v9' }), 422, 'VALIDATION_ERROR');
  });
});

describe('routing', () => {
  it('answers JSON 404 for unknown paths and 405 for known paths with another method', async () => {
    const client = storeClient(createDemoStore());
    expectError(await client.get('/nowhere'), 404, 'NOT_FOUND');
    expectError(await client.get(''), 404, 'NOT_FOUND');
    const wrongMethod = await client.delete('/products/prod_001');
    expectError(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.get('Allow')).toBe('GET, PATCH');
  });

  it('mounts into another app under its base path', async () => {
    const store = createDemoStore({ basePath: '/shop/' });
    const main = new Hono();
    main.get('/health', (c) => c.text('ok'));
    main.route('/', store.app);
    const product = await main.request('/shop/products/prod_001');
    expect(product.status).toBe(200);
    const unknown = await main.request('/shop/products/prod_999');
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const document = (await (await main.request('http://example.test:8080/shop/openapi.json')).json()) as {
      servers: unknown;
    };
    expect(document.servers).toEqual([
      { url: 'http://example.test:8080/shop', description: 'This demo store' },
    ]);
    expect((await main.request('/health')).status).toBe(200);
  });
});
