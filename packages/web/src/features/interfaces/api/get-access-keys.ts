import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfaceQueryKey } from './get-interface.ts';
import type { AccessKey } from './types.ts';

export const accessKeysQueryKey = (id: string) => [...interfaceQueryKey(id), 'keys'] as const;

export const fetchAccessKeys = (id: string) =>
  api<{ keys: AccessKey[] }>(`/api/interfaces/${encodeURIComponent(id)}/keys`);

export function useAccessKeys(id: string) {
  return useQuery({
    queryKey: accessKeysQueryKey(id),
    queryFn: () => fetchAccessKeys(id),
    select: (d) => d.keys,
  });
}
