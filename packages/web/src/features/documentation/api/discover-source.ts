import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { upsertCachedSource } from './sources-query.ts';
import { type DiscoverKind, documentationQueryKey, type Source } from './types.ts';

export interface DiscoverInput {
  url: string;
  kind: DiscoverKind;
}

export const discoverSource = (input: DiscoverInput) =>
  api<{ source: Source }>('/api/documentation/sources/discover', { method: 'POST', json: input });

export function useDiscoverSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: discoverSource,
    onSuccess: ({ source }) => {
      upsertCachedSource(client, source);
      void client.invalidateQueries({ queryKey: documentationQueryKey });
    },
  });
}
