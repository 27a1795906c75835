import type { AddressInfo } from 'node:net';
import { createDemoStore } from '@cartographer/demo-store';
import { serve } from '@hono/node-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient, validSignup } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  t = await createTestApp({ mounts: [createDemoStore({ basePath: '/demo-store' }).app] });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

async function user() {
  const client = new TestClient(t.app);
  await client.request('POST', '/api/auth/signup', validSignup());
  return client;
}

/** A store interface built from the demo store's catalogue, as the builder would save it. */
async function storeInterface(client: TestClient) {
  const discovered = await client.request('POST', '/api/documentation/sources/discover', {
    url: `${base}/demo-store`,
  });
  await t.jobs.idle();
  const sourceId = discovered.body.source.id;
  const created = await client.request('POST', '/api/interfaces', { name: 'Store tools' });
  const id = created.body.interface.id;
  const loaded = await client.request('GET', `/api/interfaces/${id}`);
  const graph = loaded.body.graph;
  graph.nodes.push({
    id: 'source-1',
    type: 'apiSource',
    position: { x: 250, y: 200 },
    data: {
      label: 'Demo Store',
      description: '',
      baseUrl: `${base}/demo-store`,
      catalogSourceId: sourceId,
      authType: 'none',
      endpoints: [
        {
          method: 'GET',
          path: '/products/{productId}',
          description: 'Get a product',
          operationKey: 'GET /products/{productId}',
        },
        { method: 'GET', path: '/products', description: 'List products', operationKey: 'GET /products' },
        { method: 'POST', path: '/carts', description: 'Create a cart', operationKey: 'POST /carts' },
      ],
    },
  });
  graph.edges.push({ id: 'e1', source: 'source-1', target: 'output-1' });
  const saved = await client.request('PUT', `/api/interfaces/${id}`, { graph });
  expect(saved.status).toBe(200);
  return { id, version: saved.body.version as number };
}

