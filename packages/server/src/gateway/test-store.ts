/**
 * A small store API for gateway tests and the bench: its catalogue, an interface graph over it,
 * and the upstream's answers. Real HTTP, real compiler; nothing here stands in for our own code.
 */
import {
  type Catalog,
  type CatalogOperation,
  compileInterface,
  type InterfaceGraph,
  type OutputField,
  type SourceEndpoint,
  type Transformation,
} from '@cartographer/core';
import type { UpstreamCall, UpstreamReply } from './test-kit.ts';
import type { PublishedInterface } from './types.ts';

const operation = (partial: Partial<CatalogOperation> & Pick<CatalogOperation, 'key' | 'method' | 'path'>) =>
  ({
    kind: 'http',
    tags: [],
    parameters: [],
    responses: [],
    security: [],
    deprecated: false,
    ...partial,
  }) as CatalogOperation;

const idParameter = (name: string) => ({
  name,
  in: 'path' as const,
  required: true,
  schema: { type: 'string' },
});

export const storeCatalog: Catalog = {
  format: 'openapi-3.1',
  title: 'Test store',
  servers: [],
  securitySchemes: {},
  findings: [],
  schemas: {
    Product: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        price: { type: 'number' },
        description: { type: 'string' },
      },
      required: ['id', 'name', 'price'],
    },
    CartItem: {
      type: 'object',
      properties: { sku: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
      required: ['sku', 'quantity'],
    },
  },
  operations: [
    operation({
      key: 'GET /products/{id}',
      method: 'GET',
      path: '/products/{id}',
      operationId: 'getProduct',
      summary: 'Get a product',
      parameters: [idParameter('id')],
      responses: [{ status: '200', schema: { $ref: '#/components/schemas/Product' } }],
    }),
    operation({
      key: 'GET /products',
      method: 'GET',
      path: '/products',
      operationId: 'listProducts',
      parameters: [{ name: 'limit', in: 'query', required: false, schema: { type: 'integer' } }],
      responses: [
        { status: '200', schema: { type: 'array', items: { $ref: '#/components/schemas/Product' } } },
      ],
    }),
    operation({
      key: 'POST /carts/{cartId}/items',
      method: 'POST',
      path: '/carts/{cartId}/items',
      operationId: 'addCartItem',
      parameters: [idParameter('cartId')],
      requestBody: {
        required: true,
        contentType: 'application/json',
        schema: { $ref: '#/components/schemas/CartItem' },
      },
    }),
    operation({
      key: 'DELETE /carts/{cartId}',
      method: 'DELETE',
      path: '/carts/{cartId}',
      operationId: 'deleteCart',
      parameters: [idParameter('cartId')],
    }),
    operation({ key: 'GET /slow', method: 'GET', path: '/slow', operationId: 'slowReport' }),
    operation({ key: 'GET /big', method: 'GET', path: '/big', operationId: 'bigExport' }),
    operation({
      key: 'GET /customers/{id}',
      method: 'GET',
      path: '/customers/{id}',
      operationId: 'getCustomer',
      parameters: [idParameter('id')],
    }),
  ],
};

export function product(id: string) {
  return {
    id,
    name: `Product ${id}`,
    price: 19.5,
    currency: 'EUR',
    description: 'A sturdy cotton shirt. '.repeat(80),
    variants: [
      { sku: `${id}-s`, stock: 3 },
      { sku: `${id}-m`, stock: 0 },
    ],
  };
}

/** The store upstream's answers, by method and path. */
export function storeReply(call: UpstreamCall): UpstreamReply {
  const url = new URL(call.url, 'http://store');
  const path = url.pathname;
  let match = /^\/products\/([^/]+)$/.exec(path);
  if (call.method === 'GET' && match) {
    const id = decodeURIComponent(match[1]!);
    if (id === 'missing') return { status: 404, body: JSON.stringify({ message: 'Product not found' }) };
    return { body: JSON.stringify(product(id)) };
  }
  if (call.method === 'GET' && path === '/products') {
    const limit = Number(url.searchParams.get('limit') ?? 3);
    return { body: JSON.stringify(Array.from({ length: limit }, (_, index) => product(`p${index + 1}`))) };
  }
  match = /^\/carts\/([^/]+)\/items$/.exec(path);
  if (call.method === 'POST' && match) {
    const item = JSON.parse(call.body) as { sku: string; quantity: number };
    if (item.quantity > 100) {
      return {
        status: 422,
        body: JSON.stringify({ error: { message: 'Invalid quantity value', code: 'INVALID_QUANTITY' } }),
      };
    }
    return { status: 201, body: JSON.stringify({ cartId: match[1], items: [item] }) };
  }
  if (call.method === 'DELETE' && path.startsWith('/carts/')) return { status: 204 };
  if (path === '/slow') return { delayMs: 1_000, body: '{"done":true}' };
  if (path === '/big') return { body: JSON.stringify({ rows: 'x'.repeat(200_000) }) };
  match = /^\/customers\/([^/]+)$/.exec(path);
  if (match) {
    return {
      body: JSON.stringify({
        id: match[1],
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        card: '4242 4242 4242 4242',
        address: { street: '12 Analytical Row', city: 'London' },
        orders: [{ id: 'o1', email: 'ada@example.com' }],
      }),
    };
  }
  return { status: 404, body: JSON.stringify({ message: `No route ${call.method} ${path}` }) };
}

export interface StoreInterfaceOptions {
  slug?: string;
  version?: number;
  endpoints?: string[];
  transforms?: Transformation[];
  outputs?: OutputField[];
  settings?: PublishedInterface['settings'];
}

/** Compiles the store graph (source → optional transform → output) into a published interface. */
export function storeInterface(baseUrl: string, options: StoreInterfaceOptions = {}): PublishedInterface {
  const keys = options.endpoints ?? storeCatalog.operations.map((op) => op.key);
  const endpoints: SourceEndpoint[] = keys.map((key) => {
    const [method, path] = key.split(' ') as [SourceEndpoint['method'], string];
    return { method, path, description: '', operationKey: key };
  });
  const transform = options.transforms?.length
    ? [
        {
          id: 'transform-1',
          type: 'transform' as const,
          position: { x: 400, y: 200 },
          data: { label: 'Shape', description: '', transformations: options.transforms },
        },
      ]
    : [];
  const graph: InterfaceGraph = {
    name: 'Test store',
    nodes: [
      {
        id: 'store',
        type: 'apiSource',
        position: { x: 250, y: 200 },
        data: {
          label: 'Store',
          description: '',
          baseUrl,
          endpoints,
          authType: 'none',
          catalogSourceId: 'store',
        },
      },
      ...transform,
      {
        id: 'output-1',
        type: 'output',
        position: { x: 600, y: 200 },
        data: { label: 'Output', description: '', outputs: options.outputs ?? [] },
      },
    ],
    edges: transform.length
      ? [
          { id: 'e1', source: 'store', target: 'transform-1' },
          { id: 'e2', source: 'transform-1', target: 'output-1' },
        ]
      : [{ id: 'e1', source: 'store', target: 'output-1' }],
  };
  const { tools } = compileInterface(graph, { store: storeCatalog });
  return {
    interfaceId: 'if-store',
    slug: options.slug ?? 'store',
    version: options.version ?? 1,
    name: 'Test store',
    tools,
    secrets: {},
    ...(options.settings && { settings: options.settings }),
  };
}
