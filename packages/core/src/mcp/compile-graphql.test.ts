import { describe, expect, it } from 'vitest';
import type { Catalog, CatalogOperation } from '../catalog/model.ts';
import { compileInterface } from './compile-interface.ts';
import type { InterfaceGraph } from './graph.ts';

const base = {
  kind: 'graphql' as const,
  tags: [] as string[],
  responses: [],
  security: [],
  deprecated: false,
};

const storefront: Catalog = {
  format: 'graphql-sdl',
  title: 'Storefront',
  servers: [],
  securitySchemes: {},
  findings: [],
  schemas: { ProductFilter: { type: 'object', properties: { tag: { type: 'string' } } } },
  operations: [
    {
      ...base,
      key: 'query products',
      method: 'QUERY',
      path: 'products',
      description: 'Products of the store.',
      parameters: [
        { name: 'first', in: 'query', required: true, schema: { type: 'integer' } },
        {
          name: 'filter',
          in: 'query',
          required: false,
          schema: { $ref: '#/components/schemas/ProductFilter' },
        },
      ],
      graphql: {
        rootType: 'Query',
        field: 'products',
        returnType: '[Product!]!',
        selectionSet: 'id title',
        document:
          'query products($first: Int!, $filter: ProductFilter) { products(first: $first, filter: $filter) { id title } }',
      },
    } satisfies CatalogOperation,
    {
      ...base,
      key: 'mutation cartCreate',
      method: 'MUTATION',
      path: 'cartCreate',
      parameters: [],
      requestBody: {
        required: true,
        contentType: 'application/json',
        schema: { type: 'object', properties: { lines: { type: 'array' } }, required: ['lines'] },
      },
      graphql: {
        rootType: 'Mutation',
        field: 'cartCreate',
        returnType: 'Cart',
        selectionSet: 'id',
        document: 'mutation cartCreate($lines: [Line!]!) { cartCreate(lines: $lines) { id } }',
      },
    } satisfies CatalogOperation,
  ],
};

const graph: InterfaceGraph = {
  name: 'Storefront',
  nodes: [
    {
      id: 'gql',
      type: 'apiSource',
      position: { x: 0, y: 0 },
      data: {
        label: 'Storefront',
        description: '',
        baseUrl: 'https://shop.example/api/graphql',
        catalogSourceId: 'sf',
        authType: 'apiKey',
        apiKeyName: 'X-Shopify-Storefront-Access-Token',
        secretRef: 'sec-sf',
        endpoints: [
          { method: 'POST', path: 'products', description: '', operationKey: 'query products' },
          { method: 'POST', path: 'cartCreate', description: '', operationKey: 'mutation cartCreate' },
        ],
      },
    },
    {
      id: 'output-1',
      type: 'output',
      position: { x: 600, y: 200 },
      data: { label: 'Output', description: '', outputs: [] },
    },
  ],
  edges: [{ id: 'e', source: 'gql', target: 'output-1' }],
};

describe('compileInterface with GraphQL operations', () => {
  const { tools } = compileInterface(graph, { sf: storefront });

  it('turns queries and mutations into tools whose input is the variables', () => {
    expect(tools.map((tool) => [tool.name, tool.readOnly, tool.annotations.readOnlyHint])).toEqual([
      ['products', true, true],
      ['cartCreate', false, false],
    ]);
    expect(tools[0]!.inputSchema).toEqual({
      type: 'object',
      properties: { first: { type: 'integer' }, filter: { $ref: '#/$defs/ProductFilter' } },
      required: ['first'],
      $defs: { ProductFilter: storefront.schemas.ProductFilter },
    });
    expect(tools[1]!.inputSchema.required).toEqual(['lines']);
  });

  it('binds them to a POST of the document to the base URL', () => {
    expect(tools[0]!.binding).toEqual({
      sourceNodeId: 'gql',
      baseUrl: 'https://shop.example/api/graphql',
      method: 'POST',
      pathTemplate: '',
      arguments: [
        { argument: 'first', in: 'variable', name: 'first' },
        { argument: 'filter', in: 'variable', name: 'filter' },
      ],
      graphql: { document: storefront.operations[0]!.graphql!.document },
      auth: {
        type: 'apiKey',
        apiKeyName: 'X-Shopify-Storefront-Access-Token',
        apiKeyIn: 'header',
        secretRef: 'sec-sf',
      },
    });
  });
});
