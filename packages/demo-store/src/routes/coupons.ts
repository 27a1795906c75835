import { z } from 'zod';
import { createCoupon, findCoupons, getCoupon } from '../domain/coupons.ts';
import { paginate } from '../domain/pagination.ts';
import { defineRoute } from '../http/route-definition.ts';
import { paginationQueryShape } from '../schemas/common.ts';
import { couponPageSchema, couponSchema, createCouponInputSchema } from '../schemas/coupons.ts';
import { toCouponView } from '../views.ts';

export const couponRoutes = [
  defineRoute({
    method: 'get',
    path: '/coupons',
    operationId: 'listCoupons',
    summary: 'List coupons',
    description: 'Returns every coupon in code order, expired ones included (see `expired`).',
    tag: 'Coupons',
    query: z.object(paginationQueryShape),
    success: {
      status: 200,
      description: 'A page of coupons.',
      schema: couponPageSchema,
      example: ({ state, now }) =>
        paginate(findCoupons(state), { limit: 2, offset: 0 }, (c) => toCouponView(c, now)),
    },
    handle: ({ state, query, now }) => ({
      status: 200,
      body: paginate(findCoupons(state), query, (coupon) => toCouponView(coupon, now)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/coupons/{code}',
    operationId: 'getCoupon',
    summary: 'Get a coupon',
    description: 'Returns one coupon by its code (case-insensitive).',
    tag: 'Coupons',
    params: { code: { description: 'Coupon code, case-insensitive.', example: 'SAVE10' } },
    success: {
      status: 200,
      description: 'The coupon.',
      schema: couponSchema,
      example: ({ state, now }) => toCouponView(getCoupon(state, 'SAVE10'), now),
    },
    handle: ({ state, params, now }) => ({
      status: 200,
      body: toCouponView(getCoupon(state, params.code ?? ''), now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/coupons',
    operationId: 'createCoupon',
    summary: 'Create a coupon',
    description:
      'Creates a percentage or fixed-amount coupon, optionally with a minimum order and an expiry. Codes are ' +
      'stored upper-case and must be unique (409 otherwise).',
    tag: 'Coupons',
    body: createCouponInputSchema,
    success: {
      status: 201,
      description: 'The new coupon.',
      schema: couponSchema,
      example: ({ state, now }) => {
        const input = { description: '15% off', minOrderAmount: null, expiresAt: '2030-06-01T00:00:00.000Z' };
        return toCouponView(
          createCoupon(state, { ...input, type: 'percentage', code: 'SPRING15', percentOff: 15 }),
          now,
        );
      },
    },
    errors: [409],
    handle: ({ state, body, now }) => ({ status: 201, body: toCouponView(createCoupon(state, body), now) }),
  }),
];
