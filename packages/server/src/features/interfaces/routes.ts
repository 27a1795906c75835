import { toolsListResult } from '@cartographer/core';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type AppEnv, viewerOf } from '../../lib/context.ts';
import type { EventBus } from '../../lib/events.ts';
import { defineRoute, type RouteRegistry } from '../../lib/route.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createKey, listKeys, revokeKey, rotateKey } from './access-keys.ts';
import {
  assertOwner,
  compileForUser,
  createInterface,
  deleteInterface,
  findInterface,
  getVersion,
  listInterfaces,
  listVersions,
  parseGraph,
  saveVersion,
  setPublished,
} from './interface-store.ts';
import { maskSecrets, readSecrets, writeSecret } from './secrets.ts';
import { runToolTest } from './tool-test.ts';

export interface InterfaceRouteDeps {
  db: Kysely<Database>;
  box: SecretBox;
  events: EventBus;
  publicUrl: string;
}

const idParams = z.object({ id: z.uuid('Unknown interface') });
const versionParams = idParams.extend({ version: z.coerce.number().int().min(1) });
const keyParams = idParams.extend({ keyId: z.uuid('Unknown key') });
const graphBody = z.object({ graph: z.unknown() });
const secretInput = z
  .object({
    apiKey: z.string().max(4096).optional(),
    bearerToken: z.string().max(8192).optional(),
    password: z.string().max(1024).optional(),
    clientSecret: z.string().max(4096).optional(),
  })
  .strict();
const keyInput = z.object({
  name: z
    .string({ error: 'Name the key' })
    .trim()
    .min(1, 'Name the key')
    .max(80, 'Must be at most 80 characters'),
  tools: z.array(z.string().max(128)).max(2000).nullable().optional(),
  readOnly: z.boolean().optional(),
});

