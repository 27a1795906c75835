import type { Catalog, JsonSchema } from '../catalog/model.ts';
import type { JsonSchemaObject } from './tool-types.ts';

const componentPrefix = '#/components/schemas/';

export interface RewrittenSchema {
  schema: JsonSchema;
  /** Component names the schema refers to directly. */
  refs: Set<string>;
  /** Refs that name no component (rewritten to an empty schema). */
  missing: Set<string>;
}

/** Patterns are ECMAScript regular expressions with the `u` flag (what ajv and clients compile). */
function validPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

export interface DefsBundle {
  defs: Record<string, JsonSchema>;
  /** A component reaches itself (clients that inline refs cannot expand it). */
  recursive: boolean;
  /** Unresolvable refs found in the bundled components. */
  missing: string[];
  /** Serialised size of the bundled components, in characters. */
  size: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodePointerToken(token: string): string {
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // Not percent-encoded: keep as written.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Turns a catalogue's `#/components/schemas/Name` refs into refs to a `$defs` bundle carried
 * beside the schema, so every tool schema is self-contained. Rewritten components and their
 * direct refs are memoised per catalogue, so compiling hundreds of tools walks each schema once.
 * Returned objects are shared between tools: callers must not mutate them.
 */
export class SchemaBundler {
  private readonly rewritten = new Map<string, RewrittenSchema>();
  private readonly sizes = new Map<string, number>();
  /** `pattern` values left out because they are not valid regular expressions. */
  readonly invalidPatterns = new Set<string>();
  private readonly defKeys = new Map<string, string>();
  private readonly usedKeys = new Set<string>(['__unresolved']);

  constructor(private readonly catalog: Catalog | undefined) {}

  /** A copy of `schema` whose component refs point into `#/$defs/`. */
  rewrite(schema: JsonSchema): RewrittenSchema {
    const refs = new Set<string>();
    const missing = new Set<string>();
    return { schema: this.copy(schema, refs, missing) as JsonSchema, refs, missing };
  }

  /** The `$defs` holding every component reachable from `refs`. */
  defsFor(refs: Iterable<string>): DefsBundle {
    const defs: Record<string, JsonSchema> = {};
    const queue = [...refs];
    const closure = new Set<string>();
    const missing = new Set<string>();
    let size = 0;
    for (let index = 0; index < queue.length; index++) {
      const name = queue[index]!;
      if (closure.has(name)) continue;
      closure.add(name);
      const component = this.component(name);
      if (!component) continue;
      defs[this.defKey(name)] = component.schema;
      size += this.sizeOf(name, component.schema);
      queue.push(...component.refs);
      for (const ref of component.missing) missing.add(ref);
    }
    return { defs, recursive: this.hasCycle(closure), missing: [...missing], size };
  }

  private sizeOf(name: string, schema: JsonSchema): number {
    let size = this.sizes.get(name);
    if (size === undefined) {
      size = JSON.stringify(schema).length + name.length + 4;
      this.sizes.set(name, size);
    }
    return size;
  }

  /** Whether the components reachable from `refs` serialise to more than `limit` characters (stops early). */
  closureExceeds(refs: Iterable<string>, limit: number): boolean {
    const queue = [...refs];
    const seen = new Set<string>();
    let size = 0;
    for (let index = 0; index < queue.length; index++) {
      const name = queue[index]!;
      if (seen.has(name)) continue;
      seen.add(name);
      const component = this.component(name);
      if (!component) continue;
      size += this.sizeOf(name, component.schema);
      if (size > limit) return true;
      for (const ref of component.refs) if (!seen.has(ref)) queue.push(ref);
    }
    return false;
  }

  /** Follows a root `$ref` to the component it names (for checks such as "is this an object?"). */
  resolveRoot(schema: JsonSchema, depth = 0): JsonSchema {
    if (!isObject(schema) || typeof schema.$ref !== 'string' || depth > 16) return schema;
    const name = this.componentName(schema.$ref);
    const target = name === undefined ? undefined : this.catalog?.schemas[name];
    return target === undefined ? schema : this.resolveRoot(target, depth + 1);
  }

  private component(name: string): RewrittenSchema | undefined {
    const cached = this.rewritten.get(name);
    if (cached) return cached;
    const source = this.catalog?.schemas[name];
    if (source === undefined) return undefined;
    const result = this.rewrite(source);
    this.rewritten.set(name, result);
    return result;
  }

  private componentName(ref: string): string | undefined {
    return ref.startsWith(componentPrefix)
      ? decodePointerToken(ref.slice(componentPrefix.length))
      : undefined;
  }

  private defKey(name: string): string {
    const known = this.defKeys.get(name);
    if (known) return known;
    const base = name.replace(/[^A-Za-z0-9_.-]/g, '_') || 'schema';
    let key = base;
    for (let counter = 2; this.usedKeys.has(key); counter++) key = `${base}_${counter}`;
    this.usedKeys.add(key);
    this.defKeys.set(name, key);
    return key;
  }

  private copy(value: unknown, refs: Set<string>, missing: Set<string>): unknown {
    if (Array.isArray(value)) return value.map((item) => this.copy(item, refs, missing));
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        out.$ref = this.rewriteRef(inner, refs, missing);
      } else if (key === 'pattern' && typeof inner === 'string' && !validPattern(inner)) {
        this.invalidPatterns.add(inner); // A client compiling the schema would fail on it: leave it out.
      } else if (
        key === 'example' ||
        key === 'examples' ||
        key === 'default' ||
        key === 'const' ||
        key === 'enum'
      ) {
        out[key] = inner; // Data, not schema: never rewrite a "$ref" key inside it.
      } else {
        out[key] = this.copy(inner, refs, missing);
      }
    }
    return out;
  }

  private rewriteRef(ref: string, refs: Set<string>, missing: Set<string>): string {
    const name = this.componentName(ref);
    if (name === undefined || this.catalog?.schemas[name] === undefined) {
      missing.add(ref);
      return '#/$defs/__unresolved';
    }
    refs.add(name);
    return `#/$defs/${this.defKey(name)}`;
  }

  private hasCycle(closure: Set<string>): boolean {
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (name: string): boolean => {
      const now = state.get(name);
      if (now === 'visiting') return true;
      if (now === 'done') return false;
      state.set(name, 'visiting');
      for (const next of this.rewritten.get(name)?.refs ?? []) if (visit(next)) return true;
      state.set(name, 'done');
      return false;
    };
    for (const name of closure) if (visit(name)) return true;
    return false;
  }
}

/** Attaches `$defs` to a schema object root (a copy; the root is never shared). */
export function withDefs(root: JsonSchemaObject, bundle: DefsBundle, unresolved: boolean): JsonSchemaObject {
  const defs: Record<string, JsonSchema> = { ...bundle.defs };
  if (unresolved || bundle.missing.length > 0) defs.__unresolved = {};
  return Object.keys(defs).length === 0 ? root : { ...root, $defs: defs };
}
