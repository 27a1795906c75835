import { z } from 'zod';
import { apiVersions, storeCurrency } from '../domain/types.ts';
import { statusByErrorCode } from '../errors.ts';

/** Schemas shared by every resource. Field descriptions here end up in the OpenAPI document. */

export const timestampSchema = z.iso.datetime().meta({
  description: 'Date and time in UTC (RFC 3339).',
  examples: ['2025-03-01T09:30:00.000Z'],
});

export const moneySchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Amount in minor units (cents).', examples: [2500] }),
    currency: z.literal(storeCurrency).meta({ description: 'ISO 4217 currency code.' }),
  })
  .meta({ description: 'A price: an integer amount in minor units and its currency.' });

export const moneyInputSchema = z
  .strictObject({
    amount: z
      .number()
      .int()
      .min(1)
      .max(100_000_000)
      .meta({
        description: 'Amount in minor units (cents): a whole number from 1 to 100000000.',
        examples: [2500],
      }),
    currency: z
      .literal(storeCurrency)
      .meta({ description: 'ISO 4217 currency code; the store sells in USD only.' }),
  })
  .meta({ description: 'A price to set: a positive integer amount in minor units and its currency.' });

export const optionValuesSchema = z.record(z.string(), z.string()).meta({
  description: 'Option values of a variant, keyed by option name (for example size and colour).',
  examples: [{ colour: 'Black', size: 'M' }],
});

export const paginationSchema = z
  .object({
    total: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Number of items matching the query, across all pages.' }),
    limit: z.number().int().min(1).meta({ description: 'Page size used for this page.' }),
    offset: z.number().int().min(0).meta({ description: 'Index of the first item of this page.' }),
    nextOffset: z
      .number()
      .int()
      .min(0)
      .nullable()
      .meta({ description: 'Offset of the next page, or null on the last page.' }),
  })
  .meta({ description: 'Where this page sits in the full result.' });

export const paginationQueryShape = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta({ description: 'Maximum number of items to return (1-100).', examples: [20] }),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(0)
    .meta({ description: 'Number of items to skip before the first returned item.', examples: [0] }),
};

export function pageSchema<Item extends z.ZodType>(item: Item, what: string) {
  return z
    .object({
      data: z.array(item).meta({ description: `The ${what} on this page.` }),
      pagination: paginationSchema,
    })
    .meta({ description: `A page of ${what}.` });
}

export const errorDetailSchema = z
  .object({
    field: z
      .string()
      .optional()
      .meta({ description: 'Path of the offending input field, e.g. `items[0].quantity`.' }),
    message: z.string().optional().meta({ description: 'What is wrong with that field.' }),
    variantId: z.string().optional().meta({ description: 'Variant that lacks stock.' }),
    sku: z.string().optional().meta({ description: 'SKU of that variant.' }),
    requested: z.number().int().optional().meta({ description: 'Units asked for.' }),
    available: z.number().int().optional().meta({ description: 'Units in stock.' }),
  })
  .meta({
    description: 'One problem behind an error: a field that failed validation or a line without stock.',
  });

const errorCodes = Object.keys(statusByErrorCode) as [
  keyof typeof statusByErrorCode,
  ...(keyof typeof statusByErrorCode)[],
];

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes).meta({ description: 'Stable, machine-readable error code.' }),
      message: z.string().meta({ description: 'Human-readable explanation.' }),
      details: z.array(errorDetailSchema).optional().meta({ description: 'Per-field or per-line details.' }),
    }),
  })
  .meta({ description: 'Every error answer has this shape.' });

export const apiVersionSchema = z.enum(apiVersions).meta({ description: 'Revision of the store API.' });

export const versionInfoSchema = z
  .object({ version: apiVersionSchema })
  .meta({ description: 'The revision the store now serves.' });

export const setVersionInputSchema = z
  .strictObject({ version: apiVersionSchema })
  .meta({ description: 'The revision to switch to.', examples: [{ version: 'v2' }] });
