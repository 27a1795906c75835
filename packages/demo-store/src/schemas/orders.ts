import { z } from 'zod';
import { orderStatuses, shippingMethods } from '../domain/types.ts';
import {
  moneySchema,
  optionValuesSchema,
  pageSchema,
  paginationQueryShape,
  timestampSchema,
} from './common.ts';

/** Orders. v2 drops the `fulfilled` status and requires a shipping method at checkout. */

const statusesV2 = orderStatuses.filter((status) => status !== 'fulfilled') as [
  'pending',
  'paid',
  'delivered',
  'cancelled',
];

export const orderStatusV1Schema = z.enum(orderStatuses).meta({
  description:
    'pending → paid → fulfilled → delivered; pending and paid orders can be cancelled (stock is restocked).',
});
export const orderStatusV2Schema = z.enum(statusesV2).meta({
  description: 'pending → paid → delivered; pending and paid orders can be cancelled (stock is restocked).',
});

const shippingMethodSchema = z
  .enum(shippingMethods)
  .meta({ description: 'Delivery speed.', examples: ['standard'] });

export const addressSchema = z
  .strictObject({
    line1: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .meta({ description: 'Street and number.', examples: ['1 Main Street'] }),
    line2: z.string().max(120).optional().meta({ description: 'Flat, suite or building.' }),
    city: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .meta({ description: 'City or town.', examples: ['Springfield'] }),
    postalCode: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .meta({ description: 'Postal or ZIP code.', examples: ['12345'] }),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .meta({ description: 'ISO 3166-1 alpha-2 country code.', examples: ['US'] }),
  })
  .meta({ description: 'A postal address.' });

export const orderLineSchema = z
  .object({
    productId: z.string().meta({ description: 'Product ordered.' }),
    variantId: z.string().meta({ description: 'Variant ordered.' }),
    sku: z.string().meta({ description: 'SKU at the time of the order.' }),
    productName: z.string().meta({ description: 'Product name at the time of the order.' }),
    options: optionValuesSchema,
    quantity: z.number().int().min(1).meta({ description: 'Units ordered.' }),
    unitPrice: moneySchema.meta({ description: 'Price paid per unit.' }),
    lineTotal: moneySchema.meta({ description: 'unitPrice times quantity.' }),
  })
  .meta({ description: 'One line of an order, priced when the order was placed.' });

function orderFields<Status extends z.ZodType>(status: Status) {
  return {
    id: z.string().meta({ description: 'Order id.', examples: ['ord_0001'] }),
    customerId: z
      .string()
      .nullable()
      .meta({ description: 'Customer who placed the order; null for guests.' }),
    cartId: z.string().nullable().meta({ description: 'Cart the order was placed from.' }),
    status,
    items: z.array(orderLineSchema).meta({ description: 'Ordered lines.' }),
    subtotal: moneySchema.meta({ description: 'Sum of the line totals.' }),
    discount: moneySchema.meta({ description: 'Coupon discount, at most the subtotal.' }),
    total: moneySchema.meta({ description: 'Amount charged: subtotal minus discount, never below 0.' }),
    couponCode: z.string().nullable().meta({ description: 'Coupon used, if any.' }),
    shippingAddress: addressSchema.nullable().meta({ description: 'Where to deliver; null when not given.' }),
    statusHistory: z
      .array(z.object({ status, at: timestampSchema }))
      .meta({ description: 'Every status the order has had, oldest first.' }),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  };
}

export const orderV1Schema = z
  .object(orderFields(orderStatusV1Schema))
  .meta({ description: 'A placed order.' });
export const orderV2Schema = z
  .object({
    ...orderFields(orderStatusV2Schema),
    shippingMethod: shippingMethodSchema.nullable().meta({ description: 'Chosen delivery speed.' }),
  })
  .meta({ description: 'A placed order.' });

export const orderPageV1Schema = pageSchema(orderV1Schema, 'orders');
export const orderPageV2Schema = pageSchema(orderV2Schema, 'orders');

function orderListQuery<Status extends z.ZodType>(status: Status) {
  return z.object({
    status: status.optional().meta({ description: 'Only orders in this status.' }),
    customerId: z
      .string()
      .optional()
      .meta({ description: 'Only orders of this customer.', examples: ['cus_001'] }),
    ...paginationQueryShape,
  });
}

export const orderListQueryV1Schema = orderListQuery(orderStatusV1Schema);
export const orderListQueryV2Schema = orderListQuery(orderStatusV2Schema);

const createOrderFields = {
  cartId: z.string().meta({ description: 'Open, non-empty cart to check out.', examples: ['cart_0001'] }),
  customerId: z
    .string()
    .optional()
    .meta({
      description: 'Customer placing the order; defaults to the cart’s customer.',
      examples: ['cus_001'],
    }),
  shippingAddress: addressSchema.optional(),
};
const orderExample = {
  cartId: 'cart_0001',
  shippingAddress: { line1: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'US' },
};

export const createOrderInputV1Schema = z.strictObject(createOrderFields).meta({
  description: 'Checks out a cart: stock of every line is taken at once, or none is.',
  examples: [orderExample],
});

export const createOrderInputV2Schema = z
  .strictObject({
    ...createOrderFields,
    shippingMethod: shippingMethodSchema.meta({ description: 'Delivery speed (required).' }),
  })
  .meta({
    description: 'Checks out a cart: stock of every line is taken at once, or none is.',
    examples: [{ ...orderExample, shippingMethod: 'standard' }],
  });

const targetStatusesV1 = ['paid', 'fulfilled', 'delivered', 'cancelled'] as const;
const targetStatusesV2 = ['paid', 'delivered', 'cancelled'] as const;

export const changeOrderStatusInputV1Schema = z
  .strictObject({
    status: z
      .enum(targetStatusesV1)
      .meta({ description: 'Next status: paid, fulfilled, delivered or cancelled.' }),
  })
  .meta({ description: 'Moves an order along its lifecycle.', examples: [{ status: 'fulfilled' }] });

export const changeOrderStatusInputV2Schema = z
  .strictObject({
    status: z.enum(targetStatusesV2).meta({ description: 'Next status: paid, delivered or cancelled.' }),
  })
  .meta({ description: 'Moves an order along its lifecycle.', examples: [{ status: 'delivered' }] });
