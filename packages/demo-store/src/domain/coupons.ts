import { notFound, StoreError } from '../errors.ts';
import type { Coupon, DemoStoreState } from './types.ts';

/** Coupons: codes are stored upper-case and matched case-insensitively. */

export function getCoupon(state: DemoStoreState, code: string): Coupon {
  const coupon = state.coupons.get(code.toUpperCase());
  if (!coupon) throw notFound('Coupon', code);
  return coupon;
}

export function findCoupons(state: DemoStoreState): Coupon[] {
  return [...state.coupons.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export type NewCoupon = {
  code: string;
  description: string;
  minOrderAmount: number | null;
  expiresAt: string | null;
} & ({ type: 'percentage'; percentOff: number } | { type: 'fixed'; amountOff: { amount: number } });

export function createCoupon(state: DemoStoreState, input: NewCoupon): Coupon {
  const code = input.code.toUpperCase();
  if (state.coupons.has(code)) throw new StoreError('CONFLICT', `Coupon ${code} already exists`);
  const coupon: Coupon = {
    code,
    description: input.description,
    type: input.type,
    value: input.type === 'percentage' ? input.percentOff : input.amountOff.amount,
    minOrderAmount: input.minOrderAmount,
    expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt).toISOString(),
  };
  state.coupons.set(code, coupon);
  return coupon;
}
