import { readFileSync } from 'node:fs';
import { buildSchema, introspectionFromSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../catalog/import-document.ts';
import type { Catalog, CatalogOperation } from '../catalog/model.ts';

const sdl = readFileSync(new URL('../catalog/fixtures/shop.graphql', import.meta.url), 'utf8');

function imported(text: string, fileName?: string): Catalog {
  const result = importDocument(text, { fileName });
  if (!result.ok) throw new Error(result.error.message);
  return result.catalog;
}

describe('GraphQL SDL import', () => {
  const catalog = imported(sdl, 'shop.graphql');
  const operation = (key: string) => catalog.operations.find((op) => op.key === key) as CatalogOperation;

  it('makes one operation per root field, roots named by the schema block, extensions included', () => {
    expect(catalog).toMatchObject({
      format: 'graphql-sdl',
      description: 'A small shop schema written for the importer tests.',
    });
    expect(catalog.operations.map((op) => [op.key, op.method, op.path, op.graphql?.rootType])).toEqual([
      ['query product', 'QUERY', 'product', 'Query'],
      ['query products', 'QUERY', 'products', 'Query'],
      ['query search', 'QUERY', 'search', 'Query'],
      ['query serverTime', 'QUERY', 'serverTime', 'Query'],
      ['query categories', 'QUERY', 'categories', 'Query'],
      ['mutation productCreate', 'MUTATION', 'productCreate', 'Mutation'],
    ]);
    expect(operation('query product')).toMatchObject({
      kind: 'graphql',
      description: 'One product by id.',
      location: 'ShopQuery.product',
    });
  });

  it('turns arguments into a variables schema: non-null means required, input types become components', () => {
    expect(operation('query product').requestBody).toEqual({
      required: true,
      contentType: 'application/json',
      description: 'The operation variables',
      schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    });
    expect(operation('query serverTime').requestBody).toBeUndefined();
    expect(catalog.schemas.ProductInput).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        status: { $ref: '#/components/schemas/ProductStatus', default: 'ACTIVE' },
        tags: { type: 'array', items: { type: 'string' } },
        category: { $ref: '#/components/schemas/CategoryInput' },
      },
      required: ['name'],
    });
    expect(catalog.schemas.ProductStatus).toEqual({ type: 'string', enum: ['ACTIVE', 'ARCHIVED'] });
  });

  it('generates depth-limited selection sets: leaves only at the last level, no fields needing arguments or deprecated', () => {
    expect(operation('query product').graphql).toEqual({
      rootType: 'Query',
      field: 'product',
      returnType: 'Product',
      selectionSet: '{ id name status createdAt category { name } variants { sku } }',
      document:
        'query Product($id: ID!) { product(id: $id) { id name status createdAt category { name } variants { sku } } }',
    });
    expect(operation('query serverTime').graphql?.selectionSet).toBe('');
    expect(operation('query serverTime').graphql?.document).toBe('query ServerTime { serverTime }');
  });

  it('does not spend depth on connection edges and nodes, and selects union members by fragment', () => {
    expect(operation('query products').graphql?.selectionSet).toBe(
      '{ edges { cursor node { id name status createdAt category { name } variants { sku } } } totalCount }',
    );
    expect(operation('query search').graphql?.selectionSet).toBe(
      '{ __typename ... on Product { id productName: name status createdAt category { name } variants { sku } } ... on Category { categoryName: name parent { name } } }',
    );
  });

  it('generates documents the schema itself accepts', () => {
    const schema = buildSchema(sdl);
    for (const op of catalog.operations) {
      expect(validate(schema, parse(op.graphql?.document ?? ''))).toEqual([]);
    }
  });

  it('describes the response: data under the field name, nullable unless non-null, and the errors array', () => {
    const schema = operation('query product').responses[0]?.schema as { properties: Record<string, unknown> };
    expect(schema.properties.data).toEqual({
      type: ['object', 'null'],
      properties: { product: { anyOf: [{ $ref: '#/components/schemas/Product' }, { type: 'null' }] } },
    });
    expect(schema.properties.errors).toMatchObject({ type: 'array' });
    expect(catalog.schemas.Variant).toEqual({
      type: 'object',
      properties: {
        __typename: { type: 'string' },
        sku: { type: 'string' },
        product: { $ref: '#/components/schemas/Product' },
      },
    });
    expect(catalog.schemas.DateTime).toBeUndefined();
  });

  it('refuses SDL with a syntax error, saying where', () => {
    const result = importDocument('type Query {\n  products: [Product!\n}\n', { fileName: 'broken.graphql' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-graphql',
        message: 'This file is not a valid GraphQL schema: Expected "]", found "}" (line 3).',
      },
    });
  });

  it('refuses SDL that uses a type it never defines', () => {
    const result = importDocument('type Query { products: [Product!]! }', { fileName: 'broken.graphql' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe(
      'This file is not a valid GraphQL schema: Unknown type: "Product".',
    );
  });
});

describe('GraphQL introspection import', () => {
  const introspection = introspectionFromSchema(buildSchema(sdl));

  it('reads the introspection result with or without the data envelope, like the SDL', () => {
    const bare = imported(JSON.stringify(introspection));
    const wrapped = imported(JSON.stringify({ data: introspection }));
    const fromSdl = imported(sdl, 'shop.graphql');
    expect(bare.format).toBe('graphql-introspection');
    expect(wrapped.operations).toEqual(bare.operations);
    expect(bare.operations.map((op) => op.graphql)).toEqual(fromSdl.operations.map((op) => op.graphql));
    expect(bare.schemas).toEqual(fromSdl.schemas);
  });

  it('refuses an introspection result without its types', () => {
    const result = importDocument('{"__schema": {"queryType": {"name": "Query"}}}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('invalid-graphql');
  });
});
