import { createHash } from 'node:crypto';
import { type Catalog, computeCoverage, importDocument, sourceCoverage } from '@cartographer/core';
import type { Kysely } from 'kysely';
import type { Database, DiscoveryReport } from '../../db/schema.ts';
import type { EventBus } from '../../lib/events.ts';
import type { Logger } from '../../lib/logger.ts';
import { FetchError } from '../../lib/safe-fetch.ts';
import { discoverFromUrl } from './discovery/url-discovery.ts';
import { markFailed, type StoredOperation, setProgress, storeRevision } from './source-store.ts';

export const analyzeQueue = 'analyze-source';

export interface AnalyzeDeps {
  db: Kysely<Database>;
  events: EventBus;
  logger: Logger;
  /** Finds documents in a repository or docs site; absent kinds are reported as unsupported. */
  gatherers?: Partial<
    Record<
      'repository' | 'wiki',
      (location: string, onProgress: (message: string) => void) => Promise<GatheredDocument>
    >
  >;
}

export interface GatheredDocument {
  text: string;
  fileName: string;
  report: DiscoveryReport['found'];
}

export class AnalysisError extends Error {
  constructor(
    message: string,
    readonly report: DiscoveryReport['found'] = [],
  ) {
    super(message);
  }
}

function operationName(catalog: Catalog, index: number): string {
  const op = catalog.operations[index]!;
  return op.summary?.trim() || op.operationId || `${op.method} ${op.path}`;
}

/** Turns a document into stored catalogue rows: coverage per operation and for the source. */
export function catalogRows(catalog: Catalog): { operations: StoredOperation[]; coverage: number } {
  const operations = catalog.operations.map((operation, index) => {
    const coverage = computeCoverage(operation);
    return {
      operation,
      name: operationName(catalog, index),
      documentation: coverage.level,
      coverage: Math.round(coverage.score * 1000) / 10,
    };
  });
  return { operations, coverage: sourceCoverage(catalog) };
}

async function gather(
  deps: AnalyzeDeps,
  source: {
    id: string;
    type: string;
    location: string;
    pending_content: string | null;
    current_revision_id: string | null;
  },
) {
  const progress = (message: string) => void setProgress(deps.db, source.id, message.slice(0, 300));
  if (source.type === 'uploaded') {
    if (source.pending_content !== null)
      return {
        text: source.pending_content,
        fileName: source.location,
        report: [{ what: 'uploaded file', where: source.location }],
      };
    const revision = source.current_revision_id
      ? await deps.db
          .selectFrom('doc_revisions')
          .select(['raw', 'file_name'])
          .where('id', '=', source.current_revision_id)
          .executeTakeFirst()
      : undefined;
    if (!revision) throw new AnalysisError('The uploaded file is no longer stored; upload it again.');
    return {
      text: revision.raw,
      fileName: revision.file_name ?? source.location,
      report: [{ what: 'stored upload', where: source.location }],
    };
  }
  if (source.type === 'url') {
    const found = await discoverFromUrl(source.location, { onProgress: progress });
    return { text: found.text, fileName: found.fileName, report: found.report };
  }
  const gatherer = deps.gatherers?.[source.type as 'repository' | 'wiki'];
  if (!gatherer) throw new AnalysisError(`Discovery from a ${source.type} is not available on this server.`);
  return gatherer(source.location, progress);
}

/** The analysis job: gather the document, import it, store a revision when it changed, tell the browser. */
export async function analyzeSource(deps: AnalyzeDeps, sourceId: string): Promise<void> {
  const source = await deps.db
    .selectFrom('doc_sources')
    .select(['id', 'user_id', 'type', 'location', 'name', 'pending_content', 'current_revision_id'])
    .where('id', '=', sourceId)
    .executeTakeFirst();
  if (!source) return;
  const started = performance.now();
  let report: DiscoveryReport['found'] = [];
  try {
    await setProgress(deps.db, sourceId, 'Reading the document');
    const gathered = await gather(deps, source);
    report = gathered.report;
    await setProgress(deps.db, sourceId, `Importing ${gathered.fileName}`);
    const result = importDocument(gathered.text, { fileName: gathered.fileName });
    if (!result.ok) throw new AnalysisError(result.error.message, report);
    const { operations, coverage } = catalogRows(result.catalog);
    const contentHash = createHash('sha256').update(gathered.text).digest('hex');
    const stored = await storeRevision(deps.db, {
      sourceId,
      userId: source.user_id,
      raw: gathered.text,
      contentHash,
      fileName: gathered.fileName,
      catalog: result.catalog,
      operations,
      coverage,
      report: { found: report },
      ...(source.type !== 'uploaded' && source.name === source.location && result.catalog.title
        ? { name: result.catalog.title }
        : {}),
    });
    deps.logger.info('source analysed', {
      sourceId,
      operations: operations.length,
      revision: stored.revision,
      changed: stored.changed,
      ms: Math.round(performance.now() - started),
    });
  } catch (error) {
    const reason =
      error instanceof AnalysisError || error instanceof FetchError
        ? error.message
        : 'The analysis failed unexpectedly. Try again, or upload the document as a file.';
    if (!(error instanceof AnalysisError || error instanceof FetchError))
      deps.logger.error('source analysis failed', { sourceId, error: (error as Error).message });
    await markFailed(deps.db, sourceId, reason, {
      found: error instanceof AnalysisError && error.report.length ? error.report : report,
    });
  }
  await deps.events.publish({ type: 'source.updated', userId: source.user_id, data: { sourceId } });
}
