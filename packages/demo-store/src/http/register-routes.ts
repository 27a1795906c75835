import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoStoreState } from '../domain/types.ts';
import { StoreError } from '../errors.ts';
import { parseInput, readJsonBody } from './read-input.ts';
import { forVersion, type RouteDefinition } from './route-definition.ts';

/** Binds route definitions to a Hono app: API key, input parsing, deprecation header, JSON errors. */

export const apiKeyHeader = 'X-API-Key';
/** RFC 9745 form: `@` and a Unix time (2026-01-01T00:00:00Z), announced for v2's deprecated operations. */
export const deprecationHeaderValue = '@1767225600';

export interface RouteBinding {
  basePath: string;
  state: DemoStoreState;
  apiKey?: string | undefined;
}

function toHonoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function apiKeyCheck(apiKey: string | undefined): (given: string | undefined) => boolean {
  if (apiKey === undefined) return () => true;
  // Compare digests so the comparison takes the same time whatever the given key's length.
  const expected = createHash('sha256').update(apiKey).digest();
  return (given) =>
    given !== undefined && timingSafeEqual(createHash('sha256').update(given).digest(), expected);
}

function errorResponse(c: Context, error: unknown, headers?: Record<string, string>): Response {
  if (error instanceof StoreError) return c.json(error.toBody(), error.status, headers);
  console.error('demo-store: unexpected error', error);
  const internal = new StoreError('INTERNAL_ERROR', 'The store failed to handle this request');
  return c.json(internal.toBody(), 500);
}

export function registerRoutes(app: Hono, routes: RouteDefinition[], binding: RouteBinding): void {
  const { basePath, state } = binding;
  const isAuthorised = apiKeyCheck(binding.apiKey);

  for (const route of routes) {
    const honoPath = `${basePath}${toHonoPath(route.path)}` || '/';
    app.on(route.method.toUpperCase(), honoPath, async (c) => {
      const version = state.version;
      const headers: Record<string, string> = {};
      if (route.deprecatedIn?.includes(version)) headers.Deprecation = deprecationHeaderValue;
      try {
        if (!route.public && !isAuthorised(c.req.header(apiKeyHeader))) {
          throw new StoreError(
            'UNAUTHORIZED',
            `Missing or invalid API key: send it in the ${apiKeyHeader} header`,
          );
        }
        const query = route.query ? parseInput(forVersion(route.query, version), c.req.query()) : undefined;
        const rawBody = route.body ? await readJsonBody(c.req.raw, route.bodyOptional === true) : undefined;
        const body = route.body ? parseInput(forVersion(route.body, version), rawBody) : undefined;
        const result = route.handle({
          state,
          version,
          params: c.req.param(),
          query,
          body,
          url: c.req.url,
          now: new Date(),
        });
        return c.json(result.body as object, result.status, headers);
      } catch (error) {
        return errorResponse(c, error, headers);
      }
    });
  }

  registerFallback(app, routes, basePath);
}

/** Unknown paths under the base path answer JSON 404, known paths with another method 405. */
function registerFallback(app: Hono, routes: RouteDefinition[], basePath: string): void {
  const matchers = routes.map((route) => ({
    method: route.method.toUpperCase(),
    pattern: new RegExp(`^${escapeRegExp(basePath + route.path).replace(/\\\{[^}\\]+\\\}/g, '[^/]+')}$`),
  }));
  const fallback = (c: Context) => {
    const path = c.req.path;
    const allowed = [...new Set(matchers.filter((m) => m.pattern.test(path)).map((m) => m.method))];
    if (allowed.length > 0) {
      const error = new StoreError('METHOD_NOT_ALLOWED', `${c.req.method} is not allowed on ${path}`);
      return c.json(error.toBody(), error.status as ContentfulStatusCode, { Allow: allowed.join(', ') });
    }
    const error = new StoreError('NOT_FOUND', `No endpoint ${c.req.method} ${path}`);
    return c.json(error.toBody(), 404);
  };
  app.all(`${basePath}/*`, fallback);
  if (basePath) app.all(basePath, fallback);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
