import { createHash } from 'node:crypto';
import type { SourceSecret, UpstreamAuth } from '@cartographer/core';
import type { UpstreamClient, UpstreamError } from './upstream.ts';

/** A credential problem the caller can fix in the builder; the message names no secret. */
export class UpstreamAuthError extends Error {
  override name = 'UpstreamAuthError';
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** Tokens are renewed this long before they expire, so a call never carries a dying one. */
const expiryMargin = 30_000;

/**
 * OAuth2 client-credentials tokens, cached until shortly before expiry. Concurrent calls share
 * one token request. The key includes a hash of the secret, so a rotated secret gets a new token.
 */
export class OAuthTokenCache {
  private readonly tokens = new Map<string, CachedToken>();
  private readonly pending = new Map<string, Promise<CachedToken>>();

  constructor(
    private readonly client: UpstreamClient,
    private readonly timeoutMs = 10_000,
  ) {}

  async token(auth: UpstreamAuth, secret: SourceSecret | undefined): Promise<string> {
    const key = this.keyOf(auth, secret);
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    let request = this.pending.get(key);
    if (!request) {
      request = this.fetchToken(auth, secret).finally(() => this.pending.delete(key));
      this.pending.set(key, request);
    }
    const fresh = await request;
    this.tokens.set(key, fresh);
    return fresh.token;
  }

  /** Drops a token the upstream refused, so the next call fetches a new one. */
  invalidate(auth: UpstreamAuth, secret: SourceSecret | undefined): void {
    this.tokens.delete(this.keyOf(auth, secret));
  }

  private keyOf(auth: UpstreamAuth, secret: SourceSecret | undefined): string {
    const secretHash = createHash('sha256')
      .update(secret?.clientSecret ?? '')
      .digest('base64url');
    return [auth.oauthTokenUrl, auth.oauthClientId, auth.oauthScopes ?? '', secretHash].join('\n');
  }

  private async fetchToken(auth: UpstreamAuth, secret: SourceSecret | undefined): Promise<CachedToken> {
    if (!auth.oauthTokenUrl || !auth.oauthClientId || !secret?.clientSecret) {
      throw new UpstreamAuthError('OAuth2 needs a token URL, a client id and a client secret');
    }
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (auth.oauthScopes) form.set('scope', auth.oauthScopes);
    const basic = Buffer.from(
      `${encodeURIComponent(auth.oauthClientId)}:${encodeURIComponent(secret.clientSecret)}`,
    ).toString('base64');
    let response: Awaited<ReturnType<UpstreamClient['send']>>;
    try {
      response = await this.client.send({
        method: 'POST',
        url: auth.oauthTokenUrl,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          authorization: `Basic ${basic}`,
        },
        body: form.toString(),
        timeoutMs: this.timeoutMs,
        maxBytes: 64 * 1024,
      });
    } catch (error) {
      throw new UpstreamAuthError(`The OAuth2 token request failed: ${(error as UpstreamError).message}`);
    }
    const parsed = safeJson(response.body) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (response.status >= 400 || typeof parsed?.access_token !== 'string') {
      throw new UpstreamAuthError(
        `The OAuth2 token endpoint answered ${response.status} without an access token`,
      );
    }
    const lifetime = typeof parsed.expires_in === 'number' ? parsed.expires_in * 1000 : 3_600_000;
    return { token: parsed.access_token, expiresAt: Date.now() + Math.max(lifetime - expiryMargin, 1_000) };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Adds the source's credentials to an outgoing request (headers, or the query for query API keys). */
export async function applyUpstreamAuth(
  auth: UpstreamAuth,
  secret: SourceSecret | undefined,
  headers: Record<string, string>,
  query: URLSearchParams,
  tokens: OAuthTokenCache,
): Promise<void> {
  switch (auth.type) {
    case 'none':
      return;
    case 'apiKey': {
      if (!secret?.apiKey) throw new UpstreamAuthError('The API key of this source is not set');
      const name = auth.apiKeyName || 'X-API-Key';
      if (auth.apiKeyIn === 'query') query.set(name, secret.apiKey);
      else headers[name.toLowerCase()] = secret.apiKey;
      return;
    }
    case 'bearer':
      if (!secret?.bearerToken) throw new UpstreamAuthError('The bearer token of this source is not set');
      headers.authorization = `Bearer ${secret.bearerToken}`;
      return;
    case 'basic': {
      const user = auth.basicUsername ?? '';
      headers.authorization = `Basic ${Buffer.from(`${user}:${secret?.password ?? ''}`).toString('base64')}`;
      return;
    }
    case 'oauth2':
      headers.authorization = `Bearer ${await tokens.token(auth, secret)}`;
      return;
  }
}
