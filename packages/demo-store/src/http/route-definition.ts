import type { z } from 'zod';
import type { ApiVersion, Cart, DemoStoreState, Order } from '../domain/types.ts';

/**
 * One operation of the store: its HTTP binding, its documentation and its handler together,
 * so the routes served and the OpenAPI document are generated from the same list.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A value that differs between API revisions. */
export class PerVersion<T> {
  constructor(
    readonly v1: T,
    readonly v2: T,
  ) {}
}

export function perVersion<V1, V2>(v1: V1, v2: V2): PerVersion<V1 | V2> {
  return new PerVersion<V1 | V2>(v1, v2);
}

/** A value that may differ between API revisions. */
export type Versioned<T> = T | PerVersion<T>;

export function forVersion<T>(value: Versioned<T>, version: ApiVersion): T {
  return value instanceof PerVersion ? value[version] : value;
}

/** Error statuses an operation can answer besides those implied by its inputs (body, query, path ids). */
export type ErrorStatus = 400 | 404 | 409 | 422;

export interface RouteResult {
  status: 200 | 201;
  body: unknown;
}

export interface RouteRequest<Query, Body> {
  state: DemoStoreState;
  version: ApiVersion;
  params: Record<string, string>;
  query: Query;
  body: Body;
  /** Full request URL, for answers that mention where they were served from. */
  url: string;
  now: Date;
}

/** Real records used for the document's examples: a seeded store plus a cart and an order made by the store's own code. */
export interface ExampleContext {
  state: DemoStoreState;
  version: ApiVersion;
  now: Date;
  cart: Cart;
  placedOrder: Order;
}

export interface PathParameter {
  description: string;
  example: string;
}

export interface RouteDefinition<Query = unknown, Body = unknown> {
  method: HttpMethod;
  /** OpenAPI-style path relative to the store's base path, e.g. `/products/{productId}`. */
  path: string;
  operationId: string;
  summary: string;
  description: Versioned<string>;
  tag: string;
  params?: Record<string, PathParameter>;
  query?: Versioned<z.ZodObject>;
  body?: Versioned<z.ZodType>;
  /** An empty body counts as `{}`. */
  bodyOptional?: boolean;
  success: {
    status: 200 | 201;
    description: string;
    schema: Versioned<z.ZodType>;
    example?: (context: ExampleContext) => unknown;
  };
  errors?: ErrorStatus[];
  /** Served without the API key (the document itself). */
  public?: boolean;
  /** Revisions in which the operation is deprecated: flagged in the document and by a `Deprecation` header. */
  deprecatedIn?: ApiVersion[];
  /** Synchronous on purpose: nothing awaits between reading and changing the state. */
  handle(request: RouteRequest<Query, Body>): RouteResult;
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** Types a route's handler from its schemas; the list of routes keeps the erased type. */
export function defineRoute<
  QuerySchema extends z.ZodObject | undefined = undefined,
  BodySchema extends z.ZodType | undefined = undefined,
>(
  definition: Omit<RouteDefinition<Output<QuerySchema>, Output<BodySchema>>, 'query' | 'body'> & {
    query?: Versioned<QuerySchema>;
    body?: Versioned<BodySchema>;
  },
): RouteDefinition {
  return definition as unknown as RouteDefinition;
}
