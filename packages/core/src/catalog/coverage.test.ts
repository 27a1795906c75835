import { describe, expect, it } from 'vitest';
import { computeCoverage, sourceCoverage } from './coverage.ts';
import type { CatalogOperation } from './model.ts';

function operation(overrides: Partial<CatalogOperation>): CatalogOperation {
  return {
    key: 'GET /things',
    kind: 'http',
    method: 'GET',
    path: '/things',
    tags: [],
    parameters: [],
    responses: [],
    security: [],
    deprecated: false,
    ...overrides,
  };
}

const documented = operation({
  summary: 'List things',
  parameters: [
    { name: 'limit', in: 'query', required: false, description: 'Page size', schema: { type: 'integer' } },
  ],
  responses: [
    { status: '200', schema: { type: 'array' } },
    { status: '404', description: 'Not found' },
  ],
});

describe('computeCoverage', () => {
  it('is Complete when every applicable check holds; the body check does not apply to GET', () => {
    expect(computeCoverage(documented)).toEqual({
      checks: {
        described: true,
        parametersDescribed: true,
        requestBodySchema: null,
        successResponseSchema: true,
        errorResponse: true,
      },
      score: 1,
      level: 'Complete',
    });
  });

  it('does not apply the parameter check without parameters', () => {
    const result = computeCoverage(
      operation({ description: 'Things', responses: [{ status: '2XX', schema: { type: 'object' } }] }),
    );
    expect(result.checks.parametersDescribed).toBeNull();
    expect(result.score).toBeCloseTo(2 / 3);
    expect(result.level).toBe('Partial');
  });

  it('counts a description on the parameter schema as describing it', () => {
    const result = computeCoverage(
      operation({
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', description: 'The id' } },
        ],
      }),
    );
    expect(result.checks.parametersDescribed).toBe(true);
  });

  it('asks POST, PUT and PATCH for a request body schema; an empty schema is no schema', () => {
    const post = operation({ method: 'POST', summary: 'Create', responses: [{ status: 'default' }] });
    expect(computeCoverage(post).checks.requestBodySchema).toBe(false);
    const withEmpty = {
      ...post,
      requestBody: { required: true, contentType: 'application/json', schema: {} },
    };
    expect(computeCoverage(withEmpty).checks.requestBodySchema).toBe(false);
    const withSchema = {
      ...post,
      requestBody: { required: true, contentType: 'application/json', schema: { type: 'object' } },
    };
    expect(computeCoverage(withSchema).checks.requestBodySchema).toBe(true);
    expect(computeCoverage(withSchema)).toMatchObject({ score: 0.75, level: 'Partial' });
  });

  it('accepts a documented 204 as a success response: it has no body by definition', () => {
    expect(
      computeCoverage(operation({ responses: [{ status: '204', description: 'Deleted' }] })).checks
        .successResponseSchema,
    ).toBe(true);
    expect(
      computeCoverage(operation({ responses: [{ status: '200', description: 'OK' }] })).checks
        .successResponseSchema,
    ).toBe(false);
  });

  it('is Minimal below half', () => {
    const result = computeCoverage(operation({ responses: [{ status: '200' }] }));
    expect(result).toMatchObject({ score: 0, level: 'Minimal' });
  });

  it('counts the errors array of a GraphQL response as its documented error', () => {
    const graphql = operation({
      kind: 'graphql',
      method: 'QUERY',
      description: 'Things',
      responses: [
        { status: '200', schema: { type: 'object', properties: { data: {}, errors: { type: 'array' } } } },
      ],
    });
    expect(computeCoverage(graphql)).toMatchObject({ score: 1, level: 'Complete' });
    const without = {
      ...graphql,
      responses: [{ status: '200', schema: { type: 'object', properties: { data: {} } } }],
    };
    expect(computeCoverage(without).checks.errorResponse).toBe(false);
  });
});

describe('sourceCoverage', () => {
  it('is the mean score as a percentage with one decimal', () => {
    const partial = operation({
      description: 'Things',
      responses: [{ status: '2XX', schema: { type: 'object' } }],
    });
    expect(sourceCoverage({ operations: [documented, partial, partial] })).toBe(77.8);
  });

  it('is 0 without operations', () => {
    expect(sourceCoverage({ operations: [] })).toBe(0);
  });
});
