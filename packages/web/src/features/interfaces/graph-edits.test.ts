import { describe, expect, it } from 'vitest';
import {
  addApiSourceNode,
  addTransformNode,
  connectionProblem,
  connectNodes,
  deleteNode,
  freePosition,
  nextNodeId,
  setApiSourceData,
} from './graph-edits.ts';
import { sourceNode, startGraph } from './test-graphs.ts';

describe('adding nodes', () => {
  it('puts the first new node at exactly 250,200 and offsets the next ones', () => {
    const first = addApiSourceNode(startGraph());
    expect(first.nodeId).toBe('apiSource-1');
    expect(first.graph.nodes.at(-1)?.position).toEqual({ x: 250, y: 200 });

    const second = addTransformNode(first.graph);
    expect(second.nodeId).toBe('transform-1');
    expect(second.graph.nodes.at(-1)?.position).toEqual({ x: 290, y: 240 });

    const third = addApiSourceNode(second.graph);
    expect(third.nodeId).toBe('apiSource-2');
    expect(third.graph.nodes.at(-1)?.position).toEqual({ x: 330, y: 280 });
  });

  it('reuses 250,200 once the node there has been moved away', () => {
    expect(freePosition([sourceNode('a', 100, 500)])).toEqual({ x: 250, y: 200 });
  });

  it('picks ids no node uses', () => {
    const graph = startGraph();
    graph.nodes.push(sourceNode('apiSource-1'), sourceNode('apiSource-3', 0, 0));
    expect(nextNodeId(graph.nodes, 'apiSource')).toBe('apiSource-2');
    expect(nextNodeId(graph.nodes, 'transform')).toBe('transform-1');
  });

  it('gives new sources the spec defaults', () => {
    const { graph } = addApiSourceNode(startGraph());
    expect(graph.nodes.at(-1)).toMatchObject({
      type: 'apiSource',
      data: { label: 'API Source', baseUrl: '', endpoints: [], authType: 'none' },
    });
  });
});

describe('deleteNode', () => {
  it('removes the node and every connection touching it', () => {
    let graph = startGraph();
    graph.nodes.push(sourceNode('a'), sourceNode('b', 0, 0));
    graph = addTransformNode(graph).graph;
    graph = connectNodes(graph, 'a', 'transform-1');
    graph = connectNodes(graph, 'transform-1', 'output-1');
    graph = connectNodes(graph, 'b', 'output-1');

    const after = deleteNode(graph, 'transform-1');
    expect(after.nodes.map((node) => node.id)).toEqual(['output-1', 'a', 'b']);
    expect(after.edges).toEqual([{ id: 'edge-b-output-1', source: 'b', target: 'output-1' }]);
  });

  it('never deletes the Output node', () => {
    const graph = startGraph();
    expect(deleteNode(graph, 'output-1')).toBe(graph);
  });
});

describe('connections', () => {
  const graph = (() => {
    let g = startGraph();
    g.nodes.push(sourceNode('a'));
    g = addTransformNode(g).graph;
    g = addTransformNode(g).graph;
    g = connectNodes(g, 'a', 'transform-1');
    return connectNodes(g, 'transform-1', 'transform-2');
  })();

  it('allows sources into transforms and transforms into the output', () => {
    expect(connectionProblem(graph, 'transform-2', 'output-1')).toBeNull();
    expect(connectNodes(graph, 'transform-2', 'output-1').edges.at(-1)).toEqual({
      id: 'edge-transform-2-output-1',
      source: 'transform-2',
      target: 'output-1',
    });
  });

  it('refuses loops, duplicates, self links, inputs into sources and outputs from the Output node', () => {
    expect(connectionProblem(graph, 'transform-2', 'transform-1')).toBe('That connection would make a loop');
    expect(connectionProblem(graph, 'a', 'transform-1')).toBe('These nodes are already connected');
    expect(connectionProblem(graph, 'a', 'a')).toBe('A node cannot connect to itself');
    expect(connectionProblem(graph, 'transform-1', 'a')).toBe('An API Source node has no inputs');
    expect(connectionProblem(graph, 'output-1', 'transform-1')).toBe(
      'The Output node is the end of the graph',
    );
    expect(connectNodes(graph, 'transform-2', 'transform-1')).toBe(graph);
  });
});

describe('setApiSourceData', () => {
  it('replaces the data of that source only, leaving other nodes untouched', () => {
    const graph = startGraph();
    graph.nodes.push(sourceNode('a'));
    const next = setApiSourceData(graph, 'a', { ...sourceNode('a').data, baseUrl: 'https://shop.example' });
    expect(next.nodes[1]).toMatchObject({ data: { baseUrl: 'https://shop.example' } });
    expect(next.nodes[0]).toBe(graph.nodes[0]);
  });
});
