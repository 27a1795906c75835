import { type ApiSourceData, type Catalog, compileInterface, type SourceSecret } from '@cartographer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessKey,
  connectClient,
  startGateway,
  startUpstream,
  type TestGateway,
  type TestUpstream,
  type UpstreamCall,
} from './test-kit.ts';
import { storeInterface, storeReply } from './test-store.ts';
import type { PublishedInterface } from './types.ts';

let upstream: TestUpstream;
let gateway: TestGateway;
let tokensIssued = 0;

function reply(call: UpstreamCall) {
  const url = new URL(call.url, 'http://upstream');
  if (url.pathname === '/oauth/token') {
    tokensIssued += 1;
    const ok =
      call.headers.authorization === `Basic ${Buffer.from('cid:cs').toString('base64')}` &&
      call.body === 'grant_type=client_credentials&scope=read';
    return ok
      ? { body: JSON.stringify({ access_token: `token-${tokensIssued}`, expires_in: 3600 }) }
      : { status: 401, body: '{}' };
  }
  if (url.pathname === '/whoami') {
    return {
      body: JSON.stringify({
        authorization: call.headers.authorization ?? null,
        apiKey: call.headers['x-api-key'] ?? null,
        query: url.search,
      }),
    };
  }
  if (url.pathname === '/graphql') {
    const { query, variables } = JSON.parse(call.body) as { query: string; variables: { first: number } };
    if (variables.first > 10)
      return { body: JSON.stringify({ data: null, errors: [{ message: 'first must be 10 or less' }] }) };
    return {
      body: JSON.stringify({
        data: { products: Array.from({ length: variables.first }, (_, i) => ({ id: `p${i}` })) },
        query,
      }),
    };
  }
  return storeReply(call);
}

function whoAmI(
  slug: string,
  auth: Partial<ApiSourceData>,
  secret: SourceSecret,
  catalog?: Catalog,
): PublishedInterface {
  const endpoint = catalog
    ? { method: 'POST' as const, path: 'products', description: '', operationKey: 'query products' }
    : { method: 'GET' as const, path: '/whoami', description: 'Who am I' };
  const { tools } = compileInterface(
    {
      name: slug,
      nodes: [
        {
          id: 'src',
          type: 'apiSource',
          position: { x: 0, y: 0 },
          data: {
            label: slug,
            description: '',
            baseUrl: `${upstream.url}${catalog ? '/graphql' : ''}`,
            endpoints: [endpoint],
            authType: 'none',
            secretRef: 'secret',
            ...(catalog && { catalogSourceId: 'gql' }),
            ...auth,
          },
        },
        {
          id: 'output-1',
          type: 'output',
          position: { x: 0, y: 0 },
          data: { label: 'Output', description: '', outputs: [] },
        },
      ],
      edges: [{ id: 'e', source: 'src', target: 'output-1' }],
    },
    catalog ? { gql: catalog } : {},
  );
  return { interfaceId: slug, slug, version: 1, name: slug, tools, secrets: { secret } };
}

const graphqlCatalog: Catalog = {
  format: 'graphql-sdl',
  title: 'GraphQL store',
  servers: [],
  securitySchemes: {},
  schemas: {},
  findings: [],
  operations: [
    {
      key: 'query products',
      kind: 'graphql',
      method: 'QUERY',
      path: 'products',
      tags: [],
      parameters: [{ name: 'first', in: 'query', required: true, schema: { type: 'integer' } }],
      responses: [],
      security: [],
      deprecated: false,
      graphql: {
        rootType: 'Query',
        field: 'products',
        returnType: '[Product!]!',
        selectionSet: 'id',
        document: 'query products($first: Int!) { products(first: $first) { id } }',
      },
    },
  ],
};

