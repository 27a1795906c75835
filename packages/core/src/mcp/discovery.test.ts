import { describe, expect, it } from 'vitest';
import { discoveryTools, searchTools } from './discovery.ts';
import type { CompiledTool } from './tool-types.ts';

function tool(name: string, description: string, pathTemplate: string, readOnly = true): CompiledTool {
  return {
    name,
    description,
    inputSchema: { type: 'object' },
    annotations: {},
    readOnly,
    binding: {
      sourceNodeId: 's',
      baseUrl: 'https://x',
      method: 'GET',
      pathTemplate,
      arguments: [],
      auth: { type: 'none' },
    },
    transforms: [],
    outputFields: [],
    sensitiveFields: [],
    origin: { nodeId: 's', endpointIndex: 0 },
  };
}

const tools = [
  tool('listProducts', 'List products. Supports paging.', '/products'),
  tool('getOrderStatus', 'Get the status of an order.', '/orders/{id}/status'),
  tool('addCartItem', 'Add a product to a cart.', '/carts/{id}/items', false),
  tool('getOrder', 'Get an order.', '/orders/{id}'),
];

describe('discovery tools', () => {
  it('offers search, describe and call meta-tools with object schemas', () => {
    const definitions = discoveryTools();
    expect(definitions.map((definition) => definition.name)).toEqual([
      'search_tools',
      'describe_tool',
      'call_tool',
    ]);
    for (const definition of definitions) expect(definition.inputSchema.type).toBe('object');
  });

  it('ranks name matches first and keeps ties in tool order', () => {
    expect(searchTools(tools, 'order status').map((hit) => hit.name)).toEqual(['getOrderStatus', 'getOrder']);
    expect(searchTools(tools, 'cart')[0]).toEqual({
      name: 'addCartItem',
      summary: 'Add a product to a cart.',
      readOnly: false,
    });
    expect(searchTools(tools, 'products')[0]!.summary).toBe('List products.');
  });

  it('returns nothing for unrelated words, and the first tools for an empty query', () => {
    expect(searchTools(tools, 'weather forecast')).toEqual([]);
    expect(searchTools(tools, '', 2).map((hit) => hit.name)).toEqual(['listProducts', 'getOrderStatus']);
  });
});
