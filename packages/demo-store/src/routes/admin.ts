import { z } from 'zod';
import type { ApiVersion } from '../domain/types.ts';
import { defineRoute } from '../http/route-definition.ts';
import { apiVersionSchema, setVersionInputSchema, versionInfoSchema } from '../schemas/common.ts';

/** Demo-only operations: the document itself, resetting the data, switching the API revision. */

export interface AdminActions {
  /** The document of a revision, with `servers` pointing at the store as reached by this request. */
  document(version: ApiVersion, requestUrl: string): Record<string, unknown>;
  reset(version?: ApiVersion): void;
  setVersion(version: ApiVersion): void;
}

export function createAdminRoutes(actions: AdminActions) {
  return [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApiDocument',
      summary: 'Get this OpenAPI document',
      description:
        'Returns the OpenAPI 3.1 document of the revision the store serves now, or of the revision named by ' +
        '`version`. `servers` points at the store as reached by the request. Needs no API key.',
      tag: 'Admin',
      public: true,
      query: z.object({
        version: apiVersionSchema
          .optional()
          .meta({ description: 'Revision of the document to return; defaults to the one served now.' }),
      }),
      success: {
        status: 200,
        description: 'The OpenAPI document.',
        schema: z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document.' }),
      },
      handle: ({ version, query, url }) => ({
        status: 200,
        body: actions.document(query.version ?? version, url),
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/_reset',
      operationId: 'resetStore',
      summary: 'Reset the demo data',
      description:
        'Throws away every change and restores the seeded catalogue, customers, coupons and order. Without ' +
        '`version` the store returns to the revision it was started with.',
      tag: 'Admin',
      query: z.object({
        version: apiVersionSchema
          .optional()
          .meta({ description: 'Revision to serve after the reset.', examples: ['v2'] }),
      }),
      success: {
        status: 200,
        description: 'The revision served after the reset.',
        schema: versionInfoSchema,
        example: () => ({ version: 'v1' }),
      },
      handle: ({ state, query }) => {
        actions.reset(query.version);
        return { status: 200, body: { version: state.version } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/_version',
      operationId: 'setStoreVersion',
      summary: 'Switch the API revision',
      description:
        'Switches the behaviour and the document to another revision and keeps the data. v2 renames the ' +
        'product `name` to `title`, adds an optional `rating`, requires `shippingMethod` at checkout, drops the ' +
        '`fulfilled` order status (orders in it go back to `paid`) and deprecates GET /products/{productId}/variants.',
      tag: 'Admin',
      body: setVersionInputSchema,
      success: {
        status: 200,
        description: 'The revision now served.',
        schema: versionInfoSchema,
        example: () => ({ version: 'v2' }),
      },
      handle: ({ state, body }) => {
        actions.setVersion(body.version);
        return { status: 200, body: { version: state.version } };
      },
    }),
  ];
}
