import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { upsertCachedSource } from './sources-query.ts';
import { documentationQueryKey, type Source } from './types.ts';

/** Multipart upload; `api` leaves the content type to fetch, which adds the boundary. */
export function uploadSource(file: File) {
  const body = new FormData();
  body.set('file', file);
  return api<{ source: Source }>('/api/documentation/sources/upload', { method: 'POST', body });
}

export function useUploadSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadSource,
    onSuccess: ({ source }) => {
      upsertCachedSource(client, source);
      void client.invalidateQueries({ queryKey: documentationQueryKey });
    },
  });
}
