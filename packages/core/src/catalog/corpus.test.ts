import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildClientSchema, buildSchema, type GraphQLSchema, parse, validate } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSchema } from './bundle-schema.ts';
import { sourceCoverage } from './coverage.ts';
import { importDocument } from './import-document.ts';
import type { Catalog } from './model.ts';
import { collectComponentRefs } from './schema-walk.ts';

const corpusDir = process.env.CORPUS_DIR;

/** Expected operation counts from SOURCES.md: `operations=N`, `requests=N`, or the GraphQL roots. */
interface ExpectedCount {
  total: number;
  roots?: Record<string, number>;
}

function expectedCounts(sources: string): Map<string, ExpectedCount> {
  const counts = new Map<string, ExpectedCount>();
  for (const line of sources.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const file = cells[1];
    const last = cells[cells.length - 2] ?? '';
    if (!file) continue;
    const single = /\b(?:operations|requests)=(\d+)/.exec(last);
    const roots = /Query=(\d+) Mutation=(\d+) Subscription=(\d+)/.exec(last);
    if (single) counts.set(file, { total: Number(single[1]) });
    else if (roots) {
      const [query, mutation, subscription] = roots.slice(1).map(Number) as [number, number, number];
      counts.set(file, {
        total: query + mutation + subscription,
        roots: { Query: query, Mutation: mutation, Subscription: subscription },
      });
    }
  }
  return counts;
}

function corpusFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? corpusFiles(path, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

/** Every `#/components/schemas/X` in the catalogue names a stored schema. */
function danglingRefs(catalog: Catalog): string[] {
  const names = new Set<string>();
  for (const operation of catalog.operations) {
    for (const parameter of operation.parameters) collectComponentRefs(parameter.schema, names);
    if (operation.requestBody) collectComponentRefs(operation.requestBody.schema, names);
    for (const response of operation.responses)
      if (response.schema !== undefined) collectComponentRefs(response.schema, names);
  }
  for (const schema of Object.values(catalog.schemas)) collectComponentRefs(schema, names);
  return [...names].filter((name) => !Object.hasOwn(catalog.schemas, name));
}

// Large documents on a busy machine: generous time limits, not speed checks (bench/import.ts measures speed).
describe.skipIf(!corpusDir)('corpus of real API descriptions (CORPUS_DIR)', { timeout: 120_000 }, () => {
  const dir = corpusDir ?? '';
  const expected = corpusDir
    ? expectedCounts(readFileSync(join(dir, 'SOURCES.md'), 'utf8'))
    : new Map<string, ExpectedCount>();
  const files = corpusDir ? corpusFiles(dir) : [];
  const apiFiles = files.filter((file) => !file.endsWith('.md'));
  const report: string[] = [];

  afterAll(() => {
    console.log(
      `Corpus covered (${apiFiles.length} API files, ${files.length - apiFiles.length} Markdown notes):\n${report.join('\n')}`,
    );
  });

  it('lists a count in SOURCES.md for every API file', () => {
    expect(apiFiles.filter((file) => !expected.has(file))).toEqual([]);
  });

  it.each(apiFiles)('imports %s with the operation count SOURCES.md gives', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const result = importDocument(text, { fileName: file });
    if (!result.ok) throw new Error(`${file}: ${result.error.message}`);
    const { catalog } = result;
    const count = expected.get(file);
    expect(catalog.operations).toHaveLength(count?.total ?? -1);
    if (count?.roots) {
      for (const [root, total] of Object.entries(count.roots)) {
        expect(catalog.operations.filter((op) => op.graphql?.rootType === root)).toHaveLength(total);
      }
    }
    expect(new Set(catalog.operations.map((op) => op.key)).size).toBe(catalog.operations.length);
    expect(danglingRefs(catalog)).toEqual([]);
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
    report.push(
      `  ${file}: ${catalog.format}, ${catalog.operations.length} operations, ${Object.keys(catalog.schemas).length} schemas, ` +
        `${catalog.findings.length} findings, coverage ${sourceCoverage(catalog)}%`,
    );
  });

  it.each(apiFiles.filter((file) => /\.(graphql|gql)$|introspection/.test(file)))(
    'generates GraphQL documents that %s itself validates',
    (file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const result = importDocument(text, { fileName: file });
      if (!result.ok) throw new Error(result.error.message);
      const json = file.endsWith('.json') ? JSON.parse(text) : undefined;
      const schema: GraphQLSchema = json
        ? buildClientSchema(json.data ?? json)
        : buildSchema(text, { assumeValidSDL: true });
      const invalid = result.catalog.operations.filter(
        (op) => validate(schema, parse(op.graphql?.document ?? '')).length > 0,
      );
      expect(invalid.map((op) => op.key)).toEqual([]);
    },
  );

  it('bundles Stripe response schemas (every 20th operation) into self-contained schemas', () => {
    const file = apiFiles.find((name) => name.startsWith('stripe'));
    if (!file) return;
    const result = importDocument(readFileSync(join(dir, file), 'utf8'), { fileName: file });
    if (!result.ok) throw new Error(result.error.message);
    const sample = result.catalog.operations.filter((_, index) => index % 20 === 0);
    for (const operation of sample) {
      for (const response of operation.responses) {
        if (response.schema === undefined) continue;
        const bundled = JSON.stringify(bundleSchema(response.schema, result.catalog.schemas));
        expect(bundled).not.toContain('#/components/schemas/');
        const defs = (JSON.parse(bundled) as { $defs?: Record<string, unknown> }).$defs ?? {};
        for (const match of bundled.matchAll(/"#\/\$defs\/([^"]+)"/g)) {
          expect(Object.hasOwn(defs, match[1]!.replace(/~1/g, '/').replace(/~0/g, '~'))).toBe(true);
        }
      }
    }
  });

  it.each(files.filter((file) => file.endsWith('.md')))(
    'reads the Markdown note %s without failing hard',
    (file) => {
      const result = importDocument(readFileSync(join(dir, file), 'utf8'), { fileName: file });
      report.push(
        `  ${file}: ${result.ok ? `${result.catalog.operations.length} endpoint lines` : result.error.message}`,
      );
      expect(typeof result.ok).toBe('boolean');
    },
  );
});
