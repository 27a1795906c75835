import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { documentationQueryKey, type SourceDetail } from './types.ts';

export const sourceDetailQueryKey = (id: string) => [...documentationQueryKey, 'source', id] as const;

export const fetchSourceDetail = (id: string) =>
  api<SourceDetail>(`/api/documentation/sources/${encodeURIComponent(id)}`);

export function useSourceDetail(id: string | null) {
  return useQuery({
    queryKey: sourceDetailQueryKey(id ?? ''),
    queryFn: () => fetchSourceDetail(id ?? ''),
    enabled: id !== null,
  });
}
