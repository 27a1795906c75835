// Import to stored catalogue, the path a user's upload takes: parse and normalise (core),
// coverage per operation, and one transaction writing the revision and its operation rows
// into PostgreSQL (embedded PGlite here). Goals (issue 3): Stripe under 2 s, medusa-admin
// and Saleor under 1 s. Run with CORPUS_DIR=../shared/specs npx tsx bench/import-store.ts
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importDocument } from '@cartographer/core';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { catalogRows } from '../packages/server/src/features/documentation/analyze-source.ts';
import { insertSource, storeRevision } from '../packages/server/src/features/documentation/source-store.ts';

const corpus = process.env.CORPUS_DIR;
if (!corpus) {
  console.error('Set CORPUS_DIR to the specs folder (e.g. ../shared/specs).');
  process.exit(1);
}
const files: [string, number][] = [
  ['stripe-spec3-2023-09-12.oas3.yaml', 2000],
  ['medusa-admin-2024-10-24.oas3.yaml', 1000],
  ['saleor.graphql', 1000],
];

const handle = await openDatabase({ kind: 'pglite' });
await migrateToLatest(handle.db);
const { id: userId } = await handle.db
  .insertInto('user')
  .values({
    name: 'Bench',
    email: 'bench@example.test',
    emailVerified: true,
    image: null,
    role: 'user',
    banned: null,
    banReason: null,
    banExpires: null,
    twoFactorEnabled: false,
  })
  .returning('id')
  .executeTakeFirstOrThrow();

console.log(
  'document'.padEnd(36),
  'ops'.padStart(5),
  'parse ms'.padStart(9),
  'store ms'.padStart(9),
  'total ms'.padStart(9),
  'goal ms'.padStart(8),
  'of goal'.padStart(8),
);
for (const [file, goal] of files) {
  const text = readFileSync(path.join(corpus, file), 'utf8');
  const runs: { parse: number; store: number; ops: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const source = await insertSource(handle.db, { userId, name: file, type: 'uploaded', location: file });
    const started = performance.now();
    const result = importDocument(text, { fileName: file });
    if (!result.ok) throw new Error(`${file}: ${result.error.message}`);
    const { operations, coverage } = catalogRows(result.catalog);
    const parsed = performance.now();
    await storeRevision(handle.db, {
      sourceId: source.id,
      userId,
      raw: text,
      contentHash: createHash('sha256').update(text).digest('hex'),
      fileName: file,
      catalog: result.catalog,
      operations,
      coverage,
      report: { found: [] },
    });
    runs.push({ parse: parsed - started, store: performance.now() - parsed, ops: operations.length });
  }
  runs.sort((a, b) => a.parse + a.store - (b.parse + b.store));
  const median = runs[1]!;
  const total = median.parse + median.store;
  console.log(
    file.padEnd(36),
    String(median.ops).padStart(5),
    median.parse.toFixed(0).padStart(9),
    median.store.toFixed(0).padStart(9),
    total.toFixed(0).padStart(9),
    String(goal).padStart(8),
    `${((total / goal) * 100).toFixed(0)}%`.padStart(8),
  );
}
console.log(
  'Median of 3 runs each; the first run of each file includes warm-up. Embedded PGlite, one process.',
);
await handle.close();
