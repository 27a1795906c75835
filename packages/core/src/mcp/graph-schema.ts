import { z } from 'zod';
import { authTypes, type GraphNode, httpMethods, type InterfaceGraph, outputFieldTypes } from './graph.ts';

/** Size limits of a saved graph: generous for real stores, small enough to compile and store quickly. */
export const graphLimits = {
  nodes: 200,
  edges: 1000,
  endpoints: 2000,
  transformationsPerNode: 50,
  outputFields: 200,
  codeBytes: 20 * 1024,
  text: 4000,
  shortText: 200,
  url: 2048,
} as const;

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);
const id = z.string().min(1, 'Id is required').max(graphLimits.shortText);
const position = z.object({ x: z.number().finite(), y: z.number().finite() });

const annotations = z.object({
  title: text(graphLimits.shortText).optional(),
  readOnlyHint: z.boolean().optional(),
  destructiveHint: z.boolean().optional(),
  idempotentHint: z.boolean().optional(),
  openWorldHint: z.boolean().optional(),
});

const endpoint = z.object({
  method: z.enum(httpMethods),
  path: text(graphLimits.url),
  description: text(graphLimits.text),
  operationKey: text(graphLimits.url).optional(),
  toolName: text(graphLimits.shortText).optional(),
  title: text(graphLimits.shortText).optional(),
  toolDescription: text(graphLimits.text).optional(),
  annotations: annotations.optional(),
});

const apiSourceNode = z.object({
  id,
  type: z.literal('apiSource'),
  position,
  data: z.object({
    label: text(graphLimits.shortText),
    description: text(graphLimits.text),
    baseUrl: text(graphLimits.url),
    endpoints: z.array(endpoint).max(graphLimits.endpoints, `At most ${graphLimits.endpoints} endpoints`),
    catalogSourceId: text(graphLimits.shortText).optional(),
    authType: z.enum(authTypes),
    apiKeyName: text(graphLimits.shortText).optional(),
    apiKeyIn: z.enum(['header', 'query']).optional(),
    basicUsername: text(graphLimits.shortText).optional(),
    oauthTokenUrl: text(graphLimits.url).optional(),
    oauthClientId: text(graphLimits.shortText).optional(),
    oauthScopes: text(graphLimits.text).optional(),
    secretRef: text(graphLimits.shortText).optional(),
  }),
});

/** UTF-8 length without TextEncoder (core has no DOM or node types). */
function codeBytes(code: string): number {
  let bytes = 0;
  for (const char of code) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const transformNode = z.object({
  id,
  type: z.literal('transform'),
  position,
  data: z.object({
    label: text(graphLimits.shortText),
    description: text(graphLimits.text),
    transformations: z
      .array(
        z.object({
          name: text(graphLimits.shortText),
          code: z
            .string()
            .refine((code) => codeBytes(code) <= graphLimits.codeBytes, 'Code must be at most 20 KB'),
        }),
      )
      .max(graphLimits.transformationsPerNode),
  }),
});

const outputNode = z.object({
  id,
  type: z.literal('output'),
  position,
  data: z.object({
    label: text(graphLimits.shortText),
    description: text(graphLimits.text),
    outputs: z
      .array(
        z.object({
          name: text(graphLimits.shortText),
          type: z.enum(outputFieldTypes),
          description: text(graphLimits.text),
          sensitive: z.boolean().optional(),
        }),
      )
      .max(graphLimits.outputFields),
  }),
});

export const graphNodeSchema: z.ZodType<GraphNode> = z.discriminatedUnion('type', [
  apiSourceNode,
  transformNode,
  outputNode,
]);

export const graphEdgeSchema = z.object({
  id,
  source: id,
  target: id,
  sourceHandle: z.string().max(graphLimits.shortText).nullable().optional(),
  targetHandle: z.string().max(graphLimits.shortText).nullable().optional(),
});

/**
 * Validates a saved graph. Unknown keys (React Flow's `measured`, `selected`, ...) are stripped;
 * edges must join existing nodes and ids must be unique.
 */
export const interfaceGraphSchema: z.ZodType<InterfaceGraph> = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(graphLimits.shortText),
    nodes: z.array(graphNodeSchema).max(graphLimits.nodes, `At most ${graphLimits.nodes} nodes`),
    edges: z.array(graphEdgeSchema).max(graphLimits.edges, `At most ${graphLimits.edges} connections`),
  })
  .superRefine((graph, ctx) => {
    const ids = new Set<string>();
    let endpoints = 0;
    graph.nodes.forEach((node, index) => {
      if (ids.has(node.id))
        ctx.addIssue({ code: 'custom', path: ['nodes', index, 'id'], message: 'Duplicate node id' });
      ids.add(node.id);
      if (node.type === 'apiSource') endpoints += node.data.endpoints.length;
    });
    if (endpoints > graphLimits.endpoints) {
      ctx.addIssue({
        code: 'custom',
        path: ['nodes'],
        message: `At most ${graphLimits.endpoints} endpoints in all`,
      });
    }
    graph.edges.forEach((edge, index) => {
      for (const end of ['source', 'target'] as const) {
        if (!ids.has(edge[end])) {
          ctx.addIssue({
            code: 'custom',
            path: ['edges', index, end],
            message: 'Connection to a missing node',
          });
        }
      }
    });
  });
