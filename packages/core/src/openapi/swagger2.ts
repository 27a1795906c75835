import { FindingLog } from '../catalog/finding-log.ts';
import type {
  Catalog,
  CatalogOperation,
  CatalogParameter,
  CatalogRequestBody,
  CatalogResponse,
  JsonSchema,
  ParameterLocation,
} from '../catalog/model.ts';
import { escapePointerToken, isRecord } from '../catalog/schema-walk.ts';
import {
  httpMethods,
  infoParts,
  operationPointer,
  preferredMediaType,
  securityRequirements,
  statusKey,
  stringList,
  text,
} from './document-parts.ts';
import { DocumentRefs } from './document-refs.ts';
import { SchemaConverter } from './schema-converter.ts';
import { swaggerSecuritySchemes } from './security-schemes.ts';

/** Fields of a Swagger 2.0 non-body parameter that are schema keywords. */
const parameterSchemaFields = [
  'type',
  'format',
  'items',
  'default',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'enum',
  'multipleOf',
  'x-nullable',
];

const ignoredHeaders = new Set(['accept', 'content-type', 'authorization']);

function servers(document: Record<string, unknown>): string[] {
  const host = text(document.host);
  const basePath = text(document.basePath) ?? '';
  if (host === undefined) return basePath ? [basePath] : [];
  const schemes = stringList(document.schemes);
  return (schemes.length > 0 ? schemes : ['https']).map((scheme) => `${scheme}://${host}${basePath}`);
}

interface FormField {
  name: string;
  schema: JsonSchema;
  required: boolean;
  file: boolean;
  description: string | undefined;
}

class Swagger2Reader {
  readonly log = new FindingLog();
  readonly refs: DocumentRefs;
  readonly schemas: SchemaConverter;

  constructor(readonly document: Record<string, unknown>) {
    this.refs = new DocumentRefs(document, this.log);
    const definitions = isRecord(document.definitions) ? document.definitions : {};
    this.schemas = new SchemaConverter(this.refs, definitions, '#/definitions/');
  }

  /** A non-body parameter's schema, gathered from the keywords written on the parameter itself. */
  parameterSchema(parameter: Record<string, unknown>, where: string): JsonSchema {
    const raw: Record<string, unknown> = {};
    for (const field of parameterSchemaFields)
      if (parameter[field] !== undefined) raw[field] = parameter[field];
    return this.schemas.convert(raw, where);
  }

  operation(path: string, method: string, item: Record<string, unknown>): CatalogOperation {
    const raw = item[method] as Record<string, unknown>;
    const where = operationPointer(path, method);
    const consumes = stringList(raw.consumes ?? this.document.consumes);
    const produces = stringList(raw.produces ?? this.document.produces);
    const merged = new Map<string, Record<string, unknown>>();
    for (const list of [item.parameters, raw.parameters]) {
      if (!Array.isArray(list)) continue;
      for (const value of list) {
        const parameter = this.refs.follow(value, `${where}/parameters`);
        const name = parameter && text(parameter.name);
        if (!parameter || name === undefined || typeof parameter.in !== 'string') continue;
        merged.set(`${parameter.in} ${parameter.in === 'header' ? name.toLowerCase() : name}`, parameter);
      }
    }
    const parameters: CatalogParameter[] = [];
    const formFields: FormField[] = [];
    let requestBody: CatalogRequestBody | undefined;
    for (const parameter of merged.values()) {
      const name = String(parameter.name);
      const description = text(parameter.description);
      if (parameter.in === 'body') {
        const example = isRecord(parameter.schema) ? parameter.schema.example : undefined;
        requestBody = {
          required: parameter.required === true,
          contentType: preferredMediaType(consumes) ?? 'application/json',
          ...(description !== undefined && { description }),
          schema: this.schemas.convert(parameter.schema, `${where}/parameters`),
          ...(example !== undefined && { example }),
        };
      } else if (parameter.in === 'formData') {
        formFields.push({
          name,
          schema: this.parameterSchema(parameter, `${where}/parameters`),
          required: parameter.required === true,
          file: parameter.type === 'file',
          description,
        });
      } else if (parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header') {
        if (parameter.in === 'header' && ignoredHeaders.has(name.toLowerCase())) continue;
        const location = parameter.in as ParameterLocation;
        parameters.push({
          name,
          in: location,
          required: location === 'path' || parameter.required === true,
          ...(description !== undefined && { description }),
          schema: this.parameterSchema(parameter, `${where}/parameters`),
          ...(parameter['x-example'] !== undefined && { example: parameter['x-example'] }),
        });
      }
    }
    if (formFields.length > 0 && !requestBody) requestBody = this.formBody(formFields, consumes);
    const operationId = text(raw.operationId);
    const summary = text(raw.summary);
    const description = text(raw.description);
    return {
      key: `${method.toUpperCase()} ${path}`,
      kind: 'http',
      method: method.toUpperCase(),
      path,
      ...(operationId !== undefined && { operationId }),
      ...(summary !== undefined && { summary }),
      ...(description !== undefined && { description }),
      tags: stringList(raw.tags),
      parameters,
      ...(requestBody && { requestBody }),
      responses: this.responses(raw.responses, produces, `${where}/responses`),
      security: securityRequirements(raw.security) ?? securityRequirements(this.document.security) ?? [],
      deprecated: raw.deprecated === true,
      location: where,
    };
  }

