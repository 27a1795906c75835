/**
 * Test support for the gateway (used by its tests and the bench, not by the app): a real
 * upstream HTTP server, the gateway served on loopback, and the official SDK client.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Hono } from 'hono';
import { createGateway, type Gateway } from './gateway.ts';
import type { AccessKey, CallEvent, GatewayDeps, PublishedInterface } from './types.ts';

export interface UpstreamCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface UpstreamReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Waits this long before answering (timeouts). */
  delayMs?: number;
}

export interface TestUpstream {
  url: string;
  calls: UpstreamCall[];
  close(): Promise<void>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startUpstream(
  reply: (call: UpstreamCall) => UpstreamReply | Promise<UpstreamReply>,
): Promise<TestUpstream> {
  const calls: UpstreamCall[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const call = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    calls.push(call);
    const answer = await reply(call);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.body ?? '');
  });
  const url = await listen(server);
  return { url, calls, close: () => closeServer(server) };
}

export interface TestGateway {
  url(slug: string): URL;
  gateway: Gateway;
  events: CallEvent[];
  interfaces: Map<string, PublishedInterface>;
  keys: Map<string, AccessKey>;
  close(): Promise<void>;
}

/** Serves the gateway at `/mcp` on loopback, with interfaces and keys held in maps the test can change. */
export async function startGateway(options: {
  interfaces: PublishedInterface[];
  keys: Record<string, AccessKey>;
  deps?: Partial<GatewayDeps>;
}): Promise<TestGateway> {
  const interfaces = new Map(options.interfaces.map((published) => [published.slug, published]));
  const keys = new Map(Object.entries(options.keys));
  const events: CallEvent[] = [];
  const gateway = createGateway({
    resolveInterface: async (slug) => interfaces.get(slug) ?? null,
    authenticate: async (_slug, bearer) => keys.get(bearer) ?? null,
    recordCall: (event) => events.push(event),
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    ...options.deps,
  });
  const app = new Hono().route('/mcp', gateway);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (slug) => new URL(`${base}/mcp/${slug}`),
    gateway,
    events,
    interfaces,
    keys,
    close: async () => {
      await closeServer(server);
      await gateway.close();
    },
  };
}

/** The official SDK client over Streamable HTTP: 'legacy' speaks 2025-11-25, 'modern' negotiates 2026-07-28. */
export async function connectClient(
  url: URL,
  key: string | undefined,
  era: 'legacy' | 'modern',
): Promise<Client> {
  const client = new Client(
    { name: 'cartographer-test', version: '1.0.0' },
    { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } },
  );
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return client;
}

export function accessKey(id: string, extra: Partial<AccessKey> = {}): AccessKey {
  return { id, readOnly: false, rateLimit: { perSecond: 1000, concurrency: 100 }, ...extra };
}
