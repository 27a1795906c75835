import type { GraphNode, InterfaceGraph, OutputNode, TransformNode } from './graph.ts';

export interface SourceRoute {
  output: OutputNode;
  /** Transform nodes between the source and the output, in order. */
  transforms: TransformNode[];
  /** Transform nodes reachable from the source that the chosen route skips. */
  bypassed: TransformNode[];
}

/**
 * The route from an API Source node to the Output node: a breadth-first search along edges
 * that only passes through Transform nodes, so the shortest route wins and, among equals, the
 * one whose edges come first in the document. Undefined when the source does not reach an output.
 */
export function routeToOutput(graph: InterfaceGraph, sourceId: string): SourceRoute | undefined {
  const byId = new Map<string, GraphNode>(graph.nodes.map((node) => [node.id, node]));
  const outgoing = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const targets = outgoing.get(edge.source) ?? [];
    targets.push(edge.target);
    outgoing.set(edge.source, targets);
  }
  const parent = new Map<string, string>();
  const visited = new Set<string>([sourceId]);
  const queue = [sourceId];
  let reached: OutputNode | undefined;
  for (let index = 0; index < queue.length && !reached; index++) {
    const current = queue[index]!;
    for (const targetId of outgoing.get(current) ?? []) {
      const target = byId.get(targetId);
      if (!target || visited.has(targetId)) continue;
      if (target.type === 'output') {
        parent.set(targetId, current);
        reached = target;
        break;
      }
      if (target.type !== 'transform') continue;
      visited.add(targetId);
      parent.set(targetId, current);
      queue.push(targetId);
    }
  }
  if (!reached) return undefined;
  const transforms: TransformNode[] = [];
  for (let at = parent.get(reached.id); at && at !== sourceId; at = parent.get(at)) {
    transforms.unshift(byId.get(at) as TransformNode);
  }
  const onRoute = new Set(transforms.map((node) => node.id));
  const bypassed = reachableTransforms(sourceId, outgoing, byId).filter((node) => !onRoute.has(node.id));
  return { output: reached, transforms, bypassed };
}

function reachableTransforms(
  sourceId: string,
  outgoing: Map<string, string[]>,
  byId: Map<string, GraphNode>,
): TransformNode[] {
  const seen = new Set<string>([sourceId]);
  const found: TransformNode[] = [];
  const queue = [sourceId];
  for (let index = 0; index < queue.length; index++) {
    for (const targetId of outgoing.get(queue[index]!) ?? []) {
      const target = byId.get(targetId);
      if (target?.type !== 'transform' || seen.has(targetId)) continue;
      seen.add(targetId);
      found.push(target);
      queue.push(targetId);
    }
  }
  return found;
}
