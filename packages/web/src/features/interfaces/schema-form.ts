import type { JsonSchemaObject } from '@cartographer/core';

/** A form for one tool's arguments, built from its MCP input schema (the Test dialog). */

export type FormFieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'enum' | 'json';

export interface FormField {
  name: string;
  kind: FormFieldKind;
  required: boolean;
  description: string;
  /** enum: the allowed values; option values are their JSON text. */
  options: unknown[];
  /** json: what the text must parse to, for the hint. */
  jsonType: 'object' | 'array' | 'any';
}

/** Every value is the text of its input: selects hold '' (unset), 'true'/'false' or an option's JSON. */
export type FormValues = Record<string, string>;

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `type` may be a list such as ['string', 'null']: the first non-null entry decides. */
function mainType(schema: Schema): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type))
    return type.find((entry): entry is string => typeof entry === 'string' && entry !== 'null');
  return undefined;
}

function kindOf(schema: Schema): Pick<FormField, 'kind' | 'jsonType'> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { kind: 'enum', jsonType: 'any' };
  const type = mainType(schema);
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') {
    return { kind: type, jsonType: 'any' };
  }
  return { kind: 'json', jsonType: type === 'object' || type === 'array' ? type : 'any' };
}

export function formFieldsFromSchema(schema: JsonSchemaObject): FormField[] {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return Object.entries(properties).map(([name, property]) => {
    const child = isSchema(property) ? property : {};
    return {
      name,
      required: required.has(name),
      description: typeof child.description === 'string' ? child.description : '',
      options: Array.isArray(child.enum) ? child.enum : [],
      ...kindOf(child),
    };
  });
}

/** The schema's own example: `examples[0]`, then `example`, then `default`. */
export function schemaExample(schema: Schema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('default' in schema) return schema.default;
  return undefined;
}

/** An example object assembled from the properties that carry examples, a few levels deep. */
function exampleObject(schema: Schema, depth: number): Record<string, unknown> | undefined {
  if (depth > 3 || !isSchema(schema.properties)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isSchema(property)) continue;
    const own = schemaExample(property);
    const value = own !== undefined ? own : exampleObject(property, depth + 1);
    if (value !== undefined) out[name] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function initialValue(field: FormField, schema: Schema): string {
  const example = schemaExample(schema);
  if (field.kind === 'json') {
    const value = example !== undefined ? example : exampleObject(schema, 0);
    if (value !== undefined) return JSON.stringify(value, null, 2);
    if (!field.required) return '';
    return field.jsonType === 'array' ? '[]' : field.jsonType === 'object' ? '{}' : '';
  }
  if (example === undefined || example === null) return '';
  if (field.kind === 'enum') {
    return field.options.some((option) => JSON.stringify(option) === JSON.stringify(example))
      ? JSON.stringify(example)
      : '';
  }
  if (field.kind === 'boolean') return typeof example === 'boolean' ? String(example) : '';
  return typeof example === 'object' ? JSON.stringify(example) : String(example);
}

export function initialFormValues(fields: FormField[], schema: JsonSchemaObject): FormValues {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  return Object.fromEntries(
    fields.map((field) => {
      const property = properties[field.name];
      return [field.name, initialValue(field, isSchema(property) ? property : {})];
    }),
  );
}

export interface FormArguments {
  arguments: Record<string, unknown>;
  /** Field name → the sentence shown under that field. */
  errors: Record<string, string>;
}

/** Turns the form's text into tool arguments; empty optional fields are left out. */
export function argumentsFromForm(fields: FormField[], values: FormValues): FormArguments {
  const args: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.name] ?? '';
    if (raw.trim() === '') {
      if (field.required) errors[field.name] = `${field.name} is required`;
      continue;
    }
    switch (field.kind) {
      case 'string':
        args[field.name] = raw;
        break;
      case 'number':
      case 'integer': {
        const number = Number(raw.trim());
        if (!Number.isFinite(number)) errors[field.name] = 'Enter a number';
        else if (field.kind === 'integer' && !Number.isInteger(number))
          errors[field.name] = 'Enter a whole number';
        else args[field.name] = number;
        break;
      }
      case 'boolean':
        args[field.name] = raw === 'true';
        break;
      case 'enum':
      case 'json':
        try {
          args[field.name] = JSON.parse(raw);
        } catch {
          errors[field.name] = 'Enter valid JSON';
        }
        break;
    }
  }
  return { arguments: args, errors };
}
