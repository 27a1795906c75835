import { nameFromMethodAndPath, sanitizeToolName } from '../mcp/tool-names.ts';
import type { CatalogOperation } from './model.ts';

/**
 * The tool name an operation gets before shortening and de-duplication: its operationId, else its
 * GraphQL field, else method and path, cleaned to `[A-Za-z0-9_-]`. It follows the same order as
 * the MCP compiler, so findings about names match the tools it builds.
 */
export function toolNameFor(
  operation: Pick<CatalogOperation, 'operationId' | 'graphql' | 'method' | 'path'>,
): string {
  return sanitizeToolName(
    operation.operationId ||
      operation.graphql?.field ||
      nameFromMethodAndPath(operation.method, operation.path),
  );
}

/** SOAP operations and GraphQL subscriptions are listed but not compiled into tools. */
export function becomesTool(operation: CatalogOperation): boolean {
  return operation.kind !== 'soap' && operation.graphql?.rootType !== 'Subscription';
}
