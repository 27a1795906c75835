import type { SourceSecret } from '@cartographer/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { maskSecret, type SecretBox } from '../../lib/secret-box.ts';

const secretFields = ['apiKey', 'bearerToken', 'password', 'clientSecret'] as const;

export async function readSecrets(
  db: Kysely<Database>,
  box: SecretBox,
  interfaceId: string,
): Promise<Record<string, SourceSecret>> {
  const rows = await db
    .selectFrom('interface_secrets')
    .select(['secret_ref', 'sealed'])
    .where('interface_id', '=', interfaceId)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.secret_ref, JSON.parse(box.open(row.sealed)) as SourceSecret]),
  );
}

export function maskSecrets(secrets: Record<string, SourceSecret>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(secrets).map(([ref, secret]) => [
      ref,
      Object.fromEntries(
        secretFields.filter((field) => secret[field]).map((field) => [field, maskSecret(secret[field]!)]),
      ),
    ]),
  );
}

/** Merges the given fields into the stored secret (an empty string removes a field) and seals it again. */
export async function writeSecret(
  db: Kysely<Database>,
  box: SecretBox,
  interfaceId: string,
  ref: string,
  update: Partial<Record<(typeof secretFields)[number], string>>,
) {
  const current = (await readSecrets(db, box, interfaceId))[ref] ?? {};
  const next: SourceSecret = { ...current };
  for (const field of secretFields) {
    const value = update[field];
    if (value === undefined) continue;
    if (value === '') delete next[field];
    else next[field] = value;
  }
  const sealed = box.seal(JSON.stringify(next));
  await db
    .insertInto('interface_secrets')
    .values({ interface_id: interfaceId, secret_ref: ref, sealed })
    .onConflict((oc) =>
      oc.columns(['interface_id', 'secret_ref']).doUpdateSet({ sealed, updated_at: new Date() }),
    )
    .execute();
}
