import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { documentationQueryKey, type OperationPage } from './types.ts';

export const operationsPageSize = 50;

export interface OperationsQuery {
  search: string;
  offset: number;
}

export const operationsQueryKey = (query: OperationsQuery) =>
  [...documentationQueryKey, 'operations', query.search, query.offset] as const;

export function fetchOperations({ search, offset }: OperationsQuery) {
  const params = new URLSearchParams({ limit: String(operationsPageSize), offset: String(offset) });
  if (search) params.set('search', search);
  return api<OperationPage>(`/api/documentation/operations?${params}`);
}

/** One server-side page; the previous page stays on screen while the next one loads. */
export function useOperations(query: OperationsQuery) {
  return useQuery({
    queryKey: operationsQueryKey(query),
    queryFn: () => fetchOperations(query),
    placeholderData: keepPreviousData,
  });
}
