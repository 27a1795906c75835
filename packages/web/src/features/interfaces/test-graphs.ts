import {
  type ApiSourceNode,
  defaultInterfaceName,
  type InterfaceGraph,
  type OutputField,
  type OutputNode,
  outputNodeId,
  outputNodePosition,
} from '@cartographer/core';

/** Small graphs for the feature's unit tests. */
export function outputNode(outputs: OutputField[] = []): OutputNode {
  return {
    id: outputNodeId,
    type: 'output',
    position: { ...outputNodePosition },
    data: { label: 'Output', description: '', outputs },
  };
}

export function sourceNode(
  id: string,
  x = 250,
  y = 200,
  data: Partial<ApiSourceNode['data']> = {},
): ApiSourceNode {
  return {
    id,
    type: 'apiSource',
    position: { x, y },
    data: { label: id, description: '', baseUrl: '', endpoints: [], authType: 'none', ...data },
  };
}

export function startGraph(outputs: OutputField[] = []): InterfaceGraph {
  return { name: defaultInterfaceName, nodes: [outputNode(outputs)], edges: [] };
}
