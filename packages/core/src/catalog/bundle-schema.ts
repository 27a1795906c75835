import type { JsonSchema } from './model.ts';
import { componentSchemaName, escapePointerToken, isRecord, mapSubschemas, setOwn } from './schema-walk.ts';

interface Rewritten {
  schema: JsonSchema;
  /** Component names the schema refers to directly. */
  refs: string[];
}

/** Components already rewritten, per `schemas` object: bundling every operation of a catalogue walks each once. */
const rewrittenComponents = new WeakMap<Record<string, JsonSchema>, Map<string, Rewritten>>();

function rewrite(schema: JsonSchema, schemas: Record<string, JsonSchema>): Rewritten {
  const refs = new Set<string>();
  const visit = (node: unknown): unknown => {
    if (!isRecord(node)) return node;
    const copy = mapSubschemas(node, visit);
    if (typeof node.$ref !== 'string') return copy;
    const name = componentSchemaName(node.$ref);
    if (name === undefined) return copy;
    if (!Object.hasOwn(schemas, name)) {
      const { $ref: _missing, ...rest } = copy;
      return { ...rest, description: `Unresolved reference ${node.$ref}` };
    }
    refs.add(name);
    copy.$ref = `#/$defs/${escapePointerToken(name)}`;
    return copy;
  };
  return { schema: visit(schema) as JsonSchema, refs: [...refs] };
}

function component(name: string, schemas: Record<string, JsonSchema>): Rewritten {
  let cache = rewrittenComponents.get(schemas);
  if (!cache) {
    cache = new Map();
    rewrittenComponents.set(schemas, cache);
  }
  let rewritten = cache.get(name);
  if (!rewritten) {
    rewritten = rewrite(schemas[name]!, schemas);
    cache.set(name, rewritten);
  }
  return rewritten;
}

/**
 * A self-contained copy of `schema`: every `#/components/schemas/X` ref becomes `#/$defs/X`, and
 * the components it reaches (directly or through each other) are attached under `$defs`.
 * Refs to names missing from `schemas` become an empty schema that says so. The `$defs` entries
 * are shared between calls on the same `schemas` object: treat the result as read-only.
 */
export function bundleSchema(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const root = rewrite(schema, schemas);
  if (root.refs.length === 0) return root.schema;
  const defs: Record<string, JsonSchema> = {};
  const queue = [...root.refs];
  const seen = new Set(queue);
  for (let index = 0; index < queue.length; index++) {
    const name = queue[index]!;
    const rewritten = component(name, schemas);
    setOwn(defs, name, rewritten.schema);
    for (const next of rewritten.refs) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  if (typeof root.schema === 'boolean') return { allOf: [root.schema], $defs: defs };
  const existing = isRecord(root.schema.$defs) ? root.schema.$defs : {};
  return { ...root.schema, $defs: { ...existing, ...defs } };
}
