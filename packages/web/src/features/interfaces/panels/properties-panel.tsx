import { type InterfaceGraph, outputNodeId } from '@cartographer/core';
import { Database, Shuffle, SquareArrowOutUpRight, Trash2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { MaskedSecrets } from '../api/types.ts';
import type { BuilderNode } from '../flow-types.ts';
import { outputFieldsOf, setOutputData, setTransformData } from '../graph-edits.ts';
import { ApiSourcePanel } from './api-source-panel.tsx';
import { OutputPanel } from './output-panel.tsx';
import { TransformPanel } from './transform-panel.tsx';

const headings = {
  apiSource: { title: 'API Source', icon: Database },
  transform: { title: 'Transform', icon: Shuffle },
  output: { title: 'Output', icon: SquareArrowOutUpRight },
} as const;

interface PropertiesPanelProps {
  node: BuilderNode;
  graph: InterfaceGraph;
  interfaceId: string;
  secrets: MaskedSecrets;
  onSecretsChange: (secrets: MaskedSecrets) => void;
  update: (edit: (graph: InterfaceGraph) => InterfaceGraph) => void;
  onClose: () => void;
  onDelete: (nodeId: string) => void;
  onGenerateSchema: () => void;
  onAskAssistant: ((prompt: string) => void) | null;
}

/** The side panel of the selected node; a bottom sheet on narrow screens. */
export function PropertiesPanel(props: PropertiesPanelProps) {
  const { node, graph, update, onClose, onDelete } = props;
  const heading = headings[node.type];
  return (
    <aside
      aria-label={`${heading.title} properties`}
      onKeyDown={(event) => {
        // Dialogs opened from the panel are portals: their Escape bubbles here through React, not the DOM.
        if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) onClose();
      }}
      className="fixed inset-x-0 bottom-0 z-30 flex max-h-[70dvh] flex-col rounded-t-2xl border-t border-slate-200 bg-white shadow-2xl md:static md:z-auto md:max-h-none md:w-96 md:shrink-0 md:rounded-none md:border-t-0 md:border-l md:shadow-none"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <heading.icon aria-hidden className="h-4 w-4 text-slate-500" />
        <h2 className="flex-1 truncate text-sm font-semibold text-slate-900">{heading.title} properties</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close properties"
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        {node.type === 'apiSource' ? (
          <ApiSourcePanel
            key={node.id}
            node={node}
            interfaceId={props.interfaceId}
            secrets={props.secrets}
            onSecretsChange={props.onSecretsChange}
            update={update}
          />
        ) : null}
        {node.type === 'transform' ? (
          <TransformPanel
            key={node.id}
            node={node}
            outputFields={outputFieldsOf(graph)}
            onChange={(data) => update((current) => setTransformData(current, node.id, data))}
            onAskAssistant={props.onAskAssistant}
          />
        ) : null}
        {node.type === 'output' ? (
          <OutputPanel
            node={node}
            onChange={(data) => update((current) => setOutputData(current, node.id, data))}
            onGenerateSchema={props.onGenerateSchema}
          />
        ) : null}
      </div>
      {node.id === outputNodeId ? null : (
        <footer className="border-t border-slate-200 px-4 py-3">
          <Button variant="danger" className="w-full" onClick={() => onDelete(node.id)}>
            <Trash2 aria-hidden className="h-4 w-4" /> Delete Node
          </Button>
        </footer>
      )}
    </aside>
  );
}
