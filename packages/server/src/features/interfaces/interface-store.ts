import { randomBytes } from 'node:crypto';
import {
  type Catalog,
  compileInterface,
  defaultInterfaceName,
  type InterfaceGraph,
  interfaceGraphSchema,
  outputNodeId,
  outputNodePosition,
} from '@cartographer/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export interface InterfaceSummary {
  id: string;
  name: string;
  slug: string;
  type: 'REST' | 'GraphQL';
  status: 'draft' | 'published';
  updatedAt: string;
  toolCount: number;
  latestVersion: number;
  publishedVersion: number | null;
  publishedUrl: string | null;
}

export function emptyGraph(name = defaultInterfaceName): InterfaceGraph {
  return {
    name,
    nodes: [
      {
        id: outputNodeId,
        type: 'output',
        position: { ...outputNodePosition },
        data: { label: 'MCP Output', description: 'What the AI receives', outputs: [] },
      },
    ],
    edges: [],
  };
}

export function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return base || 'interface';
}

/** The graph, validated against the saved-document schema; the message names what is wrong. */
export function parseGraph(value: unknown): InterfaceGraph {
  const result = interfaceGraphSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError(
      'VALIDATION_ERROR',
      `The interface graph is not valid: ${issue?.path.join('.') || 'graph'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return result.data as InterfaceGraph;
}

/** Catalogues of the documentation sources a graph links to, read from the owner's current revisions only. */
export async function loadCatalogs(
  db: Kysely<Database>,
  userId: string,
  graph: InterfaceGraph,
): Promise<Record<string, Catalog>> {
  const ids = [
    ...new Set(
      graph.nodes.flatMap((node) =>
        node.type === 'apiSource' && node.data.catalogSourceId ? [node.data.catalogSourceId] : [],
      ),
    ),
  ];
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom('doc_sources as s')
    .innerJoin('doc_revisions as r', 'r.id', 's.current_revision_id')
    .select(['s.id', 'r.catalog'])
    .where('s.user_id', '=', userId)
    .where('s.id', 'in', ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.catalog as Catalog]));
}

export async function compileForUser(db: Kysely<Database>, userId: string, graph: InterfaceGraph) {
  return compileInterface(graph, await loadCatalogs(db, userId, graph));
}

function kindOf(tools: ReturnType<typeof compileInterface>['tools']): 'REST' | 'GraphQL' {
  return tools.length > 0 && tools.every((tool) => tool.binding.graphql !== undefined) ? 'GraphQL' : 'REST';
}

const summaryColumns = [
  'i.id',
  'i.name',
  'i.slug',
  'i.updated_at',
  'i.latest_version',
  'i.published_version',
  'v.tool_count',
  'v.kind',
] as const;

function toSummary(
  row: {
    id: string;
    name: string;
    slug: string;
    updated_at: Date | string;
    latest_version: number;
    published_version: number | null;
    tool_count: number | null;
    kind: 'REST' | 'GraphQL' | null;
  },
  publicUrl: string,
): InterfaceSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.kind ?? 'REST',
    status: row.published_version === null ? 'draft' : 'published',
    updatedAt: new Date(row.updated_at).toISOString(),
    toolCount: row.tool_count ?? 0,
    latestVersion: row.latest_version,
    publishedVersion: row.published_version,
    publishedUrl: row.published_version === null ? null : `${publicUrl}/mcp/${row.slug}`,
  };
}

function summaries(db: Kysely<Database>) {
  return db
    .selectFrom('interfaces as i')
    .leftJoin('interface_versions as v', (join) =>
      join.onRef('v.interface_id', '=', 'i.id').onRef('v.version', '=', 'i.latest_version'),
    )
    .select(summaryColumns);
}

export async function listInterfaces(db: Kysely<Database>, userId: string, publicUrl: string) {
  const rows = await summaries(db).where('i.user_id', '=', userId).orderBy('i.updated_at', 'desc').execute();
  return rows.map((row) => toSummary(row, publicUrl));
}

export async function findInterface(db: Kysely<Database>, userId: string, id: string, publicUrl: string) {
  const row = await summaries(db).where('i.user_id', '=', userId).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'That interface does not exist.');
  return toSummary(row, publicUrl);
}

async function uniqueSlug(db: Kysely<Database>, name: string, wanted?: string): Promise<string> {
  const base = wanted ?? slugify(name);
  const taken = await db.selectFrom('interfaces').select('id').where('slug', '=', base).executeTakeFirst();
  if (!taken) return base;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** Saves a graph as the interface's next version. */
export async function saveVersion(
  db: Kysely<Database>,
  userId: string,
  id: string,
  graph: InterfaceGraph,
  createdBy: string,
): Promise<number> {
  const compiled = await compileForUser(db, userId, graph);
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('interfaces')
      .select('latest_version')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', 'That interface does not exist.');
    const version = current.latest_version + 1;
    await trx
      .insertInto('interface_versions')
      .values({
        interface_id: id,
        version,
        graph: JSON.stringify(graph),
        tool_count: compiled.tools.length,
        kind: kindOf(compiled.tools),
        created_by: createdBy,
      })
      .execute();
    await trx
      .updateTable('interfaces')
      .set({ latest_version: version, name: graph.name, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return version;
  });
}

export async function createInterface(
  db: Kysely<Database>,
  input: { userId: string; createdBy: string; name?: string; graph?: InterfaceGraph; slug?: string },
): Promise<string> {
  const graph = input.graph ?? emptyGraph(input.name?.trim() || defaultInterfaceName);
  const slug = await uniqueSlug(db, graph.name, input.slug);
  const { id } = await db
    .insertInto('interfaces')
    .values({ user_id: input.userId, name: graph.name, slug, published_version: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await saveVersion(db, input.userId, id, graph, input.createdBy);
  return id;
}

export async function getVersion(db: Kysely<Database>, userId: string, id: string, version?: number) {
  const row = await db
    .selectFrom('interface_versions as v')
    .innerJoin('interfaces as i', 'i.id', 'v.interface_id')
    .select(['v.graph', 'v.version'])
    .where('i.user_id', '=', userId)
    .where('i.id', '=', id)
    .where((eb) =>
      version === undefined
        ? eb('v.version', '=', eb.ref('i.latest_version'))
        : eb('v.version', '=', version),
    )
    .executeTakeFirst();
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      version === undefined ? 'That interface does not exist.' : `Version ${version} does not exist.`,
    );
  return { graph: row.graph as InterfaceGraph, version: row.version };
}

export async function listVersions(db: Kysely<Database>, userId: string, id: string) {
  await assertOwner(db, userId, id);
  const rows = await db
    .selectFrom('interface_versions')
    .select(['version', 'tool_count', 'created_at', 'created_by', 'graph'])
    .where('interface_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    name: (row.graph as InterfaceGraph).name,
    toolCount: row.tool_count,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function assertOwner(db: Kysely<Database>, userId: string, id: string) {
  const row = await db
    .selectFrom('interfaces')
    .select(['id', 'slug'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'That interface does not exist.');
  return row;
}

export async function setPublished(db: Kysely<Database>, userId: string, id: string, version: number | null) {
  await assertOwner(db, userId, id);
  if (version !== null) await getVersion(db, userId, id, version);
  await db
    .updateTable('interfaces')
    .set({ published_version: version, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteInterface(db: Kysely<Database>, userId: string, id: string) {
  const result = await db
    .deleteFrom('interfaces')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', 'That interface does not exist.');
}
