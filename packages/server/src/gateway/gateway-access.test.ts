import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessKey,
  connectClient,
  startGateway,
  startUpstream,
  type TestGateway,
  type TestUpstream,
} from './test-kit.ts';
import { storeInterface, storeReply } from './test-store.ts';

let upstream: TestUpstream;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream(storeReply);
  gateway = await startGateway({
    interfaces: [storeInterface(upstream.url)],
    keys: {
      'full-key': accessKey('full'),
      'reader-key': accessKey('reader', { readOnly: true }),
      'listed-key': accessKey('listed', { allowedTools: ['getProduct', 'addCartItem'] }),
      'slow-key': accessKey('slow', { rateLimit: { perSecond: 1, burst: 3, concurrency: 5 } }),
      'single-key': accessKey('single', { rateLimit: { perSecond: 100, concurrency: 1 } }),
    },
  });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

function post(key: string | undefined, body: unknown = { jsonrpc: '2.0', id: 1, method: 'tools/list' }) {
  return fetch(gateway.url('store'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(key !== undefined && { authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify(body),
  });
}

describe('access keys', () => {
  it('answers 401 with a bearer challenge when the key is missing or unknown', async () => {
    const missing = await post(undefined);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="Cartographer MCP"');
    const wrong = await post('nope');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(
      /^Bearer realm="Cartographer MCP", error="invalid_token"/,
    );
    expect(await wrong.json()).toEqual({
      error: 'invalid_token',
      error_description: 'The access key is invalid or has been revoked',
    });
  });

  it('makes the SDK client fail to connect without a key', async () => {
    await expect(connectClient(gateway.url('store'), undefined, 'legacy')).rejects.toThrow(
      /An access key is required/,
    );
  });

  it('stops a revoked key at once', async () => {
    gateway.keys.set('revoked-key', accessKey('revoked'));
    const client = await connectClient(gateway.url('store'), 'revoked-key', 'modern');
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    gateway.keys.delete('revoked-key');
    await expect(client.callTool({ name: 'getProduct', arguments: { id: 'p1' } })).rejects.toThrow(
      /invalid or has been revoked/,
    );
    await client.close();
  });

  it('shows and runs only the tools on the allow-list', async () => {
    const client = await connectClient(gateway.url('store'), 'listed-key', 'legacy');
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['getProduct', 'addCartItem']);
    await expect(client.callTool({ name: 'deleteCart', arguments: { cartId: 'c1' } })).rejects.toThrow(
      /Tool deleteCart is not available: it is not on the allow-list of this access key/,
    );
    await client.close();
  });

  it('limits read-only keys to read-only tools', async () => {
    const client = await connectClient(gateway.url('store'), 'reader-key', 'modern');
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(['getProduct', 'listProducts', 'slowReport', 'bigExport', 'getCustomer']);
    const before = upstream.calls.length;
    await expect(client.callTool({ name: 'deleteCart', arguments: { cartId: 'c1' } })).rejects.toThrow(
      /this access key is read-only/,
    );
    expect(upstream.calls.length).toBe(before);
    await client.close();
  });

  it('answers 429 with Retry-After once a key spends its burst', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await post('slow-key')).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const refused = await post('slow-key');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Rate limit exceeded for this access key; retry later',
    );
    expect((await post('full-key')).status).toBe(200);
  });

  it('refuses tool calls beyond the key concurrency as tool errors', async () => {
    const client = await connectClient(gateway.url('store'), 'single-key', 'modern');
    const [slow, second] = await Promise.all([
      client.callTool({ name: 'slowReport', arguments: {} }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        client.callTool({ name: 'getProduct', arguments: { id: 'p1' } }),
      ),
    ]);
    expect(slow.isError).toBeFalsy();
    expect(second.isError).toBe(true);
    expect((second.content as { text: string }[])[0]!.text).toBe(
      'Too many calls in flight for this access key (limit 1); retry shortly',
    );
    expect(gateway.events.at(-2)).toMatchObject({
      keyId: 'single',
      tool: 'getProduct',
      status: 'rate_limited',
    });
    await client.close();
  });
});
