import type { Catalog, CatalogOperation } from '../catalog/model.ts';
import type { ApiSourceNode, HttpMethod, InterfaceGraph, SourceEndpoint } from './graph.ts';
import { httpMethods } from './graph.ts';
import { routeToOutput, type SourceRoute } from './graph-paths.ts';
import { inputFromGraphql, inputFromManualEndpoint, inputFromOperation } from './input-schema.ts';
import {
  outputFromCatalog,
  outputFromFields,
  responseShape,
  successResponseSchema,
} from './output-schema.ts';
import { SchemaBundler } from './schema-bundler.ts';
import { toolAnnotations, toolDescription, toolName, toolTitle } from './tool-metadata.ts';
import { maxToolNameLength } from './tool-names.ts';
import type { CompiledTool, CompileProblem, CompileResult, UpstreamAuth } from './tool-types.ts';
import { checkToolDefinition, discoveryThreshold } from './tools-list.ts';

export interface CompileOptions {
  /** Longest tool name to produce (default 64). */
  maxNameLength?: number;
}

interface SourceContext {
  node: ApiSourceNode;
  route: SourceRoute;
  baseUrl: string;
  catalog: Catalog | undefined;
  operations: Map<string, CatalogOperation>;
  bundler: SchemaBundler;
}

/**
 * Compiles an interface graph into its MCP tool set: one tool per endpoint of every API Source
 * that reaches the Output node. Pure and deterministic: tools follow node order, then endpoint order.
 */
export function compileInterface(
  graph: InterfaceGraph,
  catalogs: Record<string, Catalog>,
  options: CompileOptions = {},
): CompileResult {
  const max = options.maxNameLength ?? maxToolNameLength;
  const problems: CompileProblem[] = [];
  const outputs = graph.nodes.filter((node) => node.type === 'output');
  if (outputs.length === 0) {
    return { tools: [], problems: [{ severity: 'error', message: 'The interface has no Output node' }] };
  }
  if (outputs.length > 1)
    problems.push({ severity: 'warning', message: 'The interface has several Output nodes' });
  const bundlers = new Map<Catalog | undefined, SchemaBundler>();
  const taken = new Set<string>();
  const tools: CompiledTool[] = [];
  for (const node of graph.nodes) {
    if (node.type !== 'apiSource') continue;
    const context = sourceContext(graph, node, catalogs, bundlers, problems);
    if (!context) continue;
    node.data.endpoints.forEach((endpoint, index) => {
      const tool = compileEndpoint(context, endpoint, index, taken, max, problems);
      if (!tool) return;
      taken.add(tool.name);
      tools.push(tool);
      problems.push(
        ...checkToolDefinition(tool).map((message) => ({ tool: tool.name, nodeId: node.id, ...message })),
      );
    });
  }
  for (const [catalog, bundler] of bundlers) {
    if (!catalog || bundler.invalidPatterns.size === 0) continue;
    const patterns = [...bundler.invalidPatterns];
    const shown = patterns
      .slice(0, 3)
      .map((pattern) => `/${pattern}/`)
      .join(', ');
    problems.push({
      severity: 'warning',
      message: `'${catalog.title}' has ${patterns.length} pattern${patterns.length === 1 ? '' : 's'} that clients cannot compile as regular expressions (${shown}); they were left out of the tool schemas`,
    });
  }
  if (tools.length > discoveryThreshold) {
    problems.push({
      severity: 'info',
      message: `${tools.length} tools: consider discovery mode, which shows a client 3 meta-tools instead of all of them`,
    });
  }
  return { tools, problems };
}

