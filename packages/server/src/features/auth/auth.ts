import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface AuthOptions {
  db: Kysely<Database>;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
}

/** Sessions last 30 days with remember-me; without it the cookie ends with the browser session. */
export const sessionDays = 30;

/**
 * better-auth owns passwords (scrypt), sessions, roles and TOTP. Sign-up and sign-in go
 * through our own routes (spec messages, survey, plan, rate limit), so its raw endpoints
 * for those are switched off; the two-factor and session endpoints are served as they are.
 */
export async function createAuth({ db, secret, baseURL, trustedOrigins }: AuthOptions) {
  // Loaded on demand: better-auth is the heaviest import of the server, and most starts never need it before the first sign-in.
  const [{ betterAuth }, { admin, twoFactor }] = await Promise.all([
    import('better-auth'),
    import('better-auth/plugins'),
  ]);
  return betterAuth({
    appName: 'Cartographer',
    database: { db, type: 'postgres', casing: 'snake' },
    secret,
    baseURL,
    basePath: '/api/auth',
    trustedOrigins,
    telemetry: { enabled: false },
    logger: { level: 'error' },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * sessionDays, updateAge: 60 * 60 * 24 },
    disabledPaths: [
      '/sign-up/email',
      '/sign-in/email',
      '/sign-in/social',
      '/update-user',
      '/change-email',
      '/delete-user',
    ],
    rateLimit: { enabled: true, window: 60, max: 100, storage: 'memory' },
    advanced: { database: { generateId: 'uuid' }, cookiePrefix: 'cartographer' },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), twoFactor({ issuer: 'Cartographer' })],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/**
 * An Auth whose endpoints wait for the library to finish loading, so the server can listen
 * while it loads; calls made before then simply take a little longer.
 */
export function lazyAuth(loading: Promise<Auth>): Auth {
  const api = new Proxy(
    {},
    {
      get:
        (_target, name) =>
        async (...args: unknown[]) => {
          const auth = await loading;
          return (auth.api[name as keyof Auth['api']] as (...a: unknown[]) => unknown)(...args);
        },
    },
  );
  return { api } as Auth;
}
