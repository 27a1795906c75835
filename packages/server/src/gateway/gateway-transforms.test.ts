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
import { storeInterface, storeReply } from './test-store.ts';

let upstream: TestUpstream;
let gateway: TestGateway;
let client: Client;

const projection = `(data, ctx) => ({
  id: data.id,
  name: data.name,
  price: data.price,
  inStock: data.variants.some((variant) => variant.stock > 0),
  tool: ctx.tool,
})`;

beforeAll(async () => {
  upstream = await startUpstream(storeReply);
  const outputs = [
    { name: 'id', type: 'string' as const, description: '' },
    { name: 'name', type: 'string' as const, description: 'Product name' },
    { name: 'price', type: 'number' as const, description: '' },
    { name: 'inStock', type: 'boolean' as const, description: '' },
  ];
  gateway = await startGateway({
    interfaces: [
      storeInterface(upstream.url, {
        slug: 'projected',
        endpoints: ['GET /products/{id}', 'GET /products'],
        transforms: [{ name: 'project', code: projection }],
        outputs,
      }),
      storeInterface(upstream.url, {
        slug: 'broken',
        endpoints: ['GET /products/{id}', 'GET /slow'],
        transforms: [
          {
            name: 'explode',
            code: '(data) => {\n  const first = data.variants[0];\n  return first.missing.value;\n}',
          },
        ],
      }),
      storeInterface(upstream.url, {
        slug: 'looping',
        endpoints: ['GET /products/{id}'],
        transforms: [{ name: 'spin', code: '(data) => { for (;;) {} }' }],
        settings: { transformTimeoutMs: 50 },
      }),
      storeInterface(upstream.url, {
        slug: 'private',
        endpoints: ['GET /customers/{id}'],
        outputs: [
          { name: 'name', type: 'string', description: '' },
          { name: 'email', type: 'string', description: '', sensitive: true },
          { name: 'phone', type: 'string', description: '', sensitive: true },
          { name: 'card', type: 'string', description: '', sensitive: true },
          { name: 'address', type: 'object', description: '', sensitive: true },
        ],
      }),
      storeInterface(upstream.url, {
        slug: 'passthrough',
        endpoints: ['GET /products'],
        transforms: [{ name: 'same', code: '(data) => data' }],
        outputs,
      }),
      storeInterface(upstream.url, {
        slug: 'strict',
        endpoints: ['GET /products/{id}'],
        outputs: [{ name: 'price', type: 'string', description: '' }],
      }),
    ],
    keys: { key: accessKey('k') },
  });
});

afterAll(async () => {
  await client?.close();
  await gateway.close();
  await upstream.close();
});

const texts = (result: { content?: unknown }) =>
  (result.content as { text: string }[]).map((block) => block.text);

describe('transforms, output fields and masking', () => {
  it('runs the transform and returns the structured result the Output fields declare', async () => {
    client = await connectClient(gateway.url('projected'), 'key', 'modern');
    const result = await client.callTool({ name: 'getProduct', arguments: { id: 'p7' } });
    const expected = { id: 'p7', name: 'Product p7', price: 19.5, inStock: true, tool: 'getProduct' };
    expect(result.structuredContent).toEqual(expected);
    expect(JSON.parse(texts(result)[0]!)).toEqual(expected);
  });

  it('refuses a transformed result that is a list when the output is an object', async () => {
    const projected = await client.callTool({ name: 'listProducts', arguments: {} });
    expect(texts(projected)[0]).toBe(
      "Transform 'project' failed: TypeError: cannot read property 'some' of undefined (line 5)",
    );
    const passthrough = await connectClient(gateway.url('passthrough'), 'key', 'modern');
    const result = await passthrough.callTool({ name: 'listProducts', arguments: { limit: 1 } });
    expect(result.isError).toBe(true);
    expect(texts(result)[0]).toBe(
      'The result is a list, but this tool declares object output; add a transform that returns an object (for example { items: data })',
    );
    expect(JSON.parse(texts(result)[1]!)).toHaveLength(1);
    await passthrough.close();
  });

  it('reports a failing transform with its line, and a runaway one by its time limit', async () => {
    const broken = await connectClient(gateway.url('broken'), 'key', 'legacy');
    const failed = await broken.callTool({ name: 'getProduct', arguments: { id: 'p1' } });
    expect(failed.isError).toBe(true);
    expect(texts(failed)[0]).toBe(
      "Transform 'explode' failed: TypeError: cannot read property 'value' of undefined (line 3)",
    );
    await broken.close();
    const looping = await connectClient(gateway.url('looping'), 'key', 'legacy');
    const stopped = await looping.callTool({ name: 'getProduct', arguments: { id: 'p1' } });
    expect(texts(stopped)[0]).toBe("Transform 'spin' failed: took longer than 50 ms");
    expect(gateway.events.at(-1)).toMatchObject({ status: 'transform_error', upstreamStatus: 200 });
    await looping.close();
  });

  it('masks sensitive fields wherever they appear before the result leaves', async () => {
    const masked = await connectClient(gateway.url('private'), 'key', 'modern');
    const result = await masked.callTool({ name: 'getCustomer', arguments: { id: 'c1' } });
    expect(result.structuredContent).toEqual({
      id: 'c1',
      name: 'Ada Lovelace',
      email: 'a***@example.com',
      phone: '***-***-58',
      card: '**** **** **** 4242',
      address: { street: '***', city: '***' },
      orders: [{ id: 'o1', email: 'a***@example.com' }],
    });
    expect(texts(result)[0]).not.toContain('ada@example.com');
    await masked.close();
  });

  it('answers a result that does not match the output schema as a tool error with the data', async () => {
    const strict = await connectClient(gateway.url('strict'), 'key', 'legacy');
    const result = await strict.callTool({ name: 'getProduct', arguments: { id: 'p1' } });
    expect(result.isError).toBe(true);
    expect(texts(result)[0]).toBe(
      "The result does not match the tool's output schema: result/price must be string",
    );
    expect(JSON.parse(texts(result)[1]!).id).toBe('p1');
    await strict.close();
  });
});
