import type { CatalogOperation } from '@cartographer/core';
import { schemaExample } from './schema-tree.ts';

export interface OperationExample {
  title: string;
  language: 'json' | 'graphql' | 'text';
  text: string;
}

function show(value: unknown): Pick<OperationExample, 'language' | 'text'> {
  if (typeof value === 'string') return { language: 'text', text: value };
  return { language: 'json', text: JSON.stringify(value, null, 2) ?? String(value) };
}

/** Every example the document gives for an operation, from the operation or from its schemas. */
export function collectExamples(operation: CatalogOperation): OperationExample[] {
  const examples: OperationExample[] = [];
  if (operation.graphql) {
    examples.push({ title: 'GraphQL document', language: 'graphql', text: operation.graphql.document });
  }
  const parameterValues = operation.parameters.flatMap((parameter) => {
    const value = parameter.example ?? schemaExample(parameter.schema);
    return value === undefined ? [] : [[`${parameter.name} (${parameter.in})`, value] as const];
  });
  if (parameterValues.length > 0) {
    examples.push({ title: 'Parameters', ...show(Object.fromEntries(parameterValues)) });
  }
  const body = operation.requestBody;
  const bodyExample = body ? (body.example ?? schemaExample(body.schema)) : undefined;
  if (body && bodyExample !== undefined) {
    examples.push({ title: `Request body (${body.contentType})`, ...show(bodyExample) });
  }
  for (const response of operation.responses) {
    const value = response.example ?? schemaExample(response.schema);
    if (value !== undefined) examples.push({ title: `Response ${response.status}`, ...show(value) });
  }
  return examples;
}
