import { z } from 'zod';
import { pageSchema, paginationQueryShape, timestampSchema } from './common.ts';

/** Customers. */

export const customerSchema = z
  .object({
    id: z.string().meta({ description: 'Customer id.', examples: ['cus_001'] }),
    email: z
      .email()
      .meta({ description: 'Email address, unique across customers.', examples: ['ada@example.com'] }),
    name: z.string().meta({ description: 'Full name.', examples: ['Ada Lovelace'] }),
    createdAt: timestampSchema,
  })
  .meta({ description: 'A registered customer.' });

export const customerPageSchema = pageSchema(customerSchema, 'customers');

export const customerListQuerySchema = z.object({
  search: z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'Case-insensitive text matched against name and email.', examples: ['ada'] }),
  ...paginationQueryShape,
});

export const createCustomerInputSchema = z
  .strictObject({
    email: z.email().max(254).meta({ description: 'Email address; must not belong to another customer.' }),
    name: z.string().trim().min(1).max(100).meta({ description: 'Full name, 1-100 characters.' }),
  })
  .meta({
    description: 'A new customer.',
    examples: [{ email: 'katherine@example.com', name: 'Katherine Johnson' }],
  });
