import type { InterfaceGraph } from '@cartographer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfaceQueryKey } from './get-interface.ts';
import { interfacesQueryKey } from './get-interfaces.ts';
import type { InterfaceDetail, SavedInterface } from './types.ts';

export const saveInterface = (id: string, graph: InterfaceGraph) =>
  api<SavedInterface>(`/api/interfaces/${encodeURIComponent(id)}`, { method: 'PUT', json: { graph } });

export function useSaveInterface(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (graph: InterfaceGraph) => saveInterface(id, graph),
    onSuccess: (saved, graph) => {
      queryClient.setQueryData<InterfaceDetail>(interfaceQueryKey(id), (detail) =>
        detail ? { ...detail, interface: saved.interface, version: saved.version, graph } : detail,
      );
      queryClient.invalidateQueries({ queryKey: interfacesQueryKey, exact: true });
      queryClient.invalidateQueries({ queryKey: [...interfaceQueryKey(id), 'versions'] });
    },
  });
}
