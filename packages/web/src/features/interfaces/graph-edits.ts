import {
  type ApiSourceData,
  type ApiSourceNode,
  type GraphNode,
  type InterfaceGraph,
  newNodePosition,
  type OutputData,
  outputNodeId,
  type Position,
  type TransformData,
  type TransformNode,
} from '@cartographer/core';

/** Builder edits as plain functions of the saved document: the canvas only renders their results. */

export type EditableNodeType = 'apiSource' | 'transform';

export const newNodeLabels: Record<EditableNodeType, string> = {
  apiSource: 'API Source',
  transform: 'Transform',
};

/** `apiSource-1`, `apiSource-2`, ...: the first number no node of the graph uses. */
export function nextNodeId(nodes: readonly GraphNode[], type: EditableNodeType): string {
  const taken = new Set(nodes.map((node) => node.id));
  for (let counter = 1; ; counter++) {
    const id = `${type}-${counter}`;
    if (!taken.has(id)) return id;
  }
}

const nearby = 24;
const offset = { x: 40, y: 40 };

/** `base` when free, else the first diagonal step from it that no node sits on, so new nodes never hide each other. */
export function freePosition(nodes: readonly GraphNode[], base: Position = newNodePosition): Position {
  const occupied = (point: Position) =>
    nodes.some(
      (node) => Math.abs(node.position.x - point.x) < nearby && Math.abs(node.position.y - point.y) < nearby,
    );
  let point = { ...base };
  for (let step = 0; step < nodes.length && occupied(point); step++) {
    point = { x: point.x + offset.x, y: point.y + offset.y };
  }
  return point;
}

export function emptyApiSourceData(label = newNodeLabels.apiSource): ApiSourceData {
  return { label, description: '', baseUrl: '', endpoints: [], authType: 'none' };
}

export function emptyTransformData(label = newNodeLabels.transform): TransformData {
  return { label, description: '', transformations: [] };
}

export interface AddedNode {
  graph: InterfaceGraph;
  nodeId: string;
}

export function addApiSourceNode(graph: InterfaceGraph, data = emptyApiSourceData()): AddedNode {
  const node: ApiSourceNode = {
    id: nextNodeId(graph.nodes, 'apiSource'),
    type: 'apiSource',
    position: freePosition(graph.nodes),
    data,
  };
  return { graph: { ...graph, nodes: [...graph.nodes, node] }, nodeId: node.id };
}

export function addTransformNode(
  graph: InterfaceGraph,
  data = emptyTransformData(),
  position = freePosition(graph.nodes),
): AddedNode {
  const node: TransformNode = { id: nextNodeId(graph.nodes, 'transform'), type: 'transform', position, data };
  return { graph: { ...graph, nodes: [...graph.nodes, node] }, nodeId: node.id };
}

/** Removes a node and every connection touching it. The fixed Output node stays. */
export function deleteNode(graph: InterfaceGraph, nodeId: string): InterfaceGraph {
  if (nodeId === outputNodeId || !graph.nodes.some((node) => node.id === nodeId)) return graph;
  return {
    ...graph,
    nodes: graph.nodes.filter((node) => node.id !== nodeId),
    edges: graph.edges.filter((edge) => edge.source !== nodeId && edge.target !== nodeId),
  };
}

function reaches(graph: InterfaceGraph, from: string, to: string): boolean {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (current === to) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const edge of graph.edges) if (edge.source === current) queue.push(edge.target);
  }
  return false;
}

/** Why `source → target` cannot be drawn, or null when it can. */
export function connectionProblem(graph: InterfaceGraph, source: string, target: string): string | null {
  const from = graph.nodes.find((node) => node.id === source);
  const to = graph.nodes.find((node) => node.id === target);
  if (!from || !to) return 'Both ends must be nodes of this interface';
  if (source === target) return 'A node cannot connect to itself';
  if (from.type === 'output') return 'The Output node is the end of the graph';
  if (to.type === 'apiSource') return 'An API Source node has no inputs';
  if (graph.edges.some((edge) => edge.source === source && edge.target === target)) {
    return 'These nodes are already connected';
  }
  if (reaches(graph, target, source)) return 'That connection would make a loop';
  return null;
}

export function edgeId(graph: InterfaceGraph, source: string, target: string): string {
  const taken = new Set(graph.edges.map((edge) => edge.id));
  const base = `edge-${source}-${target}`;
  let id = base;
  for (let counter = 2; taken.has(id); counter++) id = `${base}-${counter}`;
  return id;
}

/** Adds `source → target` when allowed; otherwise returns the graph unchanged. */
export function connectNodes(graph: InterfaceGraph, source: string, target: string): InterfaceGraph {
  if (connectionProblem(graph, source, target) !== null) return graph;
  return { ...graph, edges: [...graph.edges, { id: edgeId(graph, source, target), source, target }] };
}

export function setApiSourceData(graph: InterfaceGraph, nodeId: string, data: ApiSourceData): InterfaceGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.id === nodeId && node.type === 'apiSource' ? { ...node, data } : node,
    ),
  };
}

export function setTransformData(graph: InterfaceGraph, nodeId: string, data: TransformData): InterfaceGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.id === nodeId && node.type === 'transform' ? { ...node, data } : node,
    ),
  };
}

export function setOutputData(graph: InterfaceGraph, nodeId: string, data: OutputData): InterfaceGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.id === nodeId && node.type === 'output' ? { ...node, data } : node,
    ),
  };
}

export function outputFieldsOf(graph: InterfaceGraph): OutputData['outputs'] {
  const output = graph.nodes.find((node) => node.id === outputNodeId);
  return output?.type === 'output' ? output.data.outputs : [];
}
