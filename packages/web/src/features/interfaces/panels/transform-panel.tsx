import type { OutputField, Transformation, TransformData } from '@cartographer/core';
import { Plus, Trash2, WandSparkles } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PanelSection, TextAreaField } from '../components/form-controls.tsx';
import type { TransformFlowNode } from '../flow-types.ts';
import {
  describeProjection,
  projectionCode,
  projectionKeys,
  projectionTransformName,
} from '../projection.ts';

export const identityTransformCode = '(data, ctx) => data';

interface TransformPanelProps {
  node: TransformFlowNode;
  outputFields: OutputField[];
  onChange: (data: TransformData) => void;
  /** Set when an AI model is configured: 'AI Optimize' then asks it instead of writing a projection. */
  onAskAssistant: ((prompt: string) => void) | null;
}

export function TransformPanel({ node, outputFields, onChange, onAskAssistant }: TransformPanelProps) {
  const { data } = node;
  const setTransformations = (transformations: Transformation[]) => onChange({ ...data, transformations });
  const patch = (index: number, change: Partial<Transformation>) =>
    setTransformations(
      data.transformations.map((item, at) => (at === index ? { ...item, ...change } : item)),
    );

  const optimize = (index: number) => {
    const transformation = data.transformations[index];
    if (!transformation) return;
    if (onAskAssistant) {
      onAskAssistant(
        `Optimize the transformation "${transformation.name}" of the Transform node "${data.label}" so its result keeps only what the Output node declares.`,
      );
      return;
    }
    const keys = projectionKeys(outputFields);
    if (keys.length === 0) {
      toast.error('Add fields to the Output node first: the projection keeps only those fields.');
      return;
    }
    patch(index, { name: transformation.name.trim() || projectionTransformName, code: projectionCode(keys) });
    toast.success('Projection written', { description: describeProjection(keys) });
  };

  return (
    <div className="space-y-5">
      <PanelSection title="Details">
        <TextField
          label="Label"
          value={data.label}
          onChange={(event) => onChange({ ...data, label: event.target.value })}
        />
        <TextAreaField
          label="Description"
          rows={2}
          value={data.description}
          onChange={(event) => onChange({ ...data, description: event.target.value })}
        />
      </PanelSection>
      <PanelSection title={`Transformations (${data.transformations.length})`}>
        <p className="text-xs text-slate-500">
          Each runs in order as JavaScript <code className="font-mono">(data, ctx) =&gt; result</code> in a
          sandbox on the gateway.
        </p>
        <ol className="space-y-3">
          {data.transformations.map((transformation, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: transformations are identified by their position
            <li key={index} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
              <TextField
                label={`Transformation ${index + 1} name`}
                value={transformation.name}
                onChange={(event) => patch(index, { name: event.target.value })}
              />
              <TextAreaField
                label="Code"
                mono
                rows={8}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                value={transformation.code}
                onChange={(event) => patch(index, { code: event.target.value })}
              />
              <div className="flex flex-wrap justify-between gap-2">
                <Button variant="secondary" className="px-3 py-1.5" onClick={() => optimize(index)}>
                  <WandSparkles aria-hidden className="h-4 w-4" /> AI Optimize
                </Button>
                <Button
                  variant="ghost"
                  className="px-3 py-1.5 text-red-600 hover:bg-red-50"
                  aria-label={`Remove transformation ${index + 1}`}
                  onClick={() => setTransformations(data.transformations.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden className="h-4 w-4" /> Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          className="w-full py-1.5"
          onClick={() =>
            setTransformations([
              ...data.transformations,
              { name: `Transformation ${data.transformations.length + 1}`, code: identityTransformCode },
            ])
          }
        >
          <Plus aria-hidden className="h-4 w-4" /> Add Transformation
        </Button>
      </PanelSection>
    </div>
  );
}
