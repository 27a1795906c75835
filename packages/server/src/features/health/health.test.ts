import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('system routes', () => {
  it('reports database reachability and version', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.database.version).toMatch(/PostgreSQL/);
  });

  it('describes itself as OpenAPI 3.1, with every route and its schemas', async () => {
    const doc = await readJson(await t.app.request('/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(
      doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.required,
    ).toContain('email');
    expect(doc.paths['/api/me'].get.responses['401']).toBeDefined();
    expect(doc.paths['/api/admin/customers'].get.responses['403']).toBeDefined();
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string }>).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
