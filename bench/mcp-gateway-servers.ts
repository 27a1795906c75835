// Child process of bench/mcp-gateway.ts: serves either the upstream store API or the gateway,
// each in its own process so neither steals the other's CPU. Answers `usage` messages with its
// CPU time and peak RSS.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createGateway } from '../packages/server/src/gateway/gateway.ts';
import { accessKey } from '../packages/server/src/gateway/test-kit.ts';
import { product, storeInterface } from '../packages/server/src/gateway/test-store.ts';

/** The one transform of the measured tool: adds a field computed from the variants. */
const inStockTransform =
  '(data) => ({ ...data, inStock: data.variants.some((variant) => variant.stock > 0) })';

type Role = 'upstream' | 'gateway' | 'gateway-sdk';

function report(port: number) {
  process.send?.({ ready: `http://127.0.0.1:${port}` });
  process.on('message', (message: { usage?: boolean }) => {
    if (!message.usage) return;
    const cpu = process.cpuUsage();
    process.send?.({ cpuMicros: cpu.user + cpu.system, maxRssKb: process.resourceUsage().maxRSS });
  });
}

async function startUpstream() {
  const server = createServer((req, res) => {
    const match = /^\/products\/([^/?]+)/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    const body = JSON.stringify(product(decodeURIComponent(match[1]!)));
    res
      .writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
      .end(body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => report((server.address() as AddressInfo).port));
}

async function startGateway(upstreamUrl: string, benchKey: string, directPath: boolean) {
  const endpoints = ['GET /products/{id}'];
  const interfaces = new Map(
    [
      storeInterface(upstreamUrl, {
        slug: 'transform',
        endpoints,
        transforms: [{ name: 'inStock', code: inStockTransform }],
      }),
      storeInterface(upstreamUrl, { slug: 'plain', endpoints }),
    ].map((published) => [published.slug, published]),
  );
  const key = accessKey('bench', { rateLimit: { perSecond: 1_000_000, concurrency: 1_000 } });
  const gateway = createGateway({
    resolveInterface: async (slug) => interfaces.get(slug) ?? null,
    authenticate: async (_slug, bearer) => (bearer === benchKey ? key : null),
    recordCall: () => {},
    logger: {
      debug() {},
      info() {},
      warn() {},
      error: (message, details) => console.error(message, details),
    },
    directPath,
  });
  const app = new Hono().route('/mcp', gateway);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  server.once('listening', () => report((server.address() as AddressInfo).port));
}

// A profile is written on a normal exit only: leave on SIGINT rather than being killed.
process.on('SIGINT', () => process.exit(0));

const [role, upstreamUrl, key] = process.argv.slice(2) as [Role, string?, string?];
if (role === 'upstream') await startUpstream();
else await startGateway(upstreamUrl!, key!, role === 'gateway');
