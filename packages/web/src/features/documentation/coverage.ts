import type { CatalogOperation, CoverageChecks, DocumentationLevel } from '@cartographer/core';

export type CoverageTone = 'green' | 'blue' | 'amber';

/** §2: above 90 green, above 70 blue, otherwise amber. */
export function coverageTone(coverage: number): CoverageTone {
  if (coverage > 90) return 'green';
  if (coverage > 70) return 'blue';
  return 'amber';
}

export const coverageBarClass: Record<CoverageTone, string> = {
  green: 'bg-emerald-500',
  blue: 'bg-blue-500',
  amber: 'bg-amber-500',
};

export const documentationLevelClass: Record<DocumentationLevel, string> = {
  Complete: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Partial: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  Minimal: 'bg-amber-50 text-amber-800 ring-amber-600/30',
};

/** How a coverage figure is measured, in the words the page shows. */
export const coverageExplanation =
  'Coverage is measured per operation as the share of five checks that hold: it has a summary or description; ' +
  'every parameter is described; it has a request body schema where the method takes one; it has a success ' +
  'response schema; it documents at least one error response. Checks that do not apply are left out. A ' +
  "source's coverage is the average over its operations. Complete: all checks hold; Partial: at least half; " +
  'Minimal: fewer.';

/** One figure as the page prints it: at most one decimal, no trailing zero. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

export type CheckState = 'pass' | 'fail' | 'not-applicable';

export interface CoverageCheckRow {
  label: string;
  state: CheckState;
  reason: string;
}

function state(check: boolean | null): CheckState {
  if (check === null) return 'not-applicable';
  return check ? 'pass' : 'fail';
}

function describedParameter(parameter: CatalogOperation['parameters'][number]): boolean {
  if (parameter.description?.trim()) return true;
  const schema = parameter.schema;
  return (
    typeof schema === 'object' && typeof schema.description === 'string' && schema.description.trim() !== ''
  );
}

/** The five checks of one operation, each with why it holds or not. */
export function explainCoverageChecks(
  operation: CatalogOperation,
  checks: CoverageChecks,
): CoverageCheckRow[] {
  const undescribed = operation.parameters.filter((parameter) => !describedParameter(parameter));
  const successes = operation.responses.filter((response) => /^2/i.test(response.status));
  return [
    {
      label: 'Summary or description',
      state: state(checks.described),
      reason: checks.described
        ? 'The operation is described.'
        : 'The operation has no summary or description.',
    },
    {
      label: 'Every parameter described',
      state: state(checks.parametersDescribed),
      reason:
        checks.parametersDescribed === null
          ? 'Does not apply: the operation has no parameters.'
          : checks.parametersDescribed
            ? operation.parameters.length === 1
              ? 'The parameter has a description.'
              : `All ${operation.parameters.length} parameters have a description.`
            : `Without a description: ${undescribed.map((parameter) => `${parameter.name} (${parameter.in})`).join(', ')}.`,
    },
    {
      label: 'Request body schema',
      state: state(checks.requestBodySchema),
      reason:
        checks.requestBodySchema === null
          ? `Does not apply: ${operation.method} takes no request body.`
          : checks.requestBodySchema
            ? `The ${operation.requestBody?.contentType ?? 'request'} body has a schema.`
            : operation.requestBody
              ? 'The request body is documented without a schema.'
              : `No request body is documented for this ${operation.method}.`,
    },
    {
      label: 'Success response schema',
      state: state(checks.successResponseSchema),
      reason: checks.successResponseSchema
        ? `Documented for ${successes.map((response) => response.status).join(', ')}.`
        : successes.length > 0
          ? 'The success response has no schema.'
          : 'No success (2XX) response is documented.',
    },
    {
      label: 'Documented error response',
      state: state(checks.errorResponse),
      reason: checks.errorResponse
        ? operation.kind === 'graphql'
          ? 'Errors are documented in the response’s errors member.'
          : `Documented: ${operation.responses
              .filter((response) => /^[45]/.test(response.status) || response.status === 'default')
              .map((response) => response.status)
              .join(', ')}.`
        : 'No 4XX, 5XX or default response is documented.',
    },
  ];
}
