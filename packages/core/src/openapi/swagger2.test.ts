import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../catalog/import-document.ts';
import type { Catalog, CatalogOperation } from '../catalog/model.ts';

const text = readFileSync(new URL('../catalog/fixtures/shop-swagger2.json', import.meta.url), 'utf8');

function imported(): Catalog {
  const result = importDocument(text, { fileName: 'shop-swagger2.json' });
  if (!result.ok) throw new Error(result.error.message);
  return result.catalog;
}

describe('Swagger 2.0 converted to the 3.x model', () => {
  const catalog = imported();
  const operation = (key: string) => catalog.operations.find((op) => op.key === key) as CatalogOperation;

  it('builds servers from schemes, host and basePath', () => {
    expect(catalog.format).toBe('swagger-2.0');
    expect(catalog.servers).toEqual(['https://shop.example/v2', 'http://shop.example/v2']);
  });

  it('converts securityDefinitions to security schemes', () => {
    expect(catalog.securitySchemes).toEqual({
      basic: { type: 'http', scheme: 'basic', description: 'User and password' },
      key: { type: 'apiKey', name: 'api_key', in: 'query' },
      oauth: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://shop.example/oauth/authorize',
            tokenUrl: 'https://shop.example/oauth/token',
            scopes: { 'write:orders': 'Change orders' },
          },
        },
      },
    });
    expect(operation('POST /orders').security).toEqual([{ oauth: ['write:orders'] }]);
    expect(operation('GET /orders/{orderId}').security).toEqual([{ key: [] }]);
  });

  it('turns the body parameter into the request body, with the consumed media type', () => {
    expect(operation('POST /orders').requestBody).toEqual({
      required: true,
      contentType: 'application/json',
      description: 'The order',
      schema: { $ref: '#/components/schemas/Order' },
    });
    expect(operation('POST /orders').parameters).toEqual([
      {
        name: 'X-Request-Id',
        in: 'header',
        required: false,
        description: 'Tracing id',
        schema: { type: 'string' },
      },
    ]);
  });

  it('turns formData parameters into a multipart object body when a file is among them', () => {
    expect(operation('POST /orders/{orderId}/attachments').requestBody).toEqual({
      required: true,
      contentType: 'multipart/form-data',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary', description: 'The file' },
          note: { type: 'string' },
        },
        required: ['file'],
      },
    });
  });

  it('builds parameter schemas from the keywords on the parameter, path-level refs included', () => {
    expect(operation('GET /orders/{orderId}').parameters).toEqual([
      {
        name: 'orderId',
        in: 'path',
        required: true,
        description: 'The order id',
        schema: { type: 'integer', format: 'int64' },
      },
      { name: 'fields', in: 'query', required: false, schema: { type: 'array', items: { type: 'string' } } },
      {
        name: 'minTotal',
        in: 'query',
        required: false,
        description: 'Smallest total',
        schema: { type: 'number', exclusiveMinimum: 0 },
      },
    ]);
  });

  it('gives responses the produced media type, their schema and example', () => {
    expect(operation('POST /orders').responses).toEqual([
      {
        status: '200',
        description: 'Placed',
        contentType: 'application/json',
        schema: { $ref: '#/components/schemas/Order' },
        example: { id: 7 },
      },
      { status: '400', description: 'Invalid order' },
    ]);
  });

  it('moves definitions to components, rewriting refs and x-nullable', () => {
    expect(catalog.schemas).toEqual({
      Order: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'integer', format: 'int64' },
          note: { type: ['string', 'null'] },
          lines: { type: 'array', items: { $ref: '#/components/schemas/OrderLine' } },
        },
      },
      OrderLine: {
        type: 'object',
        properties: { sku: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
      },
    });
  });
});
