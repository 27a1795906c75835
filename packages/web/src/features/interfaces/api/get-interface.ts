import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { interfacesQueryKey } from './get-interfaces.ts';
import type { InterfaceDetail } from './types.ts';

export const interfaceQueryKey = (id: string) => [...interfacesQueryKey, id] as const;

export const fetchInterface = (id: string) =>
  api<InterfaceDetail>(`/api/interfaces/${encodeURIComponent(id)}`);

/** The builder copies the graph into its own state once; later refetches only refresh the summary. */
export function useInterface(id: string) {
  return useQuery({ queryKey: interfaceQueryKey(id), queryFn: () => fetchInterface(id) });
}
