import { expect } from 'vitest';
import type { z } from 'zod';
import type { DemoStore } from '../create-demo-store.ts';

/** Test helper: JSON requests against a store's Hono app, in process. */

export interface JsonResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
  headers: Headers;
}

export interface StoreClient {
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonResponse>;
  get(path: string, headers?: Record<string, string>): Promise<JsonResponse>;
  post(path: string, body?: unknown): Promise<JsonResponse>;
  patch(path: string, body?: unknown): Promise<JsonResponse>;
  put(path: string, body?: unknown): Promise<JsonResponse>;
  delete(path: string): Promise<JsonResponse>;
}

export function storeClient(store: DemoStore, defaultHeaders: Record<string, string> = {}): StoreClient {
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { ...defaultHeaders, ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers = { 'content-type': 'application/json', ...init.headers };
    }
    const response = await store.app.request(`http://store.test${store.basePath}${path}`, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
  return {
    request,
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path) => request('DELETE', path),
  };
}

/** The answer matches the schema the document is generated from, with no field the schema lacks. */
export function expectConforms(schema: z.ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  expect(result.error?.issues ?? []).toEqual([]);
  // Objects drop unknown keys when parsed, so equality proves there were none.
  expect(result.data).toEqual(body);
}

export function expectError(response: JsonResponse, status: number, code: string): void {
  expect({ status: response.status, code: response.body?.error?.code }).toEqual({ status, code });
  expect(typeof response.body.error.message).toBe('string');
}
