import { fieldErrors } from '@cartographer/core';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { AppEnv } from './context.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Access = 'public' | 'user' | 'admin';

export interface RouteSpec<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
> {
  method: Method;
  /** Hono path, e.g. `/api/interfaces/:id`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** Success response schema, for the OpenAPI document. */
  response?: z.ZodType;
  status?: 200 | 201 | 202 | 204;
  /** Extra documented error statuses beyond the defaults for the access level. */
  errors?: number[];
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<B, Q, P> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
}

/** Every route's spec, kept for the generated OpenAPI document. */
export class RouteRegistry {
  readonly specs: RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>[] = [];
}

function validationError(error: z.ZodError): AppError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return new AppError('VALIDATION_ERROR', first, fields);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
}

/**
 * Registers a route: validates params, query and JSON body against the spec's zod schemas,
 * records the spec for /api/openapi.json, and calls the handler with typed input. Access
 * ('user', 'admin') is checked against the session before anything else runs.
 */
export function defineRoute<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
>(
  app: Hono<AppEnv>,
  registry: RouteRegistry,
  spec: RouteSpec<B, Q, P>,
  handler: (c: Context<AppEnv>, input: RouteInput<B, Q, P>) => Response | Promise<Response>,
): void {
  registry.specs.push(spec as RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>);
  app.on(spec.method.toUpperCase(), spec.path, async (c) => {
    if (spec.access !== 'public') {
      const viewer = c.get('viewer');
      if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      if (spec.access === 'admin' && viewer.role !== 'admin') {
        throw new AppError('FORBIDDEN', 'Only administrators can do this.');
      }
    }
    const params = spec.params ? parseWith(spec.params, c.req.param()) : undefined;
    const query = spec.query ? parseWith(spec.query, c.req.query()) : undefined;
    const body = spec.body ? parseWith(spec.body, await readJson(c)) : undefined;
    return handler(c, { body, query, params } as RouteInput<B, Q, P>);
  });
}
