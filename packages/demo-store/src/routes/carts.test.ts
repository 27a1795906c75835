import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoStore } from '../create-demo-store.ts';
import { cartSchema } from '../schemas/carts.ts';
import { expectConforms, expectError, type StoreClient, storeClient } from '../testing/store-client.ts';

let client: StoreClient;
let cartId: string;
beforeEach(async () => {
  client = storeClient(createDemoStore());
  const cart = await client.post('/carts', { customerId: 'cus_001' });
  cartId = cart.body.id;
});

describe('cart lines', () => {
  it('adds, merges, changes and removes lines with live totals', async () => {
    const added = await client.post(`/carts/${cartId}/items`, { variantId: 'var_001_2', quantity: 2 });
    expect(added.status).toBe(201);
    expectConforms(cartSchema, added.body);
    expect(added.body).toMatchObject({
      itemCount: 2,
      subtotal: { amount: 5000, currency: 'USD' },
      total: { amount: 5000 },
    });

    const merged = await client.post(`/carts/${cartId}/items`, { variantId: 'var_001_2', quantity: 1 });
    expect(merged.body.items).toHaveLength(1);
    expect(merged.body.items[0]).toMatchObject({ quantity: 3, lineTotal: { amount: 7500 } });

    const itemId = merged.body.items[0].id;
    const changed = await client.patch(`/carts/${cartId}/items/${itemId}`, { quantity: 1 });
    expect(changed.body.subtotal.amount).toBe(2500);

    const removed = await client.delete(`/carts/${cartId}/items/${itemId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      items: [],
      itemCount: 0,
      subtotal: { amount: 0 },
      total: { amount: 0 },
    });
  });

  it('prices sale items at the sale price', async () => {
    const cart = await client.post(`/carts/${cartId}/items`, { variantId: 'var_002_1', quantity: 2 });
    expect(cart.body.items[0].unitPrice).toEqual({ amount: 6900, currency: 'USD' });
    expect(cart.body.subtotal.amount).toBe(13800);
  });

  it.each([
    ['zero', 0],
    ['negative', -3],
    ['fractional', 1.5],
    ['a string', '2'],
    ['huge', 1e21],
    ['beyond safe integers', 2 ** 53],
    ['over the line limit', 1000],
    ['null', null],
    ['missing', undefined],
  ])('rejects a quantity that is %s with INVALID_QUANTITY', async (_label, quantity) => {
    const response = await client.post(`/carts/${cartId}/items`, { variantId: 'var_001_2', quantity });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: 'INVALID_QUANTITY',
      message: 'Invalid quantity value',
    });
    const line = await client.post(`/carts/${cartId}/items`, { variantId: 'var_001_1', quantity: 1 });
    const update = await client.patch(`/carts/${cartId}/items/${line.body.items[0].id}`, { quantity });
    expect(update.body.error).toMatchObject({ code: 'INVALID_QUANTITY', message: 'Invalid quantity value' });
    expect((await client.get(`/carts/${cartId}`)).body.items).toEqual([
      expect.objectContaining({ quantity: 1 }),
    ]);
  });

  it('refuses more units than are in stock, counting what the cart already holds', async () => {
    const zeroStock = await client.post(`/carts/${cartId}/items`, { variantId: 'var_001_6', quantity: 1 });
    expectError(zeroStock, 409, 'INSUFFICIENT_STOCK');
    expect(zeroStock.body.error.details).toEqual([
      { variantId: 'var_001_6', sku: 'TEE-WHI-L', requested: 1, available: 0 },
    ]);
    await client.post(`/carts/${cartId}/items`, { variantId: 'var_012_1', quantity: 4 });
    expectError(
      await client.post(`/carts/${cartId}/items`, { variantId: 'var_012_1', quantity: 2 }),
      409,
      'INSUFFICIENT_STOCK',
    );
    const cart = await client.get(`/carts/${cartId}`);
    expectError(
      await client.patch(`/carts/${cartId}/items/${cart.body.items[0].id}`, { quantity: 6 }),
      409,
      'INSUFFICIENT_STOCK',
    );
  });

  it('answers 404 for unknown carts, lines, variants and customers', async () => {
    expectError(await client.get('/carts/cart_9999'), 404, 'NOT_FOUND');
    expectError(
      await client.post(`/carts/${cartId}/items`, { variantId: 'var_999_9', quantity: 1 }),
      404,
      'NOT_FOUND',
    );
    expectError(await client.patch(`/carts/${cartId}/items/item_9999`, { quantity: 1 }), 404, 'NOT_FOUND');
    expectError(await client.delete(`/carts/${cartId}/items/item_9999`), 404, 'NOT_FOUND');
    expectError(await client.post('/carts', { customerId: 'cus_999' }), 404, 'NOT_FOUND');
  });

  it('accepts a cart without a body but rejects malformed JSON and unknown fields', async () => {
    const guest = await client.request('POST', '/carts');
    expect(guest.status).toBe(201);
    expect(guest.body.customerId).toBeNull();
    expectError(
      await client.post(`/carts/${cartId}/items`, '{"variantId": "var_001_2", "quantity": '),
      400,
      'INVALID_JSON',
    );
    expectError(await client.request('POST', `/carts/${cartId}/items`), 400, 'INVALID_JSON');
    const extra = await client.post(`/carts/${cartId}/items`, {
      variantId: 'var_001_2',
      quantity: 1,
      price: 1,
    });
    expectError(extra, 422, 'VALIDATION_ERROR');
    expect(extra.body.error.details).toEqual([{ field: 'price', message: 'Unknown field' }]);
    expectError(await client.post(`/carts/${cartId}/items`, [1, 2]), 422, 'VALIDATION_ERROR');
  });
});

describe('coupons on a cart', () => {
  beforeEach(async () => {
    await client.post(`/carts/${cartId}/items`, { variantId: 'var_001_2', quantity: 2 }); // 50.00
  });

  it('applies a percentage coupon, case-insensitively', async () => {
    const cart = await client.put(`/carts/${cartId}/coupon`, { code: 'save10' });
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({
      couponCode: 'SAVE10',
      subtotal: { amount: 5000 },
      discount: { amount: 500 },
      total: { amount: 4500 },
    });
  });

  it('caps a fixed coupon at the subtotal, so the total never goes below zero', async () => {
    const pinCart = (await client.post('/carts', {})).body.id;
    await client.post(`/carts/${pinCart}/items`, { variantId: 'var_008_1', quantity: 1 }); // 3.50
    const cart = await client.put(`/carts/${pinCart}/coupon`, { code: 'FIVEOFF' });
    expect(cart.body).toMatchObject({
      subtotal: { amount: 350 },
      discount: { amount: 350 },
      total: { amount: 0 },
    });
  });

  it('refuses expired, unknown and below-minimum coupons', async () => {
    expectError(await client.put(`/carts/${cartId}/coupon`, { code: 'SUMMER23' }), 422, 'COUPON_EXPIRED');
    expectError(await client.put(`/carts/${cartId}/coupon`, { code: 'NOPE' }), 404, 'NOT_FOUND');
    expectError(
      await client.put(`/carts/${cartId}/coupon`, { code: 'BIG20' }),
      422,
      'COUPON_MIN_ORDER_NOT_MET',
    );
    expect((await client.get(`/carts/${cartId}`)).body.couponCode).toBeNull();
  });

  it('stops discounting when the cart falls below the minimum, and removes coupons', async () => {
    const big = await client.post(`/carts/${cartId}/items`, { variantId: 'var_003_1', quantity: 1 }); // +129.00
    const withCoupon = await client.put(`/carts/${cartId}/coupon`, { code: 'BIG20' });
    expect(withCoupon.body.discount.amount).toBe(3580);
    const jacketLine = big.body.items[1].id;
    const smaller = await client.delete(`/carts/${cartId}/items/${jacketLine}`);
    expect(smaller.body).toMatchObject({
      couponCode: 'BIG20',
      discount: { amount: 0 },
      total: { amount: 5000 },
    });
    const removed = await client.delete(`/carts/${cartId}/coupon`);
    expect(removed.body.couponCode).toBeNull();
  });
});
