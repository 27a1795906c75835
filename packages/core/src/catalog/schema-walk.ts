import type { JsonSchema } from './model.ts';

/** Keywords whose value is one subschema (an array under `items` is the draft-04 tuple form). */
const singleSchemaKeywords = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contentSchema',
]);

/** Keywords whose value is a list of subschemas. */
const schemaListKeywords = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** Keywords whose value maps names to subschemas. */
const schemaMapKeywords = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
]);

export type SchemaObject = { [keyword: string]: unknown };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets an own property, even one named `__proto__` (a property name in documents, not a prototype). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * Copies a schema, passing every subschema through `map` (which usually recurses). Values of
 * other keywords (`enum`, `default`, `examples`, property names...) are data and are kept as they are,
 * so a property named `$ref` or `example` is never mistaken for a keyword.
 */
export function mapSubschemas(
  schema: SchemaObject,
  map: (subschema: unknown) => unknown,
  keep: (keyword: string) => boolean = () => true,
): SchemaObject {
  const out: SchemaObject = {};
  for (const key in schema) {
    if (!keep(key)) continue;
    const value = schema[key];
    if (singleSchemaKeywords.has(key)) {
      out[key] = Array.isArray(value) ? value.map(map) : map(value);
    } else if (schemaListKeywords.has(key) && Array.isArray(value)) {
      out[key] = value.map(map);
    } else if (schemaMapKeywords.has(key) && isRecord(value)) {
      const mapped: SchemaObject = {};
      for (const name in value) setOwn(mapped, name, map(value[name]));
      out[key] = mapped;
    } else {
      setOwn(out, key, value);
    }
  }
  return out;
}

/** Calls `visit` for each direct subschema of `schema`. */
export function forEachSubschema(schema: SchemaObject, visit: (subschema: unknown) => void): void {
  for (const key in schema) {
    const value = schema[key];
    if (singleSchemaKeywords.has(key)) {
      if (Array.isArray(value)) value.forEach(visit);
      else visit(value);
    } else if (schemaListKeywords.has(key) && Array.isArray(value)) {
      value.forEach(visit);
    } else if (schemaMapKeywords.has(key) && isRecord(value)) {
      for (const name in value) visit(value[name]);
    }
  }
}

export const componentSchemaPrefix = '#/components/schemas/';

/** `a/b~c` → `a~1b~0c` (RFC 6901). */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  let decoded = token;
  if (decoded.includes('%')) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // Not percent-encoded after all: keep the token as written.
    }
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The component name of a `#/components/schemas/Name` ref, or undefined for any other ref. */
export function componentSchemaName(ref: string): string | undefined {
  if (!ref.startsWith(componentSchemaPrefix)) return undefined;
  const token = ref.slice(componentSchemaPrefix.length);
  return token === '' || token.includes('/') ? undefined : unescapePointerToken(token);
}

export function componentSchemaRef(name: string): string {
  return componentSchemaPrefix + escapePointerToken(name);
}

/** Names of the components a schema refers to, directly or through its subschemas. */
export function collectComponentRefs(schema: JsonSchema, into: Set<string> = new Set()): Set<string> {
  const visit = (node: unknown): void => {
    if (!isRecord(node)) return;
    if (typeof node.$ref === 'string') {
      const name = componentSchemaName(node.$ref);
      if (name !== undefined) into.add(name);
    }
    forEachSubschema(node, visit);
  };
  visit(schema);
  return into;
}

/** True when a schema says something about the value beyond annotations (`{}` and `true` say nothing). */
export function isMeaningfulSchema(schema: JsonSchema | undefined): boolean {
  if (schema === undefined || schema === true) return false;
  if (schema === false) return true;
  for (const key in schema) {
    if (key !== 'description' && key !== 'title' && key !== '$comment') return true;
  }
  return false;
}
