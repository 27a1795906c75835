import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../catalog/import-document.ts';
import type { Catalog, CatalogOperation } from '../catalog/model.ts';

function imported(text: string, fileName?: string): Catalog {
  const result = importDocument(text, { fileName });
  if (!result.ok) throw new Error(result.error.message);
  return result.catalog;
}

function fixture(name: string): string {
  return readFileSync(new URL(`../catalog/fixtures/${name}`, import.meta.url), 'utf8');
}

describe('Markdown endpoint lines', () => {
  const catalog = imported(fixture('shop-endpoints.md'), 'shop.md');
  const operation = (key: string) => catalog.operations.find((op) => op.key === key) as CatalogOperation;

  it('finds endpoints in headings, code spans, tables and list items', () => {
    expect(catalog).toMatchObject({
      format: 'markdown',
      title: 'Fixture Shop (Markdown)',
      servers: ['https://shop.example/api'],
    });
    expect(catalog.operations.map((op) => op.key)).toEqual([
      'GET /products',
      'GET /products/{id}',
      'POST /products',
      'DELETE /orders/{orderId}',
    ]);
  });

  it('describes each endpoint by the text up to the next endpoint or heading of its level', () => {
    expect(operation('GET /products')).toMatchObject({
      summary: 'List products',
      description:
        'Lists the products, newest first.\n\n### Query parameters\n\n- `limit`: how many products to return.',
    });
    expect(operation('POST /products').description).toBe(
      'Creates a product from a JSON body.\n\n```http\nPOST /products HTTP/1.1\nContent-Type: application/json\n```',
    );
  });

  it('takes the summary from the text on the line or the heading just above', () => {
    expect(operation('GET /products/{id}').summary).toBe('Get one product');
    expect(operation('DELETE /orders/{orderId}').summary).toBe('Cancels an order');
  });

  it('makes path parameters of :name and {name}, described when the text documents them', () => {
    expect(operation('GET /products/{id}').parameters).toEqual([
      { name: 'id', in: 'path', required: true, description: 'The product id.', schema: { type: 'string' } },
    ]);
    expect(operation('DELETE /orders/{orderId}').parameters).toEqual([
      { name: 'orderId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });
});

describe('plain text endpoint lines', () => {
  it('reads full URLs as server plus path, with query names as parameters', () => {
    const catalog = imported(fixture('shop-endpoints.txt'), 'shop.txt');
    expect(catalog).toMatchObject({
      format: 'text',
      title: 'Fixture shop endpoints',
      servers: ['https://shop.example'],
    });
    expect(
      catalog.operations.map((op) => [op.key, op.description, op.parameters.map((p) => `${p.in}:${p.name}`)]),
    ).toEqual([
      ['GET /api/carts/{cartId}', 'Returns a cart with its items.', ['path:cartId', 'query:expand']],
      ['POST /carts/{cartId}/items', 'Adds an item to a cart.\ncartId - The cart to add to', ['path:cartId']],
    ]);
    expect(catalog.operations[1]?.parameters[0]?.description).toBe('The cart to add to');
  });

  it('takes paths relative to a declared base URL', () => {
    const catalog = imported(
      'Base URL: https://api.example.com/v2\n\nGET https://api.example.com/v2/orders\nAll orders.\n',
    );
    expect(catalog.servers).toEqual(['https://api.example.com/v2']);
    expect(catalog.operations.map((op) => op.key)).toEqual(['GET /orders']);
  });

  it('ignores methods that are only mentioned in prose', () => {
    expect(importDocument('To list products, send a GET /products request.').ok).toBe(false);
  });
});
