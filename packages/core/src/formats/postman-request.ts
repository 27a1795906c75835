import type { CatalogParameter, CatalogRequestBody, CatalogResponse, JsonSchema } from '../catalog/model.ts';
import { isRecord } from '../catalog/schema-walk.ts';
import { inferSchema, parseJsonExample } from './infer-schema.ts';

export interface PostmanUrl {
  protocol?: string;
  host: string[];
  path: string[];
  query: Record<string, unknown>[];
  variable: Record<string, unknown>[];
}

/** Headers that are about transport or auth, not inputs of the operation. */
const transportHeaders = new Set([
  'content-type',
  'accept',
  'authorization',
  'user-agent',
  'content-length',
  'host',
  'cookie',
]);

export function postmanText(value: unknown): string | undefined {
  const text = isRecord(value) ? value.content : value;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function segments(value: unknown, separator: string): string[] {
  if (typeof value === 'string') return value.split(separator).filter((part) => part !== '');
  if (!Array.isArray(value)) return [];
  return value.map((part) => (isRecord(part) ? String(part.value ?? '') : String(part)));
}

/** A Postman URL (a string in some v2.0 collections, an object otherwise) in its parts. */
export function postmanUrl(value: unknown): PostmanUrl {
  if (isRecord(value)) {
    const protocol = typeof value.protocol === 'string' ? value.protocol : undefined;
    return {
      ...(protocol && { protocol }),
      host: segments(value.host, '.'),
      path: segments(value.path, '/'),
      query: records(value.query),
      variable: records(value.variable),
    };
  }
  const raw = typeof value === 'string' ? value : '';
  const protocol = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw)?.[1];
  const rest = protocol ? raw.slice(protocol.length + 3) : raw;
  const [beforeQuery = '', queryText = ''] = rest.split('?', 2);
  const [host = '', ...path] = beforeQuery.split('/');
  const query = queryText
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', item = ''] = pair.split('=', 2);
      return { key, value: item };
    });
  return {
    ...(protocol && { protocol }),
    host: host ? [host] : [],
    path: path.filter(Boolean),
    query,
    variable: [],
  };
}

/** `:id` and `{{id}}` segments become `{id}`. */
export function templatePath(path: string[]): string {
  const parts = path.map((segment) =>
    segment.replace(/^:(.+)$/, '{$1}').replace(/\{\{([^{}]+)\}\}/g, '{$1}'),
  );
  return `/${parts.join('/')}`;
}

function example(value: unknown): unknown {
  return typeof value === 'string' && value !== '' && !/\{\{[^{}]*\}\}/.test(value) ? value : undefined;
}

export function postmanParameters(
  url: PostmanUrl,
  path: string,
  headers: unknown,
  authHeader: string | undefined,
) {
  const parameters: CatalogParameter[] = [];
  const pathVariables = new Map(url.variable.map((variable) => [String(variable.key ?? ''), variable]));
  for (const match of path.matchAll(/\{([^{}]+)\}/g)) {
    const name = match[1]!;
    const variable = pathVariables.get(name);
    const description = postmanText(variable?.description);
    const value = example(variable?.value);
    parameters.push({
      name,
      in: 'path',
      required: true,
      ...(description && { description }),
      schema: { type: 'string' },
      ...(value !== undefined && { example: value }),
    });
  }
  const add = (entry: Record<string, unknown>, location: 'query' | 'header') => {
    const name = typeof entry.key === 'string' ? entry.key : '';
    if (name === '' || parameters.some((parameter) => parameter.in === location && parameter.name === name))
      return;
    const description = postmanText(entry.description);
    const value = example(entry.value);
    parameters.push({
      name,
      in: location,
      required: false,
      ...(description && { description }),
      schema: { type: 'string' },
      ...(value !== undefined && { example: value }),
    });
  };
  for (const entry of url.query) add(entry, 'query');
  for (const entry of records(headers)) {
    const name = String(entry.key ?? '').toLowerCase();
    if (!transportHeaders.has(name) && name !== authHeader?.toLowerCase()) add(entry, 'header');
  }
  return parameters;
}

function contentTypeOf(headers: unknown): string | undefined {
  const header = records(headers).find((entry) => String(entry.key ?? '').toLowerCase() === 'content-type');
  return typeof header?.value === 'string' && header.value !== '' ? header.value : undefined;
}

function fieldsSchema(entries: Record<string, unknown>[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const entry of entries) {
    if (typeof entry.key !== 'string' || entry.key === '') continue;
    const description = postmanText(entry.description);
    const base = entry.type === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' };
    properties[entry.key] = description ? { ...base, description } : base;
  }
  return { type: 'object', properties };
}

/** The request body by Postman mode: raw (JSON inferred), urlencoded, formdata, graphql or file. */
export function postmanBody(body: unknown, headers: unknown): CatalogRequestBody | undefined {
  if (!isRecord(body) || body.disabled === true) return undefined;
  const declared = contentTypeOf(headers);
  if (body.mode === 'raw' && typeof body.raw === 'string' && body.raw.trim() !== '') {
    const parsed = parseJsonExample(body.raw);
    if (parsed !== undefined) {
      return {
        required: true,
        contentType: declared ?? 'application/json',
        schema: inferSchema(parsed),
        example: parsed,
      };
    }
    return {
      required: true,
      contentType: declared ?? 'text/plain',
      schema: { type: 'string' },
      example: body.raw,
    };
  }
  if (body.mode === 'urlencoded' || body.mode === 'formdata') {
    const entries = records(body[body.mode]);
    if (entries.length === 0) return undefined;
    const contentType =
      body.mode === 'urlencoded' ? 'application/x-www-form-urlencoded' : 'multipart/form-data';
    return { required: true, contentType, schema: fieldsSchema(entries) };
  }
  if (body.mode === 'graphql') {
    return {
      required: true,
      contentType: 'application/json',
      schema: {
        type: 'object',
        properties: { query: { type: 'string' }, variables: { type: 'object' } },
        required: ['query'],
      },
      ...(isRecord(body.graphql) && { example: body.graphql }),
    };
  }
  if (body.mode === 'file') {
    return {
      required: true,
      contentType: declared ?? 'application/octet-stream',
      schema: { type: 'string', format: 'binary' },
    };
  }
  return undefined;
}

/** Saved example responses: the first example of each status gives its schema and example. */
export function postmanResponses(value: unknown): CatalogResponse[] {
  const responses: CatalogResponse[] = [];
  for (const saved of records(value)) {
    const status = typeof saved.code === 'number' ? String(saved.code) : 'default';
    if (responses.some((response) => response.status === status)) continue;
    const body = typeof saved.body === 'string' ? saved.body : '';
    const parsed = parseJsonExample(body);
    const contentType =
      contentTypeOf(saved.header) ?? (parsed !== undefined ? 'application/json' : undefined);
    const description = typeof saved.name === 'string' && saved.name.trim() ? saved.name : undefined;
    responses.push({
      status,
      ...(description && { description }),
      ...(contentType && { contentType }),
      ...(parsed !== undefined && { schema: inferSchema(parsed), example: parsed }),
      ...(parsed === undefined && body.trim() !== '' && { schema: { type: 'string' }, example: body }),
    });
  }
  return responses;
}
