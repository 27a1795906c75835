import type { Catalog, CatalogOperation, SecurityRequirement, SecurityScheme } from '../catalog/model.ts';
import { isRecord } from '../catalog/schema-walk.ts';
import {
  postmanBody,
  postmanParameters,
  postmanResponses,
  postmanText,
  postmanUrl,
  templatePath,
} from './postman-request.ts';

interface Folder {
  tags: string[];
  auth: unknown;
  description: string | undefined;
}

/** Auth parameters, written as `[{ key, value }]` in v2.1 and as `{ key: value }` in v2.0. */
function authParameters(auth: Record<string, unknown>, type: string): Record<string, string> {
  const raw = auth[type];
  const out: Record<string, string> = {};
  if (Array.isArray(raw)) {
    for (const entry of raw)
      if (isRecord(entry) && typeof entry.key === 'string') out[entry.key] = String(entry.value ?? '');
  } else if (isRecord(raw)) {
    for (const [key, value] of Object.entries(raw)) out[key] = String(value ?? '');
  }
  return out;
}

class PostmanReader {
  readonly operations: CatalogOperation[] = [];
  readonly securitySchemes: Record<string, SecurityScheme> = {};
  readonly servers: string[] = [];
  private readonly variables = new Map<string, string>();
  private readonly keys = new Set<string>();

  constructor(collection: Record<string, unknown>) {
    const variables = Array.isArray(collection.variable) ? collection.variable : [];
    for (const variable of variables) {
      if (isRecord(variable) && typeof variable.key === 'string')
        this.variables.set(variable.key, String(variable.value ?? ''));
    }
  }

  resolve(text: string): string {
    return text.replace(/\{\{([^{}]+)\}\}/g, (whole, name: string) => this.variables.get(name) || whole);
  }

  /** The security an auth block asks for, registering its scheme; `[]` for none or noauth. */
  security(auth: unknown): { requirements: SecurityRequirement[]; apiKeyHeader?: string } {
    if (!isRecord(auth) || typeof auth.type !== 'string') return { requirements: [] };
    const parameters = authParameters(auth, auth.type);
    let name: string;
    let scheme: SecurityScheme;
    if (auth.type === 'apikey') {
      const key = this.resolve(parameters.key ?? 'api_key');
      const location = parameters.in === 'query' ? 'query' : 'header';
      name = 'apiKey';
      scheme = { type: 'apiKey', name: key, in: location };
      this.securitySchemes[name] = scheme;
      return { requirements: [{ [name]: [] }], ...(location === 'header' && { apiKeyHeader: key }) };
    }
    if (auth.type === 'bearer' || auth.type === 'basic' || auth.type === 'digest') {
      name = `${auth.type}Auth`;
      scheme = { type: 'http', scheme: auth.type };
    } else if (auth.type === 'oauth2') {
      name = 'oauth2';
      const grant =
        parameters.grant_type === 'authorization_code' ? 'authorizationCode' : 'clientCredentials';
      const tokenUrl = parameters.accessTokenUrl ? this.resolve(parameters.accessTokenUrl) : undefined;
      const authorizationUrl = parameters.authUrl ? this.resolve(parameters.authUrl) : undefined;
      const scopes = Object.fromEntries(
        (parameters.scope ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((scope) => [scope, '']),
      );
      scheme = {
        type: 'oauth2',
        flows: {
          [grant]: { ...(tokenUrl && { tokenUrl }), ...(authorizationUrl && { authorizationUrl }), scopes },
        },
      };
    } else {
      return { requirements: [] };
    }
    this.securitySchemes[name] = scheme;
    return { requirements: [{ [name]: [] }] };
  }

  server(protocol: string | undefined, host: string[]): void {
    if (host.length === 0) return;
    const resolved = this.resolve(host.join('.'));
    if (resolved.includes('{{')) return;
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(resolved) ? resolved : `${protocol ?? 'https'}://${resolved}`;
    if (!this.servers.includes(url)) this.servers.push(url);
  }

  request(item: Record<string, unknown>, folder: Folder): void {
    const request =
      typeof item.request === 'string' ? { url: item.request } : (item.request as Record<string, unknown>);
    const method = typeof request.method === 'string' ? request.method.toUpperCase() : 'GET';
    const url = postmanUrl(request.url);
    this.server(url.protocol, url.host);
    const path = templatePath(url.path);
    const auth = request.auth ?? folder.auth;
    const { requirements, apiKeyHeader } = this.security(auth);
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    const base = `${method} ${path}`;
    let key = this.keys.has(base) && name ? `${base} (${name})` : base;
    for (let counter = 2; this.keys.has(key); counter++) key = `${base} #${counter}`;
    this.keys.add(key);
    const description =
      postmanText(request.description) ?? postmanText(item.description) ?? folder.description;
    const requestBody = postmanBody(request.body, request.header);
    this.operations.push({
      key,
      kind: 'http',
      method,
      path,
      ...(name && { summary: name }),
      ...(description && { description }),
      tags: folder.tags,
      parameters: postmanParameters(url, path, request.header, apiKeyHeader),
      ...(requestBody && { requestBody }),
      responses: postmanResponses(item.response),
      security: requirements,
      deprecated: /\bdeprecated\b/i.test(name),
      location: [...folder.tags, name].join(' / '),
    });
  }

  /** Folders nest to any depth; each folder's name becomes a tag of the requests inside it. */
  items(items: unknown, folder: Folder, depth: number): void {
    if (!Array.isArray(items) || depth > 64) return;
    for (const item of items) {
      if (!isRecord(item)) continue;
      if (item.request !== undefined) this.request(item, folder);
      else if (Array.isArray(item.item)) {
        const name = typeof item.name === 'string' ? item.name.trim() : '';
        this.items(
          item.item,
          {
            tags: name ? [...folder.tags, name] : folder.tags,
            auth: item.auth ?? folder.auth,
            description: postmanText(item.description) ?? folder.description,
          },
          depth + 1,
        );
      }
    }
  }
}

/** A Postman v2.0/v2.1 collection: every request, through any depth of folders, is an operation. */
export function importPostman(
  collection: Record<string, unknown>,
  format: 'postman-2.0' | 'postman-2.1',
  fallbackTitle: string,
): Catalog {
  const info = isRecord(collection.info) ? collection.info : {};
  const reader = new PostmanReader(collection);
  reader.items(collection.item, { tags: [], auth: collection.auth, description: undefined }, 0);
  const description = postmanText(info.description) ?? postmanText(collection.description);
  const version = typeof info.version === 'string' ? info.version : undefined;
  return {
    format,
    title: typeof info.name === 'string' && info.name.trim() ? info.name : fallbackTitle,
    ...(version && { version }),
    ...(description && { description }),
    servers: reader.servers,
    securitySchemes: reader.securitySchemes,
    operations: reader.operations,
    schemas: {},
    findings: [],
  };
}
