import type { InterfaceGraph } from '@cartographer/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { versionsQueryKey } from './get-versions.ts';

export const versionQueryKey = (id: string, version: number) => [...versionsQueryKey(id), version] as const;

export const fetchVersion = (id: string, version: number) =>
  api<{ graph: InterfaceGraph; version: number }>(
    `/api/interfaces/${encodeURIComponent(id)}/versions/${version}`,
  );

export function useVersion(id: string, version: number | null) {
  return useQuery({
    queryKey: versionQueryKey(id, version ?? 0),
    queryFn: () => fetchVersion(id, version ?? 0),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
