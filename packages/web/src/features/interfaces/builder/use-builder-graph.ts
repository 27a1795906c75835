import type { InterfaceGraph } from '@cartographer/core';
import { applyEdgeChanges, applyNodeChanges, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { type FlowState, flowStateFrom, selectOnly } from '../flow-state.ts';
import { type BuilderEdge, type BuilderNode, toGraph } from '../flow-types.ts';

const documentText = (graph: InterfaceGraph) => JSON.stringify(graph);

/**
 * The builder's one source of truth: the graph document on the canvas, and the text of the last
 * saved version to tell whether anything changed. Edits are pure functions of the document
 * (graph-edits.ts); React Flow's own changes (drag, select, measure) go through applyNodeChanges.
 */
export function useBuilderGraph(initial: InterfaceGraph) {
  const [state, setState] = useState<FlowState>(() => flowStateFrom(initial));
  const [savedText, setSavedText] = useState(() => {
    const start = flowStateFrom(initial);
    return documentText(toGraph(start.name, start.nodes, start.edges));
  });

  const graph = useMemo(() => toGraph(state.name, state.nodes, state.edges), [state]);
  const dirty = useMemo(() => documentText(graph) !== savedText, [graph, savedText]);

  /**
   * Edits the latest document with a pure function (safe from stale closures in async callbacks);
   * `select` opens that node's panel, null closes it.
   */
  const update = useCallback((edit: (graph: InterfaceGraph) => InterfaceGraph, select?: string | null) => {
    setState((previous) => {
      const synced = flowStateFrom(edit(toGraph(previous.name, previous.nodes, previous.edges)), previous);
      return select === undefined ? synced : selectOnly(synced, select);
    });
  }, []);

  const apply = useCallback(
    (next: InterfaceGraph, select?: string | null) => update(() => next, select),
    [update],
  );

  const select = useCallback(
    (nodeId: string | null) => setState((previous) => selectOnly(previous, nodeId)),
    [],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<BuilderNode>[]) =>
      setState((previous) => ({ ...previous, nodes: applyNodeChanges(changes, previous.nodes) })),
    [],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<BuilderEdge>[]) =>
      setState((previous) => ({ ...previous, edges: applyEdgeChanges(changes, previous.edges) })),
    [],
  );

  const markSaved = useCallback((saved: InterfaceGraph) => setSavedText(documentText(saved)), []);

  /** Loads another version as the saved state (restore). */
  const reset = useCallback((loaded: InterfaceGraph) => {
    const fresh = flowStateFrom(loaded);
    setState(fresh);
    setSavedText(documentText(toGraph(fresh.name, fresh.nodes, fresh.edges)));
  }, []);

  const selectedNode = useMemo(() => {
    const selected = state.nodes.filter((node) => node.selected);
    return selected.length === 1 ? selected[0]! : null;
  }, [state.nodes]);

  return {
    graph,
    nodes: state.nodes,
    edges: state.edges,
    dirty,
    selectedNode,
    apply,
    update,
    select,
    onNodesChange,
    onEdgesChange,
    markSaved,
    reset,
  };
}

export type BuilderGraph = ReturnType<typeof useBuilderGraph>;