async function mcpClient(slug: string, key: string) {
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp/${slug}`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

describe('interfaces', () => {
  it('saves versions, lists, restores, duplicates and deletes', async () => {
    const client = await user();
    const created = await client.request('POST', '/api/interfaces', {});
    expect(created.status).toBe(201);
    expect(created.body.interface).toMatchObject({
      name: 'New MCP Interface',
      status: 'draft',
      latestVersion: 1,
    });
    const id = created.body.interface.id;
    const { body } = await client.request('GET', `/api/interfaces/${id}`);
    expect(body.graph.nodes[0]).toMatchObject({ id: 'output-1', position: { x: 600, y: 200 } });
    const renamed = await client.request('PUT', `/api/interfaces/${id}`, {
      graph: { ...body.graph, name: 'Renamed' },
    });
    expect(renamed.body.version).toBe(2);
    const restored = await client.request('POST', `/api/interfaces/${id}/versions/1/restore`);
    expect(restored.body.version).toBe(3);
    expect(restored.body.interface.name).toBe('New MCP Interface');
    expect(
      (await client.request('GET', `/api/interfaces/${id}/versions`)).body.versions.map(
        (v: { version: number }) => v.version,
      ),
    ).toEqual([3, 2, 1]);
    const copy = await client.request('POST', `/api/interfaces/${id}/duplicate`);
    expect(copy.body.interface.name).toBe('New MCP Interface (copy)');
    expect((await client.request('DELETE', `/api/interfaces/${id}`)).status).toBe(204);
    expect((await client.request('GET', `/api/interfaces/${id}`)).status).toBe(404);
  });

  it('refuses malformed graphs with a clear message and keeps the stored version', async () => {
    const client = await user();
    const { body } = await client.request('POST', '/api/interfaces', {});
    const bad = await client.request('PUT', `/api/interfaces/${body.interface.id}`, {
      graph: { name: 'x', nodes: 'not a list', edges: [] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toMatch(/graph is not valid/);
    expect((await client.request('GET', `/api/interfaces/${body.interface.id}`)).body.version).toBe(1);
  });

  it('keeps interfaces, secrets and keys private to their owner', async () => {
    const owner = await user();
    const other = await user();
    const { body } = await owner.request('POST', '/api/interfaces', {});
    const id = body.interface.id;
    expect((await other.request('GET', `/api/interfaces/${id}`)).status).toBe(404);
    expect(
      (await other.request('PUT', `/api/interfaces/${id}/secrets/source-1`, { apiKey: 'x' })).status,
    ).toBe(404);
    expect((await other.request('POST', `/api/interfaces/${id}/keys`, { name: 'k' })).status).toBe(404);
    expect((await other.request('GET', '/api/interfaces')).body.interfaces).toEqual([]);
  });

  it('stores upstream secrets encrypted and only ever answers them masked', async () => {
    const client = await user();
    const { body } = await client.request('POST', '/api/interfaces', {});
    const saved = await client.request('PUT', `/api/interfaces/${body.interface.id}/secrets/source-1`, {
      apiKey: 'sk_live_abcdef123456',
    });
    expect(saved.body.secrets['source-1'].apiKey).toBe('••••3456');
    const row = await t.db
      .selectFrom('interface_secrets')
      .select('sealed')
      .where('interface_id', '=', body.interface.id)
      .executeTakeFirstOrThrow();
    expect(row.sealed).not.toContain('sk_live');
    expect(
      JSON.stringify((await client.request('GET', `/api/interfaces/${body.interface.id}`)).body),
    ).not.toContain('sk_live');
  });
});

describe('the live MCP gateway with the official SDK client', () => {
  it('serves a published interface: list tools, call them, auth and revocation', async () => {
    const owner = await user();
    const { id } = await storeInterface(owner);
    const compiled = await owner.request('POST', `/api/interfaces/${id}/compile`, {});
    expect(compiled.body.tools.map((tool: { name: string }) => tool.name).sort()).toHaveLength(3);
    const published = await owner.request('POST', `/api/interfaces/${id}/publish`, {});
    expect(published.body.interface.publishedUrl).toMatch(/\/mcp\//);
    const slug = published.body.interface.slug;
    const key = await owner.request('POST', `/api/interfaces/${id}/keys`, { name: 'laptop' });
    expect(key.status).toBe(201);
    expect(key.body.secret).toMatch(/^ctg_/);

    const client = await mcpClient(slug, key.body.secret);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(3);
    const getProduct = tools.find((tool) => tool.inputSchema.required?.includes('productId'));
    expect(getProduct).toBeDefined();
    expect(getProduct?.annotations?.readOnlyHint).toBe(true);
    const result = await client.callTool({ name: getProduct!.name, arguments: { productId: 'prod_001' } });
    expect(result.isError).toBeFalsy();
    expect(JSON.stringify(result.content)).toContain('prod_001');
    const missing = await client.callTool({ name: getProduct!.name, arguments: { productId: 'prod_nope' } });
    expect(missing.isError).toBe(true);
    expect(JSON.stringify(missing.content)).toMatch(/404/);
    await client.close();

    await t.adapter.flush();
    const usage = await t.db.selectFrom('call_usage').selectAll().where('interface_id', '=', id).execute();
    expect(usage.reduce((sum, row) => sum + row.calls, 0)).toBe(2);

    const noKey = await fetch(`${base}/mcp/${slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{}',
    });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('www-authenticate')).toMatch(/Bearer/);

    await owner.request('DELETE', `/api/interfaces/${id}/keys/${key.body.key.id}`);
    await expect(mcpClient(slug, key.body.secret)).rejects.toThrow();
  });

  it('enforces read-only keys and tool allow-lists', async () => {
    const owner = await user();
    const { id } = await storeInterface(owner);
    const published = await owner.request('POST', `/api/interfaces/${id}/publish`, {});
    const readOnly = await owner.request('POST', `/api/interfaces/${id}/keys`, {
      name: 'reader',
      readOnly: true,
    });
    const client = await mcpClient(published.body.interface.slug, readOnly.body.secret);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(2);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint)).toBe(true);
    await client.close();
  });
});

describe('testing a tool from the builder', () => {
  it('runs the real compiled path and shows the upstream exchange', async () => {
    const owner = await user();
    const { id } = await storeInterface(owner);
    const tools = (await owner.request('POST', `/api/interfaces/${id}/compile`, {})).body.tools as {
      name: string;
      inputSchema: { required?: string[] };
    }[];
    const getProduct = tools.find((tool) => tool.inputSchema.required?.includes('productId'))!;
    const ran = await owner.request('POST', `/api/interfaces/${id}/test`, {
      tool: getProduct.name,
      arguments: { productId: 'prod_001' },
    });
    expect(ran.status).toBe(200);
    expect(ran.body.ok).toBe(true);
    expect(ran.body.request).toMatchObject({ method: 'GET' });
    expect(ran.body.request.url).toMatch(/\/demo-store\/products\/prod_001$/);
    expect(ran.body.upstream.status).toBe(200);
    expect(ran.body.timings.totalMs).toBeGreaterThan(0);
    const bad = await owner.request('POST', `/api/interfaces/${id}/test`, {
      tool: getProduct.name,
      arguments: {},
    });
    expect(bad.body.ok).toBe(false);
    expect(bad.body.error).toMatch(/productId/);
    const unknown = await owner.request('POST', `/api/interfaces/${id}/test`, {
      tool: 'nope',
      arguments: {},
    });
    expect(unknown.status).toBe(404);
  });
});
