import { FindingLog } from '../catalog/finding-log.ts';
import type {
  Catalog,
  CatalogOperation,
  CatalogParameter,
  CatalogRequestBody,
  CatalogResponse,
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
import { openApi3SecuritySchemes } from './security-schemes.ts';

const locations = new Set<ParameterLocation>(['path', 'query', 'header', 'cookie']);
/** OpenAPI says header parameters with these names are ignored: the body and security define them. */
const ignoredHeaders = new Set(['accept', 'content-type', 'authorization']);

function serverUrls(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((server) => {
    const url = text(server.url);
    if (url === undefined) return [];
    const variables = isRecord(server.variables) ? server.variables : {};
    return [
      url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
        const variable = variables[name];
        return isRecord(variable) && variable.default !== undefined ? String(variable.default) : whole;
      }),
    ];
  });
}

class OpenApi3Reader {
  readonly log = new FindingLog();
  readonly refs: DocumentRefs;
  readonly schemas: SchemaConverter;

  constructor(readonly document: Record<string, unknown>) {
    this.refs = new DocumentRefs(document, this.log);
    const components = isRecord(document.components) ? document.components : {};
    this.schemas = new SchemaConverter(
      this.refs,
      isRecord(components.schemas) ? components.schemas : {},
      '#/components/schemas/',
    );
  }

  /** The value of an `example`, else of the first usable entry of `examples` (Example Objects may be refs). */
  example(holder: Record<string, unknown>, where: string): unknown {
    if (holder.example !== undefined) return holder.example;
    if (!isRecord(holder.examples)) return undefined;
    for (const raw of Object.values(holder.examples)) {
      const example = this.refs.follow(raw, where);
      if (example && example.value !== undefined) return example.value;
    }
    return undefined;
  }

  media(content: unknown, where: string) {
    if (!isRecord(content)) return undefined;
    const contentType = preferredMediaType(Object.keys(content));
    const media = contentType === undefined ? undefined : content[contentType];
    if (contentType === undefined || !isRecord(media)) return undefined;
    const schema = media.schema === undefined ? undefined : this.schemas.convert(media.schema, where);
    return { contentType, schema, example: this.example(media, where) };
  }

  parameter(raw: unknown, where: string): CatalogParameter | undefined {
    const parameter = this.refs.follow(raw, where);
    const name = parameter && text(parameter.name);
    const location = parameter?.in as ParameterLocation;
    if (!parameter || name === undefined || !locations.has(location)) return undefined;
    if (location === 'header' && ignoredHeaders.has(name.toLowerCase())) return undefined;
    const media = parameter.schema === undefined ? this.media(parameter.content, where) : undefined;
    const description = text(parameter.description);
    const example = this.example(parameter, where) ?? media?.example;
    return {
      name,
      in: location,
      required: location === 'path' || parameter.required === true,
      ...(description !== undefined && { description }),
      ...(parameter.deprecated === true && { deprecated: true }),
      schema:
        parameter.schema !== undefined
          ? this.schemas.convert(parameter.schema, where)
          : (media?.schema ?? {}),
      ...(example !== undefined && { example }),
    };
  }

  /** Path-level parameters, overridden by the operation's own of the same name and location. */
  parameters(pathLevel: unknown, operationLevel: unknown, where: string): CatalogParameter[] {
    const merged = new Map<string, CatalogParameter>();
    for (const list of [pathLevel, operationLevel]) {
      if (!Array.isArray(list)) continue;
      for (const raw of list) {
        const parameter = this.parameter(raw, `${where}/parameters`);
        if (!parameter) continue;
        const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
        merged.set(`${parameter.in} ${name}`, parameter);
      }
    }
    return [...merged.values()];
  }

  requestBody(raw: unknown, where: string): CatalogRequestBody | undefined {
    const body = this.refs.follow(raw, where);
    const media = body && this.media(body.content, where);
    if (!body || !media) return undefined;
    const description = text(body.description);
    return {
      required: body.required === true,
      contentType: media.contentType,
      ...(description !== undefined && { description }),
      schema: media.schema ?? {},
      ...(media.example !== undefined && { example: media.example }),
    };
  }

  responses(raw: unknown, where: string): CatalogResponse[] {
    if (!isRecord(raw)) return [];
    const out: CatalogResponse[] = [];
    for (const [status, value] of Object.entries(raw)) {
      if (status.startsWith('x-')) continue;
      const pointer = `${where}/${escapePointerToken(status)}`;
      const response = this.refs.follow(value, pointer);
      if (!response) continue;
      const description = text(response.description);
      const media = this.media(response.content, pointer);
      out.push({
        status: statusKey(status),
        ...(description !== undefined && { description }),
        ...(media && { contentType: media.contentType }),
        ...(media?.schema !== undefined && { schema: media.schema }),
        ...(media?.example !== undefined && { example: media.example }),
      });
    }
    return out;
  }

  operation(
    path: string,
    method: string,
    item: Record<string, unknown>,
    defaults: unknown,
  ): CatalogOperation {
    const raw = item[method] as Record<string, unknown>;
    const where = operationPointer(path, method);
    const upper = method.toUpperCase();
    const operationId = text(raw.operationId);
    const summary = text(raw.summary) ?? text(item.summary);
    const description = text(raw.description) ?? text(item.description);
    const requestBody = this.requestBody(raw.requestBody, `${where}/requestBody`);
    return {
      key: `${upper} ${path}`,
      kind: 'http',
      method: upper,
      path,
      ...(operationId !== undefined && { operationId }),
      ...(summary !== undefined && { summary }),
      ...(description !== undefined && { description }),
      tags: stringList(raw.tags),
      parameters: this.parameters(item.parameters, raw.parameters, where),
      ...(requestBody && { requestBody }),
      responses: this.responses(raw.responses, `${where}/responses`),
      security: securityRequirements(raw.security) ?? securityRequirements(defaults) ?? [],
      deprecated: raw.deprecated === true,
      location: where,
    };
  }
}

/** An OpenAPI 3.0 or 3.1 document as a catalogue (webhooks are not operations one can call). */
export function importOpenApi3(
  document: Record<string, unknown>,
  format: 'openapi-3.0' | 'openapi-3.1',
  fallbackTitle: string,
): Catalog {
  const reader = new OpenApi3Reader(document);
  const operations: CatalogOperation[] = [];
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue;
    const item = reader.refs.follow(rawItem, `#/paths/${escapePointerToken(path)}`);
    if (!item) continue;
    for (const method of Object.keys(item)) {
      if (!httpMethods.has(method) || !isRecord(item[method])) continue;
      operations.push(reader.operation(path, method, item, document.security));
    }
  }
  const components = isRecord(document.components) ? document.components : {};
  const securitySchemes = openApi3SecuritySchemes(components.securitySchemes, reader.refs);
  return {
    format,
    ...infoParts(document, fallbackTitle),
    servers: serverUrls(document.servers),
    securitySchemes,
    operations,
    schemas: reader.schemas.collect(),
    findings: reader.log.list(),
  };
}