beforeAll(async () => {
  upstream = await startUpstream(reply);
  gateway = await startGateway({
    interfaces: [
      whoAmI(
        'header-key',
        { authType: 'apiKey', apiKeyName: 'X-Api-Key', apiKeyIn: 'header' },
        { apiKey: 'k-123' },
      ),
      whoAmI(
        'query-key',
        { authType: 'apiKey', apiKeyName: 'api_key', apiKeyIn: 'query' },
        { apiKey: 'k 456' },
      ),
      whoAmI('bearer', { authType: 'bearer' }, { bearerToken: 'b-789' }),
      whoAmI('basic', { authType: 'basic', basicUsername: 'shop' }, { password: 'pw' }),
      whoAmI(
        'oauth',
        {
          authType: 'oauth2',
          oauthTokenUrl: `${upstream.url}/oauth/token`,
          oauthClientId: 'cid',
          oauthScopes: 'read',
        },
        { clientSecret: 'cs' },
      ),
      whoAmI('graphql', {}, {}, graphqlCatalog),
      storeInterface(upstream.url, { slug: 'discovery', settings: { discovery: 'on' } }),
    ],
    keys: { key: accessKey('k') },
  });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

async function call(slug: string, name: string, args: Record<string, unknown> = {}) {
  const client = await connectClient(gateway.url(slug), 'key', 'modern');
  try {
    return await client.callTool({ name, arguments: args });
  } finally {
    await client.close();
  }
}

const firstText = (result: { content?: unknown }) => (result.content as { text: string }[])[0]!.text;
const seen = async (slug: string) => JSON.parse(firstText(await call(slug, 'get_whoami')));

describe('upstream credentials', () => {
  it('adds API keys, bearer tokens and basic credentials from the secret store', async () => {
    expect(await seen('header-key')).toEqual({ authorization: null, apiKey: 'k-123', query: '' });
    expect((await seen('query-key')).query).toBe('?api_key=k+456');
    expect((await seen('bearer')).authorization).toBe('Bearer b-789');
    expect((await seen('basic')).authorization).toBe(`Basic ${Buffer.from('shop:pw').toString('base64')}`);
  });

  it('fetches an OAuth2 client-credentials token once and reuses it until it expires', async () => {
    expect((await seen('oauth')).authorization).toBe('Bearer token-1');
    expect((await seen('oauth')).authorization).toBe('Bearer token-1');
    expect(tokensIssued).toBe(1);
  });

  it('applies a rotated secret without a new version', async () => {
    gateway.interfaces.get('bearer')!.secrets = { secret: { bearerToken: 'rotated' } };
    expect((await seen('bearer')).authorization).toBe('Bearer rotated');
  });
});

describe('GraphQL tools', () => {
  it('posts the document with the arguments as variables', async () => {
    const result = await call('graphql', 'products', { first: 2 });
    expect(JSON.parse(firstText(result)).data.products).toEqual([{ id: 'p0' }, { id: 'p1' }]);
    expect(JSON.parse(upstream.calls.at(-1)!.body)).toEqual({
      query: graphqlCatalog.operations[0]!.graphql!.document,
      variables: { first: 2 },
    });
    const failed = await call('graphql', 'products', { first: 50 });
    expect(failed.isError).toBe(true);
    expect(firstText(failed)).toBe('GraphQL errors: first must be 10 or less');
  });
});

describe('discovery mode', () => {
  it('lists three meta-tools and reaches every tool through them', async () => {
    const client = await connectClient(gateway.url('discovery'), 'key', 'legacy');
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([
      'search_tools',
      'describe_tool',
      'call_tool',
    ]);
    const search = await client.callTool({ name: 'search_tools', arguments: { query: 'cart item' } });
    expect((search.structuredContent as { tools: { name: string }[] }).tools[0]!.name).toBe('addCartItem');
    const described = JSON.parse(
      firstText(await client.callTool({ name: 'describe_tool', arguments: { name: 'getProduct' } })),
    );
    expect(described.inputSchema.required).toEqual(['id']);
    const called = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'getProduct', arguments: { id: 'p3' } },
    });
    expect(JSON.parse(firstText(called)).id).toBe('p3');
    const unknown = await client.callTool({ name: 'call_tool', arguments: { name: 'nothing' } });
    expect(firstText(unknown)).toBe('Tool nothing not found; use search_tools to find tool names');
    await client.close();
  });
});
