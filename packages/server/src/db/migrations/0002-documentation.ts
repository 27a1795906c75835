import { type Kysely, sql } from 'kysely';

/** Documentation sources, their stored revisions (raw document + catalogue), and the operations of the current one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table doc_sources (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      name text not null,
      type text not null check (type in ('uploaded', 'url', 'repository', 'wiki')),
      location text not null,
      status text not null check (status in ('analyzing', 'complete', 'error')),
      error text,
      progress text,
      format text,
      api_count integer not null default 0,
      coverage numeric(5, 1) not null default 0,
      findings jsonb not null default '[]',
      report jsonb not null default '{"found": []}',
      pending_content text,
      current_revision_id uuid,
      revision integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index doc_sources_user_idx on doc_sources (user_id, updated_at desc)`.execute(db);
  await sql`
    create table doc_revisions (
      id uuid primary key default gen_random_uuid(),
      source_id uuid not null references doc_sources (id) on delete cascade,
      user_id uuid not null references "user" ("id") on delete cascade,
      revision integer not null,
      content_hash text not null,
      file_name text,
      raw text not null,
      catalog jsonb not null,
      api_count integer not null,
      created_at timestamptz not null default now(),
      unique (source_id, revision)
    )`.execute(db);
  await sql`create index doc_revisions_hash_idx on doc_revisions (source_id, content_hash)`.execute(db);
  await sql`
    create table api_operations (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      source_id uuid not null references doc_sources (id) on delete cascade,
      revision_id uuid not null references doc_revisions (id) on delete cascade,
      position integer not null,
      key text not null,
      name text not null,
      method text not null,
      path text not null,
      summary text,
      tags jsonb not null default '[]',
      parameters integer not null,
      documentation text not null,
      coverage numeric(5, 1) not null,
      deprecated boolean not null default false,
      search_text text not null,
      data jsonb not null
    )`.execute(db);
  await sql`create index api_operations_user_idx on api_operations (user_id, source_id, position)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists api_operations`.execute(db);
  await sql`drop table if exists doc_revisions`.execute(db);
  await sql`drop table if exists doc_sources`.execute(db);
}
