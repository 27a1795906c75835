import { z } from 'zod';
import type { RouteRegistry } from '../lib/route.ts';

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Stable machine-readable code, e.g. VALIDATION_ERROR.' },
        message: { type: 'string', description: 'A sentence the user can act on.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Per-field messages.',
        },
      },
    },
  },
};

const errorDescriptions: Record<number, string> = {
  400: 'Malformed request',
  401: 'Not signed in',
  403: 'Signed in without the required role',
  404: 'Not found',
  409: 'Conflicts with existing data',
  413: 'Body too large',
  422: 'Validation failed',
  429: 'Too many requests',
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

/** `:id` to `{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The OpenAPI 3.1 document of the REST API, generated from the registered route specs. */
export function buildOpenApiDocument(registry: RouteRegistry, info: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of registry.specs) {
    const path = openApiPath(spec.path);
    const parameters: unknown[] = [];
    if (spec.params) {
      const schema = toSchema(spec.params, 'input') as { properties?: Record<string, unknown> };
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({ name, in: 'path', required: true, schema: property });
      }
    }
    if (spec.query) {
      const schema = toSchema(spec.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: schema.required?.includes(name) ?? false,
          schema: property,
        });
      }
    }
    const status = String(spec.status ?? 200);
    const responses: Record<string, unknown> = {
      [status]:
        status === '204' || !spec.response
          ? { description: 'Success' }
          : {
              description: 'Success',
              content: { 'application/json': { schema: toSchema(spec.response, 'output') } },
            },
    };
    const errors = new Set<number>(spec.errors ?? []);
    if (spec.body || spec.query || spec.params) errors.add(422);
    if (spec.body) errors.add(400);
    if (spec.access !== 'public') errors.add(401);
    if (spec.access === 'admin') errors.add(403);
    for (const code of [...errors].sort()) {
      responses[String(code)] = {
        description: errorDescriptions[code] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    const operationId = `${spec.method}${path
      .replace(/^\/api/, '')
      .split(/[/{}-]+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('')}`;
    paths[path] ??= {};
    paths[path][spec.method] = {
      operationId,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      ...(spec.access === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(spec.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(spec.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cartographer API',
      version: info.version,
      description:
        'The REST API behind the Cartographer web app. Errors always have the shape { error: { code, message } }.',
    },
    servers: [{ url: info.serverUrl }],
    security: [{ session: [] }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'cartographer.session_token',
          description: 'Session cookie set by sign-in.',
        },
      },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
