import type { CompiledTool, SourceSecret } from '@cartographer/core';
import { maskSensitive, maskSensitiveText } from './masking.ts';
import { buildUpstreamRequest, requestUrl } from './request-builder.ts';
import type { TransformSandbox } from './sandbox.ts';
import { TransformError } from './sandbox.ts';
import {
  errorResult,
  SchemaValidators,
  structuredResult,
  type ToolResult,
  textResult,
} from './tool-results.ts';
import type { CallStatus, GatewaySettings } from './types.ts';
import { type UpstreamClient, UpstreamError, type UpstreamResponse } from './upstream.ts';
import { applyUpstreamAuth, type OAuthTokenCache, UpstreamAuthError } from './upstream-auth.ts';

export interface ToolOutcome {
  result: ToolResult;
  status: CallStatus;
  upstreamStatus?: number;
  bytes: number;
}

export interface ToolRunnerDeps {
  upstream: UpstreamClient;
  tokens: OAuthTokenCache;
  /** Created on first use: most tools have no transforms. */
  sandbox: () => Promise<TransformSandbox>;
  settings: GatewaySettings;
}

function outcome(result: ToolResult, status: CallStatus, bytes = 0, upstreamStatus?: number): ToolOutcome {
  return { result, status, bytes, ...(upstreamStatus !== undefined && { upstreamStatus }) };
}

/** The reason an upstream error response gives, in a line: message, error, detail or title. */
function upstreamReason(response: UpstreamResponse, data: unknown): string {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  const nested =
    record?.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : undefined;
  for (const candidate of [
    record?.message,
    nested?.message,
    record?.error,
    record?.detail,
    record?.title,
    record?.errors,
  ]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim().slice(0, 300);
    if (Array.isArray(candidate) && candidate.length > 0) return JSON.stringify(candidate).slice(0, 300);
  }
  const text = response.body.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 300) : 'no details given';
}

function parseJson(response: UpstreamResponse): { ok: true; data: unknown } | { ok: false } {
  if (response.truncated || response.body === '') return { ok: false };
  const first = response.body.trimStart()[0];
  if (!/json/i.test(response.contentType) && first !== '{' && first !== '[') return { ok: false };
  try {
    return { ok: true, data: JSON.parse(response.body) };
  } catch {
    return { ok: false };
  }
}

const noFields: ReadonlySet<string> = new Set();

/** Executes compiled tools: validate, call upstream, transform, mask, shape the MCP result. */
export class ToolRunner {
  readonly validators = new SchemaValidators();

  constructor(private readonly deps: ToolRunnerDeps) {}

  async call(
    tool: CompiledTool,
    rawArgs: unknown,
    secrets: Record<string, SourceSecret>,
  ): Promise<ToolOutcome> {
    const args = (rawArgs ?? {}) as Record<string, unknown>;
    const invalid = this.validators.checkInput(tool, args);
    if (invalid)
      return outcome(errorResult(`Invalid arguments for tool ${tool.name}: ${invalid}`), 'invalid_arguments');
    const { binding } = tool;
    if (binding.baseUrl === '')
      return outcome(errorResult('The tool cannot be called: its API Source has no base URL'), 'tool_error');
    const secret = binding.auth.secretRef ? secrets[binding.auth.secretRef] : undefined;
    let response: UpstreamResponse;
    try {
      response = await this.send(tool, args, secret, true);
    } catch (error) {
      if (error instanceof UpstreamAuthError) {
        return outcome(
          errorResult(`Cannot authenticate to the upstream API: ${error.message}`),
          'tool_error',
        );
      }
      if (error instanceof UpstreamError) {
        return outcome(errorResult(error.message), error.kind === 'timeout' ? 'timeout' : 'upstream_error');
      }
      throw error;
    }
    const parsed = parseJson(response);
    if (response.status >= 400) {
      const reason = upstreamReason(response, parsed.ok ? parsed.data : undefined);
      const result = errorResult(`Upstream API answered HTTP ${response.status}: ${reason}`);
      return outcome(result, 'upstream_error', response.bytes, response.status);
    }
    if (binding.graphql && parsed.ok) {
      const body = parsed.data as { data?: unknown; errors?: { message?: string }[] };
      if (
        Array.isArray(body.errors) &&
        body.errors.length > 0 &&
        (body.data === null || body.data === undefined)
      ) {
        const reason = body.errors
          .map((error) => error.message ?? 'error')
          .join('; ')
          .slice(0, 300);
        return outcome(
          errorResult(`GraphQL errors: ${reason}`),
          'upstream_error',
          response.bytes,
          response.status,
        );
      }
    }
    return this.shape(tool, args, response, parsed);
  }

