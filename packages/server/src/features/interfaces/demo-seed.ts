import type { InterfaceGraph } from '@cartographer/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createKey } from './access-keys.ts';
import { createInterface, emptyGraph, setPublished } from './interface-store.ts';

const demoEndpoints = [
  ['GET', '/products', 'Search and list products'],
  ['GET', '/products/{productId}', 'Get one product with its variants and stock'],
  ['GET', '/products/{productId}/variants', 'List the variants of a product'],
  ['GET', '/categories', 'List categories'],
  ['POST', '/carts', 'Create a cart'],
  ['GET', '/carts/{cartId}', 'Get a cart'],
  ['POST', '/carts/{cartId}/items', 'Add an item to a cart'],
  ['POST', '/orders', 'Place an order from a cart'],
  ['GET', '/orders/{orderId}', 'Track an order'],
] as const;

/** The demo account's store interface: the demo store's catalogue operations, published at /mcp/demo-store. */
export function demoStoreGraph(baseUrl: string, catalogSourceId: string): InterfaceGraph {
  const graph = emptyGraph('Demo Store Assistant');
  graph.nodes.push({
    id: 'source-demo-store',
    type: 'apiSource',
    position: { x: 250, y: 200 },
    data: {
      label: 'Demo Store API',
      description: 'Products, variants, stock, carts and orders',
      baseUrl,
      catalogSourceId,
      authType: 'none',
      endpoints: demoEndpoints.map(([method, path, description]) => ({
        method,
        path,
        description,
        operationKey: `${method} ${path}`,
      })),
    },
  });
  graph.edges.push({ id: 'edge-demo-store-output', source: 'source-demo-store', target: 'output-1' });
  return graph;
}

/** Creates, publishes and keys the demo interface; returns the key secret, shown once. */
export async function seedDemoInterface(
  db: Kysely<Database>,
  input: { userId: string; baseUrl: string; catalogSourceId: string },
) {
  const id = await createInterface(db, {
    userId: input.userId,
    createdBy: 'Cartographer',
    graph: demoStoreGraph(input.baseUrl, input.catalogSourceId),
    slug: 'demo-store',
  });
  await setPublished(db, input.userId, id, 1);
  const { secret } = await createKey(db, { userId: input.userId, interfaceId: id, name: 'Demo key' });
  return { interfaceId: id, secret };
}
