import { z } from 'zod';
import type { ApiVersion } from '../domain/types.ts';
import { apiKeyHeader, deprecationHeaderValue } from '../http/register-routes.ts';
import { forVersion, type RouteDefinition } from '../http/route-definition.ts';
import { namedSchemas } from './components.ts';
import { type DocumentedErrorStatus, errorResponseNames, errorResponses } from './error-responses.ts';
import { createExampleContext } from './example-context.ts';
import { createSchemaConverter, type JsonSchema, type SchemaConverter } from './schema-converter.ts';

/** The store's OpenAPI 3.1 document for one revision, generated from the route definitions it serves. */

export interface DocumentOptions {
  version: ApiVersion;
  /** When the store requires an API key, every operation but the document itself demands it. */
  apiKeyRequired: boolean;
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, JsonSchema>> };

const tags = [
  { name: 'Products', description: 'The catalogue: products, their variants, prices and stock.' },
  { name: 'Categories', description: 'Groups of products.' },
  { name: 'Customers', description: 'Registered customers.' },
  { name: 'Coupons', description: 'Discount codes.' },
  { name: 'Carts', description: 'Shopping carts and their lines.' },
  { name: 'Orders', description: 'Checkout and the order lifecycle.' },
  { name: 'Admin', description: 'Resetting the demo data and switching API revisions.' },
];

const description =
  'A small e-commerce store used to demonstrate Cartographer. Prices are integers in minor units with a ' +
  'currency; quantities are whole numbers from 1 to 999; stock is taken atomically at checkout. Every error ' +
  'answer is `{ "error": { "code", "message", "details"? } }`.';

function errorStatuses(route: RouteDefinition, apiKeyRequired: boolean): DocumentedErrorStatus[] {
  const statuses = new Set<DocumentedErrorStatus>(route.errors ?? []);
  if (route.body) for (const status of [400, 413, 422] as const) statuses.add(status);
  if (route.query) statuses.add(422);
  if (route.params) statuses.add(404);
  if (apiKeyRequired && !route.public) statuses.add(401);
  return [...statuses].sort((a, b) => a - b);
}

function parametersOf(route: RouteDefinition, version: ApiVersion, converter: SchemaConverter) {
  const pathParameters = Object.entries(route.params ?? {}).map(([name, param]) => ({
    name,
    in: 'path',
    required: true,
    description: param.description,
    schema: { type: 'string' },
    example: param.example,
  }));
  const query = route.query ? forVersion(route.query, version) : undefined;
  const queryParameters = Object.entries(query?.shape ?? {}).map(([name, field]) => {
    const { description: fieldDescription, examples, ...schema } = converter.convert(field, 'input');
    const example = Array.isArray(examples) ? examples[0] : undefined;
    return {
      name,
      in: 'query',
      required: !field.safeParse(undefined).success,
      description: fieldDescription,
      schema,
      ...(example === undefined ? {} : { example }),
    };
  });
  return [...pathParameters, ...queryParameters];
}

function operationOf(route: RouteDefinition, options: DocumentOptions, converter: SchemaConverter) {
  const { version } = options;
  const deprecated = route.deprecatedIn?.includes(version) === true;
  const body = route.body ? forVersion(route.body, version) : undefined;
  const bodyMeta = body ? z.globalRegistry.get(body) : undefined;
  const bodyExample = Array.isArray(bodyMeta?.examples) ? bodyMeta.examples[0] : undefined;
  const example = route.success.example?.(createExampleContext(version));
  const parameters = parametersOf(route, version, converter);

  const responses: Record<string, unknown> = {
    [route.success.status]: {
      description: route.success.description,
      ...(deprecated
        ? {
            headers: {
              Deprecation: {
                description: `When the operation was deprecated (RFC 9745), e.g. \`${deprecationHeaderValue}\`.`,
                schema: { type: 'string' },
              },
            },
          }
        : {}),
      content: {
        'application/json': {
          schema: converter.convert(forVersion(route.success.schema, version), 'output'),
          ...(example === undefined ? {} : { example }),
        },
      },
    },
  };
  for (const status of errorStatuses(route, options.apiKeyRequired)) {
    responses[status] = { $ref: `#/components/responses/${errorResponseNames[status]}` };
  }

  return {
    operationId: route.operationId,
    summary: route.summary,
    description: forVersion(route.description, version),
    tags: [route.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: route.bodyOptional !== true,
            ...(bodyMeta?.description ? { description: bodyMeta.description } : {}),
            content: {
              'application/json': {
                schema: converter.convert(body, 'input'),
                ...(bodyExample === undefined ? {} : { example: bodyExample }),
              },
            },
          },
        }
      : {}),
    responses,
    ...(deprecated ? { deprecated: true } : {}),
    ...(route.public ? { security: [] } : {}),
  };
}

export function buildOpenApiDocument(routes: RouteDefinition[], options: DocumentOptions): OpenApiDocument {
  const converter = createSchemaConverter(namedSchemas(options.version));
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operationOf(route, options, converter);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cartographer Demo Store API',
      version: options.version === 'v1' ? '1.0.0' : '2.0.0',
      description,
    },
    tags,
    security: options.apiKeyRequired ? [{ ApiKeyAuth: [] }] : [{}, { ApiKeyAuth: [] }],
    paths,
    components: {
      schemas: converter.components(),
      responses: errorResponses,
      securitySchemes: {
        ApiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: apiKeyHeader,
          description:
            'Optional: only stores started with an API key check it. Such stores answer 401 UNAUTHORIZED to ' +
            'requests without the right key; the document itself is always public.',
        },
      },
    },
  };
}
