/** A small catalogue and graph helpers for the compiler's tests. */
import type { Catalog, CatalogOperation } from '../catalog/model.ts';
import type { ApiSourceNode, GraphNode, InterfaceGraph, SourceEndpoint } from './graph.ts';

function operation(partial: Partial<CatalogOperation> & Pick<CatalogOperation, 'key' | 'method' | 'path'>) {
  return {
    kind: 'http',
    tags: [],
    parameters: [],
    responses: [],
    security: [],
    deprecated: false,
    ...partial,
  } as CatalogOperation;
}

export const shop: Catalog = {
  format: 'openapi-3.1',
  title: 'Shop',
  servers: ['https://shop.example/api'],
  securitySchemes: {},
  findings: [],
  schemas: {
    Product: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        variants: { type: 'array', items: { $ref: '#/components/schemas/Variant' } },
      },
      required: ['id'],
    },
    Variant: { type: 'object', properties: { sku: { type: 'string' }, price: { type: 'number' } } },
    CartItemInput: {
      type: 'object',
      properties: { sku: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
      required: ['sku', 'quantity'],
    },
    Category: { type: 'object', properties: { parent: { $ref: '#/components/schemas/Category' } } },
  },
  operations: [
    operation({
      key: 'GET /products/{id}',
      method: 'GET',
      path: '/products/{id}',
      operationId: 'getProduct',
      summary: 'Get a product',
      description: 'Returns one product with its variants.',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'Product id' },
        { name: 'fields', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'X-Request-Id', in: 'header', required: false, schema: { type: 'string' } },
        { name: 'session', in: 'cookie', required: false, schema: { type: 'string' } },
      ],
      responses: [{ status: '200', schema: { $ref: '#/components/schemas/Product' } }, { status: '404' }],
    }),
    operation({
      key: 'GET /products',
      method: 'GET',
      path: '/products',
      operationId: 'listProducts',
      responses: [
        { status: '200', schema: { type: 'array', items: { $ref: '#/components/schemas/Product' } } },
      ],
    }),
    operation({
      key: 'POST /carts/{cartId}/items',
      method: 'POST',
      path: '/carts/{cartId}/items',
      operationId: 'addCartItem',
      parameters: [
        { name: 'cartId', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'filter[status]', in: 'query', required: false, schema: { type: 'string' } },
      ],
      requestBody: {
        required: true,
        contentType: 'application/json',
        schema: { $ref: '#/components/schemas/CartItemInput' },
      },
    }),
    operation({
      key: 'DELETE /carts/{cartId}',
      method: 'DELETE',
      path: '/carts/{cartId}',
      parameters: [{ name: 'cartId', in: 'path', required: true, schema: { type: 'string' } }],
    }),
    operation({
      key: 'GET /categories/{id}',
      method: 'GET',
      path: '/categories/{id}',
      operationId: 'getCategory',
      requestBody: {
        required: false,
        contentType: 'application/json',
        schema: { $ref: '#/components/schemas/Category' },
      },
    }),
    operation({ key: 'SOAP GetStock', kind: 'soap', method: 'SOAP', path: 'GetStock' }),
  ],
};

export function source(
  id: string,
  endpoints: SourceEndpoint[],
  extra: Partial<ApiSourceNode['data']> = {},
): GraphNode {
  return {
    id,
    type: 'apiSource',
    position: { x: 0, y: 0 },
    data: {
      label: id,
      description: '',
      baseUrl: 'https://shop.example/api',
      endpoints,
      authType: 'none',
      catalogSourceId: 'shop',
      ...extra,
    },
  };
}

export const linked = (key: string, extra: Partial<SourceEndpoint> = {}): SourceEndpoint => {
  const [method, path] = key.split(' ') as [SourceEndpoint['method'], string];
  return { method, path, description: '', operationKey: key, ...extra };
};

export function graph(nodes: GraphNode[], edges: [string, string][]): InterfaceGraph {
  return {
    name: 'Shop tools',
    nodes: [
      ...nodes,
      {
        id: 'output-1',
        type: 'output',
        position: { x: 600, y: 200 },
        data: { label: 'Output', description: '', outputs: [] },
      },
    ],
    edges: edges.map(([from, to], index) => ({ id: `e${index}`, source: from, target: to })),
  };
}
