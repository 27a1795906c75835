import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { documentationQueryKey, type OperationDetail } from './types.ts';

export const operationDetailQueryKey = (id: string) => [...documentationQueryKey, 'operation', id] as const;

export const fetchOperationDetail = (id: string) =>
  api<OperationDetail>(`/api/documentation/operations/${encodeURIComponent(id)}`);

export function useOperationDetail(id: string | null) {
  return useQuery({
    queryKey: operationDetailQueryKey(id ?? ''),
    queryFn: () => fetchOperationDetail(id ?? ''),
    enabled: id !== null,
  });
}
