import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfaceQueryKey } from './get-interface.ts';
import type { VersionSummary } from './types.ts';

export const versionsQueryKey = (id: string) => [...interfaceQueryKey(id), 'versions'] as const;

export const fetchVersions = (id: string) =>
  api<{ versions: VersionSummary[] }>(`/api/interfaces/${encodeURIComponent(id)}/versions`);

export function useVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: versionsQueryKey(id),
    queryFn: () => fetchVersions(id),
    select: (data) => data.versions,
    enabled,
  });
}
