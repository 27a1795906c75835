import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessKey, startGateway, startUpstream, type TestGateway, type TestUpstream } from './test-kit.ts';
import { storeInterface, storeReply } from './test-store.ts';

let upstream: TestUpstream;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream(storeReply);
  gateway = await startGateway({
    interfaces: [storeInterface(upstream.url, { endpoints: ['GET /products/{id}'] })],
    keys: { key: accessKey('k') },
    deps: { allowedOrigins: ['https://app.example.com'] },
  });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

interface RpcAnswer {
  id?: string | number | null;
  result?: Record<string, unknown> & { tools?: { name: string }[] };
  error?: { code: number; message: string };
}

const rpc = async (response: Response | Promise<Response>) => (await (await response).json()) as RpcAnswer;

const legacyHeaders = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  authorization: 'Bearer key',
};
const envelope = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

function send(body: string | object, headers: Record<string, string> = {}, slug = 'store', method = 'POST') {
  return fetch(gateway.url(slug), {
    method,
    headers: { ...legacyHeaders, ...headers },
    ...(method === 'POST' && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

function modern(method: string, params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const body = { jsonrpc: '2.0', id: 'req-7', method, params: { ...params, _meta: envelope } };
  return send(body, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...headers });
}

describe('the MCP endpoint over raw HTTP', () => {
  it('answers GET and DELETE with 405, as a stateless server does', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await send('', {}, 'store', method);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('refuses bodies that are not JSON, too large, or not JSON-RPC', async () => {
    expect((await send('{}', { 'content-type': 'text/plain' })).status).toBe(415);
    const malformed = await send('{"jsonrpc":"2.0",');
    expect(malformed.status).toBe(400);
    expect((await rpc(malformed)).error!.code).toBe(-32700);
    const huge = await send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(2_000_000) } }),
    );
    expect(huge.status).toBe(413);
    const streamed = await fetch(gateway.url('store'), {
      method: 'POST',
      headers: legacyHeaders,
      body: new ReadableStream({
        start(controller) {
          for (let index = 0; index < 40; index++)
            controller.enqueue(new TextEncoder().encode('x'.repeat(50_000)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const notRpc = await send({ hello: 'world' });
    expect(notRpc.status).toBe(400);
    expect((await rpc(notRpc)).error!.code).toBeLessThan(-32000);
  });

  it('answers 404 for an unknown interface and never a 500 for odd requests', async () => {
    expect((await send({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, {}, 'nowhere')).status).toBe(404);
    for (const odd of [
      [],
      [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }],
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 5 } },
      'null',
      '1',
    ]) {
      const response = await send(odd);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('validates Origin: own host and allowed origins pass, other sites are refused', async () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    expect((await send(list, { origin: 'https://evil.example' })).status).toBe(403);
    const allowed = await send(list, { origin: 'https://app.example.com' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect((await send(list, { origin: gateway.url('store').origin })).status).toBe(200);
  });

  it('serves 2025-11-25 lifecycle messages through the SDK: initialize, notifications, ping, unknown methods', async () => {
    const init = await send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    expect(init.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await rpc(init)).result).toMatchObject({
      protocolVersion: '2025-11-25',
      capabilities: { tools: { listChanged: false } },
    });
    expect((await send({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
    expect(await rpc(send({ jsonrpc: '2.0', id: 'p', method: 'ping' }))).toEqual({
      jsonrpc: '2.0',
      id: 'p',
      result: {},
    });
    expect((await rpc(send({ jsonrpc: '2.0', id: 3, method: 'resources/list' }))).error!.code).toBe(-32601);
    const badVersion = await send(
      { jsonrpc: '2.0', id: 4, method: 'tools/list' },
      { 'mcp-protocol-version': '1999-01-01' },
    );
    expect(badVersion.status).toBe(400);
  });

  it('answers 2026-07-28 requests with resultType, cache fields and server identity', async () => {
    const listed = await rpc(modern('tools/list', {}));
    expect(listed.id).toBe('req-7');
    expect(listed.result).toMatchObject({
      resultType: 'complete',
      ttlMs: 0,
      cacheScope: 'private',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'store', title: 'Test store', version: '1' } },
    });
    expect(listed.result!.tools!.map((tool) => tool.name)).toEqual(['getProduct']);
    const called = await rpc(
      modern('tools/call', { name: 'getProduct', arguments: { id: 'p1' } }, { 'mcp-name': 'getProduct' }),
    );
    expect(called.result).toMatchObject({ resultType: 'complete', structuredContent: { id: 'p1' } });
    const discover = await rpc(modern('server/discover', {}));
    expect(discover.result).toMatchObject({ supportedVersions: ['2026-07-28'], capabilities: { tools: {} } });
  });

  it('leaves malformed 2026-07-28 requests to the SDK validation ladder', async () => {
    const mismatch = await modern(
      'tools/call',
      { name: 'getProduct', arguments: { id: 'p1' } },
      { 'mcp-name': 'otherTool' },
    );
    expect(mismatch.status).toBe(400);
    expect((await rpc(mismatch)).error!.message).toMatch(/Mcp-Name/);
    const noEnvelope = await send(
      { jsonrpc: '2.0', id: 9, method: 'tools/list' },
      { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' },
    );
    expect(noEnvelope.status).toBe(400);
    expect((await rpc(noEnvelope)).error!.code).toBe(-32602);
  });
});
