import type { CompiledTool, SourceSecret } from '@cartographer/core';
import { defaultGatewaySettings, TransformSandbox, UpstreamClient } from '../../gateway/index.ts';
import { ToolRunner } from '../../gateway/tool-runner.ts';
import type { UpstreamRequest, UpstreamResponse } from '../../gateway/upstream.ts';
import { OAuthTokenCache } from '../../gateway/upstream-auth.ts';

interface Exchange {
  request: UpstreamRequest;
  response: UpstreamResponse | null;
  ms: number;
}

/** The gateway's upstream client, keeping what went over the wire so the builder can show it. */
class RecordingUpstream extends UpstreamClient {
  readonly exchanges: Exchange[] = [];

  override async send(input: UpstreamRequest): Promise<UpstreamResponse> {
    const started = performance.now();
    const exchange: Exchange = { request: input, response: null, ms: 0 };
    this.exchanges.push(exchange);
    try {
      exchange.response = await super.send(input);
      return exchange.response;
    } finally {
      exchange.ms = performance.now() - started;
    }
  }
}

const secretHeader = /^(authorization|proxy-authorization|x-api-key|api-key|cookie)$/i;

function maskHeaders(
  headers: Record<string, string>,
  secrets: SourceSecret | undefined,
): Record<string, string> {
  const values = Object.values(secrets ?? {}).filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      secretHeader.test(name) || values.some((secret) => value.includes(secret)) ? '••••' : value,
    ]),
  );
}

function maskUrl(url: string, secrets: SourceSecret | undefined): string {
  let masked = url;
  for (const value of Object.values(secrets ?? {}))
    if (typeof value === 'string' && value.length > 3)
      masked = masked.replaceAll(encodeURIComponent(value), '••••').replaceAll(value, '••••');
  return masked;
}

/**
 * Runs one tool exactly as the gateway would (same runner: validation, upstream call,
 * transforms, masking, result shaping) and reports the request, raw response and timings.
 */
export async function runToolTest(tool: CompiledTool, args: unknown, secrets: Record<string, SourceSecret>) {
  const upstream = new RecordingUpstream({ connections: 4 });
  let sandbox: Promise<TransformSandbox> | undefined;
  const runner = new ToolRunner({
    upstream,
    tokens: new OAuthTokenCache(upstream),
    settings: defaultGatewaySettings,
    sandbox: () => {
      sandbox ??= TransformSandbox.create({
        timeoutMs: defaultGatewaySettings.transformTimeoutMs,
        memoryBytes: defaultGatewaySettings.transformMemoryBytes,
      });
      return sandbox;
    },
  });
  const started = performance.now();
  try {
    const outcome = await runner.call(tool, args, secrets);
    const totalMs = performance.now() - started;
    const secret = tool.binding.auth.secretRef ? secrets[tool.binding.auth.secretRef] : undefined;
    const main = upstream.exchanges.at(-1);
    const upstreamMs = upstream.exchanges.reduce((sum, exchange) => sum + exchange.ms, 0);
    return {
      ok: outcome.status === 'ok',
      status: outcome.status,
      request: main
        ? {
            method: main.request.method,
            url: maskUrl(main.request.url, secret),
            headers: maskHeaders(main.request.headers, secret),
            body: main.request.body ?? null,
          }
        : null,
      upstream: main?.response
        ? {
            status: main.response.status,
            contentType: main.response.contentType,
            body: main.response.body,
            bytes: main.response.bytes,
            truncated: main.response.truncated,
          }
        : null,
      result: outcome.result,
      timings: {
        totalMs: Math.round(totalMs * 100) / 100,
        upstreamMs: Math.round(upstreamMs * 100) / 100,
        gatewayMs: Math.round((totalMs - upstreamMs) * 100) / 100,
      },
      error:
        outcome.status === 'ok'
          ? null
          : ((outcome.result.content.find((part) => part.type === 'text') as { text?: string } | undefined)
              ?.text ?? outcome.status),
    };
  } finally {
    (await sandbox)?.dispose?.();
    await upstream.close();
  }
}
