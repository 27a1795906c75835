import type { CatalogOperation, CatalogParameter, JsonSchema } from '../catalog/model.ts';
import type { HttpMethod } from './graph.ts';
import { type SchemaBundler, withDefs } from './schema-bundler.ts';
import type { ArgumentBinding, ArgumentLocation, JsonSchemaObject } from './tool-types.ts';

export interface CompiledInput {
  schema: JsonSchemaObject;
  arguments: ArgumentBinding[];
  bodyContentType?: string;
  /** Things the builder should tell the user about this input. */
  notes: string[];
  recursive: boolean;
}

/** Above this many characters an input schema crowds a client's context (some refuse it). */
const largeInputSchema = 100 * 1024;

/** Body media types the gateway can encode; anything else is sent as JSON. */
const encodableBody = /^(application\/([\w.+-]*\+)?json|application\/x-www-form-urlencoded|text\/plain)/i;

/** Property names every major client accepts (Claude and OpenAI: `^[a-zA-Z0-9_.-]{1,64}$`). */
function argumentName(raw: string, taken: Set<string>): string {
  const base =
    raw
      .replace(/[^A-Za-z0-9_.-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'arg';
  let name = base;
  for (let counter = 2; taken.has(name); counter++) name = `${base}_${counter}`;
  taken.add(name);
  return name;
}

function describe(
  schema: JsonSchema,
  details: { description?: string; deprecated?: boolean; example?: unknown },
) {
  if (typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = { ...schema };
  if (details.description && out.description === undefined) out.description = details.description;
  if (details.deprecated) out.deprecated = true;
  if (details.example !== undefined && out.examples === undefined) out.examples = [details.example];
  return out;
}

class InputBuilder {
  readonly properties: Record<string, JsonSchema> = {};
  readonly required: string[] = [];
  readonly bindings: ArgumentBinding[] = [];
  readonly notes: string[] = [];
  readonly refs = new Set<string>();
  readonly missing = new Set<string>();
  private readonly taken = new Set<string>();

  constructor(private readonly bundler: SchemaBundler) {}

  add(
    upstreamName: string,
    location: ArgumentLocation,
    schema: JsonSchema,
    required: boolean,
    preferred?: string,
  ) {
    const rewritten = this.bundler.rewrite(schema);
    for (const ref of rewritten.refs) this.refs.add(ref);
    for (const ref of rewritten.missing) this.missing.add(ref);
    const argument = argumentName(preferred ?? upstreamName, this.taken);
    this.properties[argument] = rewritten.schema;
    if (required) this.required.push(argument);
    this.bindings.push({ argument, in: location, name: upstreamName });
  }

  build(bodyContentType?: string): CompiledInput {
    const root: JsonSchemaObject = { type: 'object', properties: this.properties };
    if (this.required.length > 0) root.required = this.required;
    const bundle = this.bundler.defsFor(this.refs);
    const missing = [...this.missing, ...bundle.missing];
    if (missing.length > 0)
      this.notes.push(`Unresolved schema references: ${[...new Set(missing)].join(', ')}`);
    const size = JSON.stringify(root).length + bundle.size;
    if (size > largeInputSchema) {
      this.notes.push(
        `The input schema is ${Math.round(size / 1024)} KB; some clients refuse or cut schemas this large`,
      );
    }
    return {
      schema: withDefs(root, bundle, this.missing.size > 0),
      arguments: this.bindings,
      ...(bodyContentType && { bodyContentType }),
      notes: this.notes,
      recursive: bundle.recursive,
    };
  }
}

function addParameters(builder: InputBuilder, parameters: CatalogParameter[], variables: boolean) {
  for (const parameter of parameters) {
    if (!variables && parameter.in === 'cookie') {
      builder.notes.push(`Cookie parameter '${parameter.name}' is not supported and was left out`);
      continue;
    }
    const location: ArgumentLocation = variables ? 'variable' : (parameter.in as 'path' | 'query' | 'header');
    builder.add(parameter.name, location, describe(parameter.schema, parameter), parameter.required);
  }
}

/** Input of a catalogue HTTP operation: path, query and header parameters, and `body`. */
export function inputFromOperation(operation: CatalogOperation, bundler: SchemaBundler): CompiledInput {
  const builder = new InputBuilder(bundler);
  addParameters(builder, operation.parameters, false);
  const body = operation.requestBody;
  if (!body) return builder.build();
  if (!encodableBody.test(body.contentType)) {
    builder.notes.push(`Request body type ${body.contentType} is not supported; the body is sent as JSON`);
  }
  const preferred = operation.parameters.some((parameter) => parameter.name === 'body')
    ? 'requestBody'
    : 'body';
  builder.add('body', 'body', describe(body.schema, body), body.required, preferred);
  return builder.build(encodableBody.test(body.contentType) ? body.contentType : 'application/json');
}

/** Input of a GraphQL operation: its variables (parameters, or the properties of a variables schema). */
export function inputFromGraphql(operation: CatalogOperation, bundler: SchemaBundler): CompiledInput {
  const builder = new InputBuilder(bundler);
  addParameters(builder, operation.parameters, true);
  const variables = operation.requestBody?.schema;
  if (operation.parameters.length === 0 && typeof variables === 'object') {
    const required = new Set(Array.isArray(variables.required) ? (variables.required as string[]) : []);
    const properties = (variables.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, schema] of Object.entries(properties)) {
      builder.add(name, 'variable', schema, required.has(name));
    }
  }
  return builder.build();
}

/** Input of a manual endpoint row: `{braces}` in the path, free query parameters, an open body. */
export function inputFromManualEndpoint(
  method: HttpMethod,
  path: string,
  bundler: SchemaBundler,
): CompiledInput {
  const builder = new InputBuilder(bundler);
  for (const match of path.matchAll(/\{([^{}]+)\}/g)) {
    builder.add(match[1]!, 'path', { type: 'string', description: `Path parameter ${match[1]}` }, true);
  }
  builder.add(
    'query',
    'queryMap',
    {
      type: 'object',
      description: 'Query string parameters to add to the request',
      additionalProperties: { type: ['string', 'number', 'boolean'] },
    },
    false,
  );
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    builder.add(
      'body',
      'body',
      { type: 'object', description: 'JSON request body', additionalProperties: true },
      false,
    );
    return builder.build('application/json');
  }
  return builder.build();
}
