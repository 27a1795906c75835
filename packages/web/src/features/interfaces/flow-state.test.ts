import { describe, expect, it } from 'vitest';
import { flowStateFrom, selectOnly } from './flow-state.ts';
import { toGraph } from './flow-types.ts';
import { connectNodes, setApiSourceData } from './graph-edits.ts';
import { sourceNode, startGraph } from './test-graphs.ts';

function loaded() {
  const graph = startGraph();
  graph.nodes.push(sourceNode('a'));
  return connectNodes(graph, 'a', 'output-1');
}

describe('flowStateFrom', () => {
  it('adds arrow markers, locks the Output node, and round-trips to the same document', () => {
    const graph = loaded();
    const state = flowStateFrom(graph);
    expect(state.nodes.find((n) => n.id === 'output-1')?.deletable).toBe(false);
    expect(state.nodes.find((n) => n.id === 'a')?.deletable).toBe(true);
    expect(state.edges[0]?.markerEnd).toMatchObject({ type: 'arrowclosed' });
    expect(toGraph(state.name, state.nodes, state.edges)).toEqual(graph);
  });

  it('keeps untouched nodes as they were and view fields of edited ones', () => {
    const graph = loaded();
    const first = flowStateFrom(graph);
    const measured = {
      ...first,
      nodes: first.nodes.map((node) => ({
        ...node,
        measured: { width: 240, height: 90 },
        selected: node.id === 'a',
      })),
    };
    const edited = setApiSourceData(graph, 'a', { ...sourceNode('a').data, baseUrl: 'https://x.example' });
    const next = flowStateFrom(edited, measured);
    expect(next.nodes[0]).toBe(measured.nodes[0]);
    expect(next.nodes[1]).toMatchObject({ measured: { width: 240, height: 90 }, selected: true });
    expect(next.nodes[1]?.data).toMatchObject({ baseUrl: 'https://x.example' });
    expect(next.edges[0]).toBe(measured.edges[0]);
  });

  it('drops React Flow fields when saving', () => {
    const state = selectOnly(flowStateFrom(loaded()), 'a');
    const saved = toGraph(state.name, state.nodes, state.edges);
    expect(saved.nodes[1]).not.toHaveProperty('selected');
    expect(saved.nodes[1]).not.toHaveProperty('deletable');
    expect(saved.edges[0]).not.toHaveProperty('markerEnd');
  });
});

describe('selectOnly', () => {
  it('selects one node and clears the rest', () => {
    const state = selectOnly(flowStateFrom(loaded()), 'a');
    expect(state.nodes.map((n) => Boolean(n.selected))).toEqual([false, true]);
    expect(selectOnly(state, null).nodes.every((n) => !n.selected)).toBe(true);
  });
});
