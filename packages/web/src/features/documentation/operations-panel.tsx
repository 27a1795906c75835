import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { operationsPageSize, useOperations } from './api/operations-query.ts';
import { OperationTableRow } from './operation-row.tsx';
import { pageRangeLabel } from './source-list.ts';

export const noOperationsMessage = 'No APIs found. Try a different search or add more documentation sources.';

const headClass = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';

export function OperationsPanel({ search, onOpen }: { search: string; onOpen: (id: string) => void }) {
  // The page belongs to one search: a new search starts again at the first page.
  const [page, setPage] = useState({ search, offset: 0 });
  const offset = page.search === search ? page.offset : 0;
  const operations = useOperations({ search, offset });
  const total = operations.data?.total ?? 0;

  // Deleting sources can leave the page past the end: go to the last page that exists.
  useEffect(() => {
    if (operations.data && offset > 0 && offset >= total) {
      setPage({
        search,
        offset: Math.max(0, Math.floor((total - 1) / operationsPageSize) * operationsPageSize),
      });
    }
  }, [operations.data, offset, total, search]);

  if (operations.isPending) return <Spinner label="Loading discovered APIs" />;
  if (operations.isError && !operations.data) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        <p>{errorMessage(operations.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void operations.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = operations.data?.items ?? [];
  if (items.length === 0 && offset === 0) return <EmptyState title={noOperationsMessage} />;

  const goTo = (next: number) => setPage({ search, offset: next });
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <table className="block w-full md:table" aria-busy={operations.isFetching}>
        <caption className="sr-only">Discovered APIs</caption>
        <thead className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-slate-200 md:bg-slate-50">
          <tr>
            <th scope="col" className={`${headClass} pl-4`}>
              Method
            </th>
            <th scope="col" className={headClass}>
              Path
            </th>
            <th scope="col" className={headClass}>
              Name
            </th>
            <th scope="col" className={headClass}>
              Source
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Parameters
            </th>
            <th scope="col" className={`${headClass} pr-4`}>
              Documentation
            </th>
          </tr>
        </thead>
        <tbody className={`block md:table-row-group ${operations.isPlaceholderData ? 'opacity-60' : ''}`}>
          {items.map((row) => (
            <OperationTableRow key={row.id} row={row} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
      <nav
        aria-label="Pages of discovered APIs"
        className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
      >
        <span aria-live="polite">{pageRangeLabel(offset, items.length, total)}</span>
        <span className="flex gap-2">
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            disabled={offset === 0 || operations.isPlaceholderData}
            onClick={() => goTo(Math.max(0, offset - operationsPageSize))}
          >
            <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            disabled={offset + operationsPageSize >= total || operations.isPlaceholderData}
            onClick={() => goTo(offset + operationsPageSize)}
          >
            Next <ChevronRight aria-hidden className="h-4 w-4" />
          </Button>
        </span>
      </nav>
    </div>
  );
}
