import { type Kysely, sql } from 'kysely';

/**
 * Accounts: better-auth's tables (as its own migration generator emits them for the admin and
 * twoFactor plugins; its column names are camelCase) and our profile row per user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "user" (
      "id" uuid default gen_random_uuid() not null primary key,
      "name" text not null,
      "email" text not null unique,
      "emailVerified" boolean not null,
      "image" text,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz default current_timestamp not null,
      "role" text,
      "banned" boolean,
      "banReason" text,
      "banExpires" timestamptz,
      "twoFactorEnabled" boolean
    )`.execute(db);
  await sql`
    create table "session" (
      "id" uuid default gen_random_uuid() not null primary key,
      "expiresAt" timestamptz not null,
      "token" text not null unique,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz not null,
      "ipAddress" text,
      "userAgent" text,
      "userId" uuid not null references "user" ("id") on delete cascade,
      "impersonatedBy" text
    )`.execute(db);
  await sql`
    create table "account" (
      "id" uuid default gen_random_uuid() not null primary key,
      "accountId" text not null,
      "providerId" text not null,
      "userId" uuid not null references "user" ("id") on delete cascade,
      "accessToken" text,
      "refreshToken" text,
      "idToken" text,
      "accessTokenExpiresAt" timestamptz,
      "refreshTokenExpiresAt" timestamptz,
      "scope" text,
      "password" text,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz not null
    )`.execute(db);
  await sql`
    create table "verification" (
      "id" uuid default gen_random_uuid() not null primary key,
      "identifier" text not null,
      "value" text not null,
      "expiresAt" timestamptz not null,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz default current_timestamp not null
    )`.execute(db);
  await sql`
    create table "twoFactor" (
      "id" uuid default gen_random_uuid() not null primary key,
      "secret" text not null,
      "backupCodes" text not null,
      "userId" uuid not null references "user" ("id") on delete cascade,
      "verified" boolean,
      "failedVerificationCount" integer,
      "lockedUntil" timestamptz
    )`.execute(db);
  await sql`create index "session_userId_idx" on "session" ("userId")`.execute(db);
  await sql`create index "account_userId_idx" on "account" ("userId")`.execute(db);
  await sql`create index "verification_identifier_idx" on "verification" ("identifier")`.execute(db);
  await sql`create index "twoFactor_secret_idx" on "twoFactor" ("secret")`.execute(db);
  await sql`create index "twoFactor_userId_idx" on "twoFactor" ("userId")`.execute(db);

  await sql`
    create table profiles (
      user_id uuid primary key references "user" ("id") on delete cascade,
      company text not null,
      job_title text not null default '',
      phone text not null default '',
      plan text not null default 'pro' check (plan in ('starter', 'pro', 'enterprise')),
      trial_ends_at timestamptz,
      survey jsonb,
      preferences jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['profiles', 'twoFactor', 'verification', 'account', 'session', 'user']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
