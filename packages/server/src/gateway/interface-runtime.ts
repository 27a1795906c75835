import {
  type CompiledTool,
  discoveryThreshold,
  discoveryToolNames,
  discoveryTools,
  searchTools,
  type ToolsListResult,
  toolDefinition,
  toolsListResult,
} from '@cartographer/core';
import type { RateLimiter } from './rate-limiter.ts';
import { TransformSandbox } from './sandbox.ts';
import { errorResult } from './tool-results.ts';
import { type ToolOutcome, ToolRunner } from './tool-runner.ts';
import type { AccessKey, CallEvent, GatewayLogger, GatewaySettings, PublishedInterface } from './types.ts';
import { defaultGatewaySettings } from './types.ts';
import type { UpstreamClient } from './upstream.ts';
import type { OAuthTokenCache } from './upstream-auth.ts';

/** What one access key may see and call. */
export class Access {
  readonly signature: string;
  private readonly allowed: Set<string> | undefined;

  constructor(readonly key: AccessKey) {
    this.allowed = key.allowedTools ? new Set(key.allowedTools) : undefined;
    this.signature = `${key.readOnly ? 'r' : 'w'}:${key.allowedTools ? [...this.allowed!].sort().join(',') : '*'}`;
  }

  allows(tool: CompiledTool): boolean {
    return (!this.allowed || this.allowed.has(tool.name)) && (!this.key.readOnly || tool.readOnly);
  }
}

/** A JSON-RPC error the caller must answer instead of a result (unknown or forbidden tool). */
export interface ProtocolFailure {
  code: number;
  message: string;
}

export interface RuntimeShared {
  upstream: UpstreamClient;
  tokens: OAuthTokenCache;
  limiter: RateLimiter;
  recordCall: (event: CallEvent) => void;
  logger: GatewayLogger;
}

const invalidParams = -32602;

/**
 * Everything built once per published interface version: the tool index, `tools/list` answers
 * per access profile, validators and the transform sandbox. Secrets are read from the latest
 * published record on each call, so a rotation applies without a new version.
 */
export class InterfaceRuntime {
  readonly settings: GatewaySettings;
  readonly discovery: boolean;
  private readonly tools: Map<string, CompiledTool>;
  private readonly lists = new Map<string, { result: ToolsListResult; json: string }>();
  private readonly runner: ToolRunner;
  private sandbox?: Promise<TransformSandbox>;

  constructor(
    public published: PublishedInterface,
    private readonly shared: RuntimeShared,
  ) {
    this.settings = { ...defaultGatewaySettings, ...published.settings };
    const mode = this.settings.discovery;
    this.discovery = mode === 'on' || (mode === 'auto' && published.tools.length > discoveryThreshold);
    this.tools = new Map(published.tools.map((tool) => [tool.name, tool]));
    this.runner = new ToolRunner({
      upstream: shared.upstream,
      tokens: shared.tokens,
      settings: this.settings,
      sandbox: () => {
        this.sandbox ??= TransformSandbox.create({
          timeoutMs: this.settings.transformTimeoutMs,
          memoryBytes: this.settings.transformMemoryBytes,
        });
        return this.sandbox;
      },
    });
  }

  /** The `tools/list` result for this access profile, with its JSON serialised once. */
  listTools(access: Access): { result: ToolsListResult; json: string } {
    let cached = this.lists.get(access.signature);
    if (!cached) {
      const result = this.discovery
        ? { tools: discoveryTools() }
        : toolsListResult(this.published.tools.filter((tool) => access.allows(tool)));
      cached = { result, json: JSON.stringify(result) };
      this.lists.set(access.signature, cached);
    }
    return cached;
  }

  async callTool(name: string, args: unknown, access: Access): Promise<ToolOutcome | ProtocolFailure> {
    const started = performance.now();
    const found = this.find(name, access);
    if ('code' in found) return found;
    const outcome = found.meta
      ? await this.callMeta(name, args, access)
      : await this.run(found.tool, args, access);
    const event: CallEvent = {
      interfaceId: this.published.interfaceId,
      slug: this.published.slug,
      version: this.published.version,
      keyId: access.key.id,
      tool: name,
      status: outcome.status,
      ...(outcome.upstreamStatus !== undefined && { upstreamStatus: outcome.upstreamStatus }),
      latencyMs: performance.now() - started,
      bytes: outcome.bytes,
      at: new Date(),
    };
    try {
      this.shared.recordCall(event);
    } catch (error) {
      this.shared.logger.error('Recording an MCP call failed', { slug: event.slug, reason: String(error) });
    }
    if (
      outcome.status === 'timeout' ||
      (outcome.status === 'upstream_error' && outcome.upstreamStatus === undefined)
    ) {
      // The upstream did not answer at all: worth an operator's attention (arguments are never logged).
      this.shared.logger.warn('Upstream API unreachable', {
        slug: event.slug,
        tool: name,
        status: outcome.status,
      });
    }
    return outcome;
  }

  close(): void {
    void this.sandbox?.then((sandbox) => sandbox.dispose()).catch(() => {});
  }

  private find(
    name: string,
    access: Access,
  ): { meta: true } | { meta: false; tool: CompiledTool } | ProtocolFailure {
    if (this.discovery && Object.values(discoveryToolNames).includes(name as never)) return { meta: true };
    const tool = this.tools.get(name);
    if (!tool) return { code: invalidParams, message: `Tool ${name} not found` };
    if (!access.allows(tool)) {
      const why =
        access.key.readOnly && !tool.readOnly
          ? 'this access key is read-only'
          : 'it is not on the allow-list of this access key';
      return { code: invalidParams, message: `Tool ${name} is not available: ${why}` };
    }
    return { meta: false, tool };
  }

  /** Runs a real tool within the key's concurrency limit. */
  private async run(tool: CompiledTool, args: unknown, access: Access): Promise<ToolOutcome> {
    const { id, rateLimit } = access.key;
    if (!this.shared.limiter.beginCall(id, rateLimit).ok) {
      const message = `Too many calls in flight for this access key (limit ${rateLimit.concurrency}); retry shortly`;
      return { result: errorResult(message), status: 'rate_limited', bytes: 0 };
    }
    try {
      return await this.runner.call(tool, args, this.published.secrets);
    } finally {
      this.shared.limiter.endCall(id);
    }
  }

  private async callMeta(name: string, rawArgs: unknown, access: Access): Promise<ToolOutcome> {
    const args = (rawArgs ?? {}) as Record<string, unknown>;
    if (name === discoveryToolNames.search) {
      const visible = this.published.tools.filter((tool) => access.allows(tool));
      const limit = typeof args.limit === 'number' ? args.limit : 10;
      const hits = { tools: searchTools(visible, typeof args.query === 'string' ? args.query : '', limit) };
      const result = {
        content: [{ type: 'text' as const, text: JSON.stringify(hits) }],
        structuredContent: hits,
      };
      return { result, status: 'ok', bytes: 0 };
    }
    const target = typeof args.name === 'string' ? args.name : '';
    const tool = this.tools.get(target);
    if (!tool || !access.allows(tool)) {
      const message = `Tool ${target || '(no name)'} not found; use search_tools to find tool names`;
      return { result: errorResult(message), status: 'tool_error', bytes: 0 };
    }
    if (name === discoveryToolNames.describe) {
      const text = JSON.stringify(toolDefinition(tool));
      return { result: { content: [{ type: 'text', text }] }, status: 'ok', bytes: 0 };
    }
    return this.run(tool, args.arguments, access);
  }
}
