import { type InterfaceGraph, outputNodeId } from '@cartographer/core';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAssistantStatus } from '../api/get-assistant-status.ts';
import type { InterfaceDetail } from '../api/types.ts';
import { AssistantDrawer } from '../assistant/assistant-drawer.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ConnectDialog } from '../dialogs/connect-dialog.tsx';
import { SchemaDialog } from '../dialogs/schema-dialog.tsx';
import { TestDialog } from '../dialogs/test-dialog.tsx';
import { VersionsDrawer } from '../dialogs/versions-drawer.tsx';
import { deleteNode } from '../graph-edits.ts';
import { PropertiesPanel } from '../panels/properties-panel.tsx';
import { BuilderCanvas } from './builder-canvas.tsx';
import { type BuilderDialog, BuilderHeader } from './builder-header.tsx';
import { useBuilderCommands } from './use-builder-commands.ts';
import { useBuilderGraph } from './use-builder-graph.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

/** The builder for one interface. The graph is copied from `detail` once; `detail.interface` stays live. */
export function BuilderEditor({ detail }: { detail: InterfaceDetail }) {
  const summary = detail.interface;
  const builder = useBuilderGraph(detail.graph);
  const [secrets, setSecrets] = useState(detail.secrets);
  const [dialog, setDialog] = useState<BuilderDialog | null>(null);
  const [pendingPrompt, setPendingPrompt] = useState<string | null>(null);
  const commands = useBuilderCommands(summary, builder);
  const assistant = useAssistantStatus();
  const blocker = useLeaveGuard(builder.dirty);
  const { save } = commands;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  const removeNode = (nodeId: string) => {
    if (nodeId === outputNodeId) return;
    builder.update((graph) => deleteNode(graph, nodeId), null);
    toast.success('Node deleted');
  };

  const askAssistant = (prompt: string) => {
    setPendingPrompt(prompt);
    setDialog('assistant');
  };

  const applyProposal = (graph: InterfaceGraph) => builder.apply(graph, null);
  const close = () => setDialog(null);

  return (
    <div className="-m-4 flex h-[calc(100dvh-4rem)] flex-col overflow-hidden bg-white sm:-m-6">
      <BuilderHeader
        name={builder.graph.name}
        onRename={(name) => builder.update((graph) => ({ ...graph, name }))}
        summary={summary}
        dirty={builder.dirty}
        saving={commands.saving}
        publishing={commands.publishing}
        onSave={() => void save()}
        onPublish={() => void commands.publish()}
        onUnpublish={commands.unpublish}
        onOpen={setDialog}
      />
      <div className="relative flex min-h-0 flex-1">
        <div className="min-w-0 flex-1 bg-slate-50">
          <BuilderCanvas builder={builder} />
        </div>
        {builder.selectedNode ? (
          <PropertiesPanel
            node={builder.selectedNode}
            graph={builder.graph}
            interfaceId={summary.id}
            secrets={secrets}
            onSecretsChange={setSecrets}
            update={builder.update}
            onClose={() => builder.select(null)}
            onDelete={removeNode}
            onGenerateSchema={() => setDialog('schema')}
            onAskAssistant={assistant.data?.configured ? askAssistant : null}
          />
        ) : null}
      </div>

      <AssistantDrawer
        open={dialog === 'assistant'}
        onClose={close}
        interfaceId={summary.id}
        graph={builder.graph}
        apply={applyProposal}
        pendingPrompt={pendingPrompt}
        onPendingPromptSent={() => setPendingPrompt(null)}
      />
      <TestDialog open={dialog === 'test'} onClose={close} interfaceId={summary.id} graph={builder.graph} />
      <SchemaDialog
        open={dialog === 'schema'}
        onClose={close}
        interfaceId={summary.id}
        graph={builder.graph}
      />
      <VersionsDrawer
        open={dialog === 'versions'}
        onClose={close}
        summary={summary}
        dirty={builder.dirty}
        onRestored={(restored) => {
          builder.reset(restored.graph);
          setSecrets(restored.secrets);
        }}
      />
      <ConnectDialog open={dialog === 'connect'} onClose={close} summary={summary} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        Your changes to “{builder.graph.name || 'this interface'}” are not saved. Leave anyway?
      </ConfirmDialog>
    </div>
  );
}
