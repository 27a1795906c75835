import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fetchInterface, interfaceQueryKey } from './get-interface.ts';
import { interfacesQueryKey } from './get-interfaces.ts';
import { versionsQueryKey } from './get-versions.ts';
import type { InterfaceDetail, SavedInterface } from './types.ts';

export const restoreVersion = (id: string, version: number) =>
  api<SavedInterface>(`/api/interfaces/${encodeURIComponent(id)}/versions/${version}/restore`, {
    method: 'POST',
  });

/** Restoring makes a new version; the builder then reloads the whole document (graph and secrets). */
export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number): Promise<InterfaceDetail> => {
      await restoreVersion(id, version);
      return fetchInterface(id);
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(interfaceQueryKey(id), detail);
      queryClient.invalidateQueries({ queryKey: versionsQueryKey(id) });
      queryClient.invalidateQueries({ queryKey: interfacesQueryKey, exact: true });
    },
  });
}
