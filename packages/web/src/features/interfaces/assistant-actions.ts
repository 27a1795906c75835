import { type InterfaceGraph, outputNodeId } from '@cartographer/core';
import { addCatalogEndpoints, type CatalogPick, isReadOperation } from './catalog-endpoints.ts';
import {
  addApiSourceNode,
  addTransformNode,
  connectNodes,
  emptyApiSourceData,
  emptyTransformData,
  outputFieldsOf,
} from './graph-edits.ts';
import { projectionCode, projectionKeys, projectionTransformName } from './projection.ts';

/** The assistant's deterministic actions, offered when no AI model is configured. */

export type ActionResult =
  | { ok: true; graph: InterfaceGraph; message: string }
  | { ok: false; message: string };

export interface SourceOperations {
  sourceId: string;
  sourceName: string;
  servers: readonly string[];
  operations: readonly CatalogPick[];
}

/** A new API Source with every read operation of a catalogue source, connected to the Output node. */
export function addReadEndpointsOfSource(graph: InterfaceGraph, input: SourceOperations): ActionResult {
  const reads = input.operations.filter(isReadOperation);
  if (reads.length === 0) return { ok: false, message: `${input.sourceName} has no read operations.` };
  const { data, added } = addCatalogEndpoints(
    emptyApiSourceData(input.sourceName),
    input.sourceId,
    reads,
    input.servers,
  );
  const created = addApiSourceNode(graph, data);
  return {
    ok: true,
    graph: connectNodes(created.graph, created.nodeId, outputNodeId),
    message: `Added ${added} read endpoint${added === 1 ? '' : 's'} of ${input.sourceName}.`,
  };
}

/** Moves the Output node right to make room for a new Transform in front of it. */
const outputShift = 320;

/**
 * Puts a Transform with the projection of the Output fields between the Output node and what feeds
 * it (or, with nothing connected yet, the API Sources that lead nowhere).
 */
export function insertProjectionTransform(graph: InterfaceGraph): ActionResult {
  const keys = projectionKeys(outputFieldsOf(graph));
  if (keys.length === 0) {
    return {
      ok: false,
      message: 'Add fields to the Output node first: the projection keeps only those fields.',
    };
  }
  const output = graph.nodes.find((node) => node.id === outputNodeId);
  if (!output) return { ok: false, message: 'This interface has no Output node.' };
  const feeding = graph.edges.filter((edge) => edge.target === outputNodeId).map((edge) => edge.source);
  const loose = graph.nodes
    .filter((node) => node.type === 'apiSource' && !graph.edges.some((edge) => edge.source === node.id))
    .map((node) => node.id);
  const inputs = feeding.length > 0 ? feeding : loose;
  if (inputs.length === 0) return { ok: false, message: 'Add an API Source first.' };

  const moved: InterfaceGraph = {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.id === outputNodeId
        ? { ...node, position: { x: node.position.x + outputShift, y: node.position.y } }
        : node,
    ),
    edges: graph.edges.filter((edge) => edge.target !== outputNodeId),
  };
  const transform = {
    ...emptyTransformData('Projection'),
    transformations: [{ name: projectionTransformName, code: projectionCode(keys) }],
  };
  const created = addTransformNode(moved, transform, { ...output.position });
  let next = connectNodes(created.graph, created.nodeId, outputNodeId);
  for (const source of inputs) next = connectNodes(next, source, created.nodeId);
  return {
    ok: true,
    graph: next,
    message: `Inserted a projection keeping ${keys.length} output field${keys.length === 1 ? '' : 's'}.`,
  };
}

/**
 * Writes each catalogue-linked endpoint's tool name as an explicit override, so renaming an
 * operation upstream no longer renames the tool. Rows that already have a name keep it.
 */
export function nameToolsFromOperations(
  graph: InterfaceGraph,
  nameFor: (sourceId: string, operationKey: string) => string | undefined,
): ActionResult {
  let named = 0;
  const nodes = graph.nodes.map((node) => {
    const sourceId = node.type === 'apiSource' ? node.data.catalogSourceId : undefined;
    if (node.type !== 'apiSource' || !sourceId) return node;
    const endpoints = node.data.endpoints.map((endpoint) => {
      if (!endpoint.operationKey || endpoint.toolName?.trim()) return endpoint;
      const name = nameFor(sourceId, endpoint.operationKey);
      if (!name) return endpoint;
      named++;
      return { ...endpoint, toolName: name };
    });
    return { ...node, data: { ...node.data, endpoints } };
  });
  if (named === 0) {
    return { ok: false, message: 'No catalogue endpoint without a tool name was found.' };
  }
  return { ok: true, graph: { ...graph, nodes }, message: `Named ${named} tool${named === 1 ? '' : 's'}.` };
}
