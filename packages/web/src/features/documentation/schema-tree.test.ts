import type { JsonSchema } from '@cartographer/core';
import { describe, expect, it } from 'vitest';
import { describeSchema, refName, type SchemaChild, schemaTypeLabel } from './schema-tree.ts';

const schemas: Record<string, JsonSchema> = {
  Category: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', description: 'Shown in menus', maxLength: 80 },
      parent: { $ref: '#/components/schemas/Category' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Category' } },
    },
  },
  Money: {
    type: 'object',
    properties: { amount: { type: 'integer', minimum: 0 }, currency: { type: 'string' } },
  },
  Price: { $ref: '#/components/schemas/Money' },
  A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
  B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
};

/** Opens every node, as a user clicking everything would, and lists the rows with their depth. */
function flatten(
  schema: JsonSchema,
  label = '(root)',
  ancestors: readonly string[] = [],
  depth = 0,
): string[] {
  const node = describeSchema(schema, schemas, ancestors);
  const row = `${'  '.repeat(depth)}${label}: ${node.typeLabel}${node.circular ? ' (circular)' : ''}`;
  return [
    row,
    ...node.children.flatMap((child: SchemaChild) =>
      flatten(child.schema, child.label, child.ancestors, depth + 1),
    ),
  ];
}

describe('describeSchema', () => {
  it('opens a self-referencing schema once and labels the cycles', () => {
    expect(flatten({ $ref: '#/components/schemas/Category' })).toEqual([
      '(root): object',
      '  name: string',
      '  parent: Category (circular)',
      '  children: array of Category',
      '    items: Category (circular)',
    ]);
  });

  it('stops at cycles through several schemas', () => {
    expect(flatten({ $ref: '#/components/schemas/A' })).toEqual([
      '(root): object',
      '  b: object',
      '    a: A (circular)',
    ]);
  });

  it('expands the same schema again in sibling branches, where it is not a cycle', () => {
    const rows = flatten({
      type: 'object',
      properties: {
        price: { $ref: '#/components/schemas/Money' },
        total: { $ref: '#/components/schemas/Money' },
      },
    });
    expect(rows.filter((row) => row.includes('amount'))).toHaveLength(2);
  });

  it('follows aliases, keeps required flags, constraints and descriptions', () => {
    const node = describeSchema({ $ref: '#/components/schemas/Price' }, schemas);
    expect(node.refName).toBe('Money');
    expect(node.children.map((child) => child.label)).toEqual(['amount', 'currency']);
    const category = describeSchema({ $ref: '#/components/schemas/Category' }, schemas);
    const name = category.children.find((child) => child.label === 'name');
    expect(name?.required).toBe(true);
    const nameNode = describeSchema(name?.schema ?? {}, schemas, name?.ancestors);
    expect(nameNode.description).toBe('Shown in menus');
    expect(nameNode.constraints).toEqual(['max length 80']);
  });

  it('reports references that point nowhere', () => {
    const node = describeSchema({ $ref: '#/components/schemas/Missing' }, schemas);
    expect(node.unresolvedRef).toBe('#/components/schemas/Missing');
    expect(node.children).toEqual([]);
    expect(describeSchema({ $ref: 'https://evil.example/schema.json' }, schemas).unresolvedRef).toBe(
      'https://evil.example/schema.json',
    );
  });

  it('lists combinators, nullable types and enums', () => {
    const node = describeSchema(
      {
        oneOf: [
          { $ref: '#/components/schemas/Money' },
          { type: 'string', enum: ['free', 'tbd'], nullable: true },
        ],
      },
      schemas,
    );
    expect(node.typeLabel).toBe('one of Money, string | null');
    expect(node.children.map((child) => child.label)).toEqual(['one of #1', 'one of #2']);
    const second = node.children[1];
    expect(describeSchema(second?.schema ?? {}, schemas).enumValues).toEqual(['"free"', '"tbd"']);
  });
});

describe('schemaTypeLabel', () => {
  it('gives one line for a parameter type', () => {
    expect(schemaTypeLabel({ type: 'string', format: 'uuid' }, schemas)).toBe('string (uuid)');
    expect(schemaTypeLabel({ type: ['integer', 'null'] }, schemas)).toBe('integer | null');
    expect(schemaTypeLabel({ $ref: '#/components/schemas/Money' }, schemas)).toBe('Money: object');
  });
});

describe('refName', () => {
  it('undoes JSON pointer escapes', () => {
    expect(refName('#/components/schemas/a~1b~0c')).toBe('a/b~c');
    expect(refName('#/definitions/Pet')).toBeUndefined();
  });
});
