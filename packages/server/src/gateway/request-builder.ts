import type { ToolBinding } from '@cartographer/core';

export interface BuiltRequest {
  method: string;
  /** Base URL and path, without the query string. */
  url: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body?: string;
}

function scalar(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

function appendQuery(query: URLSearchParams, name: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) for (const item of value) query.append(name, scalar(item));
  else query.append(name, scalar(value));
}

/** `a[b][0]=c` encoding of nested values, as form-encoded APIs (Stripe and others) expect. */
function appendForm(form: URLSearchParams, prefix: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      appendForm(form, `${prefix}[${index}]`, item);
    });
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      appendForm(form, prefix ? `${prefix}[${key}]` : key, inner);
  } else {
    form.append(prefix, String(value));
  }
}

function encodeBody(value: unknown, contentType: string): string {
  if (/x-www-form-urlencoded/i.test(contentType)) {
    const form = new URLSearchParams();
    appendForm(form, '', value);
    return form.toString();
  }
  if (/^text\//i.test(contentType)) return scalar(value);
  return JSON.stringify(value);
}

/** Maps validated tool arguments onto the upstream HTTP request the binding describes. */
export function buildUpstreamRequest(binding: ToolBinding, args: Record<string, unknown>): BuiltRequest {
  const query = new URLSearchParams();
  const headers: Record<string, string> = { accept: 'application/json' };
  const variables: Record<string, unknown> = {};
  let path = binding.pathTemplate;
  let body: unknown;
  let hasBody = false;
  for (const { argument, in: location, name } of binding.arguments) {
    const value = args[argument];
    if (value === undefined) continue;
    switch (location) {
      case 'path':
        path = path.split(`{${name}}`).join(encodeURIComponent(scalar(value)));
        break;
      case 'query':
        appendQuery(query, name, value);
        break;
      case 'queryMap':
        if (value && typeof value === 'object') {
          for (const [key, inner] of Object.entries(value)) appendQuery(query, key, inner);
        }
        break;
      case 'header':
        headers[name.toLowerCase()] = scalar(value);
        break;
      case 'body':
        body = value;
        hasBody = true;
        break;
      case 'variable':
        variables[name] = value;
        break;
    }
  }
  const base = binding.baseUrl.endsWith('/') ? binding.baseUrl.slice(0, -1) : binding.baseUrl;
  const url = path === '' ? base : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  const built: BuiltRequest = { method: binding.method, url, query, headers };
  if (binding.graphql) {
    headers['content-type'] = 'application/json';
    built.body = JSON.stringify({ query: binding.graphql.document, variables });
  } else if (hasBody) {
    const contentType = binding.bodyContentType ?? 'application/json';
    headers['content-type'] = contentType;
    built.body = encodeBody(body, contentType);
  }
  return built;
}

/** The full URL with the query string (after credentials may have added to it). */
export function requestUrl(built: BuiltRequest): string {
  const search = built.query.toString();
  if (search === '') return built.url;
  return `${built.url}${built.url.includes('?') ? '&' : '?'}${search}`;
}
