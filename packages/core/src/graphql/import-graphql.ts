import {
  buildASTSchema,
  buildClientSchema,
  GraphQLError,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
  parse,
} from 'graphql';
import { ImportFailure } from '../catalog/import-result.ts';
import type { Catalog, CatalogOperation, GraphqlOperationInfo, SourceFormat } from '../catalog/model.ts';
import { isRecord } from '../catalog/schema-walk.ts';
import { operationDocument, selectionSetFor } from './graphql-document.ts';
import { GraphqlSchemas } from './graphql-json-schema.ts';

/** Errors GraphQL puts in every response (https://spec.graphql.org/ section 7.1.2). */
const errorsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      locations: { type: 'array', items: { type: 'object' } },
      path: { type: 'array', items: { type: ['string', 'integer'] } },
      extensions: { type: 'object' },
    },
    required: ['message'],
  },
};

const roots = [
  ['Query', 'QUERY', 'query'],
  ['Mutation', 'MUTATION', 'mutation'],
  ['Subscription', 'SUBSCRIPTION', 'subscription'],
] as const;

function rootTypes(schema: GraphQLSchema): (GraphQLObjectType | null | undefined)[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
}

/** Every field of the Query, Mutation and Subscription roots becomes one operation. */
function catalogFromSchema(schema: GraphQLSchema, format: SourceFormat, title: string): Catalog {
  const schemas = new GraphqlSchemas();
  const operations: CatalogOperation[] = [];
  rootTypes(schema).forEach((type, index) => {
    if (!type) return;
    const [rootType, method, kind] = roots[index]!;
    for (const field of Object.values(type.getFields())) {
      const selectionSet = selectionSetFor(field.type);
      const graphql: GraphqlOperationInfo = {
        rootType,
        field: field.name,
        returnType: String(field.type),
        selectionSet,
        document: operationDocument(kind, field, selectionSet),
      };
      const variables = field.args.length > 0 ? schemas.arguments(field.args) : undefined;
      operations.push({
        key: `${kind} ${field.name}`,
        kind: 'graphql',
        method,
        path: field.name,
        ...(field.description && { description: field.description }),
        tags: [rootType],
        parameters: [],
        ...(variables && {
          requestBody: {
            required: Array.isArray(variables.required),
            contentType: 'application/json',
            description: 'The operation variables',
            schema: variables,
          },
        }),
        responses: [
          {
            status: '200',
            description: 'GraphQL response',
            contentType: 'application/json',
            schema: {
              type: 'object',
              properties: {
                data: { type: ['object', 'null'], properties: { [field.name]: schemas.output(field.type) } },
                errors: errorsSchema,
              },
            },
          },
        ],
        security: [],
        deprecated: Boolean(field.deprecationReason),
        graphql,
        location: `${type.name}.${field.name}`,
      });
    }
  });
  return {
    format,
    title,
    ...(schema.description && { description: schema.description }),
    servers: [],
    securitySchemes: {},
    operations,
    schemas: schemas.drain(),
    findings: [],
  };
}

function graphqlFailure(error: unknown, what: string): ImportFailure {
  if (error instanceof RangeError) throw error;
  const message = error instanceof Error ? error.message : String(error);
  const line = error instanceof GraphQLError ? error.locations?.[0]?.line : undefined;
  const reason = message.replace(/^Syntax Error: /, '').replace(/\.$/, '');
  return new ImportFailure('invalid-graphql', `${what}: ${reason}${line ? ` (line ${line})` : ''}.`);
}

/** GraphQL SDL, including `extend type` blocks and a `schema {}` block naming the roots. */
export function importGraphqlSdl(text: string, title: string): Catalog {
  let schema: GraphQLSchema;
  try {
    // Directives the SDL uses without declaring them (common in published schemas) are no reason to refuse it.
    schema = buildASTSchema(parse(text), { assumeValidSDL: true });
  } catch (error) {
    throw graphqlFailure(error, 'This file is not a valid GraphQL schema');
  }
  return catalogFromSchema(schema, 'graphql-sdl', title);
}

/** The JSON answer to the introspection query, with or without its `data` envelope. */
export function importGraphqlIntrospection(value: Record<string, unknown>, title: string): Catalog {
  const data = isRecord(value.data) && isRecord(value.data.__schema) ? value.data : value;
  let schema: GraphQLSchema;
  try {
    schema = buildClientSchema(data as unknown as IntrospectionQuery, { assumeValid: true });
  } catch (error) {
    throw graphqlFailure(error, 'This GraphQL introspection result is incomplete');
  }
  return catalogFromSchema(schema, 'graphql-introspection', title);
}
