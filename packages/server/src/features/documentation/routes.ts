import { computeCoverage } from '@cartographer/core';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type AppEnv, viewerOf } from '../../lib/context.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { defineRoute, type RouteRegistry } from '../../lib/route.ts';
import { analyzeQueue } from './analyze-source.ts';
import { findOperation, listOperations } from './operation-store.ts';
import {
  deleteSource,
  findSource,
  insertSource,
  listSources,
  markAnalyzing,
  sourceDetail,
} from './source-store.ts';

export const maxUploadBytes = 25 * 1024 * 1024;
export const uploadExtensions = ['.json', '.yaml', '.yml', '.xml', '.md', '.txt', '.graphql', '.gql'];

const idParams = z.object({ id: z.uuid('Unknown id') });
const sourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['uploaded', 'url', 'repository', 'wiki']),
  status: z.enum(['analyzing', 'complete', 'error']),
  error: z.string().nullable(),
  location: z.string(),
  format: z.string().nullable(),
  apiCount: z.number(),
  coverage: z.number(),
  findingsCount: z.number(),
  lastUpdated: z.string(),
  revision: z.number(),
  progress: z.string().nullable(),
});
const discoverInput = z.object({
  url: z.string({ error: 'Enter a URL' }).trim().min(1, 'Enter a URL').max(2048, 'The URL is too long'),
  kind: z.enum(['url', 'repository', 'wiki']).default('url'),
});
const operationsQuery = z.object({
  search: z.string().max(200).optional(),
  sourceId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

function checkDiscoverTarget(url: string, kind: string): string {
  if (kind === 'repository' && !/^https?:\/\//i.test(url)) {
    if (url.startsWith('/') || url.startsWith('./')) return url;
    throw new AppError('VALIDATION_ERROR', 'Enter a git URL (https://…) or a folder path on the server', {
      url: 'Enter a git URL (https://…) or a folder path on the server',
    });
  }
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    return parsed.href;
  } catch {
    throw new AppError('VALIDATION_ERROR', 'Enter a valid http or https URL', {
      url: 'Enter a valid http or https URL',
    });
  }
}

export function registerDocumentationRoutes(
  app: Hono<AppEnv>,
  registry: RouteRegistry,
  deps: { db: Kysely<Database>; jobs: JobQueue },
) {
  const { db, jobs } = deps;
  const tags = ['Documentation'];

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/documentation/sources',
      summary: 'Your documentation sources',
      tags,
      access: 'user',
      response: z.object({ sources: z.array(sourceSchema) }),
    },
    async (c) => c.json({ sources: await listSources(db, viewerOf(c).userId) }),
  );

  app.post('/api/documentation/sources/upload', async (c, next) => {
    const { userId } = viewerOf(c);
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > maxUploadBytes + 64 * 1024) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is ${(length / 1024 / 1024).toFixed(1)} MB; the limit is 25 MB.`,
      );
    }
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in a field named "file".');
    }
    const file = body.file;
    if (!(file instanceof File))
      throw new AppError('VALIDATION_ERROR', 'Please select a file to upload', {
        file: 'Please select a file to upload',
      });
    if (file.size > maxUploadBytes)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 25 MB.`,
      );
    const name = file.name.replace(/[\\/]/g, '_').slice(0, 200) || 'upload';
    const extension = name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
    if (!uploadExtensions.includes(extension)) {
      const message = `Only ${uploadExtensions.join(', ')} files can be uploaded.`;
      throw new AppError('VALIDATION_ERROR', message, { file: message });
    }
    const text = new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer());
    const source = await insertSource(db, {
      userId,
      name,
      type: 'uploaded',
      location: name,
      pendingContent: text.replaceAll('\u0000', ''),
    });
    await jobs.send(analyzeQueue, { sourceId: source.id });
    void next;
    return c.json({ source }, 202);
  });
  registry.specs.push({
    method: 'post',
    path: '/api/documentation/sources/upload',
    summary: 'Upload an API document (multipart field "file", at most 25 MB)',
    tags,
    access: 'user',
    status: 202,
    response: z.object({ source: sourceSchema }),
    errors: [413, 422],
  });

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/documentation/sources/discover',
      summary: 'Discover documentation from a URL, repository or docs site',
      tags,
      access: 'user',
      body: discoverInput,
      status: 202,
      response: z.object({ source: sourceSchema }),
    },
    async (c, { body }) => {
      const location = checkDiscoverTarget(body.url, body.kind);
      const source = await insertSource(db, {
        userId: viewerOf(c).userId,
        name: location,
        type: body.kind,
        location,
      });
      await jobs.send(analyzeQueue, { sourceId: source.id });
      return c.json({ source }, 202);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/documentation/sources/:id/refresh',
      summary: 'Run discovery and analysis again',
      tags,
      access: 'user',
      params: idParams,
      status: 202,
      response: z.object({ source: sourceSchema }),
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      const existing = await findSource(db, userId, params.id);
      if (!existing) throw new AppError('NOT_FOUND', 'That documentation source does not exist.');
      await markAnalyzing(db, userId, params.id, 'Waiting to be analysed');
      await jobs.send(analyzeQueue, { sourceId: params.id });
      return c.json({ source: (await findSource(db, userId, params.id))! }, 202);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'delete',
      path: '/api/documentation/sources/:id',
      summary: 'Delete a source and its operations',
      tags,
      access: 'user',
      params: idParams,
      status: 204,
      errors: [404],
    },
    async (c, { params }) => {
      if (!(await deleteSource(db, viewerOf(c).userId, params.id)))
        throw new AppError('NOT_FOUND', 'That documentation source does not exist.');
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/documentation/sources/:id',
      summary: 'One source with findings, discovery report and revisions',
      tags,
      access: 'user',
      params: idParams,
      errors: [404],
    },
    async (c, { params }) => {
      const { userId } = viewerOf(c);
      const source = await findSource(db, userId, params.id);
      const detail = source && (await sourceDetail(db, userId, params.id));
      if (!source || !detail) throw new AppError('NOT_FOUND', 'That documentation source does not exist.');
      return c.json({ source, ...detail });
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/documentation/operations',
      summary: 'Discovered operations, searched and paginated',
      tags,
      access: 'user',
      query: operationsQuery,
    },
    async (c, { query }) => c.json(await listOperations(db, viewerOf(c).userId, query)),
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/documentation/operations/:id',
      summary: 'One discovered operation with its schemas',
      tags,
      access: 'user',
      params: idParams,
      errors: [404],
    },
    async (c, { params }) => {
      const found = await findOperation(db, viewerOf(c).userId, params.id);
      if (!found) throw new AppError('NOT_FOUND', 'That operation does not exist.');
      return c.json({ ...found, coverage: computeCoverage(found.operation) });
    },
  );
}
