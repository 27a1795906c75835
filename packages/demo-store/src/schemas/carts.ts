import { z } from 'zod';
import { moneySchema, optionValuesSchema, timestampSchema } from './common.ts';

/** Carts and their items. */

export const quantitySchema = z
  .number()
  .int()
  .min(1)
  .max(999)
  .meta({
    description:
      'Units of the variant: a whole number from 1 to 999 (sent as a JSON number). Anything else is rejected with `INVALID_QUANTITY`.',
    examples: [2],
  });

export const cartItemSchema = z
  .object({
    id: z.string().meta({ description: 'Cart item id.', examples: ['item_0001'] }),
    productId: z.string().meta({ description: 'Product of the variant.', examples: ['prod_001'] }),
    variantId: z.string().meta({ description: 'Variant in the cart.', examples: ['var_001_2'] }),
    sku: z.string().meta({ description: 'SKU of the variant.' }),
    productName: z.string().meta({ description: 'Name of the product.' }),
    options: optionValuesSchema,
    quantity: z.number().int().min(1).meta({ description: 'Units in the cart.' }),
    unitPrice: moneySchema.meta({ description: 'Current price of one unit (the sale price when on sale).' }),
    lineTotal: moneySchema.meta({ description: 'unitPrice times quantity.' }),
  })
  .meta({ description: 'One line of a cart.' });

export const cartSchema = z
  .object({
    id: z.string().meta({ description: 'Cart id.', examples: ['cart_0001'] }),
    customerId: z.string().nullable().meta({ description: 'Customer the cart belongs to; null for guests.' }),
    status: z.enum(['open', 'checked_out']).meta({
      description: '`open` carts can change; a cart becomes `checked_out` once an order is placed from it.',
    }),
    items: z.array(cartItemSchema).meta({ description: 'Lines in the order they were added.' }),
    itemCount: z.number().int().min(0).meta({ description: 'Total units across all lines.' }),
    couponCode: z.string().nullable().meta({ description: 'Applied coupon, if any.' }),
    subtotal: moneySchema.meta({ description: 'Sum of the line totals.' }),
    discount: moneySchema.meta({
      description: 'Coupon discount; never more than the subtotal, and 0 while the minimum order is not met.',
    }),
    total: moneySchema.meta({ description: 'subtotal minus discount; never below 0.' }),
    orderId: z.string().nullable().meta({ description: 'Order placed from this cart, once checked out.' }),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({
    description: 'A shopping cart. Prices are read live from the catalogue; stock is taken at checkout.',
  });

export const createCartInputSchema = z
  .strictObject({
    customerId: z
      .string()
      .optional()
      .meta({ description: 'Customer to attach the cart to; omit for a guest cart.' }),
  })
  .meta({
    description: 'Options for a new cart. The body may be omitted.',
    examples: [{ customerId: 'cus_001' }],
  });

export const addCartItemInputSchema = z
  .strictObject({
    variantId: z.string().meta({ description: 'Variant to add.', examples: ['var_001_2'] }),
    quantity: quantitySchema,
  })
  .meta({
    description: 'A variant to add. Adding a variant already in the cart raises that line’s quantity.',
    examples: [{ variantId: 'var_001_2', quantity: 2 }],
  });

export const updateCartItemInputSchema = z
  .strictObject({ quantity: quantitySchema })
  .meta({ description: 'The new quantity of the line.', examples: [{ quantity: 3 }] });

export const applyCouponInputSchema = z
  .strictObject({
    code: z
      .string()
      .min(1)
      .max(32)
      .meta({ description: 'Coupon code, case-insensitive.', examples: ['SAVE10'] }),
  })
  .meta({
    description: 'The coupon to apply; it replaces any coupon already applied.',
    examples: [{ code: 'SAVE10' }],
  });
