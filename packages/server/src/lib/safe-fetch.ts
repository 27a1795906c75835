import dns from 'node:dns';
import net from 'node:net';
import { Agent, request } from 'undici';

/** A refusal or failure whose message is shown to the user as the reason. */
export class FetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchError';
  }
}

export interface SafeFetchOptions {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Private ranges (10/8, 192.168/16, 127/8, …) are allowed by default for self-hosting. */
  allowPrivateNetworks?: boolean;
  /** Refuse a redirect that leaves the first URL's origin, before any request goes there. */
  sameOriginRedirects?: boolean;
}

export interface SafeResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  text: string;
  bytes: number;
}

const metadataHosts = new Set([
  'metadata.google.internal',
  'metadata',
  'metadata.azure.com',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Why an address must not be reached, or null when it may. */
export function blockedAddressReason(address: string, allowPrivate: boolean): string | null {
  let ip = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) ip = mapped[1]!;
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    if (a === 169 && b === 254) return `${ip} is a link-local address, where cloud metadata services live`;
    if (ip === '100.100.100.200' || ip === '192.0.0.192') return `${ip} is a cloud metadata address`;
    if (a === 0) return `${ip} is not a routable address`;
    if (a >= 224) return `${ip} is a multicast or reserved address`;
    const isPrivate =
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127);
    if (isPrivate && !allowPrivate)
      return `${ip} is on a private network, which this server is set to refuse`;
    return null;
  }
  if (net.isIPv6(ip)) {
    if (ip === '::') return `${ip} is not a routable address`;
    if (/^fe[89ab]/.test(ip)) return `${ip} is a link-local address`;
    if (ip.startsWith('fd00:ec2:')) return `${ip} is a cloud metadata address`;
    if (/^ff/.test(ip)) return `${ip} is a multicast address`;
    const isPrivate = ip === '::1' || /^f[cd]/.test(ip);
    if (isPrivate && !allowPrivate)
      return `${ip} is on a private network, which this server is set to refuse`;
    return null;
  }
  return `${ip} is not an IP address`;
}

function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError(`"${raw}" is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchError(`Only http and https URLs can be fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new FetchError('URLs with credentials in them are not fetched.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (metadataHosts.has(host.toLowerCase()))
    throw new FetchError(`Refused: ${host} is a cloud metadata service.`);
  if (net.isIP(host)) {
    const reason = blockedAddressReason(host, allowPrivate);
    if (reason) throw new FetchError(`Refused: ${reason}.`);
  }
  return url;
}

const agents = new Map<boolean, Agent>();

/** An agent whose DNS answers are checked too, so a name cannot resolve to a refused address (DNS rebinding). */
function agentFor(allowPrivate: boolean): Agent {
  let agent = agents.get(allowPrivate);
  if (agent) return agent;
  agent = new Agent({
    connect: {
      lookup(hostname, options, callback) {
        dns.lookup(hostname, { all: true }, (error, addresses) => {
          if (error) return callback(error, '', 0);
          for (const entry of addresses) {
            const reason = blockedAddressReason(entry.address, allowPrivate);
            if (reason) return callback(new FetchError(`Refused: ${hostname} resolves to ${reason}.`), '', 0);
          }
          const first = addresses[0]!;
          if ((options as { all?: boolean }).all)
            return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
          callback(null, first.address, first.family);
        });
      },
    },
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  agents.set(allowPrivate, agent);
  return agent;
}

function readableSize(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Fetches an outside URL with a timeout, a size cap, checked redirects and no cloud metadata addresses. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const allowPrivate = options.allowPrivateNetworks ?? true;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const seen = new Set<string>();
  let url = checkUrl(rawUrl, allowPrivate);
  let method = options.method ?? 'GET';
  let body = options.body;
  // One deadline for the whole exchange, cleared when it ends so no late abort reaches a finished body.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const deadline = controller.signal;
  try {
    return await exchange();
  } finally {
    clearTimeout(timer);
  }

  async function exchange(): Promise<SafeResponse> {
    for (let hop = 0; ; hop++) {
      seen.add(url.href);
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(url, {
          method,
          headers: { 'user-agent': 'Cartographer/0.1 (+api discovery)', accept: '*/*', ...options.headers },
          body,
          signal: deadline,
          dispatcher: agentFor(allowPrivate),
        });
      } catch (error) {
        if (error instanceof FetchError) throw error;
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof FetchError) throw cause;
        if (deadline.aborted)
          throw new FetchError(`${url.href} did not answer within ${timeoutMs / 1000} s.`);
        const code = (error as { code?: string }).code;
        if (code === 'ENOTFOUND') throw new FetchError(`The host ${url.hostname} could not be found.`);
        if (code === 'ECONNREFUSED') throw new FetchError(`${url.host} refused the connection.`);
        throw new FetchError(`Could not reach ${url.href}: ${(error as Error).message}`);
      }
      response.body.on('error', () => {
        // Errors after we stopped reading (destroyed for size, or aborted) are reported by the code below.
      });
      if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
        response.body.resume();
        if (hop >= maxRedirects)
          throw new FetchError(`Too many redirects (more than ${maxRedirects}) starting at ${rawUrl}.`);
        const next = checkUrl(new URL(String(response.headers.location), url).href, allowPrivate);
        if (options.sameOriginRedirects && next.origin !== url.origin) {
          throw new FetchError(`Not read: it redirects to another site (${next.origin})`);
        }
        if (seen.has(next.href))
          throw new FetchError(`Redirect loop: ${next.href} redirects back to itself.`);
        if (
          response.statusCode === 303 ||
          ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
        }
        url = next;
        continue;
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > maxBytes) {
        response.body.destroy();
        throw new FetchError(
          `The response is ${readableSize(declared)}; the limit is ${readableSize(maxBytes)}.`,
        );
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      try {
        for await (const chunk of response.body) {
          bytes += chunk.length;
          if (bytes > maxBytes) {
            response.body.destroy();
            throw new FetchError(`The response is larger than ${readableSize(maxBytes)}.`);
          }
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        if (error instanceof FetchError) throw error;
        if (deadline.aborted)
          throw new FetchError(`${url.href} did not finish answering within ${timeoutMs / 1000} s.`);
        throw new FetchError(`Reading ${url.href} failed: ${(error as Error).message}`);
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers))
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      return {
        url: url.href,
        status: response.statusCode,
        headers,
        text: Buffer.concat(chunks).toString('utf8'),
        bytes,
      };
    }
  }
}
