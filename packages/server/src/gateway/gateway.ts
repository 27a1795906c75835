import { type Implementation, isJsonContentType } from '@modelcontextprotocol/server';
import { Hono } from 'hono';
import {
  bearerKeyOf,
  corsHeaders,
  jsonRpcError,
  normaliseOrigins,
  originAllowed,
  readBody,
  requestIdOf,
  unauthorized,
} from './http-helpers.ts';
import { Access, InterfaceRuntime, type RuntimeShared } from './interface-runtime.ts';
import { serveMcpPost } from './mcp-endpoint.ts';
import { RateLimiter } from './rate-limiter.ts';
import { SdkFallback } from './sdk-fallback.ts';
import type { AccessKey, GatewayDeps, PublishedInterface } from './types.ts';
import { UpstreamClient } from './upstream.ts';
import { OAuthTokenCache } from './upstream-auth.ts';

/** Largest JSON-RPC request body accepted. */
const maxRequestBytes = 1024 * 1024;
/** Interface versions kept prepared in memory; the least recently published go first. */
const maxCachedInterfaces = 500;
/** A replaced version is torn down after calls still running on it have had time to end. */
const retireAfterMs = 60_000;

interface Prepared {
  version: number;
  runtime: InterfaceRuntime;
  fallback: SdkFallback;
  serverInfo: Implementation;
}

export type Gateway = Hono & { close(): Promise<void> };

/**
 * The live MCP endpoint, mounted at `/mcp`: `POST /mcp/{slug}` serves a published interface over
 * Streamable HTTP (2026-07-28 stateless, and the stateless form of 2025-11-25); GET and DELETE
 * answer 405. Keeps no session state: any process can answer any request.
 */
export function createGateway(deps: GatewayDeps): Gateway {
  const upstream = deps.upstream ?? new UpstreamClient();
  const limiter = new RateLimiter();
  const shared: RuntimeShared = {
    upstream,
    tokens: new OAuthTokenCache(upstream),
    limiter,
    recordCall: deps.recordCall,
    logger: deps.logger,
  };
  const origins = normaliseOrigins(deps.allowedOrigins);
  const directPath = deps.directPath ?? true;
  /** Access profiles by key record: an `authenticate` that serves keys from memory gets them reused. */
  const accesses = new WeakMap<AccessKey, Access>();
  const prepared = new Map<string, Prepared>();
  const retiring = new Set<ReturnType<typeof setTimeout>>();

  const retire = (old: Prepared) => {
    const timer = setTimeout(() => {
      retiring.delete(timer);
      old.runtime.close();
      void old.fallback.close();
    }, retireAfterMs);
    timer.unref();
    retiring.add(timer);
  };

  const prepare = (published: PublishedInterface): Prepared => {
    const current = prepared.get(published.slug);
    if (current && current.version === published.version) {
      current.runtime.published = published;
      return current;
    }
    const runtime = new InterfaceRuntime(published, shared);
    const serverInfo: Implementation = deps.serverInfo ?? {
      name: published.slug,
      title: published.name,
      version: String(published.version),
    };
    const onerror = (error: Error) =>
      deps.logger.debug('MCP request refused', { slug: published.slug, reason: error.message });
    const fallback = new SdkFallback(runtime, serverInfo, onerror);
    const next: Prepared = { version: published.version, runtime, fallback, serverInfo };
    if (current) retire(current);
    prepared.delete(published.slug);
    prepared.set(published.slug, next);
    if (prepared.size > maxCachedInterfaces) {
      const [oldest] = prepared.entries().next().value as [string, Prepared];
      retire(prepared.get(oldest)!);
      prepared.delete(oldest);
    }
    deps.logger.info('MCP interface prepared', {
      slug: published.slug,
      version: published.version,
      tools: published.tools.length,
    });
    return next;
  };

  const app = new Hono();

  app.use('/:slug', async (c, next) => {
    const origin = c.req.header('origin');
    if (!originAllowed(origin, c.req.header('host'), origins)) {
      return jsonRpcError(403, -32000, `Forbidden: requests from ${origin} are not allowed`);
    }
    await next();
    if (origin !== undefined) {
      c.res.headers.set('access-control-allow-origin', origin);
      c.res.headers.append('vary', 'Origin');
    }
  });

  app.options('/:slug', () => new Response(null, { status: 204, headers: corsHeaders }));

  /** The caller's access, or the answer refusing it (401, 429, or 503 when a lookup fails). */
  const admit = async (slug: string, authorization: string | undefined): Promise<Access | Response> => {
    const bearer = bearerKeyOf(authorization);
    if (!bearer) return unauthorized('missing');
    const key = await deps.authenticate(slug, bearer);
    if (!key) return unauthorized('invalid');
    const admission = limiter.admitRequest(key.id, key.rateLimit);
    if (!admission.ok) {
      return jsonRpcError(429, -32000, 'Rate limit exceeded for this access key; retry later', null, {
        'retry-after': String(admission.retryAfterSeconds),
      });
    }
    let access = accesses.get(key);
    if (!access) {
      access = new Access(key);
      accesses.set(key, access);
    }
    return access;
  };

  app.post('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!isJsonContentType(c.req.header('content-type') ?? null)) {
      return jsonRpcError(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
    }
    let access: Access | Response;
    let published: PublishedInterface | null;
    try {
      access = await admit(slug, c.req.header('authorization'));
      if (access instanceof Response) return access;
      published = await deps.resolveInterface(slug);
    } catch (error) {
      deps.logger.error('MCP gateway lookup failed', {
        slug,
        error: error instanceof Error ? error.message : String(error),
      });
      return jsonRpcError(
        503,
        -32000,
        'The MCP gateway cannot serve this interface right now; retry shortly',
        null,
        {
          'retry-after': '5',
        },
      );
    }
    if (!published) return jsonRpcError(404, -32000, `No published MCP interface at /mcp/${slug}`);
    const read = await readBody(c.req.raw, maxRequestBytes);
    if (!read.ok) {
      return read.tooLarge
        ? // The unread rest of the body makes the connection unusable: tell the client not to reuse it.
          jsonRpcError(413, -32000, `Request body larger than ${maxRequestBytes} bytes`, null, {
            connection: 'close',
          })
        : jsonRpcError(400, -32700, 'Parse error: the request body could not be read');
    }
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return jsonRpcError(400, -32700, 'Parse error: the request body is not valid JSON');
    }
    const { runtime, fallback, serverInfo } = prepare(published);
    try {
      return await serveMcpPost(c.req.raw, body, { runtime, fallback, access, serverInfo, directPath });
    } catch (error) {
      deps.logger.error('MCP request failed', {
        slug,
        error: error instanceof Error ? error.message : String(error),
      });
      return jsonRpcError(500, -32603, 'Internal error', requestIdOf(body));
    }
  });

  app.on(['GET', 'DELETE', 'PUT', 'PATCH'], '/:slug', () =>
    jsonRpcError(405, -32000, 'Method not allowed.', null, { allow: 'POST' }),
  );

  return Object.assign(app, {
    async close() {
      for (const timer of retiring) clearTimeout(timer);
      for (const entry of prepared.values()) {
        entry.runtime.close();
        await entry.fallback.close();
      }
      prepared.clear();
      if (!deps.upstream) await upstream.close();
    },
  });
}
