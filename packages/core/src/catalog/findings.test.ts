import { describe, expect, it } from 'vitest';
import { importDocument } from './import-document.ts';
import type { Catalog, Finding } from './model.ts';
import { toolNameFor } from './tool-name.ts';

function imported(text: string, fileName?: string): Catalog {
  const result = importDocument(text, { fileName });
  if (!result.ok) throw new Error(result.error.message);
  return result.catalog;
}

function codes(findings: Finding[], code: Finding['code']): Finding[] {
  return findings.filter((finding) => finding.code === code);
}

const longName = `list${'VeryLong'.repeat(8)}Things`;
const document = `
openapi: 3.0.0
info: { title: Findings, version: '1' }
paths:
  /things:
    get:
      operationId: ${longName}
      summary: List things
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array } } } }
        '500': { description: broken }
    post:
      summary: Create a thing
      requestBody: { content: { application/json: { schema: { type: object } } } }
      responses:
        '201': { description: created }
  /things/{id}:
    get:
      operationId: get thing
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
        - { name: fields, in: query, schema: { type: string } }
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: object } } } }
        '404': { description: missing }
    delete:
      operationId: get_thing
      summary: Delete a thing
      responses:
        '204': { description: deleted }
        '404': { description: missing }
    put:
      operationId: get_thing
      summary: Replace a thing
      requestBody: { content: { application/json: { schema: { type: object } } } }
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: object } } } }
        default: { description: error }
`;

describe('catalogue findings', () => {
  const catalog = imported(document, 'findings.yaml');

  it('reports a missing operationId, naming the tool name it falls back to', () => {
    expect(codes(catalog.findings, 'missing-operation-id')).toEqual([
      {
        code: 'missing-operation-id',
        severity: 'warning',
        message:
          'POST /things has no operationId, so its tool name is made from the method and path (post_things).',
        where: 'POST /things',
      },
    ]);
  });

  it('reports an operationId used twice as an error', () => {
    expect(codes(catalog.findings, 'duplicate-operation-id')).toEqual([
      expect.objectContaining({
        severity: 'error',
        message:
          "The operationId 'get_thing' is used by 2 operations: DELETE /things/{id}, PUT /things/{id}.",
        where: 'DELETE /things/{id}',
      }),
    ]);
  });

  it('reports tool names over 64 characters and names that collide once cleaned', () => {
    expect(codes(catalog.findings, 'tool-name-too-long')).toEqual([
      expect.objectContaining({
        where: 'GET /things',
        message: expect.stringContaining(`'${longName}' is ${longName.length} characters`),
      }),
    ]);
    const collision = codes(catalog.findings, 'tool-name-collision');
    expect(collision).toHaveLength(1);
    expect(collision[0]?.message).toContain("3 operations would all be named 'get_thing'");
  });

  it('reports undocumented parameters, missing response schemas and missing error responses, each with where', () => {
    expect(codes(catalog.findings, 'undocumented-parameter')).toEqual([
      expect.objectContaining({
        message: '2 parameters have no description in GET /things/{id}: id (path), fields (query).',
        where: 'GET /things/{id}',
      }),
    ]);
    expect(codes(catalog.findings, 'missing-response-schema').map((f) => f.where)).toEqual(['POST /things']);
    expect(codes(catalog.findings, 'missing-error-response').map((f) => f.where)).toEqual(['POST /things']);
    expect(codes(catalog.findings, 'missing-description').map((f) => f.where)).toEqual(['GET /things/{id}']);
  });
});

describe('toolNameFor', () => {
  it('uses the operationId, then the GraphQL field, then method and path, cleaned', () => {
    expect(toolNameFor({ operationId: 'orders.list v2', method: 'GET', path: '/orders' })).toBe(
      'orders_list_v2',
    );
    expect(
      toolNameFor({
        method: 'QUERY',
        path: 'products',
        graphql: {
          rootType: 'Query',
          field: 'products',
          returnType: '[Product!]!',
          selectionSet: '',
          document: '',
        },
      }),
    ).toBe('products');
    expect(toolNameFor({ method: 'GET', path: '/products/{id}/variants' })).toBe(
      'get_products_by_id_variants',
    );
  });
});

describe('findings by format', () => {
  it('does not ask Postman collections for operationIds, which they cannot have', () => {
    const collection = {
      info: { name: 'c', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [{ name: 'List', request: { method: 'GET', url: 'https://shop.example/things' } }],
    };
    expect(codes(imported(JSON.stringify(collection)).findings, 'missing-operation-id')).toEqual([]);
  });

  it('leaves GraphQL subscriptions out of tool names: they do not become tools', () => {
    const sdl = 'type Query { "a" orders: Int }\ntype Subscription { "b" orders: Int }';
    expect(codes(imported(sdl, 'schema.graphql').findings, 'tool-name-collision')).toEqual([]);
  });
});
