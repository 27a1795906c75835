import { cn } from '../../../components/ui/cn.ts';
import type { InterfaceSummary } from '../api/types.ts';

export function StatusBadge({ summary }: { summary: Pick<InterfaceSummary, 'status' | 'publishedVersion'> }) {
  const published = summary.status === 'published';
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        published
          ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
      )}
    >
      <span
        aria-hidden
        className={cn('h-1.5 w-1.5 rounded-full', published ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      {published ? `Published${summary.publishedVersion ? ` · v${summary.publishedVersion}` : ''}` : 'Draft'}
    </span>
  );
}
