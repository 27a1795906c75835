import { describe, expect, it } from 'vitest';
import { argumentsFromForm, formFieldsFromSchema, initialFormValues } from './schema-form.ts';

const schema = {
  type: 'object',
  properties: {
    productId: { type: 'string', description: 'Product id', examples: ['p_1'] },
    limit: { type: 'integer', default: 20 },
    price: { type: ['number', 'null'] },
    inStock: { type: 'boolean', example: true },
    sort: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    size: { enum: [1, 2, 3] },
    body: {
      type: 'object',
      properties: { quantity: { type: 'integer', example: 2 }, note: { type: 'string' } },
    },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['productId', 'body', 'tags'],
};

describe('formFieldsFromSchema', () => {
  it('maps each property to a field kind and marks required ones', () => {
    const fields = formFieldsFromSchema(schema);
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['productId', 'string', true],
      ['limit', 'integer', false],
      ['price', 'number', false],
      ['inStock', 'boolean', false],
      ['sort', 'enum', false],
      ['size', 'enum', false],
      ['body', 'json', true],
      ['tags', 'json', true],
    ]);
    expect(fields[0]?.description).toBe('Product id');
    expect(fields[5]?.options).toEqual([1, 2, 3]);
  });

  it('reads no fields from a schema without properties', () => {
    expect(formFieldsFromSchema({ type: 'object' })).toEqual([]);
  });
});

describe('initialFormValues', () => {
  it('prefills from examples, example, default and nested examples', () => {
    const fields = formFieldsFromSchema(schema);
    expect(initialFormValues(fields, schema)).toEqual({
      productId: 'p_1',
      limit: '20',
      price: '',
      inStock: 'true',
      sort: '"desc"',
      size: '',
      body: JSON.stringify({ quantity: 2 }, null, 2),
      tags: '[]',
    });
  });
});

describe('argumentsFromForm', () => {
  const fields = formFieldsFromSchema(schema);

  it('converts text to typed arguments and leaves empty optional fields out', () => {
    const result = argumentsFromForm(fields, {
      productId: 'p_1',
      limit: '5',
      price: '',
      inStock: 'false',
      sort: '"asc"',
      size: '2',
      body: '{"quantity": 3}',
      tags: '["sale"]',
    });
    expect(result.errors).toEqual({});
    expect(result.arguments).toEqual({
      productId: 'p_1',
      limit: 5,
      inStock: false,
      sort: 'asc',
      size: 2,
      body: { quantity: 3 },
      tags: ['sale'],
    });
  });

  it('says which fields are missing or malformed', () => {
    const result = argumentsFromForm(fields, {
      productId: '  ',
      limit: '2.5',
      price: 'cheap',
      body: '{',
      tags: '[]',
    });
    expect(result.errors).toEqual({
      productId: 'productId is required',
      limit: 'Enter a whole number',
      price: 'Enter a number',
      body: 'Enter valid JSON',
    });
  });
});