  /** `formData` parameters become one object body, multipart when a file is among them. */
  formBody(fields: FormField[], consumes: string[]): CatalogRequestBody {
    const multipart =
      fields.some((field) => field.file) || consumes.some((type) => /multipart\/form-data/i.test(type));
    const properties: Record<string, JsonSchema> = {};
    for (const field of fields) {
      const { schema, description } = field;
      properties[field.name] =
        description && typeof schema === 'object' ? { ...schema, description } : schema;
    }
    const required = fields.filter((field) => field.required).map((field) => field.name);
    return {
      required: required.length > 0,
      contentType: multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
      schema: { type: 'object', properties, ...(required.length > 0 && { required }) },
    };
  }

  responses(raw: unknown, produces: string[], where: string): CatalogResponse[] {
    if (!isRecord(raw)) return [];
    const out: CatalogResponse[] = [];
    for (const [status, value] of Object.entries(raw)) {
      if (status.startsWith('x-')) continue;
      const pointer = `${where}/${escapePointerToken(status)}`;
      const response = this.refs.follow(value, pointer);
      if (!response) continue;
      const description = text(response.description);
      const schema =
        response.schema === undefined ? undefined : this.schemas.convert(response.schema, pointer);
      const contentType =
        schema === undefined ? undefined : (preferredMediaType(produces) ?? 'application/json');
      const examples = isRecord(response.examples) ? response.examples : {};
      const example =
        contentType === undefined ? undefined : (examples[contentType] ?? Object.values(examples)[0]);
      out.push({
        status: statusKey(status),
        ...(description !== undefined && { description }),
        ...(contentType !== undefined && { contentType }),
        ...(schema !== undefined && { schema }),
        ...(example !== undefined && { example }),
      });
    }
    return out;
  }
}

/** A Swagger 2.0 document converted to the 3.x model of the catalogue. */
export function importSwagger2(document: Record<string, unknown>, fallbackTitle: string): Catalog {
  const reader = new Swagger2Reader(document);
  const operations: CatalogOperation[] = [];
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue;
    const item = reader.refs.follow(rawItem, `#/paths/${escapePointerToken(path)}`);
    if (!item) continue;
    for (const method of Object.keys(item)) {
      if (httpMethods.has(method) && isRecord(item[method]))
        operations.push(reader.operation(path, method, item));
    }
  }
  return {
    format: 'swagger-2.0',
    ...infoParts(document, fallbackTitle),
    servers: servers(document),
    securitySchemes: swaggerSecuritySchemes(document.securityDefinitions),
    operations,
    schemas: reader.schemas.collect(),
    findings: reader.log.list(),
  };
}
