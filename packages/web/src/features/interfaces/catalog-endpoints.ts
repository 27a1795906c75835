import { type ApiSourceData, type HttpMethod, httpMethods, type SourceEndpoint } from '@cartographer/core';

/** How catalogue operations become endpoint rows of an API Source node ('Discover Documentation'). */

export interface CatalogPick {
  key: string;
  method: string;
  path: string;
  summary: string | null;
  tags?: string[];
}

/** SOAP operations and GraphQL subscriptions are listed by the catalogue but never become tools. */
export function becomesEndpoint(operation: Pick<CatalogPick, 'method'>): boolean {
  return operation.method !== 'SOAP' && operation.method !== 'SUBSCRIPTION';
}

/** Safe operations: HTTP GET and GraphQL queries. */
export function isReadOperation(operation: Pick<CatalogPick, 'method'>): boolean {
  return operation.method === 'GET' || operation.method === 'QUERY';
}

/** GraphQL operations travel as POST; the compiler takes the real shape from the catalogue by `operationKey`. */
export function endpointFromOperation(operation: CatalogPick): SourceEndpoint {
  const method = (httpMethods as readonly string[]).includes(operation.method)
    ? (operation.method as HttpMethod)
    : 'POST';
  return {
    method,
    path: operation.path,
    description: operation.summary?.trim() ?? '',
    operationKey: operation.key,
  };
}

export interface AddedEndpoints {
  data: ApiSourceData;
  added: number;
}

/**
 * Links the node to `sourceId` and appends the picked operations it does not have yet. The base
 * URL is filled from the source's first declared server only when the node has none.
 */
export function addCatalogEndpoints(
  data: ApiSourceData,
  sourceId: string,
  operations: readonly CatalogPick[],
  servers: readonly string[] = [],
): AddedEndpoints {
  const present = new Set(data.endpoints.map((endpoint) => endpoint.operationKey).filter(Boolean));
  const fresh = operations
    .filter((operation) => becomesEndpoint(operation) && !present.has(operation.key))
    .map(endpointFromOperation);
  const server = servers.find((url) => url.trim() !== '');
  return {
    data: {
      ...data,
      catalogSourceId: sourceId,
      baseUrl: data.baseUrl.trim() === '' && server ? server : data.baseUrl,
      endpoints: [...data.endpoints, ...fresh],
    },
    added: fresh.length,
  };
}

export interface TagCount {
  tag: string;
  count: number;
}

/** The tags of the listed operations, most used first, for 'select by tag'. */
export function operationTags(operations: readonly CatalogPick[]): TagCount[] {
  const counts = new Map<string, number>();
  for (const operation of operations) {
    for (const tag of operation.tags ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}
