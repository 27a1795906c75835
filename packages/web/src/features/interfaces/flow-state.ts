import type { GraphEdge, GraphNode, InterfaceGraph } from '@cartographer/core';
import { type BuilderEdge, type BuilderNode, toFlowEdge, toFlowNode } from './flow-types.ts';

export interface FlowState {
  name: string;
  nodes: BuilderNode[];
  edges: BuilderEdge[];
}

/**
 * The canvas state for a new version of the document. Unchanged nodes keep their object (so memoised
 * node views do not re-render); changed ones keep React Flow's view fields (measured size, selection).
 */
export function syncFlowNodes(previous: readonly BuilderNode[], nodes: readonly GraphNode[]): BuilderNode[] {
  const byId = new Map(previous.map((node) => [node.id, node]));
  return nodes.map((node) => {
    const prior = byId.get(node.id);
    const next = toFlowNode(node);
    if (!prior || prior.type !== node.type) return next;
    if (
      prior.data === node.data &&
      prior.position.x === node.position.x &&
      prior.position.y === node.position.y
    ) {
      return prior;
    }
    return { ...prior, ...next };
  });
}

export function syncFlowEdges(previous: readonly BuilderEdge[], edges: readonly GraphEdge[]): BuilderEdge[] {
  const byId = new Map(previous.map((edge) => [edge.id, edge]));
  return edges.map((edge) => {
    const prior = byId.get(edge.id);
    const same =
      prior &&
      prior.source === edge.source &&
      prior.target === edge.target &&
      (prior.sourceHandle ?? null) === (edge.sourceHandle ?? null) &&
      (prior.targetHandle ?? null) === (edge.targetHandle ?? null);
    return same ? prior : toFlowEdge(edge);
  });
}

export function flowStateFrom(graph: InterfaceGraph, previous?: FlowState): FlowState {
  return {
    name: graph.name,
    nodes: syncFlowNodes(previous?.nodes ?? [], graph.nodes),
    edges: syncFlowEdges(previous?.edges ?? [], graph.edges),
  };
}

/** Selects exactly `nodeId` (opening its properties panel) and nothing else. */
export function selectOnly(state: FlowState, nodeId: string | null): FlowState {
  return {
    ...state,
    nodes: state.nodes.map((node) =>
      Boolean(node.selected) === (node.id === nodeId) ? node : { ...node, selected: node.id === nodeId },
    ),
    edges: state.edges.map((edge) => (edge.selected ? { ...edge, selected: false } : edge)),
  };
}
