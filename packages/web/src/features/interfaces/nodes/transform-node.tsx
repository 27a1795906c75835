import type { NodeProps } from '@xyflow/react';
import { Shuffle } from 'lucide-react';
import { memo } from 'react';
import type { TransformFlowNode } from '../flow-types.ts';
import { MoreLine, Muted, NodeCard } from './node-card.tsx';

const shownTransformations = 3;

export const TransformNodeView = memo(function TransformNodeView({
  data,
  selected,
}: NodeProps<TransformFlowNode>) {
  const shown = data.transformations.slice(0, shownTransformations);
  return (
    <NodeCard
      kind="Transform"
      label={data.label}
      icon={Shuffle}
      tone="amber"
      selected={selected}
      inputs
      outputs
    >
      {shown.length === 0 ? <Muted>No transformations</Muted> : null}
      {shown.map((transformation, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: transformations are identified by their position
        <p key={index} className="truncate">
          <span className="mr-1 text-slate-400">{index + 1}.</span>
          {transformation.name || 'Untitled'}
        </p>
      ))}
      <MoreLine count={data.transformations.length - shown.length} />
    </NodeCard>
  );
});
