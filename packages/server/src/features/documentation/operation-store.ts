import { type CatalogOperation, type JsonSchema, operationSchemas } from '@cartographer/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface OperationRow {
  id: string;
  sourceId: string;
  sourceName: string;
  key: string;
  name: string;
  method: string;
  path: string;
  summary: string | null;
  parameters: number;
  documentation: string;
  coverage: number;
  deprecated: boolean;
  tags: string[];
}

function escapeLike(value: string): string {
  return value.replace(/[%_\\]/g, '\\$&');
}

/** One page of the user's discovered operations, searched over name, path, method and source name. */
export async function listOperations(
  db: Kysely<Database>,
  userId: string,
  query: { search?: string; sourceId?: string; limit: number; offset: number },
): Promise<{ total: number; items: OperationRow[] }> {
  let base = db
    .selectFrom('api_operations as o')
    .innerJoin('doc_sources as s', 's.id', 'o.source_id')
    .where('o.user_id', '=', userId)
    .where('s.user_id', '=', userId);
  if (query.sourceId) base = base.where('o.source_id', '=', query.sourceId);
  const search = query.search?.trim().toLowerCase();
  if (search) {
    for (const word of search.split(/\s+/).slice(0, 8)) {
      const pattern = `%${escapeLike(word)}%`;
      base = base.where((eb) =>
        eb.or([eb('o.search_text', 'like', pattern), eb(sql<string>`lower(s.name)`, 'like', pattern)]),
      );
    }
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'o.id',
      'o.source_id',
      's.name as source_name',
      'o.key',
      'o.name',
      'o.method',
      'o.path',
      'o.summary',
      'o.parameters',
      'o.documentation',
      'o.coverage',
      'o.deprecated',
      'o.tags',
    ])
    .orderBy('s.name')
    .orderBy('o.position')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      id: row.id,
      sourceId: row.source_id,
      sourceName: row.source_name,
      key: row.key,
      name: row.name,
      method: row.method,
      path: row.path,
      summary: row.summary,
      parameters: row.parameters,
      documentation: row.documentation,
      coverage: Number(row.coverage),
      deprecated: row.deprecated,
      tags: row.tags,
    })),
  };
}

export async function findOperation(db: Kysely<Database>, userId: string, id: string) {
  const row = await db
    .selectFrom('api_operations as o')
    .innerJoin('doc_sources as s', 's.id', 'o.source_id')
    .innerJoin('doc_revisions as r', 'r.id', 'o.revision_id')
    .select([
      'o.id',
      'o.source_id',
      's.name as source_name',
      'o.data',
      sql<Record<string, JsonSchema>>`r.catalog -> 'schemas'`.as('schemas'),
      sql<string[]>`r.catalog -> 'servers'`.as('servers'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const operation = row.data as CatalogOperation;
  return {
    id: row.id,
    sourceId: row.source_id,
    sourceName: row.source_name,
    operation,
    servers: row.servers ?? [],
    schemas: operationSchemas(operation, row.schemas ?? {}),
  };
}
