export { createDemoStore, type DemoStore, type DemoStoreOptions } from './create-demo-store.ts';
export type { ApiVersion, DemoStoreState } from './domain/types.ts';
export { apiKeyHeader } from './http/register-routes.ts';
export type { OpenApiDocument } from './openapi/build-document.ts';
