import type { Catalog, SecurityRequirement } from '../catalog/model.ts';
import { escapePointerToken, isRecord } from '../catalog/schema-walk.ts';

export const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export function operationPointer(path: string, method: string): string {
  return `#/paths/${escapePointerToken(path)}/${method}`;
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** JSON first (it is what tools send and validate), then forms, then whatever comes first. */
export function preferredMediaType(types: string[]): string | undefined {
  return (
    types.find((type) => /^application\/json\b/i.test(type)) ??
    types.find((type) => /[/+]json\b/i.test(type)) ??
    types.find((type) => /x-www-form-urlencoded/i.test(type)) ??
    types.find((type) => /multipart\/form-data/i.test(type)) ??
    types[0]
  );
}

export function infoParts(
  document: Record<string, unknown>,
  fallbackTitle: string,
): Pick<Catalog, 'title' | 'version' | 'description'> {
  const info = isRecord(document.info) ? document.info : {};
  const version = typeof info.version === 'number' ? String(info.version) : text(info.version);
  const description = text(info.description);
  return {
    title: text(info.title) ?? fallbackTitle,
    ...(version !== undefined && { version }),
    ...(description !== undefined && { description }),
  };
}

/** `security` as written, or undefined when absent (so the document default applies). */
export function securityRequirements(value: unknown): SecurityRequirement[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isRecord).map((requirement) => {
    const normalised: SecurityRequirement = {};
    for (const [name, scopes] of Object.entries(requirement)) normalised[name] = stringList(scopes);
    return normalised;
  });
}

/** Status keys as the catalogue writes them: `200`, `4XX`, `default`. */
export function statusKey(status: string): string {
  return status.toLowerCase() === 'default' ? 'default' : status.toUpperCase();
}
