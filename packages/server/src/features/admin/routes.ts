import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/context.ts';
import { defineRoute, type RouteRegistry } from '../../lib/route.ts';

const customersQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const customersResponse = z.object({
  total: z.number(),
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      company: z.string(),
      plan: z.string(),
      role: z.string(),
      trialEndsAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

export function registerAdminRoutes(app: Hono<AppEnv>, registry: RouteRegistry, db: Kysely<Database>) {
  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/admin/customers',
      summary: 'Every customer account (admins only)',
      tags: ['Admin'],
      access: 'admin',
      query: customersQuery,
      response: customersResponse,
    },
    async (c, { query }) => {
      let base = db.selectFrom('user').leftJoin('profiles', 'profiles.user_id', 'user.id');
      if (query.search) {
        const pattern = `%${query.search.replace(/[%_\\]/g, '\\$&')}%`;
        base = base.where((eb) =>
          eb.or([
            eb('user.email', 'ilike', pattern),
            eb('user.name', 'ilike', pattern),
            eb('profiles.company', 'ilike', pattern),
          ]),
        );
      }
      const [{ total }] = [
        await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ];
      const rows = await base
        .select([
          'user.id',
          'user.name',
          'user.email',
          'user.role',
          'user.createdAt',
          'profiles.company',
          'profiles.plan',
          'profiles.trial_ends_at',
        ])
        .orderBy('user.createdAt', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return c.json({
        total: Number(total),
        customers: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          company: row.company ?? '',
          plan: row.plan ?? 'pro',
          role: row.role ?? 'user',
          trialEndsAt: row.trial_ends_at ? new Date(row.trial_ends_at).toISOString() : null,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
      });
    },
  );
}
