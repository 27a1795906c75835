import type { JsonSchema } from '@cartographer/core';
import { ChevronRight, Repeat } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { describeSchema } from './schema-tree.ts';

interface NodeProps {
  schema: JsonSchema;
  schemas: Record<string, JsonSchema>;
  ancestors: readonly string[];
  label?: string;
  required?: boolean;
  depth: number;
  /** Levels open from the start; deeper ones open on demand, so huge schemas cost nothing until asked. */
  openDepth: number;
}

function SchemaNode({ schema, schemas, ancestors, label, required = false, depth, openDepth }: NodeProps) {
  const node = describeSchema(schema, schemas, ancestors);
  const [open, setOpen] = useState(depth < openDepth);
  const expandable = node.children.length > 0;
  const heading = (
    <>
      {label ? <span className="font-mono font-medium text-slate-900">{label}</span> : null}
      {required ? <span className="text-xs font-medium text-red-600">required</span> : null}
      <span className="font-mono text-xs text-brand-700">{node.typeLabel}</span>
      {node.refName && node.refName !== node.typeLabel ? (
        <span className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-600">{node.refName}</span>
      ) : null}
      {node.format ? <span className="text-xs text-slate-500">({node.format})</span> : null}
      {node.deprecated ? <span className="text-xs text-slate-500 line-through">deprecated</span> : null}
      {node.circular ? (
        <span className="inline-flex items-center gap-1 rounded bg-amber-50 px-1 text-xs text-amber-800">
          <Repeat aria-hidden className="h-3 w-3" /> circular: {node.refName} is shown above
        </span>
      ) : null}
      {node.unresolvedRef ? (
        <span className="break-all rounded bg-red-50 px-1 text-xs text-red-700">
          not resolved: {node.unresolvedRef}
        </span>
      ) : null}
    </>
  );
  const details =
    node.description || node.enumValues.length > 0 || node.constraints.length > 0 ? (
      <div className="ml-5 space-y-0.5 text-xs text-slate-600">
        {node.description ? <p className="whitespace-pre-wrap break-words">{node.description}</p> : null}
        {node.enumValues.length > 0 ? (
          <p className="break-words">
            One of: <span className="font-mono">{node.enumValues.join(', ')}</span>
          </p>
        ) : null}
        {node.constraints.length > 0 ? <p className="break-words">{node.constraints.join(' · ')}</p> : null}
      </div>
    ) : null;

  return (
    <li className={cn(depth > 0 && 'border-l border-slate-200 pl-3')}>
      {expandable ? (
        <button
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          className="flex w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded py-0.5 text-left text-sm hover:bg-slate-50"
        >
          <ChevronRight
            aria-hidden
            className={cn('h-4 w-4 shrink-0 text-slate-400 transition-transform', open && 'rotate-90')}
          />
          {heading}
        </button>
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 py-0.5 pl-5 text-sm">{heading}</div>
      )}
      {details}
      {expandable && open ? (
        <ul className="ml-2 mt-1 space-y-1">
          {node.children.map((child) => (
            <SchemaNode
              key={child.key}
              schema={child.schema}
              schemas={schemas}
              ancestors={child.ancestors}
              label={child.label}
              required={child.required}
              depth={depth + 1}
              openDepth={openDepth}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A JSON Schema as a collapsible tree; `$ref`s resolve into `schemas`, cycles show as a label. */
export function SchemaTree({ schema, schemas }: { schema: JsonSchema; schemas: Record<string, JsonSchema> }) {
  return (
    <ul className="rounded-lg border border-slate-200 bg-white p-2">
      <SchemaNode schema={schema} schemas={schemas} ancestors={[]} depth={0} openDepth={2} />
    </ul>
  );
}
