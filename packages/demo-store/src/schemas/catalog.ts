import { z } from 'zod';
import {
  moneyInputSchema,
  moneySchema,
  optionValuesSchema,
  pageSchema,
  paginationQueryShape,
  timestampSchema,
} from './common.ts';

/** Categories, products and variants: what the store answers and what it accepts. */

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(80)
  .meta({
    description: 'URL-friendly name: lower-case letters, digits and single hyphens.',
    examples: ['apparel'],
  });

export const categorySchema = z
  .object({
    id: z.string().meta({ description: 'Category id.', examples: ['cat_001'] }),
    slug: slugSchema,
    name: z.string().meta({ description: 'Display name.', examples: ['Apparel'] }),
    description: z.string().meta({ description: 'Short description shown on the category page.' }),
    productCount: z.number().int().min(0).meta({ description: 'Number of products in the category.' }),
  })
  .meta({ description: 'A group of products.' });

export const categoryPageSchema = pageSchema(categorySchema, 'categories');

export const createCategoryInputSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(80).meta({ description: 'Display name, 1-80 characters.' }),
    slug: slugSchema.optional().meta({ description: 'Unique slug; derived from the name when omitted.' }),
    description: z
      .string()
      .max(500)
      .default('')
      .meta({ description: 'Short description, up to 500 characters.' }),
  })
  .meta({
    description: 'A new category.',
    examples: [{ name: 'Outdoor', description: 'Tents and camping gear.' }],
  });

export const variantSchema = z
  .object({
    id: z.string().meta({ description: 'Variant id.', examples: ['var_001_2'] }),
    sku: z
      .string()
      .meta({ description: 'Stock keeping unit, unique across the store.', examples: ['TEE-BLA-M'] }),
    options: optionValuesSchema,
    price: moneySchema.meta({ description: 'Regular price of one unit.' }),
    salePrice: moneySchema
      .nullable()
      .meta({ description: 'Discounted price of one unit while on sale; null when not on sale.' }),
    stock: z.number().int().min(0).meta({ description: 'Units available to sell.' }),
    inStock: z.boolean().meta({ description: 'True when at least one unit is available.' }),
  })
  .meta({ description: 'A purchasable version of a product (for example one size and colour).' });

export const variantListSchema = z
  .object({ data: z.array(variantSchema).meta({ description: 'Every variant of the product.' }) })
  .meta({ description: 'The variants of one product.' });

const productOptionSchema = z
  .object({
    name: z.string().meta({ description: 'Option name.', examples: ['size'] }),
    values: z
      .array(z.string())
      .meta({ description: 'Values offered, in display order.', examples: [['S', 'M', 'L']] }),
  })
  .meta({ description: 'An option the product varies by.' });

const ratingSchema = z
  .object({
    average: z
      .number()
      .min(1)
      .max(5)
      .meta({ description: 'Mean review score, 1-5.', examples: [4.6] }),
    count: z
      .number()
      .int()
      .min(1)
      .meta({ description: 'Number of reviews.', examples: [128] }),
  })
  .meta({ description: 'Customer review summary.' });

const productId = z.string().meta({ description: 'Product id.', examples: ['prod_001'] });

const productFields = {
  description: z.string().meta({ description: 'Long description.' }),
  categoryId: z
    .string()
    .meta({ description: 'Id of the category the product belongs to.', examples: ['cat_001'] }),
  tags: z.array(z.string()).meta({ description: 'Free-form labels used by search.' }),
  options: z
    .array(productOptionSchema)
    .meta({ description: 'Options the variants differ by; empty for one-variant products.' }),
  variants: z
    .array(variantSchema)
    .meta({ description: 'Purchasable variants, each with its own price and stock.' }),
  priceRange: z
    .object({ min: moneySchema, max: moneySchema })
    .meta({ description: 'Lowest and highest current unit price across variants (sale prices included).' }),
  inStock: z.boolean().meta({ description: 'True when any variant has stock.' }),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
};

const productNameV1 = z.string().meta({ description: 'Product name.', examples: ['Classic Cotton T-Shirt'] });
const productTitleV2 = z
  .string()
  .meta({ description: 'Product title (called `name` in v1).', examples: ['Classic Cotton T-Shirt'] });

export const productV1Schema = z
  .object({ id: productId, slug: slugSchema, name: productNameV1, ...productFields })
  .meta({ description: 'A product with its variants.' });

export const productV2Schema = z
  .object({
    id: productId,
    slug: slugSchema,
    title: productTitleV2,
    ...productFields,
    rating: ratingSchema
      .optional()
      .meta({ description: 'Review summary; absent until the product has reviews.' }),
  })
  .meta({ description: 'A product with its variants.' });

