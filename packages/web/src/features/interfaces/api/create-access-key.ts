import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accessKeysQueryKey } from './get-access-keys.ts';
import type { IssuedKey } from './types.ts';

export interface NewAccessKey {
  name: string;
  /** null: every tool of the interface. */
  tools: string[] | null;
  readOnly: boolean;
}

export const createAccessKey = (id: string, input: NewAccessKey) =>
  api<IssuedKey>(`/api/interfaces/${encodeURIComponent(id)}/keys`, { method: 'POST', json: input });

export function useCreateAccessKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAccessKey) => createAccessKey(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeysQueryKey(id) }),
  });
}
