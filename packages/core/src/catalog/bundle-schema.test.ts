import { describe, expect, it } from 'vitest';
import { bundleSchema } from './bundle-schema.ts';
import type { JsonSchema } from './model.ts';

const schemas: Record<string, JsonSchema> = {
  Order: {
    type: 'object',
    properties: { lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } } },
  },
  Line: { type: 'object', properties: { product: { $ref: '#/components/schemas/Product' } } },
  Product: { type: 'object', properties: { related: { $ref: '#/components/schemas/Product' } } },
  'a/b': { type: 'string' },
  Unused: { type: 'integer' },
};

describe('bundleSchema', () => {
  it('rewrites component refs to $defs and attaches only the components reached, transitively', () => {
    expect(bundleSchema({ $ref: '#/components/schemas/Order' }, schemas)).toEqual({
      $ref: '#/$defs/Order',
      $defs: {
        Order: { type: 'object', properties: { lines: { type: 'array', items: { $ref: '#/$defs/Line' } } } },
        Line: { type: 'object', properties: { product: { $ref: '#/$defs/Product' } } },
        Product: { type: 'object', properties: { related: { $ref: '#/$defs/Product' } } },
      },
    });
  });

  it('treats property names as names, not keywords, and never changes its input', () => {
    const plain = {
      type: 'object',
      properties: { $ref: { type: 'string' }, example: { $ref: '#/components/schemas/Line' } },
    };
    const copy = structuredClone(plain);
    expect(bundleSchema(plain, schemas)).toEqual({
      type: 'object',
      properties: { $ref: { type: 'string' }, example: { $ref: '#/$defs/Line' } },
      $defs: {
        Line: { type: 'object', properties: { product: { $ref: '#/$defs/Product' } } },
        Product: { type: 'object', properties: { related: { $ref: '#/$defs/Product' } } },
      },
    });
    expect(plain).toEqual(copy);
  });

  it('leaves data keywords alone and escapes names in pointers', () => {
    const schema = {
      enum: [{ $ref: '#/components/schemas/Order' }],
      items: { $ref: '#/components/schemas/a~1b' },
    };
    expect(bundleSchema(schema, schemas)).toEqual({
      enum: [{ $ref: '#/components/schemas/Order' }],
      items: { $ref: '#/$defs/a~1b' },
      $defs: { 'a/b': { type: 'string' } },
    });
  });

  it('replaces a ref to a missing component by an empty schema that says so', () => {
    expect(bundleSchema({ items: { $ref: '#/components/schemas/Gone' } }, schemas)).toEqual({
      items: { description: 'Unresolved reference #/components/schemas/Gone' },
    });
  });
});
