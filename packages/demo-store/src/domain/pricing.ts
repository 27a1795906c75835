import { StoreError } from '../errors.ts';
import type { Coupon, Variant } from './types.ts';

/** What one unit of a variant costs right now: the sale price while there is one. */
export function currentUnitPrice(variant: Variant): number {
  return variant.salePrice ?? variant.price;
}

export function isCouponExpired(coupon: Coupon, now: Date): boolean {
  return coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now.getTime();
}

function meetsMinimumOrder(coupon: Coupon, subtotal: number): boolean {
  return coupon.minOrderAmount === null || subtotal >= coupon.minOrderAmount;
}

/**
 * The discount a coupon gives on a subtotal, never more than the subtotal itself
 * (a $5 coupon on a $3.50 order takes $3.50 off, not $5). Percentages round to the nearest cent.
 */
export function discountFor(coupon: Coupon | null, subtotal: number, now: Date): number {
  if (!coupon || isCouponExpired(coupon, now) || !meetsMinimumOrder(coupon, subtotal)) return 0;
  const raw = coupon.type === 'percentage' ? Math.round((subtotal * coupon.value) / 100) : coupon.value;
  return Math.min(raw, subtotal);
}

/** Throws the error that explains why a coupon cannot be used on this subtotal, if any. */
export function assertCouponUsable(coupon: Coupon, subtotal: number, now: Date): void {
  if (isCouponExpired(coupon, now)) {
    throw new StoreError('COUPON_EXPIRED', `Coupon ${coupon.code} expired on ${coupon.expiresAt}`);
  }
  if (!meetsMinimumOrder(coupon, subtotal)) {
    throw new StoreError(
      'COUPON_MIN_ORDER_NOT_MET',
      `Coupon ${coupon.code} needs a subtotal of at least ${coupon.minOrderAmount} (minor units); this one is ${subtotal}`,
    );
  }
}

export interface Totals {
  subtotal: number;
  discount: number;
  total: number;
}

export function totalsFor(subtotal: number, coupon: Coupon | null, now: Date): Totals {
  const discount = discountFor(coupon, subtotal, now);
  return { subtotal, discount, total: Math.max(0, subtotal - discount) };
}
