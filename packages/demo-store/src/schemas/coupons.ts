import { z } from 'zod';
import { moneyInputSchema, moneySchema, pageSchema, timestampSchema } from './common.ts';

/** Coupons: percentage or fixed discounts, with an optional minimum order and expiry. */

const couponCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{3,32}$/)
  .meta({
    description: 'Coupon code: 3-32 letters, digits, `_` or `-`; matched case-insensitively.',
    examples: ['SAVE10'],
  });

export const couponSchema = z
  .object({
    code: couponCodeSchema,
    description: z.string().meta({ description: 'What the coupon gives.' }),
    type: z
      .enum(['percentage', 'fixed'])
      .meta({ description: 'Percentage of the subtotal, or a fixed amount off.' }),
    percentOff: z
      .number()
      .int()
      .min(1)
      .max(100)
      .nullable()
      .meta({ description: 'Percent off the subtotal for percentage coupons; null for fixed ones.' }),
    amountOff: moneySchema
      .nullable()
      .meta({ description: 'Amount off for fixed coupons; null for percentage ones.' }),
    minOrderAmount: moneySchema
      .nullable()
      .meta({ description: 'Smallest subtotal the coupon applies to; null when there is no minimum.' }),
    expiresAt: timestampSchema
      .nullable()
      .meta({ description: 'When the coupon stops working; null if it never expires.' }),
    expired: z.boolean().meta({ description: 'True once `expiresAt` has passed.' }),
  })
  .meta({ description: 'A discount code. A discount never exceeds the subtotal it applies to.' });

export const couponPageSchema = pageSchema(couponSchema, 'coupons');

const couponInputFields = {
  code: couponCodeSchema,
  description: z
    .string()
    .max(200)
    .default('')
    .meta({ description: 'What the coupon gives, up to 200 characters.' }),
  minOrderAmount: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .nullable()
    .default(null)
    .meta({ description: 'Smallest subtotal in minor units the coupon applies to; null for none.' }),
  expiresAt: z.iso
    .datetime()
    .nullable()
    .default(null)
    .meta({ description: 'Expiry (RFC 3339), or null for none.' }),
};

export const createCouponInputSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('percentage'),
      percentOff: z.number().int().min(1).max(100).meta({ description: 'Percent off the subtotal, 1-100.' }),
      ...couponInputFields,
    }),
    z.strictObject({
      type: z.literal('fixed'),
      amountOff: moneyInputSchema.meta({ description: 'Amount off; capped at the subtotal when applied.' }),
      ...couponInputFields,
    }),
  ])
  .meta({
    description: 'A new coupon: `percentOff` for percentage coupons, `amountOff` for fixed ones.',
    examples: [{ type: 'percentage', code: 'SPRING15', percentOff: 15, expiresAt: '2030-06-01T00:00:00Z' }],
  });
