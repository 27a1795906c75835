import type { InterfaceGraph } from '@cartographer/core';
import { useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCompileInterface } from '../api/compile-interface.ts';
import { CodeBlock } from '../components/code-block.tsx';
import { Dialog } from '../components/dialog.tsx';
import { ProblemsList } from '../components/problems-list.tsx';

interface SchemaDialogProps {
  open: boolean;
  onClose: () => void;
  interfaceId: string;
  graph: InterfaceGraph;
}

/** 'Generate MCP Schema': the exact tools/list answer a client would get for the graph on the canvas. */
export function SchemaDialog({ open, onClose, interfaceId, graph }: SchemaDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="MCP schema"
      description="The exact tools/list answer a client gets for the graph as it is now (saved or not)."
    >
      <SchemaBody interfaceId={interfaceId} graph={graph} />
    </Dialog>
  );
}

function SchemaBody({ interfaceId, graph }: { interfaceId: string; graph: InterfaceGraph }) {
  const compile = useCompileInterface(interfaceId);
  const { mutate } = compile;
  // Compiles once per opening: the body mounts when the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the graph at opening time is the one shown
  useEffect(() => mutate(graph), [mutate]);

  if (compile.isPending || compile.isIdle) return <Spinner label="Compiling the interface" />;
  if (compile.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(compile.error)}
      </p>
    );
  }
  const { tools, problems } = compile.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {tools.length} tool{tools.length === 1 ? '' : 's'}
        {problems.length > 0 ? `, ${problems.length} note${problems.length === 1 ? '' : 's'}` : ''}.
      </p>
      <ProblemsList problems={problems} />
      <CodeBlock label="Schema" code={JSON.stringify({ tools }, null, 2)} />
    </div>
  );
}