export function registerInterfaceRoutes(
  app: Hono<AppEnv>,
  registry: RouteRegistry,
  deps: InterfaceRouteDeps,
) {
  const { db, box, publicUrl } = deps;
  const tags = ['Interfaces'];
  const who = async (userId: string) =>
    (await db.selectFrom('user').select('name').where('id', '=', userId).executeTakeFirst())?.name ??
    'Unknown';
  const changed = (userId: string, id: string, slug: string) =>
    deps.events.publish({ type: 'interface.updated', userId, data: { interfaceId: id, slug } });

  defineRoute(
    app,
    registry,
    { method: 'get', path: '/api/interfaces', summary: 'Your MCP interfaces', tags, access: 'user' },
    async (c) => c.json({ interfaces: await listInterfaces(db, viewerOf(c).userId, publicUrl) }),
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces',
      summary: 'Create an interface',
      tags,
      access: 'user',
      body: z.object({ name: z.string().trim().max(120).optional() }),
      status: 201,
    },
    async (c, { body }) => {
      const { userId } = viewerOf(c);
      const id = await createInterface(db, {
        userId,
        createdBy: await who(userId),
        ...(body.name ? { name: body.name } : {}),
      });
      return c.json({ interface: await findInterface(db, userId, id, publicUrl) }, 201);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/interfaces/:id',
      summary: 'An interface with its latest graph',
      tags,
      access: 'user',
      params: idParams,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      const summary = await findInterface(db, userId, params.id, publicUrl);
      const { graph, version } = await getVersion(db, userId, params.id);
      return c.json({
        interface: summary,
        graph,
        version,
        secrets: maskSecrets(await readSecrets(db, box, params.id)),
      });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'put',
      path: '/api/interfaces/:id',
      summary: 'Save the graph as a new version',
      tags,
      access: 'user',
      params: idParams,
      body: graphBody,
      errors: [404],
    },
    async (c, { params, body }) => {
      const { userId } = viewerOf(c);
      const version = await saveVersion(db, userId, params.id, parseGraph(body.graph), await who(userId));
      return c.json({ interface: await findInterface(db, userId, params.id, publicUrl), version });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'delete',
      path: '/api/interfaces/:id',
      summary: 'Delete an interface',
      tags,
      access: 'user',
      params: idParams,
      status: 204,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      const { slug } = await assertOwner(db, userId, params.id);
      await deleteInterface(db, userId, params.id);
      await changed(userId, params.id, slug);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/duplicate',
      summary: 'Copy an interface',
      tags,
      access: 'user',
      params: idParams,
      status: 201,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      const { graph } = await getVersion(db, userId, params.id);
      const copy = await createInterface(db, {
        userId,
        createdBy: await who(userId),
        graph: { ...graph, name: `${graph.name} (copy)`.slice(0, 120) },
      });
      return c.json({ interface: await findInterface(db, userId, copy, publicUrl) }, 201);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/interfaces/:id/versions',
      summary: 'Saved versions',
      tags,
      access: 'user',
      params: idParams,
      errors: [404],
    },
    async (c, { params }) => c.json({ versions: await listVersions(db, viewerOf(c).userId, params.id) }),
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/interfaces/:id/versions/:version',
      summary: 'One saved version',
      tags,
      access: 'user',
      params: versionParams,
      errors: [404],
    },
    async (c, { params }) => c.json(await getVersion(db, viewerOf(c).userId, params.id, params.version)),
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/versions/:version/restore',
      summary: 'Restore an older version as the newest',
      tags,
      access: 'user',
      params: versionParams,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      const { graph } = await getVersion(db, userId, params.id, params.version);
      const version = await saveVersion(db, userId, params.id, graph, await who(userId));
      return c.json({ interface: await findInterface(db, userId, params.id, publicUrl), version });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'put',
      path: '/api/interfaces/:id/secrets/:secretRef',
      summary: 'Store upstream credentials (encrypted; answered masked)',
      tags,
      access: 'user',
      params: idParams.extend({ secretRef: z.string().min(1).max(120) }),
      body: secretInput,
      errors: [404],
    },
    async (c, { params, body }) => {
      const { userId } = viewerOf(c);
      const { slug } = await assertOwner(db, userId, params.id);
      await writeSecret(db, box, params.id, params.secretRef, body);
      await changed(userId, params.id, slug);
      return c.json({ secrets: maskSecrets(await readSecrets(db, box, params.id)) });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/compile',
      summary: 'The exact tools/list a client will get, with problems',
      tags,
      access: 'user',
      params: idParams,
      body: z.object({ graph: z.unknown().optional() }),
      errors: [404],
    },
    async (c, { params, body }) => {
      const { userId } = viewerOf(c);
      const graph =
        body.graph === undefined ? (await getVersion(db, userId, params.id)).graph : parseGraph(body.graph);
      await assertOwner(db, userId, params.id);
      const compiled = await compileForUser(db, userId, graph);
      return c.json({ tools: toolsListResult(compiled.tools).tools, problems: compiled.problems });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/publish',
      summary: 'Serve a version at /mcp/{slug}',
      tags,
      access: 'user',
      params: idParams,
      body: z.object({ version: z.number().int().min(1).optional() }),
      errors: [404],
    },
    async (c, { params, body }) => {
      const { userId } = viewerOf(c);
      const { slug } = await assertOwner(db, userId, params.id);
      const version = body.version ?? (await getVersion(db, userId, params.id)).version;
      await setPublished(db, userId, params.id, version);
      await changed(userId, params.id, slug);
      return c.json({ interface: await findInterface(db, userId, params.id, publicUrl) });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/unpublish',
      summary: 'Stop serving the interface',
      tags,
      access: 'user',
      params: idParams,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      const { slug } = await assertOwner(db, userId, params.id);
      await setPublished(db, userId, params.id, null);
      await changed(userId, params.id, slug);
      return c.json({ interface: await findInterface(db, userId, params.id, publicUrl) });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/test',
      summary: 'Run one tool through the compiled path and show the upstream exchange',
      tags,
      access: 'user',
      params: idParams,
      body: z.object({
        tool: z.string().min(1, 'Pick a tool').max(128),
        arguments: z.record(z.string(), z.unknown()).default({}),
        graph: z.unknown().optional(),
      }),
      errors: [404],
    },
    async (c, { params, body }) => {
      const { userId } = viewerOf(c);
      await assertOwner(db, userId, params.id);
      const graph =
        body.graph === undefined ? (await getVersion(db, userId, params.id)).graph : parseGraph(body.graph);
      const compiled = await compileForUser(db, userId, graph);
      const tool = compiled.tools.find((candidate) => candidate.name === body.tool);
      if (!tool) throw new AppError('NOT_FOUND', `This interface has no tool named ${body.tool}.`);
      return c.json(await runToolTest(tool, body.arguments, await readSecrets(db, box, params.id)));
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/interfaces/:id/keys',
      summary: 'Access keys',
      tags,
      access: 'user',
      params: idParams,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      await assertOwner(db, userId, params.id);
      return c.json({ keys: await listKeys(db, userId, params.id) });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/keys',
      summary: 'Create an access key (the secret is shown once)',
      tags,
      access: 'user',
      params: idParams,
      body: keyInput,
      status: 201,
      errors: [404],
    },
    async (c, { params, body }) => {
      const { userId } = viewerOf(c);
      await assertOwner(db, userId, params.id);
      return c.json(
        await createKey(db, {
          userId,
          interfaceId: params.id,
          name: body.name,
          tools: body.tools ?? null,
          readOnly: body.readOnly ?? false,
        }),
        201,
      );
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'delete',
      path: '/api/interfaces/:id/keys/:keyId',
      summary: 'Revoke an access key',
      tags,
      access: 'user',
      params: keyParams,
      status: 204,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      await revokeKey(db, userId, params.id, params.keyId);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/interfaces/:id/keys/:keyId/rotate',
      summary: 'Replace an access key (the new secret is shown once)',
      tags,
      access: 'user',
      params: keyParams,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      if (!(await assertOwner(db, userId, params.id)))
        throw new AppError('NOT_FOUND', 'That interface does not exist.');
      return c.json(await rotateKey(db, userId, params.id, params.keyId));
    },
  );
}
