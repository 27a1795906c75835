import { describe, expect, it } from 'vitest';
import { addCatalogEndpoints, endpointFromOperation, operationTags } from './catalog-endpoints.ts';
import { sourceNode } from './test-graphs.ts';

const operations = [
  { key: 'GET /products', method: 'GET', path: '/products', summary: 'List products', tags: ['Products'] },
  {
    key: 'GET /products/{id}',
    method: 'GET',
    path: '/products/{id}',
    summary: ' Get a product ',
    tags: ['Products'],
  },
  { key: 'POST /carts', method: 'POST', path: '/carts', summary: null, tags: ['Carts', 'Checkout'] },
  { key: 'subscription orderPlaced', method: 'SUBSCRIPTION', path: 'orderPlaced', summary: null, tags: [] },
];

describe('endpointFromOperation', () => {
  it('links the row to the operation and takes its summary as description', () => {
    expect(endpointFromOperation(operations[1]!)).toEqual({
      method: 'GET',
      path: '/products/{id}',
      description: 'Get a product',
      operationKey: 'GET /products/{id}',
    });
  });

  it('sends GraphQL operations as POST', () => {
    expect(
      endpointFromOperation({ key: 'query products', method: 'QUERY', path: 'products', summary: null }),
    ).toMatchObject({ method: 'POST', path: 'products', operationKey: 'query products' });
  });
});

describe('addCatalogEndpoints', () => {
  it('links the source, skips operations already present and subscriptions, fills an empty base URL', () => {
    const data = { ...sourceNode('a').data, endpoints: [endpointFromOperation(operations[0]!)] };
    const result = addCatalogEndpoints(data, 'src-1', operations, ['', 'https://shop.example/api']);
    expect(result.added).toBe(2);
    expect(result.data.catalogSourceId).toBe('src-1');
    expect(result.data.baseUrl).toBe('https://shop.example/api');
    expect(result.data.endpoints.map((e) => e.operationKey)).toEqual([
      'GET /products',
      'GET /products/{id}',
      'POST /carts',
    ]);
  });

  it('keeps a base URL the user typed', () => {
    const data = { ...sourceNode('a').data, baseUrl: 'https://mine.example' };
    expect(addCatalogEndpoints(data, 'src-1', operations, ['https://shop.example']).data.baseUrl).toBe(
      'https://mine.example',
    );
  });
});

describe('operationTags', () => {
  it('counts tags, most used first', () => {
    expect(operationTags(operations)).toEqual([
      { tag: 'Products', count: 2 },
      { tag: 'Carts', count: 1 },
      { tag: 'Checkout', count: 1 },
    ]);
  });
});
