import { Handle, Position } from '@xyflow/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

export type NodeTone = 'indigo' | 'amber' | 'emerald';

const tones: Record<NodeTone, { header: string; icon: string; ring: string }> = {
  indigo: { header: 'bg-brand-50 text-brand-700', icon: 'text-brand-600', ring: 'ring-brand-500' },
  amber: { header: 'bg-amber-50 text-amber-800', icon: 'text-amber-600', ring: 'ring-amber-500' },
  emerald: { header: 'bg-emerald-50 text-emerald-800', icon: 'text-emerald-600', ring: 'ring-emerald-500' },
};

interface NodeCardProps {
  kind: string;
  label: string;
  icon: LucideIcon;
  tone: NodeTone;
  selected: boolean;
  inputs: boolean;
  outputs: boolean;
  children: ReactNode;
}

const handleClass = '!h-3 !w-3 !border-2 !border-white !bg-slate-400';

/** The frame every canvas node shares: kind and label on top, a summary below, handles on the sides. */
export function NodeCard({
  kind,
  label,
  icon: Icon,
  tone,
  selected,
  inputs,
  outputs,
  children,
}: NodeCardProps) {
  const colours = tones[tone];
  return (
    <div
      className={cn(
        'w-64 overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow',
        selected ? cn('ring-2 shadow-md', colours.ring) : 'hover:shadow-md',
      )}
    >
      {inputs ? <Handle type="target" position={Position.Left} className={handleClass} /> : null}
      <div className={cn('flex items-center gap-2 px-3 py-2', colours.header)}>
        <Icon aria-hidden className={cn('h-4 w-4 shrink-0', colours.icon)} />
        <div className="min-w-0">
          <p className="text-[10px] font-semibold uppercase tracking-wide opacity-80">{kind}</p>
          <p className="truncate text-sm font-semibold">{label || kind}</p>
        </div>
      </div>
      <div className="space-y-1 px-3 py-2 text-xs text-slate-600">{children}</div>
      {outputs ? <Handle type="source" position={Position.Right} className={handleClass} /> : null}
    </div>
  );
}

export function MoreLine({ count }: { count: number }) {
  return count > 0 ? <p className="font-medium text-slate-500">+ {count} more</p> : null;
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className="italic text-slate-400">{children}</p>;
}
