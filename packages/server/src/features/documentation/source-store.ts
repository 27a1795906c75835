import type { Catalog, CatalogOperation, Finding } from '@cartographer/core';
import { type Kysely, sql } from 'kysely';
import type { Database, DiscoveryReport, SourceStatus, SourceType } from '../../db/schema.ts';

/** A document source as the API returns it. */
export interface SourceView {
  id: string;
  name: string;
  type: SourceType;
  status: SourceStatus;
  error: string | null;
  location: string;
  format: string | null;
  apiCount: number;
  coverage: number;
  findingsCount: number;
  lastUpdated: string;
  revision: number;
  progress: string | null;
}

const sourceColumns = [
  'id',
  'name',
  'type',
  'status',
  'error',
  'location',
  'format',
  'api_count',
  'coverage',
  'revision',
  'progress',
  'updated_at',
  sql<number>`jsonb_array_length(findings)`.as('findings_count'),
] as const;

type SourceRow = {
  id: string;
  name: string;
  type: SourceType;
  status: SourceStatus;
  error: string | null;
  location: string;
  format: string | null;
  api_count: number;
  coverage: string;
  revision: number;
  progress: string | null;
  updated_at: Date | string;
  findings_count: number;
};

function toView(row: SourceRow): SourceView {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    error: row.error,
    location: row.location,
    format: row.format,
    apiCount: row.api_count,
    coverage: Number(row.coverage),
    findingsCount: Number(row.findings_count),
    lastUpdated: new Date(row.updated_at).toISOString(),
    revision: row.revision,
    progress: row.progress,
  };
}

export async function listSources(db: Kysely<Database>, userId: string): Promise<SourceView[]> {
  const rows = await db
    .selectFrom('doc_sources')
    .select(sourceColumns)
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map(toView);
}

export async function findSource(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<SourceView | undefined> {
  const row = await db
    .selectFrom('doc_sources')
    .select(sourceColumns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toView(row) : undefined;
}

export async function insertSource(
  db: Kysely<Database>,
  values: { userId: string; name: string; type: SourceType; location: string; pendingContent?: string },
): Promise<SourceView> {
  const { id } = await db
    .insertInto('doc_sources')
    .values({
      user_id: values.userId,
      name: values.name,
      type: values.type,
      location: values.location,
      status: 'analyzing',
      error: null,
      progress: 'Waiting to be analysed',
      format: null,
      pending_content: values.pendingContent ?? null,
      current_revision_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findSource(db, values.userId, id))!;
}

export async function markAnalyzing(db: Kysely<Database>, userId: string, id: string, progress: string) {
  await db
    .updateTable('doc_sources')
    .set({ status: 'analyzing', error: null, progress, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function setProgress(db: Kysely<Database>, id: string, progress: string) {
  await db.updateTable('doc_sources').set({ progress }).where('id', '=', id).execute();
}

export async function markFailed(db: Kysely<Database>, id: string, reason: string, report?: DiscoveryReport) {
  await db
    .updateTable('doc_sources')
    .set({
      status: 'error',
      error: reason,
      progress: null,
      pending_content: null,
      updated_at: new Date(),
      ...(report ? { report: JSON.stringify(report) } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteSource(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('doc_sources')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function sourceDetail(db: Kysely<Database>, userId: string, id: string) {
  const row = await db
    .selectFrom('doc_sources')
    .select(['findings', 'report'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const revisions = await db
    .selectFrom('doc_revisions')
    .select(['revision', 'content_hash', 'created_at', 'api_count', 'file_name'])
    .where('source_id', '=', id)
    .where('user_id', '=', userId)
    .orderBy('revision', 'desc')
    .execute();
  return {
    findings: row.findings as Finding[],
    report: row.report as DiscoveryReport,
    revisions: revisions.map((r) => ({
      revision: r.revision,
      contentHash: r.content_hash,
      createdAt: new Date(r.created_at).toISOString(),
      apiCount: r.api_count,
      fileName: r.file_name,
    })),
  };
}

export interface StoredOperation {
  operation: CatalogOperation;
  name: string;
  documentation: string;
  coverage: number;
}

/**
 * Stores a new revision and makes it current, replacing the source's operations, in one
 * transaction. An unchanged document (same content hash as the current revision) stores nothing.
 */
export async function storeRevision(
  db: Kysely<Database>,
  input: {
    sourceId: string;
    userId: string;
    raw: string;
    contentHash: string;
    fileName: string | null;
    catalog: Catalog;
    operations: StoredOperation[];
    coverage: number;
    report: DiscoveryReport;
    name?: string;
  },
): Promise<{ revision: number; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom('doc_sources')
      .select(['revision', 'current_revision_id'])
      .where('id', '=', input.sourceId)
      .forUpdate()
      .executeTakeFirst();
    if (!source) throw new Error('The source was deleted while it was being analysed.');
    const current = source.current_revision_id
      ? await trx
          .selectFrom('doc_revisions')
          .select('content_hash')
          .where('id', '=', source.current_revision_id)
          .executeTakeFirst()
      : undefined;
    const common = {
      status: 'complete' as const,
      error: null,
      progress: null,
      pending_content: null,
      format: input.catalog.format,
      api_count: input.catalog.operations.length,
      coverage: input.coverage,
      findings: JSON.stringify(input.catalog.findings),
      report: JSON.stringify(input.report),
      updated_at: new Date(),
      ...(input.name ? { name: input.name } : {}),
    };
    if (current?.content_hash === input.contentHash) {
      await trx.updateTable('doc_sources').set(common).where('id', '=', input.sourceId).execute();
      return { revision: source.revision, changed: false };
    }
    const revision = source.revision + 1;
    const { id: revisionId } = await trx
      .insertInto('doc_revisions')
      .values({
        source_id: input.sourceId,
        user_id: input.userId,
        revision,
        content_hash: input.contentHash,
        file_name: input.fileName,
        raw: input.raw,
        catalog: JSON.stringify(input.catalog),
        api_count: input.catalog.operations.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('api_operations').where('source_id', '=', input.sourceId).execute();
    const rows = input.operations.map((stored, position) => ({
      user_id: input.userId,
      source_id: input.sourceId,
      revision_id: revisionId,
      position,
      key: stored.operation.key,
      name: stored.name,
      method: stored.operation.method,
      path: stored.operation.path,
      summary: stored.operation.summary ?? null,
      tags: JSON.stringify(stored.operation.tags),
      parameters: stored.operation.parameters.length,
      documentation: stored.documentation,
      coverage: stored.coverage,
      deprecated: stored.operation.deprecated,
      search_text: [
        stored.name,
        stored.operation.method,
        stored.operation.path,
        stored.operation.operationId ?? '',
        stored.operation.summary ?? '',
      ]
        .join(' ')
        .toLowerCase(),
      data: JSON.stringify(stored.operation),
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto('api_operations')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    await trx
      .updateTable('doc_sources')
      .set({ ...common, revision, current_revision_id: revisionId })
      .where('id', '=', input.sourceId)
      .execute();
    return { revision, changed: true };
  });
}
