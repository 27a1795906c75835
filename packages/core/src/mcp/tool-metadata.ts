import type { CatalogOperation } from '../catalog/model.ts';
import type { HttpMethod, SourceEndpoint, ToolAnnotations } from './graph.ts';
import { nameFromMethodAndPath, sanitizeToolName, shortenToolName, uniqueToolName } from './tool-names.ts';

/** Hints from the HTTP method (GraphQL: queries read, mutations write), then the row's overrides. */
export function toolAnnotations(
  method: HttpMethod,
  graphqlRoot: string | undefined,
  overrides: Partial<ToolAnnotations> | undefined,
): ToolAnnotations {
  const base: ToolAnnotations =
    graphqlRoot !== undefined
      ? graphqlRoot === 'Query'
        ? { readOnlyHint: true }
        : { readOnlyHint: false }
      : method === 'GET'
        ? { readOnlyHint: true }
        : method === 'DELETE'
          ? { readOnlyHint: false, destructiveHint: true, idempotentHint: true }
          : method === 'PUT'
            ? { readOnlyHint: false, idempotentHint: true }
            : { readOnlyHint: false };
  const merged: ToolAnnotations = { ...base };
  for (const [key, value] of Object.entries(overrides ?? {}) as [keyof ToolAnnotations, never][]) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

export interface NamedTool {
  name: string;
  notes: string[];
}

/** Picks, cleans, shortens and de-duplicates a tool name, saying what changed and why. */
export function toolName(
  endpoint: SourceEndpoint,
  operation: CatalogOperation | undefined,
  method: HttpMethod,
  path: string,
  taken: ReadonlySet<string>,
  max: number,
): NamedTool {
  const notes: string[] = [];
  const chosen =
    endpoint.toolName?.trim() ||
    operation?.operationId ||
    operation?.graphql?.field ||
    nameFromMethodAndPath(method, path);
  const clean = sanitizeToolName(chosen);
  if (clean !== chosen) notes.push(`Tool name '${chosen}' has characters clients reject; using '${clean}'`);
  const short = shortenToolName(clean, max);
  if (short !== clean) {
    notes.push(
      `Tool name '${clean}' is ${clean.length} characters, over the ${max} clients accept; shortened to '${short}'`,
    );
  }
  const name = uniqueToolName(short, taken, max);
  if (name !== short) notes.push(`Tool name '${short}' is already used; renamed to '${name}'`);
  return { name, notes };
}

export function toolDescription(endpoint: SourceEndpoint, operation: CatalogOperation | undefined): string {
  const text =
    endpoint.toolDescription?.trim() ||
    operation?.description?.trim() ||
    operation?.summary?.trim() ||
    endpoint.description.trim();
  return text || `${endpoint.method} ${endpoint.path}`;
}

export function toolTitle(
  endpoint: SourceEndpoint,
  operation: CatalogOperation | undefined,
): string | undefined {
  return endpoint.title?.trim() || operation?.summary?.trim() || undefined;
}
