import type { JsonSchema } from '../catalog/model.ts';
import {
  componentSchemaRef,
  forEachSubschema,
  isRecord,
  mapSubschemas,
  type SchemaObject,
  setOwn,
  unescapePointerToken,
} from '../catalog/schema-walk.ts';
import { type DocumentRefs, isLocalRef, lookupPointer } from './document-refs.ts';

/**
 * Keywords dropped from converted schemas: vendor extensions, XML hints, the converted 3.0 forms, and
 * identifiers (`$id`, `$anchor`...) which are resolved here and would change how validators resolve
 * the rewritten refs (or clash once a schema is inlined twice).
 */
const droppedKeywords = new Set([
  'nullable',
  'example',
  'xml',
  '$ref',
  '$id',
  '$schema',
  '$vocabulary',
  '$anchor',
  '$dynamicAnchor',
]);

function keepKeyword(keyword: string): boolean {
  return !(keyword.startsWith('x-') || droppedKeywords.has(keyword));
}

/** The subschema of `node` carrying `$anchor: anchor`, searched breadth-first. */
function findAnchor(node: unknown, anchor: string): unknown {
  const queue: unknown[] = [node];
  for (let index = 0; index < queue.length && index < 10_000; index++) {
    const current = queue[index];
    if (!isRecord(current)) continue;
    if (current.$anchor === anchor) return current;
    forEachSubschema(current, (subschema) => queue.push(subschema));
  }
  return undefined;
}

function asObject(schema: JsonSchema): SchemaObject {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  return schema;
}

/** OpenAPI 3.0 `nullable` and Swagger `x-nullable` in 2020-12 terms. */
function allowNull(schema: SchemaObject): SchemaObject {
  const { type } = schema;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  if (typeof type === 'string') return { ...schema, type: type === 'null' ? type : [type, 'null'] };
  if (Array.isArray(type)) return type.includes('null') ? schema : { ...schema, type: [...type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/**
 * Converts the schemas of one OpenAPI 3.0/3.1 or Swagger 2.0 document into JSON Schema 2020-12.
 * Refs to named schemas (`#/components/schemas/X`, Swagger `#/definitions/X`) stay refs, written
 * the 3.x way, and the named schema is converted once into `schemas`; other local refs are inlined
 * with loop protection; external refs are refused.
 */
export class SchemaConverter {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly queued = new Set<string>();
  private readonly queue: string[] = [];
  /** Named schemas by their OpenAPI 3.1 `$id`, so `$ref: /schemas/pet#anchor` stays inside the document. */
  private readonly ids = new Map<string, string>();

  constructor(
    private readonly refs: DocumentRefs,
    private readonly named: Record<string, unknown>,
    private readonly namedPrefix: '#/components/schemas/' | '#/definitions/',
  ) {
    for (const [name, schema] of Object.entries(named)) {
      if (isRecord(schema) && typeof schema.$id === 'string') this.ids.set(schema.$id, name);
    }
  }

  private enqueue(name: string): SchemaObject {
    if (!this.queued.has(name)) {
      this.queued.add(name);
      this.queue.push(name);
    }
    return { $ref: componentSchemaRef(name) };
  }

  /** A ref to a named schema's `$id` (with an optional anchor or pointer), resolved in the document. */
  private byId(ref: string): { named: string } | { target: unknown } | undefined {
    const hash = ref.indexOf('#');
    const name = this.ids.get(hash < 0 ? ref : ref.slice(0, hash));
    if (name === undefined) return undefined;
    const fragment = hash < 0 ? '' : ref.slice(hash + 1);
    if (fragment === '') return { named: name };
    const schema = this.named[name];
    return {
      target: fragment.startsWith('/') ? lookupPointer(schema, `#${fragment}`) : findAnchor(schema, fragment),
    };
  }

  convert(node: unknown, where: string, trail: readonly string[] = []): JsonSchema {
    if (typeof node === 'boolean') return node;
    if (!isRecord(node)) return {};
    let out =
      typeof node.$ref === 'string'
        ? this.reference(node, node.$ref, where, trail)
        : this.keywords(node, where, trail);
    if (node.nullable === true || node['x-nullable'] === true) out = allowNull(out);
    if (node.example !== undefined && out.examples === undefined) out.examples = [node.example];
    return out;
  }

  /** Converts every named schema reached so far, and those they reach. */
  collect(): Record<string, JsonSchema> {
    for (let index = 0; index < this.queue.length; index++) {
      const name = this.queue[index]!;
      const pointer = componentSchemaRef(name);
      setOwn(this.schemas, name, this.convert(this.named[name], pointer, [pointer]));
    }
    return this.schemas;
  }

  private keywords(node: SchemaObject, where: string, trail: readonly string[]): SchemaObject {
    const out = mapSubschemas(node, (subschema) => this.convert(subschema, where, trail), keepKeyword);
    if (out.type === 'file') {
      out.type = 'string';
      out.format = 'binary';
    }
    for (const [bound, exclusive] of [
      ['minimum', 'exclusiveMinimum'],
      ['maximum', 'exclusiveMaximum'],
    ] as const) {
      if (typeof out[exclusive] !== 'boolean') continue;
      // Draft 4 style (OpenAPI 3.0, Swagger): a flag on the bound; 2020-12 makes it the bound.
      if (out[exclusive] === true && typeof out[bound] === 'number') {
        out[exclusive] = out[bound];
        delete out[bound];
      } else {
        delete out[exclusive];
      }
    }
    if (typeof out.discriminator === 'string') out.discriminator = { propertyName: out.discriminator };
    return out;
  }

  private namedSchema(ref: string): string | undefined {
    if (!ref.startsWith(this.namedPrefix)) return undefined;
    const token = ref.slice(this.namedPrefix.length);
    return token === '' || token.includes('/') ? undefined : unescapePointerToken(token);
  }

  private reference(node: SchemaObject, ref: string, where: string, trail: readonly string[]): SchemaObject {
    const log = this.refs.log;
    let base: SchemaObject;
    const name = this.namedSchema(ref);
    const identified = isLocalRef(ref) ? undefined : this.byId(ref);
    if (name !== undefined && Object.hasOwn(this.named, name)) {
      base = this.enqueue(name);
    } else if (identified && 'named' in identified) {
      base = this.enqueue(identified.named);
    } else if (identified && trail.includes(ref)) {
      log.reference('circular-ref', ref, where);
      base = { description: `Circular reference to ${ref}` };
    } else if (identified) {
      if (identified.target === undefined) log.reference('unresolved-ref', ref, where);
      base =
        identified.target === undefined
          ? { description: `Unresolved reference ${ref}` }
          : { ...asObject(this.convert(identified.target, where, [...trail, ref])) };
    } else if (!isLocalRef(ref)) {
      log.reference('external-ref-refused', ref, where);
      base = { description: `External reference ${ref} (not loaded)` };
    } else if (trail.includes(ref)) {
      log.reference('circular-ref', ref, where);
      base = { description: `Circular reference to ${ref}` };
    } else {
      const target = name === undefined ? this.refs.lookup(ref) : undefined;
      if (target === undefined) {
        log.reference('unresolved-ref', ref, where);
        base = { description: `Unresolved reference ${ref}` };
      } else {
        base = { ...asObject(this.convert(target, where, [...trail, ref])) };
      }
    }
    const siblings = this.keywords(node, where, trail);
    for (const key in siblings) base[key] = siblings[key];
    return base;
  }
}
