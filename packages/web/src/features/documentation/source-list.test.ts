import { describe, expect, it } from 'vitest';
import type { Source } from './api/types.ts';
import { filterSources, finishedSources, pageRangeLabel } from './source-list.ts';

function source(overrides: Partial<Source>): Source {
  return {
    id: 'id',
    name: 'name',
    type: 'uploaded',
    status: 'complete',
    error: null,
    location: 'name',
    format: null,
    apiCount: 0,
    coverage: 0,
    findingsCount: 0,
    lastUpdated: '2026-01-01T00:00:00.000Z',
    revision: 1,
    progress: null,
    ...overrides,
  };
}

describe('filterSources', () => {
  const sources = [
    source({ id: '1', name: 'petstore3.oas3.yaml', format: 'openapi-3.0' }),
    source({
      id: '2',
      name: 'Demo store',
      type: 'url',
      location: 'http://127.0.0.1:3000/demo-store/openapi.json',
    }),
    source({ id: '3', name: 'acme/shop', type: 'repository', location: 'https://github.com/acme/shop.git' }),
  ];

  it('keeps everything for an empty search', () => {
    expect(filterSources(sources, '  ')).toHaveLength(3);
  });

  it('matches every word in name, location, type or format, ignoring case', () => {
    expect(filterSources(sources, 'PETSTORE').map((s) => s.id)).toEqual(['1']);
    expect(filterSources(sources, 'demo-store openapi').map((s) => s.id)).toEqual(['2']);
    expect(filterSources(sources, 'code repository').map((s) => s.id)).toEqual(['3']);
    expect(filterSources(sources, 'openapi-3.0').map((s) => s.id)).toEqual(['1']);
    expect(filterSources(sources, 'petstore github')).toEqual([]);
  });
});

describe('pageRangeLabel', () => {
  it('counts from one with an en dash', () => {
    expect(pageRangeLabel(0, 50, 468)).toBe('1–50 of 468');
    expect(pageRangeLabel(450, 18, 468)).toBe('451–468 of 468');
    expect(pageRangeLabel(0, 0, 0)).toBe('0 of 0');
  });
});

describe('finishedSources', () => {
  it('reports only sources seen analysing that have now finished', () => {
    const seen = new Map([
      ['a', 'analyzing' as const],
      ['b', 'analyzing' as const],
      ['c', 'complete' as const],
    ]);
    const current = [
      source({ id: 'a', status: 'complete' }),
      source({ id: 'b', status: 'analyzing' }),
      source({ id: 'c', status: 'error' }),
      source({ id: 'd', status: 'complete' }),
    ];
    expect(finishedSources(seen, current).map((t) => [t.source.id, t.to])).toEqual([['a', 'complete']]);
  });
});
