import { describe, expect, it } from 'vitest';
import type { CatalogOperation, JsonSchema } from './model.ts';
import { operationSchemas } from './operation-schemas.ts';

const schemas: Record<string, JsonSchema> = {
  Order: { type: 'object', properties: { customer: { $ref: '#/components/schemas/Customer' } } },
  Customer: {
    type: 'object',
    properties: { orders: { type: 'array', items: { $ref: '#/components/schemas/Order' } } },
  },
  Filter: { type: 'string' },
  Error: { type: 'object' },
  Unused: { type: 'integer' },
};

const operation: CatalogOperation = {
  key: 'POST /orders',
  kind: 'http',
  method: 'POST',
  path: '/orders',
  tags: [],
  parameters: [
    { name: 'filter', in: 'query', required: false, schema: { $ref: '#/components/schemas/Filter' } },
  ],
  requestBody: {
    required: true,
    contentType: 'application/json',
    schema: { $ref: '#/components/schemas/Order' },
  },
  responses: [{ status: 'default', schema: { $ref: '#/components/schemas/Error' } }, { status: '204' }],
  security: [],
  deprecated: false,
};

describe('operationSchemas', () => {
  it('collects the named schemas an operation reaches, through loops, and no others', () => {
    expect(Object.keys(operationSchemas(operation, schemas)).sort()).toEqual([
      'Customer',
      'Error',
      'Filter',
      'Order',
    ]);
  });

  it('skips names the catalogue does not hold', () => {
    const broken = {
      ...operation,
      parameters: [],
      requestBody: undefined,
      responses: [{ status: '200', schema: { $ref: '#/components/schemas/Gone' } }],
    };
    expect(operationSchemas(broken, schemas)).toEqual({});
  });
});
