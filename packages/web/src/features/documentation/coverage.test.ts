import type { CatalogOperation } from '@cartographer/core';
import { describe, expect, it } from 'vitest';
import { coverageTone, explainCoverageChecks, formatPercent } from './coverage.ts';

function operation(overrides: Partial<CatalogOperation>): CatalogOperation {
  return {
    key: 'POST /carts/{id}/items',
    kind: 'http',
    method: 'POST',
    path: '/carts/{id}/items',
    tags: [],
    parameters: [],
    responses: [],
    security: [],
    deprecated: false,
    ...overrides,
  };
}

describe('coverageTone', () => {
  it('is green above 90, blue above 70, amber otherwise', () => {
    expect(coverageTone(100)).toBe('green');
    expect(coverageTone(90.1)).toBe('green');
    expect(coverageTone(90)).toBe('blue');
    expect(coverageTone(70.1)).toBe('blue');
    expect(coverageTone(70)).toBe('amber');
    expect(coverageTone(0)).toBe('amber');
  });
});

describe('formatPercent', () => {
  it('keeps one decimal at most', () => {
    expect(formatPercent(83.333)).toBe('83.3%');
    expect(formatPercent(100)).toBe('100%');
  });
});

describe('explainCoverageChecks', () => {
  it('names the parameters without a description and the missing body', () => {
    const rows = explainCoverageChecks(
      operation({
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          {
            name: 'expand',
            in: 'query',
            required: false,
            schema: { type: 'string', description: 'Related records' },
          },
        ],
        responses: [{ status: '201', schema: { type: 'object' } }],
      }),
      {
        described: false,
        parametersDescribed: false,
        requestBodySchema: false,
        successResponseSchema: true,
        errorResponse: false,
      },
    );
    expect(rows.map((row) => row.state)).toEqual(['fail', 'fail', 'fail', 'pass', 'fail']);
    expect(rows[1]?.reason).toBe('Without a description: id (path).');
    expect(rows[2]?.reason).toBe('No request body is documented for this POST.');
    expect(rows[3]?.reason).toBe('Documented for 201.');
  });

  it('marks checks that do not apply', () => {
    const rows = explainCoverageChecks(
      operation({
        method: 'GET',
        summary: 'List products',
        responses: [
          { status: '200', schema: { type: 'array' } },
          { status: '404', description: 'Not found' },
        ],
      }),
      {
        described: true,
        parametersDescribed: null,
        requestBodySchema: null,
        successResponseSchema: true,
        errorResponse: true,
      },
    );
    expect(rows.map((row) => row.state)).toEqual([
      'pass',
      'not-applicable',
      'not-applicable',
      'pass',
      'pass',
    ]);
    expect(rows[2]?.reason).toBe('Does not apply: GET takes no request body.');
    expect(rows[4]?.reason).toBe('Documented: 404.');
  });
});
