import { toolsListResult } from '@cartographer/core';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessKey,
  connectClient,
  startGateway,
  startUpstream,
  type TestGateway,
  type TestUpstream,
} from './test-kit.ts';
import { product, storeInterface, storeReply } from './test-store.ts';

let upstream: TestUpstream;
let gateway: TestGateway;
/** The same gateway with every request served by the SDK's per-request server: results must not differ. */
let sdkGateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream(storeReply);
  const options = {
    interfaces: [
      storeInterface(upstream.url, { settings: { upstreamTimeoutMs: 200, maxResponseBytes: 10_000 } }),
    ],
    keys: { 'key-1': accessKey('k1') },
  };
  gateway = await startGateway(options);
  sdkGateway = await startGateway({ ...options, deps: { directPath: false } });
});

afterAll(async () => {
  await gateway.close();
  await sdkGateway.close();
  await upstream.close();
});

const text = (result: { content?: unknown }) => (result.content as { type: string; text: string }[])[0]!.text;

describe.each([
  ['legacy', 'direct'],
  ['modern', 'direct'],
  ['legacy', 'sdk'],
  ['modern', 'sdk'],
] as const)('the gateway with a %s client, %s path', (era, path) => {
  let client: Client;
  beforeAll(async () => {
    client = await connectClient((path === 'direct' ? gateway : sdkGateway).url('store'), 'key-1', era);
  });
  afterAll(() => client.close());

  it('lists the compiled tools exactly as the compiler describes them', async () => {
    const listed = await client.listTools();
    const expected = toolsListResult(gateway.interfaces.get('store')!.tools);
    expect(listed.tools).toEqual(expected.tools);
    expect(listed.tools.map((tool) => tool.name)).toEqual([
      'getProduct',
      'listProducts',
      'addCartItem',
      'deleteCart',
      'slowReport',
      'bigExport',
      'getCustomer',
    ]);
  });

  it('calls a tool and returns the structured result the output schema declares', async () => {
    const result = await client.callTool({ name: 'getProduct', arguments: { id: 'p 1/x' } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(product('p 1/x'));
    expect(JSON.parse(text(result))).toEqual(product('p 1/x'));
    expect(upstream.calls.at(-1)).toMatchObject({ method: 'GET', url: '/products/p%201%2Fx' });
  });

  it('sends query parameters and JSON bodies', async () => {
    const list = await client.callTool({ name: 'listProducts', arguments: { limit: 2 } });
    expect(JSON.parse(text(list))).toHaveLength(2);
    expect(upstream.calls.at(-1)!.url).toBe('/products?limit=2');
    const added = await client.callTool({
      name: 'addCartItem',
      arguments: { cartId: 'c1', body: { sku: 'p1-s', quantity: 2 } },
    });
    expect(JSON.parse(text(added))).toEqual({ cartId: 'c1', items: [{ sku: 'p1-s', quantity: 2 }] });
    expect(upstream.calls.at(-1)).toMatchObject({ method: 'POST', body: '{"sku":"p1-s","quantity":2}' });
    expect(upstream.calls.at(-1)!.headers['content-type']).toBe('application/json');
  });

  it('reports upstream errors as tool errors carrying the status and reason', async () => {
    const missing = await client.callTool({ name: 'getProduct', arguments: { id: 'missing' } });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toBe('Upstream API answered HTTP 404: Product not found');
    const refused = await client.callTool({
      name: 'addCartItem',
      arguments: { cartId: 'c1', body: { sku: 'a', quantity: 500 } },
    });
    expect(text(refused)).toBe('Upstream API answered HTTP 422: Invalid quantity value');
  });

  it('answers bad arguments with a tool error naming the problem, without calling upstream', async () => {
    const before = upstream.calls.length;
    const result = await client.callTool({
      name: 'addCartItem',
      arguments: { cartId: 'c1', body: { sku: 'a', quantity: 0 } },
    });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe('Invalid arguments for tool addCartItem: arguments/body/quantity must be >= 1');
    const missing = await client.callTool({ name: 'getProduct', arguments: {} });
    expect(text(missing)).toContain("must have required property 'id'");
    expect(upstream.calls.length).toBe(before);
  });

  it('rejects unknown tools with invalid params', async () => {
    await expect(client.callTool({ name: 'dropDatabase', arguments: {} })).rejects.toThrow(
      /Tool dropDatabase not found/,
    );
  });

  it('gives up on a slow upstream after the timeout', async () => {
    const result = await client.callTool({ name: 'slowReport', arguments: {} });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe('The upstream API did not answer within 200 ms');
  });

  it('cuts responses over the size cap and says so', async () => {
    const result = await client.callTool({ name: 'bigExport', arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(text(result)).toHaveLength(10_000);
    expect((result.content as { text: string }[])[1]!.text).toMatch(
      /^\[Truncated: the upstream response is longer than this interface's 10000-byte limit/,
    );
  });
});

describe('call recording', () => {
  it('records each call with key, status, upstream status, latency and bytes', async () => {
    const client = await connectClient(gateway.url('store'), 'key-1', 'modern');
    gateway.events.length = 0;
    await client.callTool({ name: 'getProduct', arguments: { id: 'p9' } });
    await client.callTool({ name: 'getProduct', arguments: { id: 'missing' } });
    await client.close();
    expect(
      gateway.events.map(({ tool, keyId, status, upstreamStatus }) => ({
        tool,
        keyId,
        status,
        upstreamStatus,
      })),
    ).toEqual([
      { tool: 'getProduct', keyId: 'k1', status: 'ok', upstreamStatus: 200 },
      { tool: 'getProduct', keyId: 'k1', status: 'upstream_error', upstreamStatus: 404 },
    ]);
    expect(gateway.events[0]!.bytes).toBe(JSON.stringify(product('p9')).length);
    expect(gateway.events[0]!.latencyMs).toBeGreaterThan(0);
  });
});
