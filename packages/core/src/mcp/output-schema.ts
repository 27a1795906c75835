import type { CatalogOperation, JsonSchema } from '../catalog/model.ts';
import type { OutputField } from './graph.ts';
import { type SchemaBundler, withDefs } from './schema-bundler.ts';
import type { JsonSchemaObject } from './tool-types.ts';

export type ResponseShape = 'object' | 'array' | 'other' | 'unknown';

/**
 * The Output node's fields as an object schema. Fields are optional: an upstream may omit one.
 * Sensitive numbers and strings leave the gateway masked, so their schema type is string.
 */
export function outputFromFields(fields: OutputField[]): JsonSchemaObject | undefined {
  if (fields.length === 0) return undefined;
  const properties: Record<string, JsonSchemaObject> = {};
  for (const field of fields) {
    const masked = field.sensitive === true;
    const type = masked && field.type === 'number' ? 'string' : field.type;
    const description = masked ? `${field.description} (masked)`.trim() : field.description;
    properties[field.name] = description ? { type, description } : { type };
  }
  return { type: 'object', properties };
}

/** The schema of the operation's success response: 200, 201, then 2XX, then any other 2xx. */
export function successResponseSchema(operation: CatalogOperation): JsonSchema | undefined {
  const ranked = operation.responses
    .filter((response) => /^2(\d\d|XX)$/i.test(response.status) && response.schema !== undefined)
    .sort((a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status));
  return ranked[0]?.schema;
}

function rank(status: string): number {
  if (status === '200') return 0;
  if (status === '201') return 1;
  return status.toUpperCase() === '2XX' ? 2 : 3;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function responseShape(
  schema: JsonSchema | undefined,
  bundler: SchemaBundler,
  depth = 0,
): ResponseShape {
  if (schema === undefined) return 'unknown';
  const resolved = bundler.resolveRoot(schema);
  if (!isRecord(resolved)) return 'other';
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (types.includes('object')) return 'object';
  if (types.includes('array')) return 'array';
  if (resolved.type !== undefined) return 'other';
  if (resolved.properties !== undefined || resolved.additionalProperties !== undefined) return 'object';
  const parts = resolved.allOf;
  if (Array.isArray(parts) && parts.length > 0 && depth < 8) {
    return parts.every((part) => responseShape(part as JsonSchema, bundler, depth + 1) === 'object')
      ? 'object'
      : 'other';
  }
  return 'unknown';
}

/** Larger catalogue response schemas are left out of `tools/list`: they would flood a client's context. */
export const maxCatalogOutputSchemaSize = 64 * 1024;

export interface CatalogOutput {
  schema?: JsonSchemaObject;
  note?: string;
}

/** The catalogue's success schema as an MCP output schema, when it is an object of a sensible size. */
export function outputFromCatalog(operation: CatalogOperation, bundler: SchemaBundler): CatalogOutput {
  const schema = successResponseSchema(operation);
  if (schema === undefined || responseShape(schema, bundler) !== 'object') return {};
  const root = bundler.rewrite(bundler.resolveRoot(schema));
  if (!isRecord(root.schema)) return {};
  const rootSize = JSON.stringify(root.schema).length;
  if (bundler.closureExceeds(root.refs, maxCatalogOutputSchemaSize - rootSize)) {
    return {
      note: `The response schema is over ${maxCatalogOutputSchemaSize / 1024} KB, too large to send as an output schema; add Output fields to declare the result`,
    };
  }
  const bundle = bundler.defsFor(root.refs);
  // MCP wants a literal object root; a nullable object root would be wrapped by some clients.
  return { schema: withDefs({ ...root.schema, type: 'object' }, bundle, root.missing.size > 0) };
}
