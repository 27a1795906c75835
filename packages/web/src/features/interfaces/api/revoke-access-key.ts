import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accessKeysQueryKey } from './get-access-keys.ts';

export const revokeAccessKey = (id: string, keyId: string) =>
  api<void>(`/api/interfaces/${encodeURIComponent(id)}/keys/${encodeURIComponent(keyId)}`, {
    method: 'DELETE',
  });

export function useRevokeAccessKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeAccessKey(id, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeysQueryKey(id) }),
  });
}
