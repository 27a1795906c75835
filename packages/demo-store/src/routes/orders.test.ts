import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoStore, type DemoStore } from '../create-demo-store.ts';
import { orderPageV1Schema, orderV1Schema } from '../schemas/orders.ts';
import { expectConforms, expectError, type StoreClient, storeClient } from '../testing/store-client.ts';

let store: DemoStore;
let client: StoreClient;
beforeEach(() => {
  store = createDemoStore();
  client = storeClient(store);
});

async function cartWith(lines: [variantId: string, quantity: number][], coupon?: string): Promise<string> {
  const cartId = (await client.post('/carts', { customerId: 'cus_002' })).body.id;
  for (const [variantId, quantity] of lines) {
    const added = await client.post(`/carts/${cartId}/items`, { variantId, quantity });
    expect(added.status).toBe(201);
  }
  if (coupon) expect((await client.put(`/carts/${cartId}/coupon`, { code: coupon })).status).toBe(200);
  return cartId;
}

const stockOf = async (productId: string, index = 0): Promise<number> =>
  (await client.get(`/products/${productId}`)).body.variants[index].stock;

describe('checkout', () => {
  it('places a pending order, takes the stock and closes the cart', async () => {
    const cartId = await cartWith(
      [
        ['var_012_1', 2],
        ['var_004_2', 1],
      ],
      'SAVE10',
    );
    const order = await client.post('/orders', { cartId });
    expect(order.status).toBe(201);
    expectConforms(orderV1Schema, order.body);
    expect(order.body).toMatchObject({
      id: 'ord_0002',
      customerId: 'cus_002',
      status: 'pending',
      subtotal: { amount: 15400 },
      discount: { amount: 1540 },
      total: { amount: 13860 },
      couponCode: 'SAVE10',
    });
    expect(await stockOf('prod_012')).toBe(3);
    expect(await stockOf('prod_004', 1)).toBe(7);
    const cart = await client.get(`/carts/${cartId}`);
    expect(cart.body).toMatchObject({ status: 'checked_out', orderId: 'ord_0002' });
    expectError(
      await client.post(`/carts/${cartId}/items`, { variantId: 'var_012_1', quantity: 1 }),
      409,
      'CART_NOT_OPEN',
    );
    expectError(await client.post('/orders', { cartId }), 409, 'CART_NOT_OPEN');
  });

  it('takes nothing when any line lacks stock', async () => {
    const cartId = await cartWith([
      ['var_012_1', 1],
      ['var_005_6', 1],
    ]);
    store.state.products.get('prod_005')!.variants[5]!.stock = 0; // sold elsewhere after it was added
    const refused = await client.post('/orders', { cartId });
    expectError(refused, 409, 'INSUFFICIENT_STOCK');
    expect(refused.body.error.details).toEqual([
      { variantId: 'var_005_6', sku: 'BOT-BLA-43', requested: 1, available: 0 },
    ]);
    expect(await stockOf('prod_012')).toBe(5);
    expect((await client.get(`/carts/${cartId}`)).body.status).toBe('open');
  });

  it('never oversells when many checkouts compete for the last units', async () => {
    const carts = [];
    for (let i = 0; i < 20; i++) carts.push(await cartWith([['var_012_1', 1]]));
    const results = await Promise.all(carts.map((cartId) => client.post('/orders', { cartId })));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await stockOf('prod_012')).toBe(0);
    const orders = await client.get('/orders?limit=100');
    expect(orders.body.pagination.total).toBe(6);
  });

  it('checks the coupon again and refuses empty carts and unknown ids', async () => {
    const cartId = await cartWith([['var_003_1', 1]], 'BIG20');
    store.state.coupons.get('BIG20')!.expiresAt = '2020-01-01T00:00:00.000Z';
    expectError(await client.post('/orders', { cartId }), 422, 'COUPON_EXPIRED');
    const empty = (await client.post('/carts', {})).body.id;
    expectError(await client.post('/orders', { cartId: empty }), 422, 'CART_EMPTY');
    expectError(await client.post('/orders', { cartId: 'cart_9999' }), 404, 'NOT_FOUND');
    expectError(await client.post('/orders', { cartId, customerId: 'cus_999' }), 404, 'NOT_FOUND');
    expectError(await client.post('/orders', {}), 422, 'VALIDATION_ERROR');
  });
});

describe('order status', () => {
  it('moves pending → paid → fulfilled → delivered and refuses other changes', async () => {
    const orderId = (await client.post('/orders', { cartId: await cartWith([['var_010_2', 1]]) })).body.id;
    expectError(
      await client.post(`/orders/${orderId}/status`, { status: 'fulfilled' }),
      409,
      'INVALID_STATUS_TRANSITION',
    );
    for (const status of ['paid', 'fulfilled', 'delivered']) {
      const moved = await client.post(`/orders/${orderId}/status`, { status });
      expect(moved.status).toBe(200);
      expect(moved.body.status).toBe(status);
    }
    const delivered = await client.get(`/orders/${orderId}`);
    expect(delivered.body.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'paid',
      'fulfilled',
      'delivered',
    ]);
    expectError(
      await client.post(`/orders/${orderId}/status`, { status: 'cancelled' }),
      409,
      'INVALID_STATUS_TRANSITION',
    );
    expectError(
      await client.post(`/orders/${orderId}/status`, { status: 'pending' }),
      422,
      'VALIDATION_ERROR',
    );
    expectError(await client.post('/orders/ord_9999/status', { status: 'paid' }), 404, 'NOT_FOUND');
  });

  it('puts the units back in stock when a pending or paid order is cancelled', async () => {
    const pending = (await client.post('/orders', { cartId: await cartWith([['var_012_1', 3]]) })).body.id;
    expect(await stockOf('prod_012')).toBe(2);
    await client.post(`/orders/${pending}/status`, { status: 'cancelled' });
    expect(await stockOf('prod_012')).toBe(5);
    expectError(
      await client.post(`/orders/${pending}/status`, { status: 'paid' }),
      409,
      'INVALID_STATUS_TRANSITION',
    );

    const seededMugStock = await stockOf('prod_010');
    const cancelled = await client.post('/orders/ord_0001/status', { status: 'cancelled' }); // seeded, paid
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf('prod_010')).toBe(seededMugStock + 2);
  });

  it('lists orders newest first, filtered by status and customer', async () => {
    await client.post('/orders', { cartId: await cartWith([['var_010_2', 1]]) });
    const all = await client.get('/orders');
    expectConforms(orderPageV1Schema, all.body);
    expect(all.body.data.map((order: { id: string }) => order.id)).toEqual(['ord_0002', 'ord_0001']);
    expect((await client.get('/orders?status=paid')).body.data.map((o: { id: string }) => o.id)).toEqual([
      'ord_0001',
    ]);
    expect((await client.get('/orders?customerId=cus_002')).body.pagination.total).toBe(1);
    expectError(await client.get('/orders?status=shipped'), 422, 'VALIDATION_ERROR');
    expectError(await client.get('/orders/ord_9999'), 404, 'NOT_FOUND');
  });
});
