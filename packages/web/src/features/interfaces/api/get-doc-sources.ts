import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { DocSource } from './types.ts';

export const docSourcesQueryKey = ['documentation', 'sources'] as const;

export const fetchDocSources = () => api<{ sources: DocSource[] }>('/api/documentation/sources');

/** Catalogue sources whose analysis finished: the only ones with operations to pick. */
export function useCompleteDocSources(enabled = true) {
  return useQuery({
    queryKey: docSourcesQueryKey,
    queryFn: fetchDocSources,
    select: (data) => data.sources.filter((source) => source.status === 'complete'),
    enabled,
  });
}
