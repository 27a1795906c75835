import type { CompiledTool, SourceSecret } from '@cartographer/core';
import type { UpstreamClient } from './upstream.ts';

/** How a published interface is served. */
export interface GatewaySettings {
  /** 'auto' serves the discovery meta-tools when the tool set exceeds the threshold (40). */
  discovery: 'off' | 'on' | 'auto';
  upstreamTimeoutMs: number;
  /** Upstream response bodies beyond this are cut, with a note to the client. */
  maxResponseBytes: number;
  transformTimeoutMs: number;
  transformMemoryBytes: number;
}

export const defaultGatewaySettings: GatewaySettings = {
  discovery: 'auto',
  upstreamTimeoutMs: 10_000,
  maxResponseBytes: 1024 * 1024,
  transformTimeoutMs: 200,
  transformMemoryBytes: 32 * 1024 * 1024,
};

/** One published version of an interface, as the gateway serves it. */
export interface PublishedInterface {
  interfaceId: string;
  slug: string;
  /** The published version: compiled state is cached per slug and version. */
  version: number;
  name: string;
  tools: CompiledTool[];
  /** Decrypted upstream secrets by `secretRef`; read on every call, so a rotation applies at once. */
  secrets: Record<string, SourceSecret>;
  settings?: Partial<GatewaySettings>;
}

export interface RateLimit {
  /** Sustained requests per second (token bucket refill). */
  perSecond: number;
  /** Bucket size; defaults to `perSecond`. */
  burst?: number;
  /** Tool calls in flight at once. */
  concurrency: number;
}

/** A valid, unrevoked access key of the interface. */
export interface AccessKey {
  id: string;
  /** Only these tools are listed and callable; undefined or null means all. */
  allowedTools?: string[] | null;
  /** Only read-only tools (GET, GraphQL queries) are listed and callable. */
  readOnly: boolean;
  rateLimit: RateLimit;
}

export type CallStatus =
  | 'ok'
  | 'tool_error'
  | 'upstream_error'
  | 'timeout'
  | 'invalid_arguments'
  | 'transform_error'
  | 'rate_limited'
  | 'denied';

/** One tool call, for metrics and usage. */
export interface CallEvent {
  interfaceId: string;
  slug: string;
  version: number;
  keyId: string;
  tool: string;
  status: CallStatus;
  /** Upstream HTTP status when a request was made. */
  upstreamStatus?: number;
  latencyMs: number;
  /** Bytes of the upstream response body read. */
  bytes: number;
  at: Date;
}

export interface GatewayLogger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface GatewayDeps {
  /** Called on every request: serve it from memory, invalidated when a version is published. */
  resolveInterface(slug: string): Promise<PublishedInterface | null>;
  /** Called on every request with the bearer key; null for unknown or revoked keys. */
  authenticate(slug: string, bearerKey: string): Promise<AccessKey | null>;
  /** Called once per tool call; aggregate in memory and write in batches. */
  recordCall(event: CallEvent): void;
  logger: GatewayLogger;
  /** Browser origins (e.g. `https://app.example.com`) allowed besides the gateway's own host. */
  allowedOrigins?: string[];
  /** Identity stamped into results (`serverInfo`). */
  serverInfo?: { name: string; version: string };
  /** Overrides the upstream HTTP client (tests, benchmarks); defaults to one with pooled keep-alive sockets. */
  upstream?: UpstreamClient;
  /**
   * Answer well-formed `tools/list` and `tools/call` without the SDK's per-request server
   * (default true). False sends every request through the SDK: for comparisons only.
   */
  directPath?: boolean;
}
