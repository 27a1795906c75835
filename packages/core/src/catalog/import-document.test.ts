import { describe, expect, it } from 'vitest';
import { importDocument } from './import-document.ts';
import type { ImportResult } from './import-result.ts';

function errorOf(result: ImportResult) {
  if (result.ok) throw new Error('expected the import to fail');
  return result.error;
}

const minimal = '{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{}}';

describe('documents that cannot be imported', () => {
  it('refuses an empty file', () => {
    expect(errorOf(importDocument(''))).toEqual({ code: 'empty-file', message: 'The file is empty.' });
    expect(errorOf(importDocument(' \n\t\n')).code).toBe('empty-file');
  });

  it('refuses a file over the size limit, saying both sizes', () => {
    const thirtyMegabytes = 'a'.repeat(30 * 1024 * 1024);
    expect(errorOf(importDocument(thirtyMegabytes))).toEqual({
      code: 'file-too-large',
      message: 'The file is 30.0 MB; the limit is 25 MB.',
    });
    // Counted in UTF-8 bytes, not characters: 600 two-byte characters are over 1 KB.
    expect(errorOf(importDocument(`# ${'é'.repeat(600)}`, { maxBytes: 1024 })).message).toBe(
      'The file is 1.2 KB; the limit is 1 KB.',
    );
    expect(importDocument(minimal, { maxBytes: 1024 }).ok).toBe(true);
  });

  it('gives the JSON parser reason and line', () => {
    const broken = '{\n  "openapi": "3.0.0",\n  "info": {\n    "title": "x",\n  }\n}';
    expect(errorOf(importDocument(broken))).toEqual({
      code: 'invalid-json',
      message: 'This file is not valid JSON: Expected double-quoted property name (line 5).',
    });
  });

  it('gives the YAML parser reason and line', () => {
    const broken = 'openapi: 3.0.0\ninfo:\n  title: x\n   version: 1\npaths: {}\n';
    expect(errorOf(importDocument(broken))).toEqual({
      code: 'invalid-yaml',
      message: 'This file is not valid YAML: Bad indentation of a mapping entry (line 4).',
    });
  });

  it('refuses a YAML alias bomb quickly instead of expanding it', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 10; level++) {
      const name = String.fromCharCode(97 + level);
      const previous = String.fromCharCode(96 + level);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const bomb = `openapi: 3.0.0\ninfo: {title: bomb, version: '1'}\npaths: {}\n${levels.join('\n')}\n`;
    expect(errorOf(importDocument(bomb, { fileName: 'bomb.yaml' }))).toEqual({
      code: 'yaml-alias-limit',
      message:
        'This YAML file expands its aliases (*name) far beyond its own size, which is how alias bombs work; it was refused.',
    });
  });

  it('accepts YAML that uses a few aliases and merge keys as intended', () => {
    const text = `openapi: 3.0.0
info: {title: aliases, version: '1'}
paths:
  /a:
    get:
      responses: &ok
        '200': {description: ok, content: {application/json: {schema: {type: string}}}}
  /b:
    get:
      responses: *ok
`;
    const result = importDocument(text);
    expect(result.ok && result.catalog.operations.map((op) => op.responses[0]?.status)).toEqual([
      '200',
      '200',
    ]);
  });

  it('refuses documents nested deeper than any API description, in JSON and YAML', () => {
    const deepJson = `{"openapi":"3.0.0","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(errorOf(importDocument(deepJson)).code).toBe('too-deeply-nested');
    const deepYaml = `openapi: 3.0.0\nx: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`;
    expect(errorOf(importDocument(deepYaml)).code).toBe('too-deeply-nested');
  });

  it('says when nothing in the file looks like an API description', () => {
    expect(errorOf(importDocument('Dear friend,\nthanks for the mugs.\n'))).toEqual({
      code: 'unknown-format',
      message:
        'This does not look like an API description: no OpenAPI, Swagger, Postman, GraphQL, WSDL/WADL or endpoint lines were found.',
    });
    expect(errorOf(importDocument('{"name": "package", "version": "1.0.0"}')).code).toBe('unknown-format');
  });

  it('says when a known format comes in a version it does not read', () => {
    expect(errorOf(importDocument('{"swagger": "1.2", "apis": []}'))).toEqual({
      code: 'unsupported-version',
      message:
        'Swagger version 1.2 is not supported. Cartographer reads OpenAPI 3.0 and 3.1 and Swagger 2.0.',
    });
    expect(errorOf(importDocument('openapi: 4.0.0\n')).code).toBe('unsupported-version');
    expect(errorOf(importDocument('{"id":"x","name":"y","order":[],"requests":[]}')).message).toContain(
      'v2.1',
    );
  });

  it('refuses a web page that lists no endpoints', () => {
    expect(errorOf(importDocument('<!DOCTYPE html><html><body><p>Welcome</p></body></html>')).message).toBe(
      'This is a web page, not an API description, and it lists no endpoints. Use the address of the OpenAPI, Swagger or GraphQL document instead.',
    );
  });

  it('refuses malformed XML with its line, and XML entity declarations', () => {
    expect(errorOf(importDocument('<definitions>\n<message>\n</definitions>')).message).toMatch(
      /^This file is not valid XML: .+ \(line 3\)\.$/,
    );
    const entities =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><definitions>&b;</definitions>';
    expect(errorOf(importDocument(entities)).code).toBe('invalid-xml');
  });

  it('keeps a property named __proto__ as a property and leaves Object.prototype alone', () => {
    const schema = '{"type":"object","properties":{"__proto__":{"type":"string","polluted":true}}}';
    const response = `{"200":{"description":"ok","content":{"application/json":{"schema":${schema}}}}}`;
    const text = `{"openapi":"3.0.0","info":{"title":"p","version":"1"},"paths":{"/x":{"get":{"responses":${response}}}}}`;
    const result = importDocument(text);
    const stored = result.ok ? result.catalog.operations[0]?.responses[0]?.schema : undefined;
    expect(JSON.stringify(stored)).toBe(schema);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws, whatever the text', () => {
    const samples = [
      '\u0000\u0001\uffff',
      '{"openapi": 3}',
      'openapi: [1, 2]',
      '{"openapi":"3.1.0","paths":[1,2]}',
      '<a',
      '{{}}',
      '---\n---\n',
    ];
    for (const sample of samples) {
      expect(() => importDocument(sample)).not.toThrow();
    }
    expect(importDocument('{"openapi":"3.0.0","paths":{"/x":{"get":null,"post":"nonsense"}}}')).toMatchObject(
      {
        ok: true,
        catalog: { operations: [] },
      },
    );
  });
});
