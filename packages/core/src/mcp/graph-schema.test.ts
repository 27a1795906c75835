import { describe, expect, it } from 'vitest';
import { interfaceGraphSchema } from './graph-schema.ts';

const output = {
  id: 'output-1',
  type: 'output',
  position: { x: 600, y: 200 },
  data: { label: 'Output', description: '', outputs: [] },
};
const source = {
  id: 'api-1',
  type: 'apiSource',
  position: { x: 250, y: 200 },
  measured: { width: 200, height: 80 },
  selected: true,
  data: {
    label: 'Store',
    description: '',
    baseUrl: 'https://s.example',
    endpoints: [],
    authType: 'bearer',
    secretRef: 'sec_1',
  },
};

describe('interfaceGraphSchema', () => {
  it('accepts a builder document and strips React Flow runtime keys', () => {
    const parsed = interfaceGraphSchema.parse({
      name: 'New MCP Interface',
      nodes: [source, output],
      edges: [{ id: 'e1', source: 'api-1', target: 'output-1', sourceHandle: null, animated: true }],
    });
    expect(parsed.nodes[0]).not.toHaveProperty('measured');
    expect(parsed.nodes[0]).not.toHaveProperty('selected');
    expect(parsed.edges[0]).toEqual({ id: 'e1', source: 'api-1', target: 'output-1', sourceHandle: null });
  });

  it('rejects edges to missing nodes, duplicate ids, unknown methods and oversized code', () => {
    const result = interfaceGraphSchema.safeParse({
      name: 'x',
      nodes: [
        { ...source, data: { ...source.data, endpoints: [{ method: 'TRACE', path: '/', description: '' }] } },
        output,
        { ...output },
        {
          id: 't',
          type: 'transform',
          position: { x: 0, y: 0 },
          data: {
            label: 'T',
            description: '',
            transformations: [{ name: 'big', code: 'x'.repeat(20 * 1024 + 1) }],
          },
        },
      ],
      edges: [{ id: 'e1', source: 'api-1', target: 'nowhere' }],
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^nodes\.0\.data\.endpoints\.0\.method/),
        expect.stringMatching(/^nodes\.3\.data\.transformations\.0\.code: Code must be at most 20 KB/),
      ]),
    );
  });

  it('checks references and ids once the nodes are valid', () => {
    const result = interfaceGraphSchema.safeParse({
      name: 'x',
      nodes: [source, output, output],
      edges: [{ id: 'e1', source: 'api-1', target: 'nowhere' }],
    });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Duplicate node id', 'Connection to a missing node']);
  });

  it('limits the number of nodes and endpoints', () => {
    const many = Array.from({ length: 201 }, (_, index) => ({ ...output, id: `o${index}` }));
    expect(interfaceGraphSchema.safeParse({ name: 'x', nodes: many, edges: [] }).success).toBe(false);
    const endpoints = Array.from({ length: 1001 }, () => ({ method: 'GET', path: '/a', description: '' }));
    const two = [0, 1].map((index) => ({ ...source, id: `s${index}`, data: { ...source.data, endpoints } }));
    const result = interfaceGraphSchema.safeParse({ name: 'x', nodes: two, edges: [] });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['At most 2000 endpoints in all']);
  });
});
