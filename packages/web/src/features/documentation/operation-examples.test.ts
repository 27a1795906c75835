import type { CatalogOperation } from '@cartographer/core';
import { describe, expect, it } from 'vitest';
import { collectExamples } from './operation-examples.ts';

const operation: CatalogOperation = {
  key: 'POST /carts/{cartId}/items',
  kind: 'http',
  method: 'POST',
  path: '/carts/{cartId}/items',
  tags: [],
  parameters: [
    { name: 'cartId', in: 'path', required: true, schema: { type: 'string' }, example: 'cart_1' },
    { name: 'expand', in: 'query', required: false, schema: { type: 'string', examples: ['items'] } },
    { name: 'trace', in: 'header', required: false, schema: { type: 'string' } },
  ],
  requestBody: {
    required: true,
    contentType: 'application/json',
    schema: { type: 'object', example: { variantId: 'v1', quantity: 2 } },
  },
  responses: [
    { status: '201', schema: { type: 'object' }, example: { id: 'item_1' } },
    { status: '422', description: 'Invalid quantity value' },
  ],
  security: [],
  deprecated: false,
};

describe('collectExamples', () => {
  it('gathers parameter, body and response examples from the operation and its schemas', () => {
    expect(collectExamples(operation)).toEqual([
      {
        title: 'Parameters',
        language: 'json',
        text: JSON.stringify({ 'cartId (path)': 'cart_1', 'expand (query)': 'items' }, null, 2),
      },
      {
        title: 'Request body (application/json)',
        language: 'json',
        text: JSON.stringify({ variantId: 'v1', quantity: 2 }, null, 2),
      },
      { title: 'Response 201', language: 'json', text: JSON.stringify({ id: 'item_1' }, null, 2) },
    ]);
  });

  it('has nothing to show for an operation without examples', () => {
    expect(collectExamples({ ...operation, parameters: [], requestBody: undefined, responses: [] })).toEqual(
      [],
    );
  });
});
