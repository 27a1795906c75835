import { describe, expect, it } from 'vitest';
import { importDocument } from '../catalog/import-document.ts';
import type { Catalog, Finding } from '../catalog/model.ts';

function imported(document: unknown): Catalog {
  const result = importDocument(JSON.stringify(document));
  if (!result.ok) throw new Error(result.error.message);
  return result.catalog;
}

function findings(catalog: Catalog, code: Finding['code']): Finding[] {
  return catalog.findings.filter((finding) => finding.code === code);
}

function withResponseSchema(schema: unknown, components: Record<string, unknown> = {}) {
  return {
    openapi: '3.0.3',
    info: { title: 'Refs', version: '1' },
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
        },
      },
    },
    components,
  };
}

function responseSchema(catalog: Catalog): unknown {
  return catalog.operations[0]?.responses[0]?.schema;
}

describe('external references', () => {
  it.each([
    'https://evil.example/schemas.yaml#/Thing',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    './other-file.yaml#/components/schemas/Thing',
    '../secrets.json',
  ])('refuses %s, leaving an empty schema that says so', (ref) => {
    const catalog = imported(withResponseSchema({ $ref: ref }));
    expect(responseSchema(catalog)).toEqual({ description: `External reference ${ref} (not loaded)` });
    expect(findings(catalog, 'external-ref-refused')).toEqual([
      expect.objectContaining({ severity: 'warning', where: '#/paths/~1things/get/responses/200' }),
    ]);
  });

  it('refuses external parameter refs and reports each ref once with how often it occurs', () => {
    const document = withResponseSchema({ type: 'string' });
    document.paths['/things'].get = {
      ...document.paths['/things'].get,
      parameters: [{ $ref: 'https://evil.example/p.yaml' }],
    } as (typeof document.paths)['/things']['get'];
    (document.paths as Record<string, unknown>)['/others'] = {
      get: { parameters: [{ $ref: 'https://evil.example/p.yaml' }], responses: {} },
    };
    const catalog = imported(document);
    expect(catalog.operations.every((op) => op.parameters.length === 0)).toBe(true);
    const refused = findings(catalog, 'external-ref-refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.message).toContain('(2 places)');
  });
});

describe('unresolved and circular references', () => {
  it('reports a ref to a missing schema as an error and leaves a described empty schema', () => {
    const catalog = imported(withResponseSchema({ $ref: '#/components/schemas/Missing' }));
    expect(responseSchema(catalog)).toEqual({
      description: 'Unresolved reference #/components/schemas/Missing',
    });
    expect(findings(catalog, 'unresolved-ref')).toEqual([
      {
        code: 'unresolved-ref',
        severity: 'error',
        message: "The reference '#/components/schemas/Missing' points to nothing in the document.",
        where: '#/paths/~1things/get/responses/200',
      },
    ]);
  });

  it('stores a self-referencing schema once and reports the loop', () => {
    const node = {
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
    };
    const catalog = imported(
      withResponseSchema({ $ref: '#/components/schemas/Node' }, { schemas: { Node: node } }),
    );
    expect(catalog.schemas).toEqual({ Node: node });
    expect(findings(catalog, 'circular-ref')).toHaveLength(1);
  });

  it('cuts a loop of inlined pointer refs instead of recursing forever', () => {
    const catalog = imported(
      withResponseSchema(
        { $ref: '#/components/x-shapes/a' },
        {
          'x-shapes': {
            a: { type: 'object', properties: { b: { $ref: '#/components/x-shapes/b' } } },
            b: { $ref: '#/components/x-shapes/a' },
          },
        },
      ),
    );
    expect(responseSchema(catalog)).toEqual({
      type: 'object',
      properties: { b: { description: 'Circular reference to #/components/x-shapes/a' } },
    });
    expect(findings(catalog, 'circular-ref')[0]?.message).toContain('#/components/x-shapes/a');
  });

  it('stops parameter ref chains that loop or never end', () => {
    const chain: Record<string, unknown> = {};
    for (let index = 0; index < 100; index++)
      chain[`p${index}`] = { $ref: `#/components/parameters/p${index + 1}` };
    chain.loopA = { $ref: '#/components/parameters/loopB' };
    chain.loopB = { $ref: '#/components/parameters/loopA' };
    const document = withResponseSchema({ type: 'string' }, { parameters: chain });
    (document.paths['/things'].get as Record<string, unknown>).parameters = [
      { $ref: '#/components/parameters/p0' },
      { $ref: '#/components/parameters/loopA' },
    ];
    const catalog = imported(document);
    expect(catalog.operations[0]?.parameters).toEqual([]);
    expect(findings(catalog, 'circular-ref').map((f) => f.message)).toHaveLength(2);
  });

  it('follows escaped pointer tokens and refs into parts of other objects', () => {
    const document = withResponseSchema(
      { $ref: '#/paths/~1things/get/x-shape' },
      { schemas: { 'a/b': { type: 'string' } } },
    );
    (document.paths['/things'].get as Record<string, unknown>)['x-shape'] = {
      type: 'object',
      properties: { slashed: { $ref: '#/components/schemas/a~1b' } },
    };
    const catalog = imported(document);
    expect(responseSchema(catalog)).toEqual({
      type: 'object',
      properties: { slashed: { $ref: '#/components/schemas/a~1b' } },
    });
    expect(catalog.schemas).toEqual({ 'a/b': { type: 'string' } });
  });
});
