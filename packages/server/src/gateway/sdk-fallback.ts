import {
  type AuthInfo,
  type CallToolResult,
  createMcpHandler,
  type Implementation,
  type McpHttpHandler,
  ProtocolError,
  Server,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import type { Access, InterfaceRuntime } from './interface-runtime.ts';

function authInfoOf(access: Access): AuthInfo {
  return { token: '', clientId: access.key.id, scopes: [], extra: { access } };
}

function accessOf(authInfo: AuthInfo | undefined): Access {
  const access = authInfo?.extra?.access as Access | undefined;
  if (!access) throw new Error('The gateway passes the caller access with every SDK request');
  return access;
}

/**
 * The SDK's own serving path, for everything the gateway's direct path does not answer:
 * `server/discover`, `initialize`, `ping`, notifications, malformed or unusual requests and every
 * validation-ladder rejection. Its servers answer tools from the same runtime as the direct path,
 * so both give the same results.
 */
export class SdkFallback {
  private readonly modern: McpHttpHandler;

  constructor(
    private readonly runtime: InterfaceRuntime,
    private readonly serverInfo: Implementation,
    private readonly onerror: (error: Error) => void,
  ) {
    this.modern = createMcpHandler((context) => this.server(accessOf(context.authInfo)), {
      legacy: 'reject',
      onerror,
    });
  }

  /** 2026-07-28 traffic (and ladder rejections), through the SDK's per-request handler. */
  serveModern(request: Request, parsedBody: unknown, access: Access): Promise<Response> {
    return this.modern.fetch(request, { parsedBody, authInfo: authInfoOf(access) });
  }

  /** 2025-11-25 traffic, stateless, answered with JSON bodies rather than SSE streams. */
  async serveLegacy(request: Request, parsedBody: unknown, access: Access): Promise<Response> {
    const server = this.server(access);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    transport.onerror = this.onerror;
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody, authInfo: authInfoOf(access) });
    } finally {
      await transport.close().catch(() => {});
      await server.close().catch(() => {});
    }
  }

  close(): Promise<void> {
    return this.modern.close();
  }

  private server(access: Access): Server {
    const server = new Server(this.serverInfo, { capabilities: { tools: { listChanged: false } } });
    server.setRequestHandler('tools/list', () => this.runtime.listTools(access).result as never);
    server.setRequestHandler('tools/call', async (request) => {
      const outcome = await this.runtime.callTool(request.params.name, request.params.arguments, access);
      if ('code' in outcome) throw new ProtocolError(outcome.code, outcome.message);
      return outcome.result as CallToolResult;
    });
    return server;
  }
}
