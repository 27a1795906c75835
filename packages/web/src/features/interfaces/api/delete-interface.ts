import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfacesQueryKey } from './get-interfaces.ts';
import type { InterfaceSummary } from './types.ts';

export const deleteInterface = (id: string) =>
  api<void>(`/api/interfaces/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteInterface() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInterface,
    onSuccess: (_, id) => {
      queryClient.setQueryData<{ interfaces: InterfaceSummary[] }>(interfacesQueryKey, (data) =>
        data ? { interfaces: data.interfaces.filter((item) => item.id !== id) } : data,
      );
      queryClient.removeQueries({ queryKey: [...interfacesQueryKey, id] });
    },
  });
}