  private async send(
    tool: CompiledTool,
    args: Record<string, unknown>,
    secret: SourceSecret | undefined,
    mayRetry: boolean,
  ): Promise<UpstreamResponse> {
    const built = buildUpstreamRequest(tool.binding, args);
    built.headers['user-agent'] = 'Cartographer-Gateway';
    await applyUpstreamAuth(tool.binding.auth, secret, built.headers, built.query, this.deps.tokens);
    const response = await this.deps.upstream.send({
      method: built.method,
      url: requestUrl(built),
      headers: built.headers,
      ...(built.body !== undefined && { body: built.body }),
      timeoutMs: this.deps.settings.upstreamTimeoutMs,
      maxBytes: this.deps.settings.maxResponseBytes,
    });
    if (response.status === 401 && tool.binding.auth.type === 'oauth2' && mayRetry) {
      // A token revoked or expired early upstream: fetch a new one and try once more.
      this.deps.tokens.invalidate(tool.binding.auth, secret);
      return this.send(tool, args, secret, false);
    }
    return response;
  }

  private async shape(
    tool: CompiledTool,
    args: Record<string, unknown>,
    response: UpstreamResponse,
    parsed: { ok: true; data: unknown } | { ok: false },
  ): Promise<ToolOutcome> {
    const { bytes, status } = response;
    const sensitive = tool.sensitiveFields.length > 0 ? new Set(tool.sensitiveFields) : noFields;
    const needsData = tool.transforms.length > 0 || tool.outputSchema !== undefined;
    if (!parsed.ok) {
      if (needsData && response.truncated) {
        const message = `The upstream response is larger than the ${this.deps.settings.maxResponseBytes}-byte limit of this interface, so it could not be processed`;
        return outcome(errorResult(message), 'tool_error', bytes, status);
      }
      if (tool.outputSchema !== undefined && tool.transforms.length === 0) {
        return outcome(
          errorResult('The upstream response is not JSON, but the tool declares structured output'),
          'tool_error',
          bytes,
          status,
        );
      }
    }
    let data: unknown = parsed.ok ? parsed.data : response.body;
    let changed = false;
    if (tool.transforms.length > 0) {
      const sandbox = await this.deps.sandbox();
      let json: string | undefined = parsed.ok ? response.body : undefined;
      for (const transform of tool.transforms) {
        try {
          data = sandbox.run(transform.code, data, { tool: tool.name, arguments: args, status }, json);
        } catch (error) {
          if (!(error instanceof TransformError)) throw error;
          const result = errorResult(`Transform '${transform.name}' failed: ${error.message}`);
          return outcome(result, 'transform_error', bytes, status);
        }
        json = undefined;
      }
      changed = true;
    }
    if (sensitive.size > 0) {
      data = typeof data === 'string' ? maskSensitiveText(data) : maskSensitive(data, sensitive);
      changed = true;
    }
    if (tool.outputSchema !== undefined) {
      const shaped = structuredResult(tool, data, this.validators, changed ? undefined : response.body);
      return outcome(shaped.result, shaped.ok ? 'ok' : 'tool_error', bytes, status);
    }
    const text =
      typeof data === 'string' ? data : changed || !parsed.ok ? JSON.stringify(data) : response.body;
    return outcome(
      textResult(text, response.truncated ? this.deps.settings.maxResponseBytes : undefined),
      'ok',
      bytes,
      status,
    );
  }
}
