import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Env } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedAccounts } from './features/account/seed.ts';
import { createAuth } from './features/auth/auth.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');
export const appVersion = '0.1.0';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds, and serves everything on one port. */
export async function startServer(
  env: Env,
  options: { webDist?: string; adminPassword?: string } = {},
): Promise<RunningServer> {
  const started = performance.now();
  const logger = createLogger(env.LOG_LEVEL);
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  await migrateToLatest(handle.db);

  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const secret = resolveAppSecret({
    appSecret: env.APP_SECRET,
    dataDir: env.DATA_DIR,
    usingExternalDatabase: Boolean(env.DATABASE_URL),
  });
  const auth = createAuth({
    db: handle.db,
    secret,
    baseURL: publicUrl,
    trustedOrigins: [publicUrl, ...env.TRUSTED_ORIGINS],
  });
  await seedAccounts({
    db: handle.db,
    auth,
    logger,
    admin: { email: 'admin@cartographer.dev', password: options.adminPassword ?? process.env.ADMIN_PASSWORD },
    onAdminPasswordGenerated: (password) =>
      console.log(
        `\n  Admin account created: admin@cartographer.dev / ${password}\n  (shown once; change it in Account Settings)\n`,
      ),
  });

  const app = createApp({
    db: handle.db,
    databaseKind: handle.kind,
    auth,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, logger }),
    logger,
    publicUrl,
    trustedOrigins: env.TRUSTED_ORIGINS,
    signupNotifyTo: env.SIGNUP_NOTIFY_TO,
    version: appVersion,
    webDist: options.webDist ?? defaultWebDist,
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
  logger.info('server ready', {
    url,
    database: handle.kind,
    startupMs: Math.round(performance.now() - started),
  });
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
