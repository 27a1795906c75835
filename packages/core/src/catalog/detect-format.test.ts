import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';

function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

describe('detectFormat', () => {
  it.each([
    ['shop-openapi30.yaml', 'openapi-3.0'],
    ['shop-swagger2.json', 'swagger-2.0'],
    ['shop-postman.json', 'postman-2.1'],
    ['shop.graphql', 'graphql-sdl'],
    ['shop.wsdl', 'wsdl-1.1'],
    ['shop.wadl', 'wadl'],
    ['shop-endpoints.md', 'markdown'],
    ['shop-endpoints.txt', 'text'],
  ] as const)('recognises %s as %s', (name, format) => {
    expect(detectFormat(fixture(name), name)).toBe(format);
    // The content alone is enough; the file name only breaks ties.
    expect(detectFormat(fixture(name))).toBe(format);
  });

  it('tells OpenAPI 3.1 from 3.0, even when the version is an unquoted YAML number', () => {
    expect(detectFormat('openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\n')).toBe('openapi-3.1');
    expect(detectFormat('openapi: 3.0\ninfo: {title: t, version: "1"}\npaths: {}\n')).toBe('openapi-3.0');
    expect(detectFormat('\ufeff{"openapi":"3.1.1","info":{},"paths":{}}')).toBe('openapi-3.1');
  });

  it('recognises Postman v2.0 and introspection results with or without their data envelope', () => {
    const v20 = {
      info: { name: 'c', schema: 'https://schema.getpostman.com/json/collection/v2.0.0/collection.json' },
      item: [],
    };
    expect(detectFormat(JSON.stringify(v20))).toBe('postman-2.0');
    expect(detectFormat('{"data":{"__schema":{"types":[]}}}')).toBe('graphql-introspection');
    expect(detectFormat('{"__schema":{"types":[]}}')).toBe('graphql-introspection');
  });

  it('recognises SDL that starts with comments, descriptions or extensions', () => {
    expect(detectFormat('# shop\n"""Products"""\ntype Query { products: [String] }')).toBe('graphql-sdl');
    expect(detectFormat('extend type Query { x: Int }')).toBe('graphql-sdl');
    expect(detectFormat('type of thing: a mug\nGET /mugs')).toBe('text');
  });

  it('reads Markdown that quotes broken OpenAPI YAML as Markdown', () => {
    const text = '# Notes\n\n```yaml\nopenapi: 3.0.0\ninfo: [\n```\n\n## GET /products\n\nLists products.\n';
    expect(detectFormat(text, 'notes.md')).toBe('markdown');
    expect(detectFormat('openapi: 3.0.0\ninfo: [\n', 'api.yaml')).toBeNull();
  });

  it('returns null for what is no API description', () => {
    expect(detectFormat('Hello world')).toBeNull();
    expect(detectFormat('{"name":"x"}')).toBeNull();
    expect(detectFormat('')).toBeNull();
    expect(detectFormat('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBeNull();
  });
});
