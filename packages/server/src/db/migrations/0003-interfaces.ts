import { type Kysely, sql } from 'kysely';

/** MCP interfaces: versioned graphs, encrypted upstream secrets, access keys, and call usage. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table interfaces (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      name text not null,
      slug text not null unique,
      latest_version integer not null default 0,
      published_version integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index interfaces_user_idx on interfaces (user_id, updated_at desc)`.execute(db);
  await sql`
    create table interface_versions (
      interface_id uuid not null references interfaces (id) on delete cascade,
      version integer not null,
      graph jsonb not null,
      tool_count integer not null default 0,
      kind text not null default 'REST',
      created_by text not null,
      created_at timestamptz not null default now(),
      primary key (interface_id, version)
    )`.execute(db);
  await sql`
    create table interface_secrets (
      interface_id uuid not null references interfaces (id) on delete cascade,
      secret_ref text not null,
      sealed text not null,
      updated_at timestamptz not null default now(),
      primary key (interface_id, secret_ref)
    )`.execute(db);
  await sql`
    create table access_keys (
      id uuid primary key default gen_random_uuid(),
      interface_id uuid not null references interfaces (id) on delete cascade,
      user_id uuid not null references "user" ("id") on delete cascade,
      name text not null,
      prefix text not null,
      key_hash text not null unique,
      tools jsonb,
      read_only boolean not null default false,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index access_keys_interface_idx on access_keys (interface_id)`.execute(db);
  await sql`
    create table call_usage (
      interface_id uuid not null references interfaces (id) on delete cascade,
      key_id uuid not null,
      tool text not null,
      status text not null,
      minute timestamptz not null,
      calls integer not null,
      total_latency_ms double precision not null,
      max_latency_ms double precision not null,
      bytes bigint not null,
      primary key (interface_id, key_id, tool, status, minute)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'call_usage',
    'access_keys',
    'interface_secrets',
    'interface_versions',
    'interfaces',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
