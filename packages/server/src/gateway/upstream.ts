import { lookup } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface UpstreamRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
}

export interface UpstreamResponse {
  status: number;
  contentType: string;
  /** The body as text, cut at `maxBytes` when longer. */
  body: string;
  bytes: number;
  truncated: boolean;
}

export type UpstreamFailure = 'timeout' | 'network' | 'refused';

/** A request that got no HTTP answer; the message is safe to show a client. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Cloud metadata endpoints: never reachable through a tool, whatever the base URL says. */
const metadataAddresses = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);
const metadataHosts = new Set(['metadata.google.internal', 'metadata.goog', 'metadata']);

function isMetadataAddress(address: string): boolean {
  return metadataAddresses.has(address.toLowerCase()) || address.startsWith('169.254.');
}

/** DNS lookup that refuses names resolving to a metadata address (checked at connect time). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, options, (error, address, family) => {
    if (error) return callback(error, address as string, family);
    const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
    if (addresses.some(isMetadataAddress)) {
      return callback(
        Object.assign(new Error(`${hostname} resolves to a cloud metadata address`), { code: 'EMETADATA' }),
        '',
        0,
      );
    }
    callback(null, address as string, family);
  });
};

export interface UpstreamClientOptions {
  /** Sockets kept per upstream origin. */
  connections?: number;
}

class DeadlineExceeded extends Error {}

/**
 * The gateway's outbound HTTP client: pooled keep-alive agents, an overall deadline per request,
 * no redirects followed, a response size cap, and no cloud metadata addresses.
 *
 * Built on node:http rather than undici: the installed undici 8 needs Node 22.19 and fails to load
 * on Node 20 (see the gateway notes).
 */
export class UpstreamClient {
  private readonly http: HttpAgent;
  private readonly https: HttpsAgent;

  constructor(options: UpstreamClientOptions = {}) {
    const agentOptions = {
      keepAlive: true,
      maxSockets: options.connections ?? 256,
      maxFreeSockets: 64,
      lookup: guardedLookup,
    };
    this.http = new HttpAgent(agentOptions);
    this.https = new HttpsAgent(agentOptions);
  }

  send(input: UpstreamRequest): Promise<UpstreamResponse> {
    const host = hostOf(input.url);
    if (host === undefined)
      return Promise.reject(new UpstreamError('refused', 'The tool has no valid upstream URL'));
    if (metadataHosts.has(host) || isMetadataAddress(host.replace(/^\[|\]$/g, ''))) {
      return Promise.reject(new UpstreamError('refused', 'Requests to cloud metadata addresses are refused'));
    }
    const secure = input.url.startsWith('https:');
    const headers: Record<string, string> = { ...input.headers };
    if (input.body !== undefined) headers['content-length'] = String(Buffer.byteLength(input.body));
    return new Promise((resolve, reject) => {
      let settled = false;
      const finish = (error: unknown, response?: UpstreamResponse) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (response) resolve(response);
        else reject(toUpstreamError(error, input.timeoutMs));
      };
      const request = (secure ? httpsRequest : httpRequest)(
        input.url,
        { method: input.method, headers, agent: secure ? this.https : this.http },
        (response) => {
          const contentType = String(response.headers['content-type'] ?? '');
          const chunks: Buffer[] = [];
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            if (settled) return;
            if (bytes + chunk.length > input.maxBytes) {
              chunks.push(chunk.subarray(0, input.maxBytes - bytes));
              bytes = input.maxBytes;
              response.destroy();
              finish(null, { status: response.statusCode ?? 0, contentType, ...decode(chunks, bytes, true) });
              return;
            }
            chunks.push(chunk);
            bytes += chunk.length;
          });
          response.on('end', () =>
            finish(null, { status: response.statusCode ?? 0, contentType, ...decode(chunks, bytes, false) }),
          );
          response.on('error', (error) => finish(error));
        },
      );
      const timer = setTimeout(() => request.destroy(new DeadlineExceeded()), input.timeoutMs);
      request.on('error', (error) => finish(error));
      request.end(input.body);
    });
  }

  close(): Promise<void> {
    this.http.destroy();
    this.https.destroy();
    return Promise.resolve();
  }
}

function decode(chunks: Buffer[], bytes: number, truncated: boolean) {
  const body = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
  return { body, bytes, truncated };
}

function hostOf(url: string): string | undefined {
  const match = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]+\]|[^:/?#]+)/i.exec(url);
  return match?.[1]?.toLowerCase();
}

function toUpstreamError(error: unknown, timeoutMs: number): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof DeadlineExceeded) {
    return new UpstreamError('timeout', `The upstream API did not answer within ${timeoutMs} ms`);
  }
  const code = (error as { code?: string }).code;
  if (code === 'EMETADATA')
    return new UpstreamError('refused', 'Requests to cloud metadata addresses are refused');
  const reason = code ?? (error instanceof Error ? error.message : 'unknown error');
  return new UpstreamError('network', `The upstream API could not be reached (${reason})`);
}
