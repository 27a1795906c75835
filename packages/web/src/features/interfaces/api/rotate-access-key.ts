import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accessKeysQueryKey } from './get-access-keys.ts';
import type { IssuedKey } from './types.ts';

export const rotateAccessKey = (id: string, keyId: string) =>
  api<IssuedKey>(`/api/interfaces/${encodeURIComponent(id)}/keys/${encodeURIComponent(keyId)}/rotate`, {
    method: 'POST',
  });

export function useRotateAccessKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => rotateAccessKey(id, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeysQueryKey(id) }),
  });
}
