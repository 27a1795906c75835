import {
  classifyInboundRequest,
  type Implementation,
  isJSONRPCRequest,
  type JSONRPCRequest,
  SERVER_INFO_META_KEY,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/server';
import { jsonRpcErrorBody } from './http-helpers.ts';
import type { Access, InterfaceRuntime } from './interface-runtime.ts';
import type { SdkFallback } from './sdk-fallback.ts';

const modernRevision = '2026-07-28';
const directMethods = new Set(['tools/list', 'tools/call']);

export interface EndpointContext {
  runtime: InterfaceRuntime;
  fallback: SdkFallback;
  access: Access;
  serverInfo: Implementation;
  /** False routes everything through the SDK (comparisons). */
  directPath: boolean;
}

type Era = 'modern' | 'legacy';

function header(request: Request, name: string): string | undefined {
  return request.headers.get(name) ?? undefined;
}

/** `tools/call` params the direct path can take as they are; anything odd goes to the SDK. */
function plainParams(message: JSONRPCRequest): boolean {
  if (message.method !== 'tools/call') return true;
  const params = message.params as { name?: unknown; arguments?: unknown } | undefined;
  const args = params?.arguments;
  return (
    typeof params?.name === 'string' &&
    (args === undefined || (typeof args === 'object' && args !== null && !Array.isArray(args)))
  );
}

/**
 * Answers one MCP POST. The SDK's classifier decides the era and runs the validation ladder;
 * well-formed `tools/list` and `tools/call` requests are then answered directly from the
 * interface's prepared state (the hot path, no per-request server). Everything else, rejections
 * included, is served by the SDK itself, so its wire behaviour is the SDK's.
 */
export async function serveMcpPost(
  request: Request,
  body: unknown,
  context: EndpointContext,
): Promise<Response> {
  const protocolVersion = header(request, 'mcp-protocol-version');
  const method = header(request, 'mcp-method');
  const name = header(request, 'mcp-name');
  const route = classifyInboundRequest({
    httpMethod: 'POST',
    body,
    ...(protocolVersion !== undefined && { protocolVersionHeader: protocolVersion }),
    ...(method !== undefined && { mcpMethodHeader: method }),
    ...(name !== undefined && { mcpNameHeader: name }),
  });
  if (route.kind === 'modern') {
    const message = route.messageKind === 'request' ? route.message : undefined;
    const direct =
      context.directPath &&
      message !== undefined &&
      route.classification.revision === modernRevision &&
      protocolVersion === modernRevision &&
      directMethods.has(message.method) &&
      method === message.method &&
      plainParams(message) &&
      (message.method !== 'tools/call' || name === (message.params as { name: string }).name);
    if (direct) return answer(message, 'modern', context);
    return context.fallback.serveModern(request, body, context.access);
  }
  if (route.kind === 'reject') return context.fallback.serveModern(request, body, context.access);
  const accept = header(request, 'accept') ?? '';
  const direct =
    context.directPath &&
    isJSONRPCRequest(body) &&
    directMethods.has(body.method) &&
    plainParams(body) &&
    accept.includes('application/json') &&
    accept.includes('text/event-stream') &&
    (protocolVersion === undefined || SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion));
  if (direct) return answer(body, 'legacy', context);
  return context.fallback.serveLegacy(request, body, context.access);
}

const jsonHeaders = { 'content-type': 'application/json' };
/** The `_meta` stamped on 2026-07-28 results, serialised once per server identity. */
const metaJson = new WeakMap<Implementation, string>();

async function answer(message: JSONRPCRequest, era: Era, context: EndpointContext): Promise<Response> {
  const id = JSON.stringify(message.id);
  let meta = metaJson.get(context.serverInfo);
  if (meta === undefined) {
    meta = JSON.stringify({ [SERVER_INFO_META_KEY]: context.serverInfo });
    metaJson.set(context.serverInfo, meta);
  }
  if (message.method === 'tools/list') {
    const list = context.runtime.listTools(context.access).json;
    // The serialised list is reused as is; the 2026 fields are spliced in before its closing brace.
    const result =
      era === 'modern'
        ? `${list.slice(0, -1)},"resultType":"complete","ttlMs":0,"cacheScope":"private","_meta":${meta}}`
        : list;
    return new Response(`{"jsonrpc":"2.0","id":${id},"result":${result}}`, {
      status: 200,
      headers: jsonHeaders,
    });
  }
  const params = message.params as { name: string; arguments?: unknown };
  const outcome = await context.runtime.callTool(params.name, params.arguments, context.access);
  if ('code' in outcome) {
    return new Response(jsonRpcErrorBody(outcome.code, outcome.message, message.id), {
      status: 200,
      headers: jsonHeaders,
    });
  }
  const result = JSON.stringify(outcome.result);
  const wire = era === 'modern' ? `${result.slice(0, -1)},"resultType":"complete","_meta":${meta}}` : result;
  return new Response(`{"jsonrpc":"2.0","id":${id},"result":${wire}}`, { status: 200, headers: jsonHeaders });
}
