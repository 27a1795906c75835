import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export interface AccessKeyView {
  id: string;
  name: string;
  prefix: string;
  tools: string[] | null;
  readOnly: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export const hashKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

function newSecret(): string {
  return `ctg_${randomBytes(24).toString('base64url')}`;
}

function view(row: {
  id: string;
  name: string;
  prefix: string;
  tools: string[] | null;
  read_only: boolean;
  created_at: Date | string;
  last_used_at: Date | null;
  revoked_at: Date | null;
}): AccessKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    tools: row.tools,
    readOnly: row.read_only,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  };
}

const columns = [
  'id',
  'name',
  'prefix',
  'tools',
  'read_only',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

export async function listKeys(
  db: Kysely<Database>,
  userId: string,
  interfaceId: string,
): Promise<AccessKeyView[]> {
  const rows = await db
    .selectFrom('access_keys')
    .select(columns)
    .where('interface_id', '=', interfaceId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(view);
}

/** Creates a key; the secret is returned this once and only its hash is kept. */
export async function createKey(
  db: Kysely<Database>,
  input: {
    userId: string;
    interfaceId: string;
    name: string;
    tools?: string[] | null;
    readOnly?: boolean;
    secret?: string;
  },
): Promise<{ key: AccessKeyView; secret: string }> {
  const secret = input.secret ?? newSecret();
  const row = await db
    .insertInto('access_keys')
    .values({
      interface_id: input.interfaceId,
      user_id: input.userId,
      name: input.name,
      prefix: secret.slice(0, 10),
      key_hash: hashKey(secret),
      tools: input.tools ? JSON.stringify(input.tools) : null,
      read_only: input.readOnly ?? false,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return { key: view(row), secret };
}

export async function revokeKey(db: Kysely<Database>, userId: string, interfaceId: string, keyId: string) {
  const result = await db
    .updateTable('access_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', keyId)
    .where('interface_id', '=', interfaceId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new AppError('NOT_FOUND', 'That access key does not exist or is already revoked.');
}

/** Revokes a key and issues a new one with the same name and limits. */
export async function rotateKey(db: Kysely<Database>, userId: string, interfaceId: string, keyId: string) {
  const old = await db
    .selectFrom('access_keys')
    .select(['name', 'tools', 'read_only'])
    .where('id', '=', keyId)
    .where('interface_id', '=', interfaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!old) throw new AppError('NOT_FOUND', 'That access key does not exist.');
  await revokeKey(db, userId, interfaceId, keyId);
  return createKey(db, { userId, interfaceId, name: old.name, tools: old.tools, readOnly: old.read_only });
}
