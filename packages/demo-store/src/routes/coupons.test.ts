import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoStore } from '../create-demo-store.ts';
import { couponPageSchema, couponSchema } from '../schemas/coupons.ts';
import { expectConforms, expectError, type StoreClient, storeClient } from '../testing/store-client.ts';

let client: StoreClient;
beforeEach(() => {
  client = storeClient(createDemoStore());
});

describe('coupons', () => {
  it('lists coupons with their kind, minimum and expiry', async () => {
    const list = await client.get('/coupons');
    expectConforms(couponPageSchema, list.body);
    const byCode = Object.fromEntries(
      list.body.data.map((coupon: { code: string }) => [coupon.code, coupon]),
    );
    expect(byCode.SAVE10).toMatchObject({
      type: 'percentage',
      percentOff: 10,
      amountOff: null,
      expired: false,
    });
    expect(byCode.FIVEOFF).toMatchObject({
      type: 'fixed',
      percentOff: null,
      amountOff: { amount: 500, currency: 'USD' },
    });
    expect(byCode.BIG20.minOrderAmount).toEqual({ amount: 10000, currency: 'USD' });
    expect(byCode.SUMMER23.expired).toBe(true);
  });

  it('creates percentage and fixed coupons and refuses bad ones', async () => {
    const percent = await client.post('/coupons', { type: 'percentage', code: 'spring15', percentOff: 15 });
    expect(percent.status).toBe(201);
    expectConforms(couponSchema, percent.body);
    expect(percent.body).toMatchObject({ code: 'SPRING15', expiresAt: null, minOrderAmount: null });
    expect((await client.get('/coupons/Spring15')).body.code).toBe('SPRING15');
    const fixed = await client.post('/coupons', {
      type: 'fixed',
      code: 'TENOFF',
      amountOff: { amount: 1000, currency: 'USD' },
      minOrderAmount: 5000,
      expiresAt: '2030-01-01T00:00:00Z',
    });
    expect(fixed.body).toMatchObject({ amountOff: { amount: 1000 }, expiresAt: '2030-01-01T00:00:00.000Z' });
    expectError(
      await client.post('/coupons', { type: 'percentage', code: 'SAVE10', percentOff: 5 }),
      409,
      'CONFLICT',
    );
    expectError(
      await client.post('/coupons', { type: 'percentage', code: 'HALF', percentOff: 150 }),
      422,
      'VALIDATION_ERROR',
    );
    expectError(
      await client.post('/coupons', { type: 'fixed', code: 'HALF', percentOff: 50 }),
      422,
      'VALIDATION_ERROR',
    );
    expectError(await client.get('/coupons/NOPE'), 404, 'NOT_FOUND');
  });
});
