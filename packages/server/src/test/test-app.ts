import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Hono } from 'hono';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { LoginThrottle } from '../features/account/login-throttle.ts';
import { createAuth } from '../features/auth/auth.ts';
import { analyzeQueue, analyzeSource } from '../features/documentation/analyze-source.ts';
import { createGatherers } from '../features/documentation/gatherers.ts';
import { createGatewayAdapter } from '../features/interfaces/gateway-adapter.ts';
import { createGateway } from '../gateway/index.ts';
import { createEventBus } from '../lib/events.ts';
import { createInlineJobQueue } from '../lib/jobs.ts';
import { silentLogger } from '../lib/logger.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { SecretBox } from '../lib/secret-box.ts';

export const testOrigin = 'http://localhost:3000';

/**
 * A database for one test file: PGlite loaded from the migrated template, or, when
 * TEST_DATABASE_URL is set (CI's PostgreSQL run), a new database on that server.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  }
  const name = `cartographer_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export class RecordingMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
    return true;
  }
}

export async function createTestApp(
  options: { mailer?: Mailer; throttle?: LoginThrottle; mounts?: Hono[] } = {},
) {
  const handle = await openTestDatabase();
  const auth = await createAuth({
    db: handle.db,
    secret: 'test-secret-that-is-long-enough-for-signing',
    baseURL: testOrigin,
    trustedOrigins: [testOrigin],
  });
  const mailer = options.mailer ?? new RecordingMailer();
  const events = await createEventBus(handle, silentLogger);
  const jobs = createInlineJobQueue(silentLogger);
  await jobs.work(analyzeQueue, (data) =>
    analyzeSource(
      {
        db: handle.db,
        events,
        logger: silentLogger,
        gatherers: createGatherers({ dataDir: tmpdir(), allowLocalPaths: true }),
      },
      data.sourceId!,
    ),
  );
  const box = new SecretBox('test-secret-that-is-long-enough-for-signing');
  const adapter = createGatewayAdapter({
    db: handle.db,
    box,
    events,
    logger: silentLogger,
    flushEveryMs: 100,
  });
  const gateway = createGateway({ ...adapter.gatewayDeps, logger: silentLogger });
  const app = createApp({
    db: handle.db,
    databaseKind: handle.kind,
    auth,
    mailer,
    logger: silentLogger,
    publicUrl: testOrigin,
    trustedOrigins: [],
    signupNotifyTo: 'team@example.test',
    version: 'test',
    loginThrottle: options.throttle ?? new LoginThrottle(),
    events,
    jobs,
    mounts: options.mounts ?? [],
    box,
    gateway,
  });
  const close = async () => {
    await gateway.close();
    await adapter.close();
    await jobs.stop();
    await events.close();
    await handle.close();
  };
  return { app, auth, db: handle.db, handle, mailer, events, jobs, box, adapter, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A tiny cookie-keeping client over app.request, like a browser tab. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: TestApp['app']) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.request(path, {
      method,
      headers: {
        origin: testOrigin,
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof FormData
            ? body
            : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
    return { status: response.status, body: json as any, headers: response.headers };
  }
}

export const validSignup = (overrides: Record<string, unknown> = {}) => ({
  email: `user-${randomUUID().slice(0, 8)}@example.test`,
  password: 'correct horse battery',
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  survey: { challengeAnswer: 'A', criticalityAnswer: 'B', resourcesAnswer: 'C' },
  plan: 'pro',
  agreeTerms: true,
  ...overrides,
});

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
export async function readJson(response: Response): Promise<any> {
  return response.json();
}
