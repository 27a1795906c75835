import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A fresh PGlite costs seconds (initdb); a migrated one dumped once and loaded per test file
 * costs a fraction of that. With TEST_DATABASE_URL set, tests use real PostgreSQL instead.
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve(import.meta.dirname, '../../../../.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  if (!process.env.TEST_DATABASE_URL) {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(handle.db);
    const dump = await handle.pglite!.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
}
