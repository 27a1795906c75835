import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sourcesQueryKey } from './sources-query.ts';
import { documentationQueryKey, type Source } from './types.ts';

export const deleteSource = (id: string) =>
  api<void>(`/api/documentation/sources/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSource,
    onSuccess: (_nothing, id) => {
      client.setQueryData<{ sources: Source[] }>(sourcesQueryKey, (current) =>
        current ? { sources: current.sources.filter((source) => source.id !== id) } : current,
      );
      // Its operations went with it.
      void client.invalidateQueries({ queryKey: documentationQueryKey });
    },
  });
}
