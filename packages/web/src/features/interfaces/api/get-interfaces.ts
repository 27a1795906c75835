import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { InterfaceSummary } from './types.ts';

export const interfacesQueryKey = ['interfaces'] as const;

export const fetchInterfaces = () => api<{ interfaces: InterfaceSummary[] }>('/api/interfaces');

export function useInterfaces() {
  return useQuery({
    queryKey: interfacesQueryKey,
    queryFn: fetchInterfaces,
    select: (data) => data.interfaces,
  });
}