function sourceContext(
  graph: InterfaceGraph,
  node: ApiSourceNode,
  catalogs: Record<string, Catalog>,
  bundlers: Map<Catalog | undefined, SchemaBundler>,
  problems: CompileProblem[],
): SourceContext | undefined {
  const label = node.data.label || node.id;
  const route = routeToOutput(graph, node.id);
  if (!route) {
    const count = node.data.endpoints.length;
    problems.push({
      nodeId: node.id,
      severity: 'warning',
      message: `API Source '${label}' is not connected to the Output node, so its ${count} endpoint${count === 1 ? '' : 's'} are not tools`,
    });
    return undefined;
  }
  for (const skipped of route.bypassed) {
    problems.push({
      nodeId: skipped.id,
      severity: 'warning',
      message: `Transform '${skipped.data.label || skipped.id}' is not on the shortest route from '${label}' to the Output node and is not applied`,
    });
  }
  const sourceId = node.data.catalogSourceId;
  const catalog = sourceId === undefined ? undefined : catalogs[sourceId];
  if (sourceId !== undefined && !catalog) {
    problems.push({
      nodeId: node.id,
      severity: 'warning',
      message: `The catalogue linked to '${label}' is missing; its endpoints are compiled from their rows`,
    });
  }
  let baseUrl = node.data.baseUrl.trim();
  const declared = catalog?.servers.find((server) => /^https?:\/\//i.test(server));
  if (!baseUrl && declared) {
    baseUrl = declared;
    problems.push({
      nodeId: node.id,
      severity: 'info',
      message: `'${label}' uses the documented server ${declared}`,
    });
  } else if (!baseUrl) {
    problems.push({ nodeId: node.id, severity: 'error', message: `API Source '${label}' has no base URL` });
  }
  let bundler = bundlers.get(catalog);
  if (!bundler) {
    bundler = new SchemaBundler(catalog);
    bundlers.set(catalog, bundler);
  }
  const operations = new Map(catalog?.operations.map((operation) => [operation.key, operation]));
  return { node, route, baseUrl, catalog, operations, bundler };
}

function upstreamAuth(node: ApiSourceNode): UpstreamAuth {
  const { data } = node;
  const auth: UpstreamAuth = { type: data.authType };
  if (data.secretRef) auth.secretRef = data.secretRef;
  if (data.authType === 'apiKey') {
    auth.apiKeyName = data.apiKeyName ?? 'X-API-Key';
    auth.apiKeyIn = data.apiKeyIn ?? 'header';
  } else if (data.authType === 'basic') {
    auth.basicUsername = data.basicUsername ?? '';
  } else if (data.authType === 'oauth2') {
    auth.oauthTokenUrl = data.oauthTokenUrl ?? '';
    auth.oauthClientId = data.oauthClientId ?? '';
    if (data.oauthScopes) auth.oauthScopes = data.oauthScopes;
  }
  return auth;
}

function compileEndpoint(
  context: SourceContext,
  endpoint: SourceEndpoint,
  index: number,
  taken: ReadonlySet<string>,
  max: number,
  problems: CompileProblem[],
): CompiledTool | undefined {
  const { node, route, bundler } = context;
  const nodeId = node.id;
  const notes: string[] = [];
  let operation = endpoint.operationKey ? context.operations.get(endpoint.operationKey) : undefined;
  if (endpoint.operationKey && !operation) {
    notes.push(`Operation '${endpoint.operationKey}' is not in the catalogue; compiled as a manual endpoint`);
  }
  if (operation?.kind === 'soap' || operation?.graphql?.rootType === 'Subscription') {
    problems.push({
      nodeId,
      severity: 'warning',
      message: `'${operation.key}' cannot be served as an MCP tool yet`,
    });
    return undefined;
  }
  if (operation?.kind === 'graphql' && !operation.graphql) {
    notes.push(`GraphQL operation '${operation.key}' has no document; compiled as a manual endpoint`);
    operation = undefined;
  }
  const graphql = operation?.kind === 'graphql' ? operation.graphql : undefined;
  const method: HttpMethod = graphql
    ? 'POST'
    : operation && (httpMethods as readonly string[]).includes(operation.method)
      ? (operation.method as HttpMethod)
      : endpoint.method;
  const pathTemplate = graphql
    ? endpoint.path.startsWith('/')
      ? endpoint.path
      : ''
    : (operation?.path ?? endpoint.path);
  const named = toolName(endpoint, operation, method, pathTemplate, taken, max);
  notes.push(...named.notes);
  const input = graphql
    ? inputFromGraphql(operation!, bundler)
    : operation
      ? inputFromOperation(operation, bundler)
      : inputFromManualEndpoint(method, pathTemplate, bundler);
  notes.push(...input.notes);
  if (input.recursive) notes.push('The input schema is recursive; some clients cannot expand it');
  const transforms = route.transforms.flatMap((transform) => transform.data.transformations);
  const outputFields = route.output.data.outputs.filter((field) => field.name.trim() !== '');
  let outputSchema = outputFromFields(outputFields);
  const shape = operation && !graphql ? responseShape(successResponseSchema(operation), bundler) : 'unknown';
  if (outputSchema && transforms.length === 0 && shape === 'array') {
    outputSchema = undefined;
    notes.push(
      'The response is a list but the Output fields describe an object; results are returned as text',
    );
  } else if (!outputSchema && operation && !graphql && transforms.length === 0) {
    const fromCatalog = outputFromCatalog(operation, bundler);
    outputSchema = fromCatalog.schema;
    if (fromCatalog.note) notes.push(fromCatalog.note);
  }
  const title = toolTitle(endpoint, operation);
  const tool: CompiledTool = {
    name: named.name,
    ...(title && { title }),
    description: toolDescription(endpoint, operation),
    inputSchema: input.schema,
    ...(outputSchema && { outputSchema }),
    annotations: toolAnnotations(method, graphql?.rootType, endpoint.annotations),
    readOnly: graphql ? graphql.rootType === 'Query' : method === 'GET',
    binding: {
      sourceNodeId: nodeId,
      baseUrl: context.baseUrl,
      method,
      pathTemplate,
      arguments: input.arguments,
      ...(input.bodyContentType && { bodyContentType: input.bodyContentType }),
      ...(graphql && { graphql: { document: graphql.document } }),
      auth: upstreamAuth(node),
    },
    transforms,
    outputFields,
    sensitiveFields: outputFields.filter((field) => field.sensitive).map((field) => field.name),
    origin: { nodeId, endpointIndex: index, ...(operation && { operationKey: operation.key }) },
  };
  for (const message of notes) problems.push({ tool: tool.name, nodeId, severity: 'warning', message });
  return tool;
}
