import { type SchemaObject, setOwn } from '../catalog/schema-walk.ts';

/** Array items looked at when inferring an array's item schema. */
const sampledItems = 20;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Two inferred schemas as one: object properties are merged, differing types become a type list. */
function merge(a: SchemaObject, b: SchemaObject): SchemaObject {
  if (Object.keys(a).length === 0) return b;
  if (Object.keys(b).length === 0) return a;
  if (a.type === 'object' && b.type === 'object') {
    const left = a.properties as Record<string, SchemaObject>;
    const right = b.properties as Record<string, SchemaObject>;
    const properties: Record<string, SchemaObject> = { ...left };
    for (const [name, schema] of Object.entries(right))
      properties[name] = left[name] ? merge(left[name], schema) : schema;
    return { type: 'object', properties };
  }
  if (a.type === 'array' && b.type === 'array') {
    return { type: 'array', items: merge(a.items as SchemaObject, b.items as SchemaObject) };
  }
  if (a.type === b.type) return a;
  if ((a.type === 'integer' && b.type === 'number') || (a.type === 'number' && b.type === 'integer'))
    return { type: 'number' };
  const types = [...new Set([a.type, b.type].flat())];
  return { type: types };
}

/**
 * A JSON Schema describing an example value (Postman bodies and saved responses). Only what the
 * example shows: types and properties; no property is marked required, since one example cannot say so.
 * `null` says nothing about the type and gives `{}`.
 */
export function inferSchema(value: unknown, depth = 0): SchemaObject {
  if (depth > 64) return {};
  const type = typeOf(value);
  if (type === 'null' || type === 'undefined') return {};
  if (type === 'array') {
    let items: SchemaObject = {};
    for (const item of (value as unknown[]).slice(0, sampledItems))
      items = merge(items, inferSchema(item, depth + 1));
    return { type: 'array', items };
  }
  if (type === 'object') {
    const properties: Record<string, SchemaObject> = {};
    for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
      setOwn(properties, name, inferSchema(inner, depth + 1));
    }
    return { type: 'object', properties };
  }
  return { type };
}

/**
 * Parses a JSON example that may hold Postman variables: a bare `{{var}}` (not inside a string)
 * becomes null, so the rest of the example still counts. Undefined when it is not JSON.
 */
export function parseJsonExample(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(
        trimmed.replace(/("(?:[^"\\]|\\.)*")|\{\{[^{}]*\}\}/g, (_match, quoted) => quoted ?? 'null'),
      );
    } catch {
      return undefined;
    }
  }
}
