import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfaceQueryKey } from './get-interface.ts';
import { interfacesQueryKey } from './get-interfaces.ts';
import type { InterfaceDetail, InterfaceSummary } from './types.ts';

export const publishInterface = (id: string, version?: number) =>
  api<{ interface: InterfaceSummary }>(`/api/interfaces/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    json: version === undefined ? {} : { version },
  });

export function usePublishInterface(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version?: number) => publishInterface(id, version),
    onSuccess: ({ interface: summary }) => {
      queryClient.setQueryData<InterfaceDetail>(interfaceQueryKey(id), (detail) =>
        detail ? { ...detail, interface: summary } : detail,
      );
      queryClient.invalidateQueries({ queryKey: interfacesQueryKey, exact: true });
    },
  });
}
