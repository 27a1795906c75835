import { Hono } from 'hono';
import { adaptOrdersToVersion } from './domain/orders.ts';
import { createSeedState, resetState } from './domain/seed.ts';
import type { ApiVersion, DemoStoreState } from './domain/types.ts';
import { registerRoutes } from './http/register-routes.ts';
import type { RouteDefinition } from './http/route-definition.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/build-document.ts';
import { createAdminRoutes } from './routes/admin.ts';
import { cartRoutes } from './routes/carts.ts';
import { categoryRoutes } from './routes/categories.ts';
import { couponRoutes } from './routes/coupons.ts';
import { customerRoutes } from './routes/customers.ts';
import { orderRoutes } from './routes/orders.ts';
import { productRoutes } from './routes/products.ts';

export interface DemoStoreOptions {
  /** Where every route lives; default `/demo-store`. Use `''` to serve at the root. */
  basePath?: string;
  /** Revision served at start and after a plain reset; default `v1`. */
  version?: ApiVersion;
  /** When set, every request but the document must send it in `X-API-Key`. */
  apiKey?: string;
}

export interface DemoStore {
  /** Hono app with every route under `basePath`; mount it with `app.route('/', store.app)`. */
  app: Hono;
  basePath: string;
  /** Restores the seed, serving `version` (default: the revision the store was created with). */
  reset(version?: ApiVersion): void;
  /** Switches behaviour and document to a revision, keeping the data. */
  setVersion(version: ApiVersion): void;
  /** The live in-memory data; the object stays the same across resets. */
  state: DemoStoreState;
  /** The OpenAPI document of a revision (default: the one served now), without `servers`. */
  document(version?: ApiVersion): OpenApiDocument;
}

function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function createDemoStore(options: DemoStoreOptions = {}): DemoStore {
  const basePath = normaliseBasePath(options.basePath ?? '/demo-store');
  const initialVersion = options.version ?? 'v1';
  const state = createSeedState(initialVersion);
  const documents = new Map<ApiVersion, OpenApiDocument>();

  const reset = (version: ApiVersion = initialVersion) => resetState(state, version);
  const setVersion = (version: ApiVersion) => {
    state.version = version;
    adaptOrdersToVersion(state, version);
  };
  // Built once per revision on first use; only `servers` depends on the request.
  const document = (version: ApiVersion = state.version): OpenApiDocument => {
    let built = documents.get(version);
    if (!built) {
      built = buildOpenApiDocument(routes, { version, apiKeyRequired: Boolean(options.apiKey) });
      documents.set(version, built);
    }
    return built;
  };

  const routes: RouteDefinition[] = [
    ...productRoutes,
    ...categoryRoutes,
    ...customerRoutes,
    ...couponRoutes,
    ...cartRoutes,
    ...orderRoutes,
    ...createAdminRoutes({
      reset,
      setVersion,
      document: (version, requestUrl) => {
        const url = new URL(basePath || '/', requestUrl).href.replace(/\/$/, '');
        const { openapi, info, ...rest } = document(version);
        return { openapi, info, servers: [{ url, description: 'This demo store' }], ...rest };
      },
    }),
  ];

  const app = new Hono();
  // An empty key (an unset variable passed through) means no key, not a key nobody can send.
  registerRoutes(app, routes, { basePath, state, apiKey: options.apiKey || undefined });
  return { app, basePath, reset, setVersion, state, document };
}
