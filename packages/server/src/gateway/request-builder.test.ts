import type { ToolBinding } from '@cartographer/core';
import { describe, expect, it } from 'vitest';
import { buildUpstreamRequest, requestUrl } from './request-builder.ts';

const binding = (extra: Partial<ToolBinding>): ToolBinding => ({
  sourceNodeId: 's',
  baseUrl: 'https://api.example/v1/',
  method: 'GET',
  pathTemplate: '/items/{id}',
  arguments: [{ argument: 'id', in: 'path', name: 'id' }],
  auth: { type: 'none' },
  ...extra,
});

describe('buildUpstreamRequest', () => {
  it('fills path parameters encoded, and repeats array query parameters', () => {
    const built = buildUpstreamRequest(
      binding({
        arguments: [
          { argument: 'id', in: 'path', name: 'id' },
          { argument: 'tags', in: 'query', name: 'tag[]' },
          { argument: 'query', in: 'queryMap', name: 'query' },
          { argument: 'X_Trace', in: 'header', name: 'X-Trace' },
        ],
      }),
      { id: 'a/b c', tags: ['new', 'sale'], query: { page: 2, active: true }, X_Trace: 'abc' },
    );
    expect(requestUrl(built)).toBe(
      'https://api.example/v1/items/a%2Fb%20c?tag%5B%5D=new&tag%5B%5D=sale&page=2&active=true',
    );
    expect(built.headers['x-trace']).toBe('abc');
    expect(built.body).toBeUndefined();
  });

  it('encodes bodies as JSON or, for form APIs, with bracketed keys', () => {
    const json = buildUpstreamRequest(
      binding({ method: 'POST', arguments: [{ argument: 'body', in: 'body', name: 'body' }] }),
      { body: { a: 1 } },
    );
    expect(json.headers['content-type']).toBe('application/json');
    expect(json.body).toBe('{"a":1}');
    const form = buildUpstreamRequest(
      binding({
        method: 'POST',
        bodyContentType: 'application/x-www-form-urlencoded',
        arguments: [{ argument: 'body', in: 'body', name: 'body' }],
      }),
      { body: { amount: 500, metadata: { order: 'o1' }, expand: ['customer'] } },
    );
    expect(decodeURIComponent(form.body!)).toBe('amount=500&metadata[order]=o1&expand[0]=customer');
  });
});
