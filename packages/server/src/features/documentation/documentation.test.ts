import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoStore } from '@cartographer/demo-store';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient, validSignup } from '../../test/test-app.ts';

let t: TestApp;
let appUrl: string;
let appServer: ReturnType<typeof serve>;
let hostile: Server;
let hostileUrl: string;

const petstore = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Tiny Pets', version: '1.0.0' },
  paths: {
    '/pets/{id}': {
      get: {
        operationId: 'getPet',
        summary: 'Get a pet',
        parameters: [
          { name: 'id', in: 'path', required: true, description: 'Pet id', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The pet',
            content: {
              'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } },
            },
          },
          '404': { description: 'No such pet' },
        },
      },
    },
    '/pets': { post: { operationId: 'addPet', responses: { '201': { description: 'Created' } } } },
  },
});

beforeAll(async () => {
  t = await createTestApp({ mounts: [createDemoStore({ basePath: '/demo-store' }).app] });
  appServer = await new Promise((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  // An upstream that misbehaves in every way discovery must survive.
  hostile = createServer((req, res) => {
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop2' }).end();
    if (req.url === '/loop2') return res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/metadata')
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (req.url === '/slow') return setTimeout(() => res.end('late'), 15_000);
    if (req.url === '/docs')
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><head><link rel="service-desc" href="/specs/pets.json"></head><body>Docs</body></html>');
    if (req.url === '/guide/' || req.url === '/guide')
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<html><body><h1>Store API guide</h1><a href="/guide/orders">Orders</a><h2>GET /products/{id}</h2><p>Fetch one product.</p></body></html>',
        );
    if (req.url === '/guide/orders')
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body><h2>POST /orders</h2><p>Place an order from a cart.</p></body></html>');
    if (req.url === '/specs/pets.json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(petstore);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Nothing here</body></html>');
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hostile?.closeAllConnections();
  hostile?.close();
  appServer?.close();
  await t?.close();
});

async function user() {
  const client = new TestClient(t.app);
  await client.request('POST', '/api/auth/signup', validSignup());
  return client;
}

async function upload(client: TestClient, name: string, content: string | Uint8Array) {
  const form = new FormData();
  form.append('file', new File([content], name));
  return client.request('POST', '/api/documentation/sources/upload', form);
}

async function settled(client: TestClient, id: string) {
  await t.jobs.idle();
  const { body } = await client.request('GET', `/api/documentation/sources/${id}`);
  return body;
}

describe('uploading documents', () => {
  it('imports an upload into a catalogue with measured coverage', async () => {
    const client = await user();
    const created = await upload(client, 'pets.json', petstore);
    expect(created.status).toBe(202);
    expect(created.body.source.status).toBe('analyzing');
    const detail = await settled(client, created.body.source.id);
    expect(detail.source).toMatchObject({
      status: 'complete',
      apiCount: 2,
      format: 'openapi-3.1',
      revision: 1,
    });
    expect(detail.source.coverage).toBeGreaterThan(0);
    const ops = await client.request('GET', '/api/documentation/operations?search=pet');
    expect(ops.body.total).toBe(2);
    const getPet = ops.body.items.find((o: { path: string }) => o.path === '/pets/{id}');
    expect(getPet.documentation).toBe('Complete');
    const one = await client.request('GET', `/api/documentation/operations/${getPet.id}`);
    expect(one.body.operation.parameters[0].name).toBe('id');
    expect(one.body.coverage.level).toBe('Complete');
  });

  it('makes no new revision for an unchanged document, and deletes with its operations', async () => {
    const client = await user();
    const created = await upload(client, 'pets.json', petstore);
    await settled(client, created.body.source.id);
    await client.request('POST', `/api/documentation/sources/${created.body.source.id}/refresh`);
    const again = await settled(client, created.body.source.id);
    expect(again.source.revision).toBe(1);
    expect(again.revisions).toHaveLength(1);
    expect(
      (await client.request('DELETE', `/api/documentation/sources/${created.body.source.id}`)).status,
    ).toBe(204);
    expect((await client.request('GET', '/api/documentation/operations')).body.total).toBe(0);
  });

  it.each([
    ['empty.json', '', /empty/i],
    ['broken.json', '{"openapi": "3.1.0", "paths": {', /JSON/],
    ['broken.yaml', 'openapi: 3.0.0\npaths:\n  /x: [unclosed', /YAML/],
    ['notes.txt', 'Just some words about our shop, no endpoints at all.', /API description|endpoint/i],
    [
      'bomb.yaml',
      "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: &a {type: object, properties: {p1: {type: string}, p2: {type: string}}}\n    B: &b {allOf: [*a,*a,*a,*a,*a,*a,*a,*a,*a]}\n    C: &c {allOf: [*b,*b,*b,*b,*b,*b,*b,*b,*b]}\n    D: &d {allOf: [*c,*c,*c,*c,*c,*c,*c,*c,*c]}\n    E: &e {allOf: [*d,*d,*d,*d,*d,*d,*d,*d,*d]}\n    F: &f {allOf: [*e,*e,*e,*e,*e,*e,*e,*e,*e]}\n    G: {allOf: [*f,*f,*f,*f,*f,*f,*f,*f,*f]}\n",
      /alias/i,
    ],
  ])('gives %s a clear error reason and leaves other sources alone', async (name, content, reason) => {
    const client = await user();
    const good = await upload(client, 'pets.json', petstore);
    const bad = await upload(client, name, content);
    const detail = await settled(client, bad.body.source.id);
    expect(detail.source.status).toBe('error');
    expect(detail.source.error).toMatch(reason);
    expect((await settled(client, good.body.source.id)).source.status).toBe('complete');
  });

  it('refuses files over 25 MB, wrong extensions and a missing file', async () => {
    const client = await user();
    const huge = await upload(client, 'huge.json', new Uint8Array(30 * 1024 * 1024).fill(32));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toMatch(/limit is 25 MB/);
    const exe = await upload(client, 'tool.exe', 'MZ');
    expect(exe.status).toBe(422);
    const none = await client.request('POST', '/api/documentation/sources/upload', new FormData());
    expect(none.body.error.message).toBe('Please select a file to upload');
  });

  it('keeps sources private to their owner', async () => {
    const owner = await user();
    const other = await user();
    const created = await upload(owner, 'pets.json', petstore);
    await t.jobs.idle();
    expect((await other.request('GET', '/api/documentation/sources')).body.sources).toEqual([]);
    expect((await other.request('GET', `/api/documentation/sources/${created.body.source.id}`)).status).toBe(
      404,
    );
    expect(
      (await other.request('DELETE', `/api/documentation/sources/${created.body.source.id}`)).status,
    ).toBe(404);
    expect((await other.request('GET', '/api/documentation/operations')).body.total).toBe(0);
  });
});

describe('discovery from a URL', () => {
  it('finds the demo store document from the store URL (well-known path)', async () => {
    const client = await user();
    const created = await client.request('POST', '/api/documentation/sources/discover', {
      url: `${appUrl}/demo-store`,
      kind: 'url',
    });
    expect(created.status).toBe(202);
    const detail = await settled(client, created.body.source.id);
    expect(detail.source.status).toBe('complete');
    expect(detail.source.apiCount).toBeGreaterThan(20);
    expect(
      detail.report.found.some((f: { where: string }) => f.where.includes('/demo-store/openapi.json')),
    ).toBe(true);
  });

  it('follows a service-desc link from a docs page', async () => {
    const client = await user();
    const created = await client.request('POST', '/api/documentation/sources/discover', {
      url: `${hostileUrl}/docs`,
    });
    const detail = await settled(client, created.body.source.id);
    expect(detail.source).toMatchObject({ status: 'complete', apiCount: 2 });
  });

  it.each([
    ['a redirect loop', '/loop', /redirect/i],
    ['a redirect to cloud metadata', '/metadata', /169\.254\.169\.254|link-local|metadata/i],
    ['an HTML page with no document', '/nothing', /No API description was found/],
  ])('refuses %s with a clear reason', async (_label, path, reason) => {
    const client = await user();
    const created = await client.request('POST', '/api/documentation/sources/discover', {
      url: `${hostileUrl}${path}`,
    });
    const detail = await settled(client, created.body.source.id);
    expect(detail.source.status).toBe('error');
    expect(detail.source.error).toMatch(reason);
  });

  it('refuses cloud metadata addresses and non-http URLs', async () => {
    const client = await user();
    const created = await client.request('POST', '/api/documentation/sources/discover', {
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    const detail = await settled(client, created.body.source.id);
    expect(detail.source.error).toMatch(/link-local|metadata/);
    const file = await client.request('POST', '/api/documentation/sources/discover', {
      url: 'file:///etc/passwd',
    });
    expect(file.status).toBe(422);
  });
});

describe('discovery from code repositories and docs sites', () => {
  it('finds route declarations in a repository folder on the server', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const repo = mkdtempSync(path.join(tmpdir(), 'cartographer-repo-'));
    mkdirSync(path.join(repo, 'src'));
    writeFileSync(
      path.join(repo, 'src', 'app.js'),
      "const app = require('express')();\n// List products\napp.get('/products', list);\napp.get('/products/:id', one);\napp.post('/carts/:cartId/items', add);\n",
    );
    const client = await user();
    const created = await client.request('POST', '/api/documentation/sources/discover', {
      url: repo,
      kind: 'repository',
    });
    expect(created.status).toBe(202);
    const detail = await settled(client, created.body.source.id);
    expect(detail.source).toMatchObject({ status: 'complete', apiCount: 3, type: 'repository' });
    const ops = await client.request(
      'GET',
      `/api/documentation/operations?sourceId=${created.body.source.id}`,
    );
    expect(
      ops.body.items.map((o: { method: string; path: string }) => `${o.method} ${o.path}`).sort(),
    ).toEqual(['GET /products', 'GET /products/{id}', 'POST /carts/{cartId}/items']);
  });

  it('crawls a docs site and extracts the endpoints it describes', async () => {
    const client = await user();
    const created = await client.request('POST', '/api/documentation/sources/discover', {
      url: `${hostileUrl}/guide/`,
      kind: 'wiki',
    });
    const detail = await settled(client, created.body.source.id);
    expect(detail.source.status).toBe('complete');
    const ops = await client.request(
      'GET',
      `/api/documentation/operations?sourceId=${created.body.source.id}`,
    );
    expect(
      ops.body.items.map((o: { method: string; path: string }) => `${o.method} ${o.path}`).sort(),
    ).toEqual(['GET /products/{id}', 'POST /orders']);
  });

  it('refuses repository URLs it must not fetch, with the reason on the source', async () => {
    const client = await user();
    const created = await client.request('POST', '/api/documentation/sources/discover', {
      url: 'http://169.254.169.254/repo.git',
      kind: 'repository',
    });
    const detail = await settled(client, created.body.source.id);
    expect(detail.source.status).toBe('error');
    expect(detail.source.error).toMatch(/169\.254|metadata|link-local/i);
  });
});
