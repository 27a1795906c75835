import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoStore } from '@cartographer/demo-store';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Env } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedAccounts } from './features/account/seed.ts';
import { createAuth, lazyAuth } from './features/auth/auth.ts';
import { analyzeQueue, analyzeSource } from './features/documentation/analyze-source.ts';
import { createGatherers } from './features/documentation/gatherers.ts';
import { insertSource } from './features/documentation/source-store.ts';
import { seedDemoInterface } from './features/interfaces/demo-seed.ts';
import { createGatewayAdapter } from './features/interfaces/gateway-adapter.ts';
import { createGateway } from './gateway/index.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { createEventBus } from './lib/events.ts';
import { createJobQueue } from './lib/jobs.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { SecretBox } from './lib/secret-box.ts';

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

  // Listen first, so a port of 0 resolves to the real one before URLs are derived from it.
  let appFetch: ((request: Request) => Response | Promise<Response>) | undefined;
  const starting = () =>
    new Response(
      JSON.stringify({
        error: { code: 'STARTING', message: 'Cartographer is starting; try again in a moment.' },
      }),
      {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      },
    );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      { fetch: (request) => (appFetch ? appFetch(request) : starting()), port: env.PORT, hostname: env.HOST },
      () => resolve(s),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;

  const publicUrl = env.PUBLIC_URL ?? url;
  const secret = resolveAppSecret({
    appSecret: env.APP_SECRET,
    dataDir: env.DATA_DIR,
    usingExternalDatabase: Boolean(env.DATABASE_URL),
  });
  const auth = lazyAuth(
    createAuth({
      db: handle.db,
      secret,
      baseURL: publicUrl,
      trustedOrigins: [publicUrl, ...env.TRUSTED_ORIGINS],
    }),
  );
  const seeded = await seedAccounts({
    db: handle.db,
    auth,
    logger,
    admin: { email: 'admin@cartographer.dev', password: options.adminPassword ?? process.env.ADMIN_PASSWORD },
    onAdminPasswordGenerated: (password) =>
      console.log(
        `\n  Admin account created: admin@cartographer.dev / ${password}\n  (shown once; change it in Account Settings)\n`,
      ),
  });

  const events = await createEventBus(handle, logger);
  const jobs = await createJobQueue(handle, logger);
  const gatherers = createGatherers({ dataDir: env.DATA_DIR, allowLocalPaths: env.ALLOW_LOCAL_PATHS });
  await jobs.work(analyzeQueue, (data) =>
    analyzeSource({ db: handle.db, events, logger, gatherers }, data.sourceId!),
  );
  const demoStore = createDemoStore({ basePath: '/demo-store' });
  const box = new SecretBox(secret);
  const adapter = createGatewayAdapter({ db: handle.db, box, events, logger });
  const gateway = createGateway({
    ...adapter.gatewayDeps,
    logger,
    allowedOrigins: [publicUrl, ...env.TRUSTED_ORIGINS],
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
    events,
    jobs,
    mounts: [demoStore.app],
    box,
    gateway,
  });

  appFetch = app.fetch;

  if (seeded.demoCreated) {
    // The demo account starts with the demo store: imported through URL discovery like any
    // store, then shaped into a published interface with one access key.
    const location = `${url}/demo-store`;
    const source = await insertSource(handle.db, {
      userId: seeded.demoUserId,
      name: 'Demo Store API',
      type: 'url',
      location,
    });
    await analyzeSource({ db: handle.db, events, logger, gatherers }, source.id);
    const demo = await seedDemoInterface(handle.db, {
      userId: seeded.demoUserId,
      baseUrl: location,
      catalogSourceId: source.id,
    });
    console.log(
      `\n  Demo MCP server: ${url}/mcp/demo-store\n  Access key (shown once; rotate it from the Connect panel): ${demo.secret}\n`,
    );
  }
  logger.info('server ready', {
    url,
    database: handle.kind,
    startupMs: Math.round(performance.now() - started),
    sinceProcessStartMs: Math.round(performance.now()),
  });
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await adapter.close();
      await jobs.stop();
      await events.close();
      await handle.close();
    },
  };
}
