import {
  type OutputData,
  type OutputField,
  type OutputFieldType,
  outputFieldTypes,
} from '@cartographer/core';
import { FileJson, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import {
  compactControlClass,
  compactInputClass,
  PanelSection,
  TextAreaField,
} from '../components/form-controls.tsx';
import type { OutputFlowNode } from '../flow-types.ts';

interface OutputPanelProps {
  node: OutputFlowNode;
  onChange: (data: OutputData) => void;
  onGenerateSchema: () => void;
}

export function OutputPanel({ node, onChange, onGenerateSchema }: OutputPanelProps) {
  const { data } = node;
  const setFields = (outputs: OutputField[]) => onChange({ ...data, outputs });
  const patch = (index: number, change: Partial<OutputField>) =>
    setFields(data.outputs.map((field, at) => (at === index ? { ...field, ...change } : field)));

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
      <PanelSection title={`Output schema (${data.outputs.length})`}>
        <p className="text-xs text-slate-500">
          Declared fields become each tool's output schema. Sensitive values (emails, phones, addresses, card
          data) are masked before they leave the gateway.
        </p>
        <ol className="space-y-2">
          {data.outputs.map((field, index) => {
            const n = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: fields are identified by their position
              <li key={index} className="space-y-1.5 rounded-lg border border-slate-200 bg-slate-50/60 p-2">
                <div className="flex gap-1.5">
                  <input
                    aria-label={`Field ${n} name`}
                    value={field.name}
                    placeholder="name"
                    onChange={(event) => patch(index, { name: event.target.value })}
                    className={`${compactControlClass} min-w-0 flex-1 font-mono text-xs`}
                  />
                  <select
                    aria-label={`Field ${n} type`}
                    value={field.type}
                    onChange={(event) => patch(index, { type: event.target.value as OutputFieldType })}
                    className={`${compactControlClass} w-28 shrink-0`}
                  >
                    {outputFieldTypes.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    onClick={() => setFields(data.outputs.filter((_, at) => at !== index))}
                    aria-label={`Remove field ${n}`}
                    title="Remove field"
                    className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600"
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </button>
                </div>
                <input
                  aria-label={`Field ${n} description`}
                  value={field.description}
                  placeholder="Description"
                  onChange={(event) => patch(index, { description: event.target.value })}
                  className={compactInputClass}
                />
                <label className="flex items-center gap-2 text-xs text-slate-700">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-300 text-brand-600"
                    checked={field.sensitive === true}
                    onChange={(event) => patch(index, { sensitive: event.target.checked || undefined })}
                  />
                  Sensitive (masked before it leaves the gateway)
                </label>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          className="w-full py-1.5"
          onClick={() => setFields([...data.outputs, { name: '', type: 'string', description: '' }])}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add Field
        </Button>
      </PanelSection>
      <Button className="w-full" onClick={onGenerateSchema}>
        <FileJson aria-hidden className="h-4 w-4" /> Generate MCP Schema
      </Button>
    </div>
  );
}
