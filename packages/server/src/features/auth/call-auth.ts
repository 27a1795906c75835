/** What a better-auth endpoint answered when called with `asResponse: true`. */
export interface AuthAnswer<T> {
  ok: boolean;
  status: number;
  body: T;
  /** Set-Cookie lines to pass on to the browser. */
  cookies: string[];
  errorCode?: string;
}

/** Runs a better-auth endpoint as a Response and reads it, so errors never escape as exceptions. */
export async function callAuth<T = Record<string, unknown>>(
  run: () => Promise<Response>,
): Promise<AuthAnswer<T>> {
  const response = await run();
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  const errorCode = response.ok ? undefined : ((body as { code?: string }).code ?? 'UNKNOWN');
  return {
    ok: response.ok,
    status: response.status,
    body: body as T,
    cookies: response.headers.getSetCookie(),
    errorCode,
  };
}

export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}
