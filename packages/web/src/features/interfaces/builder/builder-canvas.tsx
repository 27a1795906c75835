import '@xyflow/react/dist/style.css';
import './builder-canvas.css';
import { outputNodeId } from '@cartographer/core';
import {
  Background,
  BackgroundVariant,
  type Connection,
  Controls,
  type FinalConnectionState,
  type IsValidConnection,
  MiniMap,
  type OnBeforeDelete,
  Panel,
  ReactFlow,
} from '@xyflow/react';
import { Database, Plus, Shuffle } from 'lucide-react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { BuilderEdge, BuilderNode } from '../flow-types.ts';
import { addApiSourceNode, addTransformNode, connectionProblem, connectNodes } from '../graph-edits.ts';
import { nodeTypes } from '../nodes/node-types.ts';
import type { BuilderGraph } from './use-builder-graph.ts';

const fitViewOptions = { padding: 0.25, maxZoom: 1 };

/** The fixed Output node never leaves, whatever React Flow was asked to delete. */
const keepOutputNode: OnBeforeDelete<BuilderNode, BuilderEdge> = async ({ nodes, edges }) => ({
  nodes: nodes.filter((node) => node.id !== outputNodeId),
  edges,
});

const miniMapColour = (node: BuilderNode) =>
  node.type === 'apiSource' ? '#6366f1' : node.type === 'transform' ? '#f59e0b' : '#10b981';

export function BuilderCanvas({ builder }: { builder: BuilderGraph }) {
  const { graph, apply } = builder;

  const isValidConnection = useCallback<IsValidConnection<BuilderEdge>>(
    (connection) => connectionProblem(graph, connection.source, connection.target) === null,
    [graph],
  );
  const onConnect = useCallback(
    (connection: Connection) => apply(connectNodes(graph, connection.source, connection.target)),
    [graph, apply],
  );
  // Dropping on a node that cannot take the arrow says why instead of silently doing nothing.
  const onConnectEnd = useCallback(
    (_: MouseEvent | TouchEvent, state: FinalConnectionState) => {
      if (state.isValid || !state.fromNode || !state.toNode) return;
      const forward = state.fromHandle?.type !== 'target';
      const [source, target] = forward
        ? [state.fromNode.id, state.toNode.id]
        : [state.toNode.id, state.fromNode.id];
      const problem = connectionProblem(graph, source, target);
      if (problem) toast.error(problem);
    },
    [graph],
  );

  const addSource = () => {
    const added = addApiSourceNode(graph);
    apply(added.graph, added.nodeId);
  };
  const addTransform = () => {
    const added = addTransformNode(graph);
    apply(added.graph, added.nodeId);
  };

  return (
    <ReactFlow<BuilderNode, BuilderEdge>
      nodes={builder.nodes}
      edges={builder.edges}
      nodeTypes={nodeTypes}
      onNodesChange={builder.onNodesChange}
      onEdgesChange={builder.onEdgesChange}
      onConnect={onConnect}
      onConnectEnd={onConnectEnd}
      isValidConnection={isValidConnection}
      onBeforeDelete={keepOutputNode}
      onNodesDelete={() => toast.success('Node deleted')}
      onPaneClick={() => builder.select(null)}
      deleteKeyCode={['Backspace', 'Delete']}
      fitView
      fitViewOptions={fitViewOptions}
      aria-label="Interface graph"
      className="cartographer-flow"
    >
      <Background variant={BackgroundVariant.Dots} gap={16} size={1.2} color="#cbd5e1" />
      <Controls showInteractive={false} />
      <MiniMap
        pannable
        zoomable
        nodeColor={miniMapColour}
        className="!hidden md:!block"
        ariaLabel="Overview"
      />
      <Panel position="top-left" className="flex gap-2">
        <button
          type="button"
          onClick={addSource}
          title="Add an API Source node"
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
        >
          <Plus aria-hidden className="h-4 w-4 text-slate-400" />
          <Database aria-hidden className="h-4 w-4 text-brand-600" /> API Source
        </button>
        <button
          type="button"
          onClick={addTransform}
          title="Add a Transform node"
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
        >
          <Plus aria-hidden className="h-4 w-4 text-slate-400" />
          <Shuffle aria-hidden className="h-4 w-4 text-amber-600" /> Transform
        </button>
      </Panel>
    </ReactFlow>
  );
}
