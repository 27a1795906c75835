import { describe, expect, it } from 'vitest';
import { graph, linked, shop, source } from './compile-fixtures.ts';
import { compileInterface } from './compile-interface.ts';
import { toolsListResult } from './tools-list.ts';

describe('compileInterface', () => {
  it('makes one tool per endpoint that reaches the output, in node and endpoint order', () => {
    const result = compileInterface(
      graph(
        [
          source('store', [
            linked('GET /products/{id}'),
            linked('GET /products'),
            linked('POST /carts/{cartId}/items'),
          ]),
          source('unlinked', [linked('GET /products')]),
        ],
        [['store', 'output-1']],
      ),
      { shop },
    );
    expect(result.tools.map((tool) => tool.name)).toEqual(['getProduct', 'listProducts', 'addCartItem']);
    expect(result.problems).toContainEqual(
      expect.objectContaining({
        nodeId: 'unlinked',
        severity: 'warning',
        message: expect.stringContaining('not connected'),
      }),
    );
  });

  it('builds the input schema from catalogue parameters and body, with refs into $defs', () => {
    const { tools, problems } = compileInterface(
      graph(
        [source('store', [linked('GET /products/{id}'), linked('POST /carts/{cartId}/items')])],
        [['store', 'output-1']],
      ),
      { shop },
    );
    const [getProduct, addCartItem] = tools;
    expect(getProduct!.inputSchema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', description: 'Product id' },
        fields: { type: 'string' },
        'X-Request-Id': { type: 'string' },
      },
      required: ['id'],
    });
    expect(getProduct!.binding.arguments).toEqual([
      { argument: 'id', in: 'path', name: 'id' },
      { argument: 'fields', in: 'query', name: 'fields' },
      { argument: 'X-Request-Id', in: 'header', name: 'X-Request-Id' },
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({
        tool: 'getProduct',
        message: expect.stringContaining("Cookie parameter 'session'"),
      }),
    );
    expect(addCartItem!.inputSchema).toEqual({
      type: 'object',
      properties: {
        cartId: { type: 'string' },
        filter_status: { type: 'string' },
        body: { $ref: '#/$defs/CartItemInput' },
      },
      required: ['cartId', 'body'],
      $defs: { CartItemInput: shop.schemas.CartItemInput },
    });
    expect(addCartItem!.binding).toMatchObject({
      method: 'POST',
      pathTemplate: '/carts/{cartId}/items',
      bodyContentType: 'application/json',
      arguments: [
        { argument: 'cartId', in: 'path', name: 'cartId' },
        { argument: 'filter_status', in: 'query', name: 'filter[status]' },
        { argument: 'body', in: 'body', name: 'body' },
      ],
    });
  });

  it('uses the catalogue object response as output schema, inlined at the root', () => {
    const { tools } = compileInterface(
      graph(
        [source('store', [linked('GET /products/{id}'), linked('GET /products')])],
        [['store', 'output-1']],
      ),
      { shop },
    );
    expect(tools[0]!.outputSchema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        variants: { type: 'array', items: { $ref: '#/$defs/Variant' } },
      },
      required: ['id'],
      $defs: { Variant: shop.schemas.Variant },
    });
    expect(tools[1]!.outputSchema).toBeUndefined();
  });

  it('prefers the Output fields, applies transforms in route order and lists sensitive fields', () => {
    const g = graph(
      [
        source('store', [linked('GET /products/{id}'), linked('GET /products')]),
        {
          id: 't1',
          type: 'transform',
          position: { x: 0, y: 0 },
          data: { label: 'Pick', description: '', transformations: [{ name: 'pick', code: '(d) => d' }] },
        },
        {
          id: 't2',
          type: 'transform',
          position: { x: 0, y: 0 },
          data: {
            label: 'Wrap',
            description: '',
            transformations: [{ name: 'wrap', code: '(d) => ({ items: d })' }],
          },
        },
      ],
      [
        ['store', 't1'],
        ['t1', 't2'],
        ['t2', 'output-1'],
      ],
    );
    const output = g.nodes.find((node) => node.type === 'output')!;
    if (output.type === 'output') {
      output.data.outputs = [
        { name: 'name', type: 'string', description: 'Product name' },
        { name: 'email', type: 'string', description: '', sensitive: true },
        { name: 'phone', type: 'number', description: 'Phone', sensitive: true },
      ];
    }
    const { tools } = compileInterface(g, { shop });
    expect(tools[0]!.transforms.map((transform) => transform.name)).toEqual(['pick', 'wrap']);
    expect(tools[1]!.outputSchema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Product name' },
        email: { type: 'string', description: '(masked)' },
        phone: { type: 'string', description: 'Phone (masked)' },
      },
    });
    expect(tools[0]!.sensitiveFields).toEqual(['email', 'phone']);
  });

  it('drops Output fields for a list response without a transform, and says so', () => {
    const g = graph([source('store', [linked('GET /products')])], [['store', 'output-1']]);
    const output = g.nodes.at(-1)!;
    if (output.type === 'output') output.data.outputs = [{ name: 'name', type: 'string', description: '' }];
    const { tools, problems } = compileInterface(g, { shop });
    expect(tools[0]!.outputSchema).toBeUndefined();
    expect(problems).toContainEqual(
      expect.objectContaining({ tool: 'listProducts', message: expect.stringContaining('is a list') }),
    );
  });

  it('compiles manual endpoints from their rows', () => {
    const { tools } = compileInterface(
      graph(
        [
          source(
            'manual',
            [
              { method: 'POST', path: '/orders/{orderId}/notes', description: 'Add a note' },
              { method: 'GET', path: '/health', description: '' },
            ],
            { catalogSourceId: undefined },
          ),
        ],
        [['manual', 'output-1']],
      ),
      {},
    );
    expect(tools.map((tool) => tool.name)).toEqual(['post_orders_by_orderId_notes', 'get_health']);
    expect(tools[0]!.description).toBe('Add a note');
    expect(tools[0]!.inputSchema.required).toEqual(['orderId']);
    expect(Object.keys(tools[0]!.inputSchema.properties as object)).toEqual(['orderId', 'query', 'body']);
    expect(tools[1]!.description).toBe('GET /health');
    expect(tools[1]!.binding.arguments.map((binding) => binding.in)).toEqual(['queryMap']);
  });

  it('is deterministic: the same graph gives the same tools/list answer', () => {
    const g = graph(
      [source('store', [linked('GET /products/{id}'), linked('POST /carts/{cartId}/items')])],
      [['store', 'output-1']],
    );
    const first = JSON.stringify(toolsListResult(compileInterface(g, { shop }).tools));
    const second = JSON.stringify(
      toolsListResult(compileInterface(structuredClone(g), structuredClone({ shop })).tools),
    );
    expect(first).toBe(second);
    expect(Object.keys(JSON.parse(first).tools[0])).toEqual([
      'name',
      'title',
      'description',
      'inputSchema',
      'outputSchema',
      'annotations',
    ]);
  });
});
