import type { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/context.ts';
import { defineRoute, type RouteRegistry } from '../../lib/route.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    reachable: z.boolean(),
    kind: z.string(),
    version: z.string().nullable(),
    latencyMs: z.number().nullable(),
  }),
});

export function registerHealthRoutes(
  app: Hono<AppEnv>,
  registry: RouteRegistry,
  deps: { db: Kysely<Database>; databaseKind: string; version: string },
) {
  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/health',
      summary: 'Server and database health',
      tags: ['System'],
      access: 'public',
      response: healthResponse,
    },
    async (c) => {
      const started = performance.now();
      let version: string | null = null;
      try {
        const result = await sql<{ version: string }>`select version() as version`.execute(deps.db);
        version = result.rows[0]?.version ?? null;
      } catch {
        version = null;
      }
      const reachable = version !== null;
      return c.json(
        {
          status: reachable ? 'ok' : 'degraded',
          version: deps.version,
          database: {
            reachable,
            kind: deps.databaseKind,
            version,
            latencyMs: reachable ? Math.round((performance.now() - started) * 100) / 100 : null,
          },
        },
        reachable ? 200 : 503,
      );
    },
  );
}
