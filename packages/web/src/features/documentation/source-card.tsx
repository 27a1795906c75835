import { formatDistanceToNow } from 'date-fns';
import { Eye, Loader2, RefreshCw, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { Source } from './api/types.ts';
import { CoverageBar } from './coverage-bar.tsx';
import { SourceStatusBadge, SourceTypeIcon, SourceTypeLabel } from './source-badges.tsx';

export interface SourceActions {
  onDetails: (source: Source) => void;
  onRefresh: (source: Source) => void;
  onDelete: (source: Source) => void;
  /** The source whose re-run request is on its way, if any. */
  refreshingId: string | null;
}

function relativeTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'unknown' : formatDistanceToNow(date, { addSuffix: true });
}

const actionClass =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

export const SourceCard = memo(function SourceCard({
  source,
  onDetails,
  onRefresh,
  onDelete,
  refreshingId,
}: { source: Source } & SourceActions) {
  const analyzing = source.status === 'analyzing';
  const refreshing = refreshingId === source.id;
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <SourceTypeIcon type={source.type} />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 break-words font-semibold text-slate-900" title={source.name}>
            {source.name}
          </h3>
          {source.location !== source.name ? (
            <p className="truncate text-xs text-slate-500" title={source.location}>
              {source.location}
            </p>
          ) : null}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <SourceStatusBadge status={source.status} />
            <SourceTypeLabel type={source.type} />
            {source.format ? <span className="text-xs text-slate-500">{source.format}</span> : null}
          </p>
        </div>
      </div>

      {analyzing ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-blue-700">
          <Loader2 aria-hidden className="h-4 w-4 shrink-0 animate-spin" />
          <span className="min-w-0 break-words">{source.progress ?? 'Analyzing…'}</span>
        </p>
      ) : null}
      {source.status === 'error' && source.error ? (
        <p className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {source.error}
        </p>
      ) : null}

      <dl className="my-4 grid grid-cols-3 gap-x-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">APIs</dt>
          <dd className="font-semibold text-slate-900">{source.apiCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Findings</dt>
          <dd className="font-semibold text-slate-900">{source.findingsCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Last updated</dt>
          <dd className="text-slate-700" title={new Date(source.lastUpdated).toLocaleString()}>
            {relativeTime(source.lastUpdated)}
          </dd>
        </div>
      </dl>

      {source.status === 'complete' || source.revision > 0 ? (
        <div className="mb-4">
          <CoverageBar coverage={source.coverage} />
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-1 border-t border-slate-100 pt-3">
        <button
          type="button"
          onClick={() => onDetails(source)}
          className={`${actionClass} text-brand-700 hover:bg-brand-50`}
        >
          <Eye aria-hidden className="h-4 w-4" /> View details
        </button>
        <button
          type="button"
          onClick={() => onRefresh(source)}
          disabled={analyzing || refreshing}
          className={`${actionClass} text-slate-700 hover:bg-slate-100`}
        >
          <RefreshCw aria-hidden className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} />
          {source.type === 'uploaded' ? 'Re-run analysis' : 'Re-run discovery'}
        </button>
        <button
          type="button"
          onClick={() => onDelete(source)}
          aria-label={`Delete ${source.name}`}
          className={`${actionClass} ml-auto text-red-600 hover:bg-red-50`}
        >
          <Trash2 aria-hidden className="h-4 w-4" /> Delete
        </button>
      </div>
    </li>
  );
});
