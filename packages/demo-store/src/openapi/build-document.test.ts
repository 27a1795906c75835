import { describe, expect, it } from 'vitest';
import { createDemoStore } from '../create-demo-store.ts';
import type { ApiVersion } from '../domain/types.ts';
import { expectConforms, storeClient } from '../testing/store-client.ts';
import { namedSchemas } from './components.ts';

type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: walking an arbitrary JSON document
type Operation = any;

const methods = ['get', 'post', 'put', 'patch', 'delete'];

async function fetchDocument(version: ApiVersion, apiKey?: string) {
  const store = createDemoStore({ version, ...(apiKey ? { apiKey } : {}) });
  const response = await store.app.request('http://store.test/demo-store/openapi.json');
  expect(response.status).toBe(200);
  return {
    store,
    document: (await response.json()) as Json & { paths: Record<string, Record<string, Operation>> },
  };
}

function operations(document: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

function resolvePointer(document: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

function pathWithExamples(path: string, operation: Operation): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find(
      (p: { name: string; in: string }) => p.name === name && p.in === 'path',
    );
    return encodeURIComponent(parameter.example);
  });
}

describe.each(['v1', 'v2'] as const)('OpenAPI document %s', (version) => {
  it('is a 3.1 document whose operations are fully described', async () => {
    const { document } = await fetchDocument(version);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({
      title: 'Cartographer Demo Store API',
      version: version === 'v1' ? '1.0.0' : '2.0.0',
    });
    expect(document.servers).toEqual([
      { url: 'http://store.test/demo-store', description: 'This demo store' },
    ]);
    const all = operations(document);
    expect(all.length).toBeGreaterThanOrEqual(29);
    expect(new Set(all.map(({ operation }) => operation.operationId)).size).toBe(all.length);
    for (const { path, method, operation } of all) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(methods, where).toContain(method);
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, where).toBeTruthy();
      expect(operation.description, where).toBeTruthy();
      expect(operation.tags, where).toHaveLength(1);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        where,
      ).toBe(true);
      expect(
        statuses.some((status) => /^4\d\d$/.test(status)),
        where,
      ).toBe(true);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const pathParameters = (operation.parameters ?? []).filter((p: { in: string }) => p.in === 'path');
      expect(
        pathParameters.map((p: { name: string }) => p.name),
        where,
      ).toEqual(templated);
      for (const parameter of operation.parameters ?? []) {
        expect(parameter.description, `${where} ${parameter.name}`).toBeTruthy();
        expect(parameter.schema, `${where} ${parameter.name}`).toBeTypeOf('object');
      }
      if (operation.requestBody)
        expect(operation.requestBody.content['application/json'].schema, where).toBeTruthy();
    }
  });

  it('resolves every reference and gives every component a description', async () => {
    const { document } = await fetchDocument(version);
    for (const ref of refsIn(document)) {
      expect(ref.startsWith('#/components/'), ref).toBe(true);
      expect(resolvePointer(document, ref), ref).toBeDefined();
    }
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    for (const [name, schema] of Object.entries(schemas)) expect(schema.description, name).toBeTruthy();
  });

  it('serves every route it documents and documents every route it serves', async () => {
    const { store, document } = await fetchDocument(version);
    const documented = operations(document).map(({ method, path }) => `${method} ${path}`);
    const served = store.app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => {
        const path = route.path.slice(store.basePath.length).replace(/:([^/]+)/g, '{$1}');
        return `${route.method.toLowerCase()} ${path}`;
      });
    expect([...new Set(served)].sort()).toEqual([...documented].sort());

    for (const { path, method, operation } of operations(document)) {
      const url = `http://store.test/demo-store${pathWithExamples(path, operation)}`;
      const init: RequestInit = { method: method.toUpperCase() };
      if (operation.requestBody) init.body = '{}';
      const response = await store.app.request(url, init);
      const body = (await response.json()) as { error?: { code: string; message: string } };
      const where = `${method.toUpperCase()} ${path} answered ${response.status} ${JSON.stringify(body.error)}`;
      expect(body.error?.message ?? '', where).not.toMatch(/^No endpoint/);
      expect(Object.keys(operation.responses), where).toContain(String(response.status));
    }
  });

  it('shows examples that match the schemas behind the document', async () => {
    const { document } = await fetchDocument(version);
    const zodByName = new Map(namedSchemas(version).map((entry) => [entry.name, entry.schema]));
    let checked = 0;
    for (const { operation } of operations(document)) {
      for (const response of Object.values(operation.responses) as Operation[]) {
        const content = response.content?.['application/json'];
        const ref: string | undefined = content?.schema?.$ref;
        if (!ref || content.example === undefined) continue;
        const schema = zodByName.get(ref.split('/').at(-1) ?? '');
        if (!schema || ref.endsWith('/Error')) continue;
        expectConforms(schema, content.example);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
  });
});

