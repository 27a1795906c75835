import { describe, expect, it } from 'vitest';
import { graph, linked, shop, source } from './compile-fixtures.ts';
import { compileInterface } from './compile-interface.ts';

describe('compileInterface problems', () => {
  it('sets annotations from the method and lets the row override them', () => {
    const { tools } = compileInterface(
      graph(
        [
          source('store', [
            linked('GET /products/{id}'),
            linked('DELETE /carts/{cartId}'),
            { method: 'PUT', path: '/products/{id}', description: '' },
            linked('POST /carts/{cartId}/items', {
              annotations: { destructiveHint: false, openWorldHint: false },
            }),
          ]),
        ],
        [['store', 'output-1']],
      ),
      { shop },
    );
    expect(tools.map((tool) => tool.annotations)).toEqual([
      { readOnlyHint: true },
      { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
      { readOnlyHint: false, idempotentHint: true },
      { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    ]);
    expect(tools.map((tool) => tool.readOnly)).toEqual([true, false, false, false]);
    expect(tools[1]!.name).toBe('delete_carts_by_cartId');
  });

  it('cleans, shortens and de-duplicates names and reports each change', () => {
    const long = `searchProductsByCategoryAndPriceRangeAndAvailabilityInWarehouse${'X'.repeat(20)}`;
    const { tools, problems } = compileInterface(
      graph(
        [
          source('store', [
            linked('GET /products/{id}', { toolName: 'get product!' }),
            linked('GET /products', { toolName: 'get_product' }),
            { method: 'GET', path: '/search', description: '', toolName: long },
          ]),
        ],
        [['store', 'output-1']],
      ),
      { shop },
    );
    const names = tools.map((tool) => tool.name);
    expect(names.slice(0, 2)).toEqual(['get_product', 'get_product_2']);
    expect(names[2]!.length).toBeLessThanOrEqual(64);
    expect(names[2]).toMatch(/^searchProductsByCategory.*_[0-9a-f]{8}$/);
    const messages = problems.map((problem) => problem.message).join('\n');
    expect(messages).toContain('has characters clients reject');
    expect(messages).toContain('already used');
    expect(messages).toContain('over the 64 clients accept');
    // Shortening is stable: the same graph compiles to the same name.
    expect(
      compileInterface(
        graph(
          [source('s', [{ method: 'GET', path: '/search', description: '', toolName: long }])],
          [['s', 'output-1']],
        ),
        {},
      ).tools[0]!.name,
    ).toBe(names[2]);
  });

  it('skips operations it cannot serve and flags recursive schemas', () => {
    const { tools, problems } = compileInterface(
      graph(
        [
          source('store', [
            linked('GET /categories/{id}'),
            { method: 'POST', path: 'GetStock', description: '', operationKey: 'SOAP GetStock' },
          ]),
        ],
        [['store', 'output-1']],
      ),
      { shop },
    );
    expect(tools.map((tool) => tool.name)).toEqual(['getCategory']);
    expect(tools[0]!.inputSchema.$defs).toEqual({
      Category: { type: 'object', properties: { parent: { $ref: '#/$defs/Category' } } },
    });
    expect(problems.map((problem) => problem.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('recursive'),
        expect.stringContaining('cannot be served'),
      ]),
    );
  });

  it('reports a missing output node and a missing base URL', () => {
    expect(compileInterface({ name: 'x', nodes: [], edges: [] }, {}).problems).toEqual([
      { severity: 'error', message: 'The interface has no Output node' },
    ]);
    const result = compileInterface(
      graph(
        [
          source('bare', [{ method: 'GET', path: '/a', description: '' }], {
            baseUrl: '',
            catalogSourceId: undefined,
          }),
        ],
        [['bare', 'output-1']],
      ),
      {},
    );
    expect(result.problems).toContainEqual(
      expect.objectContaining({ severity: 'error', message: "API Source 'bare' has no base URL" }),
    );
    const fallback = compileInterface(
      graph([source('doc', [linked('GET /products')], { baseUrl: '' })], [['doc', 'output-1']]),
      { shop },
    );
    expect(fallback.tools[0]!.binding.baseUrl).toBe('https://shop.example/api');
  });

  it('leaves out patterns clients cannot compile, and says so', () => {
    const catalog = structuredClone(shop);
    catalog.schemas.CartItemInput = {
      type: 'object',
      properties: {
        sku: { type: 'string', pattern: '^x{1-5}$' },
        code: { type: 'string', pattern: '^[A-Z]+$' },
      },
    };
    const { tools, problems } = compileInterface(
      graph([source('store', [linked('POST /carts/{cartId}/items')])], [['store', 'output-1']]),
      { shop: catalog },
    );
    expect((tools[0]!.inputSchema.$defs as Record<string, unknown>).CartItemInput).toEqual({
      type: 'object',
      properties: { sku: { type: 'string' }, code: { type: 'string', pattern: '^[A-Z]+$' } },
    });
    expect(problems).toContainEqual({
      severity: 'warning',
      message:
        "'Shop' has 1 pattern that clients cannot compile as regular expressions (/^x{1-5}$/); they were left out of the tool schemas",
    });
  });
});
