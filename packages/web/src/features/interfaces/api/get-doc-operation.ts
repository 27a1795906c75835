import { api } from '../../../lib/api.ts';
import type { OperationDetail } from './types.ts';

/** One catalogue operation with its full schemas; used for base URLs and tool names, so no hook. */
export const fetchDocOperation = (operationId: string) =>
  api<OperationDetail>(`/api/documentation/operations/${encodeURIComponent(operationId)}`);

/** Base URLs the operation's source declares; none when the API does not say. */
export async function fetchDeclaredServers(operationId: string): Promise<string[]> {
  const detail = await fetchDocOperation(operationId);
  return Array.isArray(detail.servers) ? detail.servers.filter((url) => typeof url === 'string') : [];
}
