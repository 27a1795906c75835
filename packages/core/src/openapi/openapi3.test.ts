import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../catalog/import-document.ts';
import type { Catalog, CatalogOperation } from '../catalog/model.ts';

function fixture(name: string): string {
  return readFileSync(new URL(`../catalog/fixtures/${name}`, import.meta.url), 'utf8');
}

function imported(text: string, fileName?: string): Catalog {
  const result = importDocument(text, { fileName });
  if (!result.ok) throw new Error(result.error.message);
  return result.catalog;
}

function operation(catalog: Catalog, key: string): CatalogOperation {
  const found = catalog.operations.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no operation ${key}`);
  return found;
}

describe('OpenAPI 3.0 import', () => {
  const catalog = imported(fixture('shop-openapi30.yaml'), 'shop.yaml');

  it('reads the document header and substitutes server variables', () => {
    expect(catalog).toMatchObject({ format: 'openapi-3.0', title: 'Fixture Shop', version: '1.2.0' });
    expect(catalog.description).toBe('A small shop API written for the importer tests.');
    expect(catalog.servers).toEqual(['https://eu.shop.example/api/v1']);
    expect(catalog.securitySchemes).toEqual({
      apiKey: { type: 'apiKey', name: 'X-Api-Key', in: 'header', description: "The shop's API key" },
    });
  });

  it('lists every operation in document order with method, path, key and location', () => {
    expect(catalog.operations.map((op) => op.key)).toEqual([
      'GET /products',
      'POST /products',
      'GET /products/{id}',
      'DELETE /products/{id}',
    ]);
    expect(operation(catalog, 'DELETE /products/{id}')).toMatchObject({
      kind: 'http',
      method: 'DELETE',
      operationId: 'deleteProduct',
      deprecated: true,
      location: '#/paths/~1products~1{id}/delete',
    });
  });

  it('inherits the default security unless the operation sets its own, even an empty one', () => {
    expect(operation(catalog, 'GET /products').security).toEqual([{ apiKey: [] }]);
    expect(operation(catalog, 'POST /products').security).toEqual([]);
  });

  it('merges path-level parameters, the operation overriding by name and location', () => {
    const parameters = operation(catalog, 'GET /products/{id}').parameters;
    expect(parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:locale']);
    expect(parameters[0]).toMatchObject({
      required: true,
      description: 'The product id',
      schema: { type: 'integer', exclusiveMinimum: 1 },
    });
    expect(operation(catalog, 'DELETE /products/{id}').parameters[0]?.description).toBe(
      'Path-level description',
    );
  });

  it('resolves parameter, request body and response refs inline, and ignores Accept headers', () => {
    const list = operation(catalog, 'GET /products');
    expect(list.parameters).toEqual([
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'Largest number of items to return',
        schema: { type: 'integer', default: 20, maximum: 100 },
      },
    ]);
    expect(list.responses.find((r) => r.status === 'default')).toEqual({
      status: 'default',
      description: 'An error',
      contentType: 'application/json',
      schema: { $ref: '#/components/schemas/Error' },
    });
    expect(operation(catalog, 'POST /products').requestBody).toEqual({
      required: true,
      contentType: 'application/json',
      schema: { $ref: '#/components/schemas/NewProduct' },
    });
  });

  it('prefers JSON among several media types and keeps its example', () => {
    const ok = operation(catalog, 'GET /products/{id}').responses[0];
    expect(ok).toMatchObject({
      status: '200',
      contentType: 'application/json',
      example: { id: 1, name: 'Mug' },
    });
  });

  it('keeps named schemas as refs, stores each reachable one once and leaves unused ones out', () => {
    expect(Object.keys(catalog.schemas).sort()).toEqual([
      'Category',
      'Error',
      'NewProduct',
      'Product',
      'Variant',
    ]);
    expect(catalog.schemas.Variant).toEqual({
      type: 'object',
      properties: { sku: { type: 'string' }, product: { $ref: '#/components/schemas/Product' } },
    });
  });

  it('converts nullable and example to JSON Schema 2020-12 and drops vendor extensions', () => {
    const product = catalog.schemas.Product as { properties: Record<string, unknown> };
    expect(product.properties.id).toEqual({ type: 'integer', examples: [1] });
    expect(product.properties.subtitle).toEqual({ type: ['string', 'null'] });
    expect(product.properties.status).toEqual({
      type: ['string', 'null'],
      enum: ['active', 'archived', null],
    });
    const category = catalog.schemas.Category as { properties: Record<string, unknown> };
    expect(category.properties.parent).toEqual({
      anyOf: [{ allOf: [{ $ref: '#/components/schemas/Category' }] }, { type: 'null' }],
    });
    expect((catalog.schemas.NewProduct as { properties: Record<string, unknown> }).properties.name).toEqual({
      type: 'string',
    });
  });

  it('reports circular schemas as information, kept as references', () => {
    const circular = catalog.findings.filter((finding) => finding.code === 'circular-ref');
    expect(circular.map((finding) => finding.where).sort()).toEqual([
      '#/components/schemas/Category',
      '#/components/schemas/Product',
    ]);
    expect(circular.every((finding) => finding.severity === 'info')).toBe(true);
  });
});

describe('OpenAPI 3.1 import', () => {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    paths: {
      '/pets/{id}': {
        get: {
          operationId: 'getPet',
          summary: 'One pet',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The pet',
              content: { 'application/json': { schema: { $ref: '/schemas/pet' } } },
            },
            '4XX': {
              description: 'Problem',
              content: { 'application/problem+json': { schema: { $ref: '/schemas/pet#owner' } } },
            },
          },
        },
      },
    },
    webhooks: { newPet: { post: { responses: { '200': { description: 'ok' } } } } },
    components: {
      schemas: {
        Pet: {
          $id: '/schemas/pet',
          type: 'object',
          properties: { name: { type: ['string', 'null'] }, owner: { $anchor: 'owner', type: 'string' } },
        },
      },
    },
  };
  const catalog = imported(JSON.stringify(document));

  it('leaves webhooks out: they are calls the API makes, not operations to call', () => {
    expect(catalog.format).toBe('openapi-3.1');
    expect(catalog.operations.map((op) => op.key)).toEqual(['GET /pets/{id}']);
  });

  it('resolves refs to a schema $id and its $anchor inside the document, without identifiers left', () => {
    const [ok, problem] = catalog.operations[0]!.responses;
    expect(ok?.schema).toEqual({ $ref: '#/components/schemas/Pet' });
    expect(problem).toMatchObject({
      status: '4XX',
      contentType: 'application/problem+json',
      schema: { type: 'string' },
    });
    expect(catalog.schemas.Pet).toEqual({
      type: 'object',
      properties: { name: { type: ['string', 'null'] }, owner: { type: 'string' } },
    });
    expect(catalog.findings.filter((f) => f.code.includes('-ref'))).toEqual([]);
  });
});
