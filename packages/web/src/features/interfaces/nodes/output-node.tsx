import type { NodeProps } from '@xyflow/react';
import { Lock, SquareArrowOutUpRight } from 'lucide-react';
import { memo } from 'react';
import type { OutputFlowNode } from '../flow-types.ts';
import { MoreLine, Muted, NodeCard } from './node-card.tsx';

const shownFields = 4;

export const OutputNodeView = memo(function OutputNodeView({ data, selected }: NodeProps<OutputFlowNode>) {
  const shown = data.outputs.slice(0, shownFields);
  return (
    <NodeCard
      kind="Output"
      label={data.label}
      icon={SquareArrowOutUpRight}
      tone="emerald"
      selected={selected}
      inputs
      outputs={false}
    >
      {shown.length === 0 ? <Muted>No fields declared: tools return the upstream answer</Muted> : null}
      {shown.map((field, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fields are identified by their position
        <p key={index} className="flex items-center gap-1 truncate font-mono text-[11px]">
          <span className="text-slate-800">{field.name || 'unnamed'}</span>
          <span className="text-slate-400">: {field.type}</span>
          {field.sensitive ? <Lock aria-label="sensitive" className="h-3 w-3 text-amber-600" /> : null}
        </p>
      ))}
      <MoreLine count={data.outputs.length - shown.length} />
    </NodeCard>
  );
});
