import type { JsonSchema } from '@cartographer/core';

/**
 * One level of a JSON Schema as the detail view shows it. Named schemas arrive as
 * `{ $ref: '#/components/schemas/Name' }` pointing into the `schemas` map of the API answer;
 * the tree opens them lazily, one level at a time, and a reference to a schema that is already
 * open above (a cycle) is shown as a label instead of being expanded again.
 */
export interface SchemaChild {
  /** Unique among its siblings: `properties/name`, `items`, `oneOf/0`. */
  key: string;
  label: string;
  schema: JsonSchema;
  required: boolean;
  /** Named schemas open on the path from the root to this child. */
  ancestors: readonly string[];
}

export interface SchemaNodeInfo {
  typeLabel: string;
  /** The named schema this node stands for, when it was a reference. */
  refName?: string;
  /** A reference back to a schema open above it: not expanded. */
  circular: boolean;
  /** A reference that does not point into the schemas the API returned. */
  unresolvedRef?: string;
  description?: string;
  format?: string;
  enumValues: string[];
  constraints: string[];
  deprecated: boolean;
  children: SchemaChild[];
}

type SchemaObject = { [keyword: string]: unknown };

const componentPrefix = '#/components/schemas/';
const maxRefChain = 32;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `#/components/schemas/Foo~1Bar` → `Foo/Bar` (JSON pointer and URI escapes undone). */
export function refName(ref: string): string | undefined {
  if (!ref.startsWith(componentPrefix)) return undefined;
  const token = ref.slice(componentPrefix.length);
  if (token === '' || token.includes('/')) return undefined;
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // Keep the raw token when it is not valid URI encoding.
  }
  return decoded.replaceAll('~1', '/').replaceAll('~0', '~');
}

interface Resolved {
  schema: JsonSchema;
  names: string[];
  circular: boolean;
  unresolvedRef?: string;
}

/** Follows a chain of references (an alias of an alias) without looping. */
function resolve(
  schema: JsonSchema,
  schemas: Record<string, JsonSchema>,
  ancestors: readonly string[],
): Resolved {
  const names: string[] = [];
  let current = schema;
  for (let step = 0; step < maxRefChain && isObject(current) && typeof current.$ref === 'string'; step++) {
    const name = refName(current.$ref);
    const target = name === undefined ? undefined : schemas[name];
    if (name === undefined || target === undefined) {
      return { schema: current, names, circular: false, unresolvedRef: current.$ref };
    }
    if (ancestors.includes(name) || names.includes(name)) {
      return { schema: current, names: [...names, name], circular: true };
    }
    names.push(name);
    // Siblings of $ref (3.1) describe this use of the schema: keep them over the target's.
    const { $ref: _ref, ...siblings } = current;
    current = isObject(target) ? { ...target, ...siblings } : target;
  }
  return { schema: current, names, circular: false };
}

function shallowType(schema: JsonSchema, schemas: Record<string, JsonSchema>): string {
  if (isObject(schema) && typeof schema.$ref === 'string') return refName(schema.$ref) ?? schema.$ref;
  return baseTypeLabel(schema, schemas);
}

function baseTypeLabel(schema: JsonSchema, schemas: Record<string, JsonSchema>): string {
  if (schema === true) return 'any';
  if (schema === false) return 'nothing';
  if ('const' in schema) return `const ${JSON.stringify(schema.const)}`;
  let types: string[] = [];
  if (typeof schema.type === 'string') types = [schema.type];
  else if (Array.isArray(schema.type))
    types = schema.type.filter((type): type is string => typeof type === 'string');
  else if (isObject(schema.properties)) types = ['object'];
  else if (schema.items !== undefined) types = ['array'];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  const labels = types.map((type) => {
    if (type !== 'array') return type;
    const items = schema.items;
    return isObject(items) || typeof items === 'boolean'
      ? `array of ${shallowType(items, schemas)}`
      : 'array';
  });
  if (labels.length > 0) return labels.join(' | ');
  for (const [keyword, word] of [
    ['oneOf', 'one of'],
    ['anyOf', 'any of'],
    ['allOf', 'all of'],
  ] as const) {
    const parts = schema[keyword];
    if (Array.isArray(parts))
      return `${word} ${parts.map((part) => shallowType(part as JsonSchema, schemas)).join(', ')}`;
  }
  return 'any';
}

