import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfaceQueryKey } from './get-interface.ts';
import { interfacesQueryKey } from './get-interfaces.ts';
import type { InterfaceDetail, InterfaceSummary } from './types.ts';

export const unpublishInterface = (id: string) =>
  api<{ interface: InterfaceSummary }>(`/api/interfaces/${encodeURIComponent(id)}/unpublish`, {
    method: 'POST',
  });

export function useUnpublishInterface(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishInterface(id),
    onSuccess: ({ interface: summary }) => {
      queryClient.setQueryData<InterfaceDetail>(interfaceQueryKey(id), (detail) =>
        detail ? { ...detail, interface: summary } : detail,
      );
      queryClient.invalidateQueries({ queryKey: interfacesQueryKey, exact: true });
    },
  });
}