export const productPageV1Schema = pageSchema(productV1Schema, 'products');
export const productPageV2Schema = pageSchema(productV2Schema, 'products');

export const productSortValues = ['name', '-name', 'price', '-price', 'newest'] as const;

export const productListQuerySchema = z.object({
  category: z
    .string()
    .optional()
    .meta({ description: 'Only products of this category (id or slug).', examples: ['apparel'] }),
  search: z
    .string()
    .max(100)
    .optional()
    .meta({
      description: 'Case-insensitive text matched against name, description, tags and SKUs.',
      examples: ['cotton'],
    }),
  inStock: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: '`true`: only products with stock; `false`: only sold-out products.' }),
  sort: z.enum(productSortValues).default('name').meta({
    description: 'Order: by name, by lowest current price (prefix `-` for descending), or newest first.',
  }),
  ...paginationQueryShape,
});

const variantInputSchema = z
  .strictObject({
    sku: z
      .string()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/)
      .meta({
        description: 'Unique SKU: 2-40 upper-case letters, digits or hyphens.',
        examples: ['MUG-BLU'],
      }),
    options: optionValuesSchema.default({}),
    price: moneyInputSchema,
    salePrice: moneyInputSchema
      .nullable()
      .optional()
      .meta({ description: 'Sale price; must be below `price`.' }),
    stock: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .meta({ description: 'Units in stock, 0-1000000.', examples: [10] }),
  })
  .refine((variant) => !variant.salePrice || variant.salePrice.amount < variant.price.amount, {
    message: 'salePrice must be lower than price',
    path: ['salePrice'],
  })
  .meta({ description: 'A variant to create.' });

const productInputFields = {
  slug: slugSchema.optional().meta({ description: 'Unique slug; derived from the name when omitted.' }),
  description: z
    .string()
    .max(5000)
    .default('')
    .meta({ description: 'Long description, up to 5000 characters.' }),
  categoryId: z.string().meta({ description: 'Id of an existing category.', examples: ['cat_004'] }),
  tags: z.array(z.string().min(1).max(40)).max(20).default([]).meta({ description: 'Up to 20 labels.' }),
  variants: z.array(variantInputSchema).min(1).max(50).meta({ description: '1-50 variants.' }),
};
const productNameInput = z.string().trim().min(1).max(120);
const newProductExample = {
  description: 'Blue glazed stoneware mug.',
  categoryId: 'cat_004',
  variants: [
    { sku: 'MUG-BLU', options: { colour: 'Blue' }, price: { amount: 1900, currency: 'USD' }, stock: 10 },
  ],
};

export const createProductInputV1Schema = z
  .strictObject({
    name: productNameInput.meta({ description: 'Product name, 1-120 characters.' }),
    ...productInputFields,
  })
  .meta({ description: 'A new product.', examples: [{ name: 'Blue Mug', ...newProductExample }] });

export const createProductInputV2Schema = z
  .strictObject({
    title: productNameInput.meta({ description: 'Product title, 1-120 characters.' }),
    ...productInputFields,
  })
  .meta({ description: 'A new product.', examples: [{ title: 'Blue Mug', ...newProductExample }] });

const productUpdateFields = {
  description: z.string().max(5000).optional().meta({ description: 'New long description.' }),
  categoryId: z
    .string()
    .optional()
    .meta({ description: 'Id of an existing category to move the product to.' }),
  tags: z.array(z.string().min(1).max(40)).max(20).optional().meta({ description: 'Replacement labels.' }),
};

export const updateProductInputV1Schema = z
  .strictObject({
    name: productNameInput.optional().meta({ description: 'New name.' }),
    ...productUpdateFields,
  })
  .meta({
    description: 'Fields to change; omitted fields keep their value.',
    examples: [{ tags: ['cotton', 'bestseller'] }],
  });

export const updateProductInputV2Schema = z
  .strictObject({
    title: productNameInput.optional().meta({ description: 'New title.' }),
    ...productUpdateFields,
  })
  .meta({
    description: 'Fields to change; omitted fields keep their value.',
    examples: [{ tags: ['cotton', 'bestseller'] }],
  });

export const updateVariantInputSchema = z
  .strictObject({
    price: moneyInputSchema.optional().meta({ description: 'New regular price.' }),
    salePrice: moneyInputSchema
      .nullable()
      .optional()
      .meta({ description: 'New sale price, or null to end the sale.' }),
    stock: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .optional()
      .meta({ description: 'New stock level, 0-1000000.' }),
  })
  .meta({
    description: 'Price and inventory changes; omitted fields keep their value.',
    examples: [{ stock: 25 }],
  });
