import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { documentationQueryKey, type Source } from './types.ts';

export const sourcesQueryKey = [...documentationQueryKey, 'sources'] as const;

/** While analysis runs the list is polled as well, in case the live event stream is down. */
export const analyzingPollMs = 3000;

export const fetchSources = () => api<{ sources: Source[] }>('/api/documentation/sources');

export function useSources() {
  return useQuery({
    queryKey: sourcesQueryKey,
    queryFn: fetchSources,
    refetchInterval: (query) =>
      query.state.data?.sources.some((source) => source.status === 'analyzing') ? analyzingPollMs : false,
  });
}

/** Puts a source the server just answered with into the cached list, so it shows (analyzing) at once. */
export function upsertCachedSource(client: QueryClient, source: Source) {
  client.setQueryData<{ sources: Source[] }>(sourcesQueryKey, (current) => {
    if (!current) return { sources: [source] };
    const others = current.sources.filter((existing) => existing.id !== source.id);
    return { sources: [source, ...others] };
  });
}
