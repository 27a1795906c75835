/** Small HTTP pieces of the gateway: JSON-RPC error answers, auth challenges, origins, bodies. */

const json = { 'content-type': 'application/json' };

export type JsonRpcId = string | number | null;

export function jsonRpcErrorBody(code: number, message: string, id: JsonRpcId): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } });
}

export function jsonRpcError(
  status: number,
  code: number,
  message: string,
  id: JsonRpcId = null,
  headers: Record<string, string> = {},
): Response {
  return new Response(jsonRpcErrorBody(code, message, id), { status, headers: { ...json, ...headers } });
}

/** The id of a parsed JSON-RPC request, when it has a usable one. */
export function requestIdOf(body: unknown): JsonRpcId {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

const realm = 'Cartographer MCP';

/**
 * 401 with an RFC 6750 bearer challenge, as the MCP authorization spec asks of a protected
 * server. Access keys are static bearer tokens issued in the Connect panel, not OAuth tokens.
 */
export function unauthorized(reason: 'missing' | 'invalid'): Response {
  const description =
    reason === 'missing'
      ? 'An access key is required: send it as "Authorization: Bearer <key>"'
      : 'The access key is invalid or has been revoked';
  const challenge =
    reason === 'missing'
      ? `Bearer realm="${realm}"`
      : `Bearer realm="${realm}", error="invalid_token", error_description="${description}"`;
  const body = JSON.stringify({
    error: reason === 'missing' ? 'invalid_request' : 'invalid_token',
    error_description: description,
  });
  return new Response(body, { status: 401, headers: { ...json, 'www-authenticate': challenge } });
}

export function bearerKeyOf(header: string | undefined): string | undefined {
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Whether a browser origin may call the gateway: the gateway's own host, or one of the allowed
 * origins. Requests without Origin (MCP clients outside browsers) pass.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
) {
  if (origin === undefined) return true;
  if (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)) return true;
  return allowed.has(origin);
}

export function normaliseOrigins(origins: string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const origin of origins ?? []) {
    try {
      out.add(new URL(origin).origin);
    } catch {
      // A bad entry allows nothing.
    }
  }
  return out;
}

export const corsHeaders = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, accept, mcp-protocol-version, mcp-method, mcp-name',
  'access-control-expose-headers': 'www-authenticate, mcp-protocol-version',
  'access-control-max-age': '600',
};

export type BodyRead = { ok: true; text: string } | { ok: false; tooLarge: boolean };

/**
 * Reads a request body up to `maxBytes`, without buffering more than that. A body of declared
 * length is read with `text()`, which @hono/node-server serves straight from the socket; only a
 * chunked body goes through the (slower) web stream so it can be cut off at the limit.
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) return { ok: false, tooLarge: true };
  if (declared <= maxBytes) {
    try {
      return { ok: true, text: await request.text() };
    } catch {
      return { ok: false, tooLarge: false };
    }
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { ok: false, tooLarge: true };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, tooLarge: false };
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}
