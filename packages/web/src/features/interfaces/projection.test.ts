import { describe, expect, it } from 'vitest';
import { describeProjection, projectionCode, projectionKeys } from './projection.ts';

type Transform = (data: unknown) => unknown;
// The generated text is what the gateway's sandbox runs; evaluating it here checks it behaves.
const compile = (keys: string[]): Transform =>
  new Function(`return (${projectionCode(keys)});`)() as Transform;

describe('projectionKeys', () => {
  it('keeps declared names once, trimmed, in order', () => {
    expect(
      projectionKeys([
        { name: ' id ', type: 'string', description: '' },
        { name: 'price', type: 'number', description: '' },
        { name: 'id', type: 'string', description: '' },
        { name: '', type: 'string', description: '' },
      ]),
    ).toEqual(['id', 'price']);
  });
});

describe('projectionCode', () => {
  const project = compile(['id', 'title', 'price']);

  it('keeps only the declared fields of an object', () => {
    expect(project({ id: 7, title: 'Mug', price: 12.5, body_html: '<p>long</p>', vendor: 'x' })).toEqual({
      id: 7,
      title: 'Mug',
      price: 12.5,
    });
  });

  it('maps arrays item by item and leaves absent fields absent', () => {
    expect(project([{ id: 1, title: 'A', sku: 'a' }, { id: 2 }])).toEqual([{ id: 1, title: 'A' }, { id: 2 }]);
  });

  it('projects the lists inside an envelope that has none of the fields', () => {
    expect(project({ items: [{ id: 1, stock: 3 }], total: 1 })).toEqual({ items: [{ id: 1 }], total: 1 });
  });

  it('passes scalars and null through', () => {
    expect(project(null)).toBeNull();
    expect(project('text')).toBe('text');
  });

  it('quotes field names safely', () => {
    const odd = compile(['a"b', 'c\\d']);
    expect(odd({ 'a"b': 1, 'c\\d': 2, e: 3 })).toEqual({ 'a"b': 1, 'c\\d': 2 });
  });
});

describe('describeProjection', () => {
  it('names the fields it keeps', () => {
    expect(describeProjection(['id'])).toBe('The transform now keeps only 1 output field: id.');
    expect(describeProjection(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(
      'The transform now keeps only 7 output fields: a, b, c, d, e and 2 more.',
    );
  });
});
