import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { AppError, errorBody, handleError } from './errors.ts';
import { LoginThrottle } from './features/account/login-throttle.ts';
import { registerAccountRoutes } from './features/account/routes.ts';
import { registerAdminRoutes } from './features/admin/routes.ts';
import { registerAssistantRoutes } from './features/assistant/routes.ts';
import type { Auth } from './features/auth/auth.ts';
import { registerDocumentationRoutes } from './features/documentation/routes.ts';
import { registerEventRoutes } from './features/events/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerInterfaceRoutes } from './features/interfaces/routes.ts';
import type { AppEnv } from './lib/context.ts';
import type { EventBus } from './lib/events.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mailer.ts';
import { originGuard } from './lib/origin-guard.ts';
import { RouteRegistry } from './lib/route.ts';
import type { SecretBox } from './lib/secret-box.ts';
import { serveSpa } from './lib/spa.ts';
import { buildOpenApiDocument } from './openapi/document.ts';

export interface AppDeps {
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  trustedOrigins: string[];
  signupNotifyTo: string;
  version: string;
  /** The built SPA to serve; omitted in tests and in development (Vite serves it). */
  webDist?: string;
  /** Sub-apps mounted at the root (demo store at /demo-store, MCP gateway at /mcp). */
  mounts?: Hono[];
  loginThrottle?: LoginThrottle;
  events: EventBus;
  jobs: JobQueue;
  box: SecretBox;
  /** The MCP gateway, mounted at /mcp. */
  gateway?: Hono;
}

/** Builds the whole HTTP app from its dependencies; reads no environment. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const registry = new RouteRegistry();
  app.onError(handleError(deps.logger));

  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  const jsonLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
    },
  });
  // Uploads have their own 25 MB limit in their route; every other API body is small.
  app.use('/api/*', (c, next) =>
    c.req.path === '/api/documentation/sources/upload' ? next() : jsonLimit(c, next),
  );
  app.use('/api/*', originGuard([deps.publicUrl, ...deps.trustedOrigins]));
  app.use('/api/*', async (c, next) => {
    c.set('viewer', null);
    if (c.req.header('cookie')?.includes('session_token')) {
      const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (session) {
        const role = (session.user as { role?: string | null }).role === 'admin' ? 'admin' : 'user';
        c.set('viewer', { userId: session.user.id, sessionId: session.session.id, role });
      }
    }
    await next();
  });

  registerHealthRoutes(app, registry, {
    db: deps.db,
    databaseKind: deps.databaseKind,
    version: deps.version,
  });
  registerAccountRoutes(app, registry, {
    db: deps.db,
    auth: deps.auth,
    mailer: deps.mailer,
    logger: deps.logger,
    notifyTo: deps.signupNotifyTo,
    throttle: deps.loginThrottle ?? new LoginThrottle(),
  });
  registerAdminRoutes(app, registry, deps.db);
  registerDocumentationRoutes(app, registry, { db: deps.db, jobs: deps.jobs });
  registerEventRoutes(app, deps.events);
  registerAssistantRoutes(app, registry);
  registerInterfaceRoutes(app, registry, {
    db: deps.db,
    box: deps.box,
    events: deps.events,
    publicUrl: deps.publicUrl,
  });

  const openApi = () => buildOpenApiDocument(registry, { version: deps.version, serverUrl: deps.publicUrl });
  app.get('/api/openapi.json', (c) => c.json(openApi()));
  app.all('/api/*', (c) =>
    c.json(errorBody('NOT_FOUND', `There is no API route ${c.req.method} ${c.req.path}.`), 404),
  );

  if (deps.gateway) app.route('/mcp', deps.gateway);
  for (const mount of deps.mounts ?? []) app.route('/', mount);
  if (deps.webDist) serveSpa(app, deps.webDist);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found.'), 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
