import { z } from 'zod';
import type { NamedSchema } from './components.ts';

/** Zod schemas to JSON Schema 2020-12, with named schemas replaced by `$ref`s to the components. */

export type JsonSchema = Record<string, unknown>;

export interface SchemaConverter {
  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema;
  components(): Record<string, JsonSchema>;
}

/** A schema refined with `.meta()` is a clone; its `parent` chain leads back to the named original. */
function parentOf(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  return (schema._zod as { parent?: z.core.$ZodType }).parent;
}

/**
 * Drops what only adds noise: zod's `.int()` bounds (±2^53-1, "safe integer") and the long regular
 * expression it writes beside `format: date-time`, which says the same thing.
 */
function tidy(json: JsonSchema): void {
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.format === 'date-time') delete json.pattern;
}

export function createSchemaConverter(named: NamedSchema[]): SchemaConverter {
  const nameOf = new Map<z.core.$ZodType, string>(named.map((entry) => [entry.schema, entry.name]));
  const componentName = (schema: z.core.$ZodType): string | undefined => {
    for (let current: z.core.$ZodType | undefined = schema; current; current = parentOf(current)) {
      const name = nameOf.get(current);
      if (name) return name;
    }
    return undefined;
  };

  const convert = (root: z.ZodType, io: 'input' | 'output', rootName?: string): JsonSchema => {
    const json = z.toJSONSchema(root, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema, path }) => {
        tidy(jsonSchema as JsonSchema);
        const name = componentName(zodSchema);
        if (!name || (path.length === 0 && name === rootName)) return;
        // A `.meta()` clone keeps its own description beside the reference; the original needs none.
        const description = nameOf.has(zodSchema) ? undefined : z.globalRegistry.get(zodSchema)?.description;
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
        Object.assign(
          jsonSchema,
          { $ref: `#/components/schemas/${name}` },
          description ? { description } : {},
        );
      },
    }) as JsonSchema;
    delete json.$schema;
    return json;
  };

  return {
    convert: (schema, io) => convert(schema, io),
    components: () =>
      Object.fromEntries(named.map((entry) => [entry.name, convert(entry.schema, entry.io, entry.name)])),
  };
}
