import type { AuthType, HttpMethod, OutputField, ToolAnnotations, Transformation } from './graph.ts';

/** A JSON Schema object as MCP carries it (`inputSchema`/`outputSchema` roots are always `type: object`). */
export type JsonSchemaObject = { [keyword: string]: unknown };

/** Where one tool argument goes in the upstream request. */
export type ArgumentLocation =
  /** `{name}` in the path template. */
  | 'path'
  /** One query parameter; arrays repeat the key. */
  | 'query'
  /** Every property of an object argument becomes a query parameter (manual endpoints). */
  | 'queryMap'
  | 'header'
  /** The whole request body. */
  | 'body'
  /** One GraphQL variable. */
  | 'variable';

export interface ArgumentBinding {
  /** The property name in the tool's input schema. */
  argument: string;
  in: ArgumentLocation;
  /** The upstream name (parameter, header or variable name). */
  name: string;
}

/** How the gateway authenticates to the upstream API; secret values come from `secretRef` at run time. */
export interface UpstreamAuth {
  type: AuthType;
  apiKeyName?: string;
  apiKeyIn?: 'header' | 'query';
  basicUsername?: string;
  oauthTokenUrl?: string;
  oauthClientId?: string;
  oauthScopes?: string;
  secretRef?: string;
}

/** Everything the gateway needs to make the upstream call, without the catalogue. */
export interface ToolBinding {
  sourceNodeId: string;
  baseUrl: string;
  method: HttpMethod;
  /** `/products/{id}`; empty for a GraphQL endpoint at the base URL itself. */
  pathTemplate: string;
  arguments: ArgumentBinding[];
  /** Media type of the request body when there is one (JSON unless the catalogue says otherwise). */
  bodyContentType?: string;
  /** GraphQL operations POST `{ query: document, variables }`. */
  graphql?: { document: string };
  auth: UpstreamAuth;
}

/** One MCP tool compiled from an interface graph version. */
export interface CompiledTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: JsonSchemaObject;
  outputSchema?: JsonSchemaObject;
  annotations: ToolAnnotations;
  /** True for safe operations (GET, GraphQL queries) whatever the annotations say: read-only keys rely on it. */
  readOnly: boolean;
  binding: ToolBinding;
  /** The transformations of the Transform nodes on the path to the Output node, in order. */
  transforms: Transformation[];
  outputFields: OutputField[];
  sensitiveFields: string[];
  /** Where the tool came from, for the builder. */
  origin: { nodeId: string; endpointIndex: number; operationKey?: string };
}

export type CompileSeverity = 'error' | 'warning' | 'info';

export interface CompileProblem {
  tool?: string;
  nodeId?: string;
  severity: CompileSeverity;
  message: string;
}

export interface CompileResult {
  tools: CompiledTool[];
  problems: CompileProblem[];
}

/** A tool as a client sees it in `tools/list`. */
export interface ToolDefinition {
  name: string;
  title?: string;
  description: string;
  inputSchema: JsonSchemaObject;
  outputSchema?: JsonSchemaObject;
  annotations?: ToolAnnotations;
}

export interface ToolsListResult {
  tools: ToolDefinition[];
}
