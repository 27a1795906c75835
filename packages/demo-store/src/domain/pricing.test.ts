import { describe, expect, it } from 'vitest';
import { discountFor, totalsFor } from './pricing.ts';
import type { Coupon } from './types.ts';

const now = new Date('2025-06-01T00:00:00.000Z');
const coupon = (overrides: Partial<Coupon>): Coupon => ({
  code: 'TEST',
  description: '',
  type: 'percentage',
  value: 10,
  minOrderAmount: null,
  expiresAt: null,
  ...overrides,
});

describe('discountFor', () => {
  it('takes a percentage of the subtotal, rounded to the nearest cent', () => {
    expect(discountFor(coupon({ value: 10 }), 4800, now)).toBe(480);
    expect(discountFor(coupon({ value: 15 }), 1999, now)).toBe(300);
  });

  it('caps a fixed discount at the subtotal', () => {
    expect(discountFor(coupon({ type: 'fixed', value: 500 }), 350, now)).toBe(350);
    expect(discountFor(coupon({ type: 'fixed', value: 500 }), 2500, now)).toBe(500);
  });

  it('gives nothing below the minimum order or after expiry', () => {
    expect(discountFor(coupon({ minOrderAmount: 10000 }), 9999, now)).toBe(0);
    expect(discountFor(coupon({ minOrderAmount: 10000 }), 10000, now)).toBe(1000);
    expect(discountFor(coupon({ expiresAt: '2025-05-31T23:59:59.000Z' }), 5000, now)).toBe(0);
  });

  it('never lets the total drop below zero', () => {
    expect(totalsFor(200, coupon({ type: 'fixed', value: 100_000 }), now)).toEqual({
      subtotal: 200,
      discount: 200,
      total: 0,
    });
    expect(totalsFor(0, coupon({ value: 100 }), now)).toEqual({ subtotal: 0, discount: 0, total: 0 });
  });
});
