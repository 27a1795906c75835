import { betterAuth } from 'better-auth';
import { admin, twoFactor } from 'better-auth/plugins';
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
export function createAuth({ db, secret, baseURL, trustedOrigins }: AuthOptions) {
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

export type Auth = ReturnType<typeof createAuth>;
