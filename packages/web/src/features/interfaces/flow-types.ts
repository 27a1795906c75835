import {
  type ApiSourceData,
  type GraphEdge,
  type GraphNode,
  type InterfaceGraph,
  type OutputData,
  outputNodeId,
  type TransformData,
} from '@cartographer/core';
import { type Edge, MarkerType, type Node } from '@xyflow/react';

/** Core's data shapes are interfaces; a mapped copy gets the index signature React Flow's `Node` asks for. */
type Plain<T> = { [K in keyof T]: T[K] };

export type ApiSourceFlowNode = Node<Plain<ApiSourceData>, 'apiSource'>;
export type TransformFlowNode = Node<Plain<TransformData>, 'transform'>;
export type OutputFlowNode = Node<Plain<OutputData>, 'output'>;
/** The canvas nodes: the saved graph nodes plus React Flow's view fields (measured, selected, ...). */
export type BuilderNode = ApiSourceFlowNode | TransformFlowNode | OutputFlowNode;
export type BuilderEdge = Edge;
export type BuilderNodeType = BuilderNode['type'];

export const edgeMarker = { type: MarkerType.ArrowClosed, width: 18, height: 18, color: '#94a3b8' } as const;

export function toFlowNode(node: GraphNode): BuilderNode {
  // The fixed Output node can never be removed, neither by button nor by the Delete/Backspace keys.
  return { ...node, deletable: node.id !== outputNodeId };
}

export function toFlowEdge(edge: GraphEdge): BuilderEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    ...(edge.sourceHandle ? { sourceHandle: edge.sourceHandle } : {}),
    ...(edge.targetHandle ? { targetHandle: edge.targetHandle } : {}),
    markerEnd: edgeMarker,
  };
}

function toGraphNode(node: BuilderNode): GraphNode {
  const position = { x: node.position.x, y: node.position.y };
  switch (node.type) {
    case 'apiSource':
      return { id: node.id, type: 'apiSource', position, data: node.data };
    case 'transform':
      return { id: node.id, type: 'transform', position, data: node.data };
    case 'output':
      return { id: node.id, type: 'output', position, data: node.data };
  }
}

function toGraphEdge(edge: BuilderEdge): GraphEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    ...(edge.sourceHandle ? { sourceHandle: edge.sourceHandle } : {}),
    ...(edge.targetHandle ? { targetHandle: edge.targetHandle } : {}),
  };
}

/** The saved document: what the canvas shows, without React Flow's view fields. */
export function toGraph(name: string, nodes: BuilderNode[], edges: BuilderEdge[]): InterfaceGraph {
  return { name, nodes: nodes.map(toGraphNode), edges: edges.map(toGraphEdge) };
}