const constraintWords: [keyword: string, word: string][] = [
  ['minimum', 'min'],
  ['exclusiveMinimum', 'greater than'],
  ['maximum', 'max'],
  ['exclusiveMaximum', 'less than'],
  ['multipleOf', 'multiple of'],
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['pattern', 'pattern'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['minProperties', 'min properties'],
  ['maxProperties', 'max properties'],
  ['default', 'default'],
];

function constraintsOf(schema: SchemaObject): string[] {
  const constraints: string[] = [];
  for (const [keyword, word] of constraintWords) {
    const value = schema[keyword];
    if (value === undefined || typeof value === 'boolean') continue;
    constraints.push(
      `${word} ${typeof value === 'string' && keyword !== 'default' ? value : JSON.stringify(value)}`,
    );
  }
  if (schema.uniqueItems === true) constraints.push('unique items');
  if (schema.readOnly === true) constraints.push('read-only');
  if (schema.writeOnly === true) constraints.push('write-only');
  return constraints;
}

function childrenOf(schema: SchemaObject, ancestors: readonly string[]): SchemaChild[] {
  const children: SchemaChild[] = [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  const add = (key: string, label: string, child: unknown, isRequired = false) => {
    if (isObject(child) || typeof child === 'boolean') {
      children.push({ key, label, schema: child, required: isRequired, ancestors });
    }
  };
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties))
      add(`properties/${name}`, name, property, required.includes(name));
  }
  if (isObject(schema.additionalProperties))
    add('additionalProperties', '[any key]', schema.additionalProperties);
  if (Array.isArray(schema.prefixItems)) {
    for (const [index, item] of schema.prefixItems.entries()) add(`prefixItems/${index}`, `[${index}]`, item);
  }
  if (isObject(schema.items)) add('items', 'items', schema.items);
  for (const [keyword, word] of [
    ['allOf', 'all of'],
    ['oneOf', 'one of'],
    ['anyOf', 'any of'],
  ] as const) {
    const parts = schema[keyword];
    if (Array.isArray(parts)) {
      for (const [index, part] of parts.entries()) add(`${keyword}/${index}`, `${word} #${index + 1}`, part);
    }
  }
  return children;
}

export function describeSchema(
  schema: JsonSchema,
  schemas: Record<string, JsonSchema>,
  ancestors: readonly string[] = [],
): SchemaNodeInfo {
  const resolved = resolve(schema, schemas, ancestors);
  const refNameShown = resolved.names.at(-1);
  const base = {
    ...(refNameShown === undefined ? {} : { refName: refNameShown }),
    enumValues: [] as string[],
    constraints: [] as string[],
    deprecated: false,
    children: [] as SchemaChild[],
  };
  if (resolved.circular) {
    return { ...base, typeLabel: refNameShown ?? 'schema', circular: true };
  }
  if (resolved.unresolvedRef !== undefined) {
    return {
      ...base,
      typeLabel: 'unresolved reference',
      circular: false,
      unresolvedRef: resolved.unresolvedRef,
    };
  }
  const target = resolved.schema;
  if (!isObject(target)) return { ...base, typeLabel: baseTypeLabel(target, schemas), circular: false };
  const openNames = [...ancestors, ...resolved.names];
  return {
    ...base,
    typeLabel: baseTypeLabel(target, schemas),
    circular: false,
    ...(typeof target.description === 'string' && target.description.trim()
      ? { description: target.description }
      : typeof target.title === 'string' && target.title.trim()
        ? { description: target.title }
        : {}),
    ...(typeof target.format === 'string' ? { format: target.format } : {}),
    enumValues: Array.isArray(target.enum) ? target.enum.map((value) => JSON.stringify(value)) : [],
    constraints: constraintsOf(target),
    deprecated: target.deprecated === true,
    children: childrenOf(target, openNames),
  };
}

/** The type column of a parameters table: one line, no expansion. */
export function schemaTypeLabel(schema: JsonSchema, schemas: Record<string, JsonSchema>): string {
  const node = describeSchema(schema, schemas);
  const type = node.format ? `${node.typeLabel} (${node.format})` : node.typeLabel;
  return node.refName && node.refName !== type ? `${node.refName}: ${type}` : type;
}

/** An example value from the schema itself (`example` or the first of `examples`). */
export function schemaExample(schema: JsonSchema | undefined): unknown {
  if (!isObject(schema)) return undefined;
  if (schema.example !== undefined) return schema.example;
  return Array.isArray(schema.examples) ? schema.examples[0] : undefined;
}
