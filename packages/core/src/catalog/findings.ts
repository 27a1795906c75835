import { maxToolNameLength } from '../mcp/tool-names.ts';
import { computeCoverage } from './coverage.ts';
import type { Catalog, CatalogOperation, Finding, SourceFormat } from './model.ts';
import { becomesTool, toolNameFor } from './tool-name.ts';

/** Formats with an operationId field: only there is a missing one worth reporting. */
const formatsWithOperationIds = new Set<SourceFormat>(['openapi-3.1', 'openapi-3.0', 'swagger-2.0']);

function listKeys(operations: CatalogOperation[]): string {
  const keys = operations.map((operation) => operation.key);
  return keys.length <= 5 ? keys.join(', ') : `${keys.slice(0, 5).join(', ')} and ${keys.length - 5} more`;
}

function groupBy(operations: CatalogOperation[], keyOf: (operation: CatalogOperation) => string | undefined) {
  const groups = new Map<string, CatalogOperation[]>();
  for (const operation of operations) {
    const key = keyOf(operation);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(operation);
    else groups.set(key, [operation]);
  }
  return groups;
}

function operationIdFindings(catalog: Catalog): Finding[] {
  const findings: Finding[] = [];
  if (formatsWithOperationIds.has(catalog.format)) {
    for (const operation of catalog.operations) {
      if (operation.operationId) continue;
      findings.push({
        code: 'missing-operation-id',
        severity: 'warning',
        message: `${operation.key} has no operationId, so its tool name is made from the method and path (${toolNameFor(operation)}).`,
        where: operation.key,
      });
    }
  }
  for (const [operationId, group] of groupBy(catalog.operations, (operation) => operation.operationId)) {
    if (group.length < 2) continue;
    findings.push({
      code: 'duplicate-operation-id',
      severity: 'error',
      message: `The operationId '${operationId}' is used by ${group.length} operations: ${listKeys(group)}.`,
      where: group[0]!.key,
    });
  }
  return findings;
}

function toolNameFindings(catalog: Catalog): Finding[] {
  const findings: Finding[] = [];
  const tools = catalog.operations.filter(becomesTool);
  for (const [name, group] of groupBy(tools, toolNameFor)) {
    if (name.length > maxToolNameLength) {
      findings.push({
        code: 'tool-name-too-long',
        severity: 'warning',
        message: `The tool name '${name}' is ${name.length} characters; MCP clients cut names over ${maxToolNameLength}, so it will be shortened.`,
        where: group[0]!.key,
      });
    }
    if (group.length > 1) {
      findings.push({
        code: 'tool-name-collision',
        severity: 'warning',
        message: `${group.length} operations would all be named '${name}' as tools (${listKeys(group)}); all but the first get a numbered name.`,
        where: group[1]!.key,
      });
    }
  }
  return findings;
}

function documentationFindings(operation: CatalogOperation): Finding[] {
  const findings: Finding[] = [];
  const { checks } = computeCoverage(operation);
  const where = operation.key;
  if (!checks.described) {
    findings.push({
      code: 'missing-description',
      severity: 'info',
      message: `${where} has no summary or description.`,
      where,
    });
  }
  const undocumented = operation.parameters.filter(
    (parameter) =>
      !parameter.description?.trim() &&
      !(typeof parameter.schema === 'object' && typeof parameter.schema.description === 'string'),
  );
  if (undocumented.length > 0) {
    const names = undocumented.map((parameter) => `${parameter.name} (${parameter.in})`).join(', ');
    const subject = undocumented.length === 1 ? '1 parameter has' : `${undocumented.length} parameters have`;
    findings.push({
      code: 'undocumented-parameter',
      severity: 'info',
      message: `${subject} no description in ${where}: ${names}.`,
      where,
    });
  }
  if (!checks.successResponseSchema) {
    const hasSuccess = operation.responses.some((response) => /^2/.test(response.status));
    findings.push({
      code: 'missing-response-schema',
      severity: 'warning',
      message: hasSuccess
        ? `${where} documents a success response without a schema.`
        : `${where} documents no success (2XX) response.`,
      where,
    });
  }
  if (!checks.errorResponse && operation.kind !== 'graphql') {
    findings.push({
      code: 'missing-error-response',
      severity: 'warning',
      message: `${where} documents no error response (4XX, 5XX or default).`,
      where,
    });
  }
  return findings;
}

/** Findings about the catalogue as a whole; findings the importer made (references, parsing) come first. */
export function analyseCatalog(catalog: Catalog): Finding[] {
  return [
    ...catalog.findings,
    ...operationIdFindings(catalog),
    ...toolNameFindings(catalog),
    ...catalog.operations.flatMap(documentationFindings),
  ];
}
