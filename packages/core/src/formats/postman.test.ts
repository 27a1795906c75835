import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../catalog/import-document.ts';
import type { Catalog, CatalogOperation } from '../catalog/model.ts';

function imported(text: string): Catalog {
  const result = importDocument(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.catalog;
}

describe('Postman collection import', () => {
  const catalog = imported(
    readFileSync(new URL('../catalog/fixtures/shop-postman.json', import.meta.url), 'utf8'),
  );
  const operation = (key: string) => catalog.operations.find((op) => op.key === key) as CatalogOperation;

  it('reads every request through nested folders, folder names becoming tags', () => {
    expect(catalog).toMatchObject({
      format: 'postman-2.1',
      title: 'Fixture Shop (Postman)',
      description: 'Requests for the fixture shop.',
    });
    expect(catalog.operations.map((op) => [op.key, op.tags])).toEqual([
      ['GET /products', ['Catalog', 'Products']],
      ['PATCH /products/{productId}', ['Catalog', 'Products']],
      ['PATCH /products/{productId} (Update a product with a form)', ['Catalog', 'Products']],
      ['POST /sessions', []],
    ]);
  });

  it('takes servers from resolved {{baseUrl}} values and literal hosts', () => {
    expect(catalog.servers).toEqual(['https://shop.example/api', 'https://legacy.shop.example']);
  });

  it('turns query parameters and custom headers into parameters, leaving out transport and auth headers', () => {
    expect(operation('GET /products')).toMatchObject({
      summary: 'List products',
      description: 'Lists products, newest first.',
      parameters: [
        {
          name: 'limit',
          in: 'query',
          required: false,
          description: 'Page size',
          schema: { type: 'string' },
          example: '20',
        },
        { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
        {
          name: 'X-Store',
          in: 'header',
          required: false,
          description: 'Which store',
          schema: { type: 'string' },
          example: 'main',
        },
      ],
    });
  });

  it('turns :param and {{param}} segments into path parameters with their descriptions', () => {
    expect(operation('PATCH /products/{productId}').parameters).toEqual([
      {
        name: 'productId',
        in: 'path',
        required: true,
        description: 'The product id',
        schema: { type: 'string' },
        example: '42',
      },
    ]);
    expect(operation('PATCH /products/{productId} (Update a product with a form)').parameters[0]?.name).toBe(
      'productId',
    );
  });

  it('infers the request body schema from a raw JSON body, variables included', () => {
    expect(operation('PATCH /products/{productId}').requestBody).toEqual({
      required: true,
      contentType: 'application/json',
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          stock: {},
          price: {
            type: 'object',
            properties: { amount: { type: 'integer' }, currency: { type: 'string' } },
          },
        },
      },
      example: { name: 'Mug', stock: null, price: { amount: 1250, currency: 'EUR' } },
    });
    expect(operation('PATCH /products/{productId} (Update a product with a form)').requestBody).toEqual({
      required: true,
      contentType: 'application/x-www-form-urlencoded',
      schema: { type: 'object', properties: { name: { type: 'string', description: 'New name' } } },
    });
  });

  it('turns saved examples into responses with inferred schemas', () => {
    const [ok, unauthorised] = operation('GET /products').responses;
    expect(ok).toMatchObject({
      status: '200',
      description: 'A page',
      contentType: 'application/json',
      schema: {
        type: 'object',
        properties: {
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                price: { type: 'number' },
                tags: { type: 'array', items: { type: 'string' } },
              },
            },
          },
          next: {},
        },
      },
    });
    expect(unauthorised).toMatchObject({
      status: '401',
      schema: { type: 'object', properties: { error: { type: 'string' } } },
    });
  });

  it('maps collection, request and noauth auth to security schemes and requirements', () => {
    expect(catalog.securitySchemes).toEqual({
      apiKey: { type: 'apiKey', name: 'X-Api-Key', in: 'header' },
      bearerAuth: { type: 'http', scheme: 'bearer' },
    });
    expect(operation('GET /products').security).toEqual([{ apiKey: [] }]);
    expect(operation('PATCH /products/{productId}').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('POST /sessions')).toMatchObject({ security: [], deprecated: true });
  });

  it('reads v2.0 collections, whose URLs and auth may be written differently', () => {
    const v20 = {
      info: { name: 'Old', schema: 'https://schema.getpostman.com/json/collection/v2.0.0/collection.json' },
      auth: { type: 'apikey', apikey: { key: 'token', value: 'x', in: 'query' } },
      item: [{ name: 'Orders', request: { method: 'get', url: 'https://old.example/orders/:id?page=2' } }],
    };
    const old = imported(JSON.stringify(v20));
    expect(old.format).toBe('postman-2.0');
    expect(old.securitySchemes).toEqual({ apiKey: { type: 'apiKey', name: 'token', in: 'query' } });
    expect(old.operations[0]).toMatchObject({
      key: 'GET /orders/{id}',
      parameters: [
        { name: 'id', in: 'path', required: true },
        { name: 'page', in: 'query', example: '2' },
      ],
    });
  });
});
