import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfacesQueryKey } from './get-interfaces.ts';
import type { InterfaceSummary } from './types.ts';

export const duplicateInterface = (id: string) =>
  api<{ interface: InterfaceSummary }>(`/api/interfaces/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
  });

export function useDuplicateInterface() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateInterface,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interfacesQueryKey, exact: true }),
  });
}
