/**
 * The normalised API catalogue: what every importer (OpenAPI 2/3.0/3.1, Postman, GraphQL,
 * WSDL/WADL, Markdown/text) produces, and what the builder, the MCP compiler, the test
 * generator and the spec differ read. Plain JSON: it is stored as is in the database.
 */

/** A JSON Schema (2020-12 vocabulary). Named component schemas stay as
 * `{ "$ref": "#/components/schemas/Name" }` pointing into `Catalog.schemas`, so circular
 * and shared schemas are stored once; `bundleSchema` makes a self-contained copy. */
export type JsonSchema = { [keyword: string]: unknown } | boolean;

export type SourceFormat =
  | 'openapi-3.1'
  | 'openapi-3.0'
  | 'swagger-2.0'
  | 'postman-2.0'
  | 'postman-2.1'
  | 'graphql-sdl'
  | 'graphql-introspection'
  | 'wsdl-1.1'
  | 'wadl'
  | 'markdown'
  | 'text';

export type OperationKind = 'http' | 'graphql' | 'soap';

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface CatalogParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  description?: string;
  deprecated?: boolean;
  schema: JsonSchema;
  example?: unknown;
}

export interface CatalogRequestBody {
  required: boolean;
  /** The content type the schema is for (JSON preferred when several are offered). */
  contentType: string;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

export interface CatalogResponse {
  /** '200', '404', '4XX' or 'default'. */
  status: string;
  description?: string;
  contentType?: string;
  schema?: JsonSchema;
  example?: unknown;
}

/** One alternative of an operation's security: scheme name to required scopes. */
export type SecurityRequirement = Record<string, string[]>;

export type SecurityScheme =
  | { type: 'apiKey'; name: string; in: 'header' | 'query' | 'cookie'; description?: string }
  | { type: 'http'; scheme: string; bearerFormat?: string; description?: string }
  | {
      type: 'oauth2';
      flows: Record<string, { tokenUrl?: string; authorizationUrl?: string; scopes: Record<string, string> }>;
      description?: string;
    }
  | { type: 'openIdConnect'; openIdConnectUrl: string; description?: string };

export interface GraphqlOperationInfo {
  rootType: 'Query' | 'Mutation' | 'Subscription';
  field: string;
  /** The field's return type as written in SDL, e.g. `[Product!]!`. */
  returnType: string;
  /** A generated, depth-limited selection set for the return type (without outer braces when scalar). */
  selectionSet: string;
  /** The full operation document a client can send, with variables for every argument. */
  document: string;
}

export interface CatalogOperation {
  /** Stable identity inside a source across revisions: `GET /products/{id}` or `query products`. */
  key: string;
  kind: OperationKind;
  /** Upper-case HTTP method for http; 'QUERY' | 'MUTATION' | 'SUBSCRIPTION' for graphql; 'SOAP' for soap. */
  method: string;
  /** Path template for http (`/products/{id}`), the field name for graphql, the operation name for soap. */
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters: CatalogParameter[];
  requestBody?: CatalogRequestBody;
  responses: CatalogResponse[];
  /** Empty array: explicitly no auth. Undefined security in the source resolves to the document default. */
  security: SecurityRequirement[];
  deprecated: boolean;
  graphql?: GraphqlOperationInfo;
  /** Where in the source document this came from (JSON pointer, file:line, or URL). */
  location?: string;
}

export type FindingSeverity = 'error' | 'warning' | 'info';

export type FindingCode =
  | 'unresolved-ref'
  | 'external-ref-refused'
  | 'circular-ref'
  | 'missing-operation-id'
  | 'duplicate-operation-id'
  | 'missing-response-schema'
  | 'missing-error-response'
  | 'tool-name-too-long'
  | 'tool-name-collision'
  | 'undocumented-parameter'
  | 'missing-description'
  | 'parse-warning';

export interface Finding {
  code: FindingCode;
  severity: FindingSeverity;
  message: string;
  /** Operation key or JSON pointer the finding is about. */
  where?: string;
}

export interface Catalog {
  format: SourceFormat;
  title: string;
  version?: string;
  description?: string;
  /** Base URLs declared by the document (servers, host+basePath, Postman {{baseUrl}} values). */
  servers: string[];
  securitySchemes: Record<string, SecurityScheme>;
  operations: CatalogOperation[];
  /** Named schemas referenced as `#/components/schemas/{name}` from operations and each other. */
  schemas: Record<string, JsonSchema>;
  findings: Finding[];
}

/** Per-operation coverage checks (issue 3): each is true, false, or null when it does not apply. */
export interface CoverageChecks {
  described: boolean;
  parametersDescribed: boolean | null;
  requestBodySchema: boolean | null;
  successResponseSchema: boolean;
  errorResponse: boolean;
}

export type DocumentationLevel = 'Complete' | 'Partial' | 'Minimal';
