import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { OperationPage, OperationRow } from './types.ts';

export const docOperationsQueryKey = (sourceId: string, search: string) =>
  ['documentation', 'operations', { sourceId, search }] as const;

export const pickerPageSize = 200;

export const fetchDocOperations = (sourceId: string, search: string, limit = pickerPageSize, offset = 0) => {
  const params = new URLSearchParams({ sourceId, limit: String(limit), offset: String(offset) });
  if (search.trim()) params.set('search', search.trim());
  return api<OperationPage>(`/api/documentation/operations?${params}`);
};

/** Every operation of a source, page by page (the API serves at most 500 per page). */
export async function fetchAllDocOperations(sourceId: string): Promise<OperationRow[]> {
  const rows: OperationRow[] = [];
  for (;;) {
    const page = await fetchDocOperations(sourceId, '', 500, rows.length);
    rows.push(...page.items);
    if (page.items.length === 0 || rows.length >= page.total) return rows;
  }
}

export function useDocOperations(sourceId: string | null, search: string) {
  return useQuery({
    queryKey: docOperationsQueryKey(sourceId ?? '', search),
    queryFn: () => fetchDocOperations(sourceId ?? '', search),
    enabled: sourceId !== null,
    placeholderData: keepPreviousData,
  });
}
