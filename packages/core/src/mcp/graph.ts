/**
 * The saved interface graph document (product-spec §3 Node and Edge), shaped like React Flow's
 * nodes and edges so the builder stores and loads it as is. Secret values never appear here:
 * an API Source names its stored secret by `secretRef`, and the server hands the decrypted
 * values to the gateway at run time.
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export const authTypes = ['none', 'apiKey', 'bearer', 'basic', 'oauth2'] as const;
export type AuthType = (typeof authTypes)[number];

export const outputFieldTypes = ['string', 'number', 'boolean', 'array', 'object'] as const;
export type OutputFieldType = (typeof outputFieldTypes)[number];

/** MCP tool annotations (hints a client may show or act on). */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface Position {
  x: number;
  y: number;
}

export interface SourceEndpoint {
  method: HttpMethod;
  path: string;
  description: string;
  /** Links the row to a catalogue operation (`CatalogOperation.key`) of the node's `catalogSourceId`. */
  operationKey?: string;
  /** Per-tool overrides of what the compiler derives. */
  toolName?: string;
  title?: string;
  toolDescription?: string;
  annotations?: Partial<ToolAnnotations>;
}

export interface ApiSourceData {
  label: string;
  description: string;
  baseUrl: string;
  endpoints: SourceEndpoint[];
  /** The catalogue source the endpoints were picked from ('Discover Documentation'). */
  catalogSourceId?: string;
  authType: AuthType;
  /** apiKey: the header or query parameter name, and where it goes. */
  apiKeyName?: string;
  apiKeyIn?: 'header' | 'query';
  /** basic: the user name (the password is secret). */
  basicUsername?: string;
  /** oauth2 client credentials: token URL, client id, space-separated scopes (the client secret is secret). */
  oauthTokenUrl?: string;
  oauthClientId?: string;
  oauthScopes?: string;
  /** Names the encrypted secret (API key, bearer token, password or client secret) stored for this node. */
  secretRef?: string;
}

export interface Transformation {
  name: string;
  /** JavaScript `(data, ctx) => result`, run in the gateway's sandbox. */
  code: string;
}

export interface TransformData {
  label: string;
  description: string;
  transformations: Transformation[];
}

export interface OutputField {
  name: string;
  type: OutputFieldType;
  description: string;
  /** Masked (emails, phones, addresses, card numbers) before the value leaves the gateway. */
  sensitive?: boolean;
}

export interface OutputData {
  label: string;
  description: string;
  outputs: OutputField[];
}

export interface ApiSourceNode {
  id: string;
  type: 'apiSource';
  position: Position;
  data: ApiSourceData;
}

export interface TransformNode {
  id: string;
  type: 'transform';
  position: Position;
  data: TransformData;
}

export interface OutputNode {
  id: string;
  type: 'output';
  position: Position;
  data: OutputData;
}

export type GraphNode = ApiSourceNode | TransformNode | OutputNode;

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
}

export interface InterfaceGraph {
  name: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** Decrypted secret values of one API Source node, keyed in `PublishedInterface.secrets` by `secretRef`. */
export interface SourceSecret {
  apiKey?: string;
  bearerToken?: string;
  password?: string;
  clientSecret?: string;
}

/** Builder defaults (product-spec §2 and §9). */
export const defaultInterfaceName = 'New MCP Interface';
export const outputNodeId = 'output-1';
export const outputNodePosition: Position = { x: 600, y: 200 };
export const newNodePosition: Position = { x: 250, y: 200 };
