import type { CatalogOperation, JsonSchema } from './model.ts';
import { collectComponentRefs, setOwn } from './schema-walk.ts';

/** The named schemas an operation's parameters, body and responses refer to, directly or through each other. */
export function operationSchemas(
  operation: CatalogOperation,
  schemas: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const direct = new Set<string>();
  for (const parameter of operation.parameters) collectComponentRefs(parameter.schema, direct);
  if (operation.requestBody) collectComponentRefs(operation.requestBody.schema, direct);
  for (const response of operation.responses) {
    if (response.schema !== undefined) collectComponentRefs(response.schema, direct);
  }
  const used: Record<string, JsonSchema> = {};
  const queue = [...direct];
  const seen = new Set(queue);
  for (let index = 0; index < queue.length; index++) {
    const name = queue[index]!;
    if (!Object.hasOwn(schemas, name)) continue;
    const schema = schemas[name]!;
    setOwn(used, name, schema);
    for (const next of collectComponentRefs(schema)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return used;
}
