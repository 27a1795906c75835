import type { Kysely } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import * as accounts from './migrations/0001-accounts.ts';
import * as documentation from './migrations/0002-documentation.ts';
import * as interfaces from './migrations/0003-interfaces.ts';

/** Migrations in order; names never change once released. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-documentation': documentation,
  '0003-interfaces': interfaces,
};

/** Brings the schema up to date; running it again does nothing. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return results ?? [];
}
