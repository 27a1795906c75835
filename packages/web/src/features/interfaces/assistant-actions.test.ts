import { interfaceGraphSchema } from '@cartographer/core';
import { describe, expect, it } from 'vitest';
import {
  addReadEndpointsOfSource,
  insertProjectionTransform,
  nameToolsFromOperations,
} from './assistant-actions.ts';
import { connectNodes } from './graph-edits.ts';
import { sourceNode, startGraph } from './test-graphs.ts';

const fields = [
  { name: 'id', type: 'string' as const, description: '' },
  { name: 'title', type: 'string' as const, description: '' },
];

describe('addReadEndpointsOfSource', () => {
  const operations = [
    { key: 'GET /products', method: 'GET', path: '/products', summary: 'List products' },
    { key: 'POST /carts', method: 'POST', path: '/carts', summary: 'Create a cart' },
    { key: 'query shop', method: 'QUERY', path: 'shop', summary: null },
  ];

  it('adds a linked source with only the read operations, connected to the output', () => {
    const result = addReadEndpointsOfSource(startGraph(), {
      sourceId: 'src-1',
      sourceName: 'Demo Store',
      servers: ['http://127.0.0.1:3000/demo-store'],
      operations,
    });
    if (!result.ok) throw new Error(result.message);
    const node = result.graph.nodes.at(-1)!;
    expect(node).toMatchObject({
      id: 'apiSource-1',
      position: { x: 250, y: 200 },
      data: { label: 'Demo Store', catalogSourceId: 'src-1', baseUrl: 'http://127.0.0.1:3000/demo-store' },
    });
    expect(node.type === 'apiSource' && node.data.endpoints.map((e) => e.operationKey)).toEqual([
      'GET /products',
      'query shop',
    ]);
    expect(result.graph.edges).toEqual([
      { id: 'edge-apiSource-1-output-1', source: 'apiSource-1', target: 'output-1' },
    ]);
    expect(result.message).toBe('Added 2 read endpoints of Demo Store.');
    expect(interfaceGraphSchema.safeParse(result.graph).success).toBe(true);
  });

  it('says so when the source has nothing to read', () => {
    const result = addReadEndpointsOfSource(startGraph(), {
      sourceId: 's',
      sourceName: 'Writes',
      servers: [],
      operations: [operations[1]!],
    });
    expect(result).toEqual({ ok: false, message: 'Writes has no read operations.' });
  });
});

describe('insertProjectionTransform', () => {
  it('puts a projection between the output and what fed it, moving the output right', () => {
    let graph = startGraph(fields);
    graph.nodes.push(sourceNode('a'), sourceNode('b', 250, 400));
    graph = connectNodes(graph, 'a', 'output-1');
    graph = connectNodes(graph, 'b', 'output-1');
    const result = insertProjectionTransform(graph);
    if (!result.ok) throw new Error(result.message);
    const transform = result.graph.nodes.find((node) => node.type === 'transform')!;
    expect(transform.position).toEqual({ x: 600, y: 200 });
    expect(result.graph.nodes[0]?.position).toEqual({ x: 920, y: 200 });
    expect(result.graph.edges.map((e) => `${e.source}>${e.target}`).sort()).toEqual([
      'a>transform-1',
      'b>transform-1',
      'transform-1>output-1',
    ]);
    expect(transform.type === 'transform' && transform.data.transformations[0]?.code).toContain(
      '["id","title"]',
    );
  });

  it('connects loose sources when nothing feeds the output yet', () => {
    const graph = startGraph(fields);
    graph.nodes.push(sourceNode('a'));
    const result = insertProjectionTransform(graph);
    expect(result.ok && result.graph.edges.map((e) => `${e.source}>${e.target}`)).toEqual([
      'transform-1>output-1',
      'a>transform-1',
    ]);
  });

  it('refuses without output fields', () => {
    expect(insertProjectionTransform(startGraph()).ok).toBe(false);
  });
});

describe('nameToolsFromOperations', () => {
  it('fills missing tool names of linked endpoints and keeps names already set', () => {
    const graph = startGraph();
    graph.nodes.push(
      sourceNode('a', 0, 0, {
        catalogSourceId: 'src-1',
        endpoints: [
          { method: 'GET', path: '/products', description: '', operationKey: 'GET /products' },
          {
            method: 'GET',
            path: '/orders',
            description: '',
            operationKey: 'GET /orders',
            toolName: 'orders',
          },
          { method: 'GET', path: '/manual', description: '' },
        ],
      }),
    );
    const names: Record<string, string> = { 'GET /products': 'listProducts', 'GET /orders': 'listOrders' };
    const result = nameToolsFromOperations(graph, (sourceId, key) =>
      sourceId === 'src-1' ? names[key] : undefined,
    );
    if (!result.ok) throw new Error(result.message);
    const node = result.graph.nodes[1]!;
    expect(node.type === 'apiSource' && node.data.endpoints.map((e) => e.toolName)).toEqual([
      'listProducts',
      'orders',
      undefined,
    ]);
    expect(result.message).toBe('Named 1 tool.');
  });
});
