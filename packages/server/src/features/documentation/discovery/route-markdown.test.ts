import { importDocument } from '@cartographer/core';
import { describe, expect, it } from 'vitest';
import { routesToMarkdown } from './route-markdown.ts';
import type { ExtractedRoute } from './route-types.ts';

const routes: ExtractedRoute[] = [
  {
    method: 'GET',
    path: '/products',
    description: 'Lists products. Paginated by cursor.',
    file: 'src/app.ts',
    line: 4,
    framework: 'Express',
  },
  { method: 'GET', path: '/products/{id}', file: 'src/app.ts', line: 9, framework: 'Express' },
  // The same route declared twice: one operation, both places listed.
  {
    method: 'GET',
    path: '/products/{id}',
    description: 'Returns one product.',
    file: 'src/legacy.ts',
    line: 2,
    framework: 'Express',
  },
  {
    method: 'POST',
    path: '/orders',
    description: 'GET /orders is not this; # nor a heading',
    file: 'app/main.py',
    line: 7,
    framework: 'FastAPI',
  },
  { method: 'ANY', path: '/health', file: 'src/app.ts', line: 20, framework: 'Express' },
];

describe('routesToMarkdown', () => {
  it('writes Markdown the importer reads back as the same operations', () => {
    const markdown = routesToMarkdown(routes, 'Shop routes');
    expect(markdown).toContain('## GET /products/{id} — Returns one product.');
    expect(markdown).toContain('Found in src/app.ts line 9 (Express); src/legacy.ts line 2 (Express).');
    const result = importDocument(markdown, { fileName: 'routes.md' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.catalog.title).toBe('Shop routes');
    expect(result.catalog.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /products',
      'GET /products/{id}',
      'POST /orders',
    ]);
    const [list, one, order] = result.catalog.operations;
    expect(list!.summary).toBe('Lists products.');
    expect(list!.description).toContain('Paginated by cursor.');
    expect(one!.parameters).toMatchObject([{ name: 'id', in: 'path', required: true }]);
    expect(order!.summary).toBe('GET /orders is not this; # nor a heading');
  });

  it('lists routes answering any method as text, not operations', () => {
    const markdown = routesToMarkdown(routes);
    expect(markdown).toContain('## Routes that answer any method');
    expect(markdown).toContain('- ANY `/health` (src/app.ts line 20 (Express))');
  });
});
