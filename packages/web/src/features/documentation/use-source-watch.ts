import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useLiveEvent } from '../../lib/use-live-events.ts';
import { useSources } from './api/sources-query.ts';
import { documentationQueryKey, type SourceStatus } from './api/types.ts';
import { finishedSources } from './source-list.ts';

/**
 * Keeps the page current while analyses run: live `source.updated` events refetch its queries
 * (the sources list also polls while one is analysing), and a source seen analysing that
 * finishes gets its toast. State lives on the server, so a reload picks up where it was.
 */
export function useSourceWatch() {
  const client = useQueryClient();
  const sources = useSources();
  const seen = useRef(new Map<string, SourceStatus>());

  const refetchAll = useCallback(
    () => void client.invalidateQueries({ queryKey: documentationQueryKey }),
    [client],
  );
  useLiveEvent('source.updated', refetchAll);
  useLiveEvent('live.reconnected', refetchAll);

  const list = sources.data?.sources;
  useEffect(() => {
    if (!list) return;
    const finished = finishedSources(seen.current, list);
    for (const { source, to } of finished) {
      if (to === 'complete') {
        toast.success(`Analysis completed for ${source.name}`);
        toast.success('AI analysis complete', {
          description:
            source.findingsCount === 0
              ? 'No findings: the document has nothing to fix.'
              : `${source.findingsCount} ${source.findingsCount === 1 ? 'finding' : 'findings'} to review in View details.`,
        });
      } else {
        toast.error(`Analysis failed for ${source.name}`, { description: source.error ?? undefined });
      }
    }
    // Polling may be what noticed: the discovered APIs changed with the source.
    if (finished.length > 0)
      void client.invalidateQueries({ queryKey: [...documentationQueryKey, 'operations'] });
    seen.current = new Map(list.map((source) => [source.id, source.status]));
  }, [list, client]);

  return sources;
}
