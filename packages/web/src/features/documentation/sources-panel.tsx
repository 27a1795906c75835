import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useRefreshSource } from './api/refresh-source.ts';
import { useSources } from './api/sources-query.ts';
import type { Source } from './api/types.ts';
import { DeleteSourceDialog } from './delete-source-dialog.tsx';
import { SourceCard } from './source-card.tsx';
import { SourceDetailDialog } from './source-detail-dialog.tsx';
import { filterSources } from './source-list.ts';

export const noSourcesMessage = 'No document sources found. Try a different search or upload a new document.';

export function SourcesPanel({ search }: { search: string }) {
  const sources = useSources();
  const refresh = useRefreshSource();
  const [detailId, setDetailId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Source | null>(null);

  const visible = useMemo(() => filterSources(sources.data?.sources ?? [], search), [sources.data, search]);

  const onDetails = useCallback((source: Source) => setDetailId(source.id), []);
  const onDelete = useCallback((source: Source) => setDeleting(source), []);
  const { mutate: runRefresh } = refresh;
  const onRefresh = useCallback(
    (source: Source) =>
      runRefresh(source.id, {
        onError: (error) => toast.error(errorMessage(error)),
      }),
    [runRefresh],
  );

  if (sources.isPending) return <Spinner label="Loading document sources" />;
  if (sources.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        <p>{errorMessage(sources.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void sources.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <>
      {visible.length === 0 ? (
        <EmptyState title={noSourcesMessage} />
      ) : (
        <ul aria-label="Document sources" className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {visible.map((source) => (
            <SourceCard
              key={source.id}
              source={source}
              onDetails={onDetails}
              onRefresh={onRefresh}
              onDelete={onDelete}
              refreshingId={refresh.isPending ? (refresh.variables ?? null) : null}
            />
          ))}
        </ul>
      )}
      {detailId ? <SourceDetailDialog sourceId={detailId} onClose={() => setDetailId(null)} /> : null}
      {deleting ? <DeleteSourceDialog source={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
