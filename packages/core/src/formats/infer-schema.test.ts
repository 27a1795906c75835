import { describe, expect, it } from 'vitest';
import { inferSchema, parseJsonExample } from './infer-schema.ts';

describe('inferSchema', () => {
  it('describes types and properties without claiming any are required', () => {
    expect(inferSchema({ id: 1, price: 1.5, name: 'Mug', active: true, note: null })).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        price: { type: 'number' },
        name: { type: 'string' },
        active: { type: 'boolean' },
        note: {},
      },
    });
  });

  it('merges array items: properties from every item, integer and number to number, others to a type list', () => {
    expect(inferSchema([{ a: 1 }, { a: 2.5, b: 'x' }])).toEqual({
      type: 'array',
      items: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'string' } } },
    });
    expect(inferSchema([1, 'one'])).toEqual({ type: 'array', items: { type: ['integer', 'string'] } });
    expect(inferSchema([])).toEqual({ type: 'array', items: {} });
  });
});

describe('parseJsonExample', () => {
  it('reads JSON with bare Postman variables as null, keeping quoted ones as text', () => {
    expect(parseJsonExample('{"a": {{count}}, "b": "{{name}}"}')).toEqual({ a: null, b: '{{name}}' });
  });

  it('gives undefined for text that is not JSON', () => {
    expect(parseJsonExample('<xml/>')).toBeUndefined();
    expect(parseJsonExample('{"a": ')).toBeUndefined();
  });
});
