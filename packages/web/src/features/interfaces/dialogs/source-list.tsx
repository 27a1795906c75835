import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCompleteDocSources } from '../api/get-doc-sources.ts';
import type { DocSource } from '../api/types.ts';

interface SourceListProps {
  /** A source other than this one cannot be picked (the node is linked to it). */
  lockedTo: string | null;
  onPick: (source: DocSource) => void;
}

export function SourceList({ lockedTo, onPick }: SourceListProps) {
  const sources = useCompleteDocSources();
  if (sources.isPending) return <Spinner label="Loading documentation sources" />;
  if (sources.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(sources.error)}
      </p>
    );
  }
  if (sources.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No analysed documentation yet. Upload a document or discover one from a URL on the{' '}
        <Link to="/app/documentation" className="font-medium text-brand-700 underline">
          Documentation
        </Link>{' '}
        page, then come back.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {lockedTo ? (
        <p className="text-xs text-slate-500">
          This node is linked to one source. To use another one, add another API Source node.
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {sources.data.map((source) => {
          const disabled = lockedTo !== null && lockedTo !== source.id;
          return (
            <li key={source.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(source)}
                className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{source.name}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {source.apiCount} operation{source.apiCount === 1 ? '' : 's'}
                    {source.format ? ` · ${source.format}` : ''} · {source.coverage}% documented
                  </span>
                </span>
                <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
