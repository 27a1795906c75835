import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfacesQueryKey } from './get-interfaces.ts';
import type { InterfaceSummary } from './types.ts';

export const createInterface = (name?: string) =>
  api<{ interface: InterfaceSummary }>('/api/interfaces', { method: 'POST', json: name ? { name } : {} });

export function useCreateInterface() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterface,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interfacesQueryKey, exact: true }),
  });
}