describe('differences between v1 and v2', () => {
  it('documents the renamed field, the new required field, the removed status, the deprecation and the new field', async () => {
    const v1 = (await fetchDocument('v1')).document as Operation;
    const v2 = (await fetchDocument('v2')).document as Operation;
    const schemas1 = v1.components.schemas;
    const schemas2 = v2.components.schemas;
    expect(schemas1.Product.required).toContain('name');
    expect(schemas2.Product.required).toContain('title');
    expect(schemas2.Product.properties).not.toHaveProperty('name');
    expect(schemas1.Product.properties).not.toHaveProperty('rating');
    expect(schemas2.Product.properties).toHaveProperty('rating');
    expect(schemas2.Product.required).not.toContain('rating');
    expect(schemas1.CreateOrderInput.required).toEqual(['cartId']);
    expect(schemas2.CreateOrderInput.required).toEqual(['cartId', 'shippingMethod']);
    expect(schemas1.OrderStatus.enum).toContain('fulfilled');
    expect(schemas2.OrderStatus.enum).not.toContain('fulfilled');
    expect(schemas2.ChangeOrderStatusInput.properties.status.enum).toEqual([
      'paid',
      'delivered',
      'cancelled',
    ]);
    const variants = '/products/{productId}/variants';
    expect(v1.paths[variants].get.deprecated).toBeUndefined();
    expect(v2.paths[variants].get.deprecated).toBe(true);
    expect(v2.paths[variants].get.responses['200'].headers).toHaveProperty('Deprecation');
  });

  it('serves the other revision’s document on request', async () => {
    const store = createDemoStore();
    const response = await store.app.request('/demo-store/openapi.json?version=v2');
    expect(((await response.json()) as Operation).info.version).toBe('2.0.0');
  });
});

describe('API key in the document', () => {
  it('is optional when not configured', async () => {
    const { document } = await fetchDocument('v1');
    expect(document.security).toEqual([{}, { ApiKeyAuth: [] }]);
    expect(operations(document).some(({ operation }) => '401' in operation.responses)).toBe(false);
  });

  it('is required, with 401 documented and answered, when configured', async () => {
    const { store, document } = await fetchDocument('v1', 'k');
    expect(document.security).toEqual([{ ApiKeyAuth: [] }]);
    expect((document.components as Operation).securitySchemes.ApiKeyAuth).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    for (const { path, method, operation } of operations(document)) {
      const response = await store.app.request(`/demo-store${pathWithExamples(path, operation)}`, {
        method: method.toUpperCase(),
      });
      if (operation.security?.length === 0) {
        expect(response.status).toBe(200);
      } else {
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(operation.responses).toHaveProperty('401');
      }
    }
  });
});

describe('error examples', () => {
  it('are answers the store really gives', async () => {
    const { store, document } = await fetchDocument('v1');
    const client = storeClient(store);
    const cartId = (await client.post('/carts')).body.id;
    const insufficientStock = await client.post(`/carts/${cartId}/items`, {
      variantId: 'var_012_1',
      quantity: 6,
    });
    await client.post(`/carts/${cartId}/items`, { variantId: 'var_012_1', quantity: 1 });
    const placed = await client.post('/orders', { cartId });
    await client.post('/orders/ord_0001/status', { status: 'fulfilled' });
    await client.post('/orders/ord_0001/status', { status: 'delivered' });
    const openCart = (await client.post('/carts')).body.id;
    await client.post(`/carts/${openCart}/items`, { variantId: 'var_001_1', quantity: 1 });
    const real = {
      invalidJson: await client.post(`/carts/${openCart}/items`, '{'),
      missingKey: await storeClient(createDemoStore({ apiKey: 'k' })).get('/products'),
      notFound: await client.get('/products/prod_999'),
      insufficientStock,
      cartNotOpen: await client.post('/orders', { cartId }),
      invalidTransition: await client.post('/orders/ord_0001/status', { status: 'paid' }),
      duplicate: await client.post('/customers', { email: 'ada@example.com', name: 'Ada' }),
      tooLarge: await client.post('/customers', 'x'.repeat(1024 * 1024 + 1)),
      invalidQuantity: await client.post(`/carts/${openCart}/items`, { variantId: 'var_001_1', quantity: 0 }),
      validation: await client.post('/customers', { email: 'ada', name: 'Ada' }),
      couponExpired: await client.put(`/carts/${openCart}/coupon`, { code: 'SUMMER23' }),
    };
    expect(placed.body.id).toBe('ord_0002');
    const responses = (document.components as Operation).responses as Record<string, Operation>;
    const documented = Object.fromEntries(
      Object.values(responses).flatMap((response) =>
        Object.entries(response.content['application/json'].examples).map(([name, example]) => [
          name,
          (example as { value: unknown }).value,
        ]),
      ),
    );
    expect(Object.keys(documented).sort()).toEqual(Object.keys(real).sort());
    for (const [name, response] of Object.entries(real))
      expect(response.body, name).toEqual(documented[name]);
  });
});
