import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { upsertCachedSource } from './sources-query.ts';
import { documentationQueryKey, type Source } from './types.ts';

export const refreshSource = (id: string) =>
  api<{ source: Source }>(`/api/documentation/sources/${encodeURIComponent(id)}/refresh`, { method: 'POST' });

export function useRefreshSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshSource,
    onSuccess: ({ source }) => {
      upsertCachedSource(client, source);
      void client.invalidateQueries({ queryKey: documentationQueryKey });
    },
  });
}
