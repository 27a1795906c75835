import type { CompileProblem, InterfaceGraph, ToolDefinition } from '@cartographer/core';
import { Play } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCompileInterface } from '../api/compile-interface.ts';
import { useTestTool } from '../api/test-tool.ts';
import { Dialog } from '../components/dialog.tsx';
import { SelectField } from '../components/form-controls.tsx';
import { ProblemsList } from '../components/problems-list.tsx';
import { argumentsFromForm, formFieldsFromSchema, initialFormValues } from '../schema-form.ts';
import { TestForm } from './test-form.tsx';
import { TestResult } from './test-result.tsx';

interface TestDialogProps {
  open: boolean;
  onClose: () => void;
  interfaceId: string;
  graph: InterfaceGraph;
}

export function TestDialog({ open, onClose, interfaceId, graph }: TestDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="xl"
      title="Test a tool"
      description="Runs the tool end to end through the graph on the canvas, against the real upstream API."
    >
      <TestBody interfaceId={interfaceId} graph={graph} />
    </Dialog>
  );
}

function TestBody({ interfaceId, graph }: { interfaceId: string; graph: InterfaceGraph }) {
  const compile = useCompileInterface(interfaceId);
  const { mutate } = compile;
  // Compiled once per opening (the body mounts with the dialog): the tools of the graph as it was then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => mutate(graph), [mutate]);
  const [toolName, setToolName] = useState<string | null>(null);

  if (compile.isPending || compile.isIdle) return <Spinner label="Compiling the interface" />;
  if (compile.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(compile.error)}
      </p>
    );
  }
  const { tools, problems } = compile.data;
  if (tools.length === 0) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          No tools yet: connect an API Source with endpoints to the Output node (directly or through a
          Transform).
        </p>
        <ProblemsList problems={problems} />
      </div>
    );
  }
  const tool = tools.find((candidate) => candidate.name === toolName) ?? tools[0]!;
  const picker = (
    <SelectField
      label="Tool"
      value={tool.name}
      options={tools.map((candidate) => ({
        value: candidate.name,
        label: candidate.title ? `${candidate.name} · ${candidate.title}` : candidate.name,
      }))}
      onChange={(event) => setToolName(event.target.value)}
    />
  );
  return (
    <ToolRunner
      key={tool.name}
      tool={tool}
      picker={picker}
      problems={problems.filter((problem) => !problem.tool || problem.tool === tool.name)}
      interfaceId={interfaceId}
      graph={graph}
    />
  );
}

interface ToolRunnerProps {
  tool: ToolDefinition;
  picker: ReactNode;
  problems: CompileProblem[];
  interfaceId: string;
  graph: InterfaceGraph;
}

function ToolRunner({ tool, picker, problems, interfaceId, graph }: ToolRunnerProps) {
  const fields = useMemo(() => formFieldsFromSchema(tool.inputSchema), [tool]);
  const [values, setValues] = useState(() => initialFormValues(fields, tool.inputSchema));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const test = useTestTool(interfaceId);

  const run = () => {
    const parsed = argumentsFromForm(fields, values);
    setErrors(parsed.errors);
    if (Object.keys(parsed.errors).length > 0) return;
    test.mutate(
      { tool: tool.name, arguments: parsed.arguments, graph },
      {
        onSuccess: (result) => {
          if (result.ok) toast.success('Tests completed successfully');
          else toast.error(result.error ?? 'The tool call failed');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        {picker}
        <p className="text-sm text-slate-600">{tool.description}</p>
        <TestForm
          fields={fields}
          values={values}
          errors={errors}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        />
        <Button type="submit" disabled={test.isPending}>
          <Play aria-hidden className="h-4 w-4" /> {test.isPending ? 'Running...' : 'Run'}
        </Button>
      </form>
      <div className="min-w-0 space-y-4">
        <ProblemsList problems={problems} />
        {test.data ? (
          <TestResult run={test.data} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            Fill in the arguments and run the tool to see the request sent upstream, the raw response and the
            result.
          </p>
        )}
      </div>
    </div>
  );
}
