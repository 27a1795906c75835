import type { Catalog, CatalogOperation, CoverageChecks, DocumentationLevel } from './model.ts';
import { isMeaningfulSchema, isRecord } from './schema-walk.ts';

export interface OperationCoverage {
  checks: CoverageChecks;
  /** Share of the applicable checks that hold, 0 to 1. */
  score: number;
  level: DocumentationLevel;
}

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'SOAP']);
/** Success statuses that by definition carry no body: documenting them documents the (empty) response. */
const bodilessSuccess = new Set(['204', '205']);

function isSuccess(status: string): boolean {
  return /^2(\d\d|XX)$/i.test(status);
}

function isError(status: string): boolean {
  return /^[45](\d\d|XX)$/i.test(status) || status === 'default';
}

function hasText(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/** GraphQL reports errors in the `errors` member of every response, which the response schema documents. */
function documentsGraphqlErrors(operation: CatalogOperation): boolean {
  return operation.responses.some(
    (response) =>
      isRecord(response.schema) &&
      isRecord(response.schema.properties) &&
      'errors' in response.schema.properties,
  );
}

/** The five documentation checks of issue 3 for one operation. */
export function computeCoverage(operation: CatalogOperation): OperationCoverage {
  const checks: CoverageChecks = {
    described: hasText(operation.summary) || hasText(operation.description),
    parametersDescribed:
      operation.parameters.length === 0
        ? null
        : operation.parameters.every(
            (parameter) =>
              hasText(parameter.description) ||
              (isRecord(parameter.schema) &&
                typeof parameter.schema.description === 'string' &&
                hasText(parameter.schema.description)),
          ),
    requestBodySchema: methodsWithBody.has(operation.method)
      ? operation.requestBody !== undefined && isMeaningfulSchema(operation.requestBody.schema)
      : null,
    successResponseSchema: operation.responses.some(
      (response) =>
        isSuccess(response.status) &&
        (bodilessSuccess.has(response.status) || isMeaningfulSchema(response.schema)),
    ),
    errorResponse:
      operation.kind === 'graphql'
        ? documentsGraphqlErrors(operation)
        : operation.responses.some((response) => isError(response.status)),
  };
  const applicable = Object.values(checks).filter((check): check is boolean => check !== null);
  const held = applicable.filter(Boolean).length;
  const score = held / applicable.length;
  const level: DocumentationLevel =
    held === applicable.length ? 'Complete' : score >= 0.5 ? 'Partial' : 'Minimal';
  return { checks, score, level };
}

/** The mean operation score as a percentage, one decimal; 0 for a source without operations. */
export function sourceCoverage(catalog: Pick<Catalog, 'operations'>): number {
  if (catalog.operations.length === 0) return 0;
  let total = 0;
  for (const operation of catalog.operations) total += computeCoverage(operation).score;
  return Math.round((total / catalog.operations.length) * 1000) / 10;
}
