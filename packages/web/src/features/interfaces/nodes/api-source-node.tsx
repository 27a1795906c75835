import type { NodeProps } from '@xyflow/react';
import { Database } from 'lucide-react';
import { memo } from 'react';
import type { ApiSourceFlowNode } from '../flow-types.ts';
import { MethodBadge } from './method-badge.tsx';
import { MoreLine, Muted, NodeCard } from './node-card.tsx';

/** Product spec §9: the summary shows the first 2 endpoints. */
export const summaryEndpoints = 2;

export const ApiSourceNodeView = memo(function ApiSourceNodeView({
  data,
  selected,
}: NodeProps<ApiSourceFlowNode>) {
  const shown = data.endpoints.slice(0, summaryEndpoints);
  return (
    <NodeCard
      kind="API Source"
      label={data.label}
      icon={Database}
      tone="indigo"
      selected={selected}
      inputs={false}
      outputs
    >
      {data.baseUrl ? (
        <p className="truncate font-mono text-[11px] text-slate-500" title={data.baseUrl}>
          {data.baseUrl}
        </p>
      ) : (
        <Muted>No base URL</Muted>
      )}
      {shown.length === 0 ? <Muted>No endpoints yet</Muted> : null}
      {shown.map((endpoint, index) => (
        // Rows have no identity of their own; their order is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="flex items-center gap-1.5">
          <MethodBadge method={endpoint.method} />
          <span className="truncate font-mono text-[11px] text-slate-700" title={endpoint.path}>
            {endpoint.path || '/'}
          </span>
        </p>
      ))}
      <MoreLine count={data.endpoints.length - shown.length} />
    </NodeCard>
  );
});
