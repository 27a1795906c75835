import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sent from another site (CSRF). Allowed: the
 * public URL's origin, configured trusted origins, and the origin the request was sent to.
 * Requests without Origin (curl, server-to-server) carry no ambient browser cookies from
 * another site, unless Sec-Fetch-Site says otherwise.
 */
export function originGuard(allowed: string[]): MiddlewareHandler {
  const allowedSet = new Set(allowed.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin) {
      if (c.req.header('sec-fetch-site') === 'cross-site')
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      return next();
    }
    const host = c.req.header('host');
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allowedSet.has(origin))
      throw new AppError('FORBIDDEN', `Requests from ${origin} are not allowed.`);
    return next();
  };
}
