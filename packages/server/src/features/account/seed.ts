import { defaultNotificationPreferences, type PlanId, trialDays } from '@cartographer/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Auth } from '../auth/auth.ts';
import { callAuth } from '../auth/call-auth.ts';
import { findUserIdByEmail } from './service.ts';

/** The demo account the sign-in page shows. A local product, so its password is public by design. */
export const demoAccount = {
  email: 'demo@cartographer.dev',
  password: 'cartographer-demo',
  name: 'Demo User',
  company: 'Demo Outfitters',
};

export interface SeedOptions {
  db: Kysely<Database>;
  auth: Auth;
  logger: Logger;
  admin: { email: string; password?: string };
  /** Called with the admin password when one was generated, so main can print it once. */
  onAdminPasswordGenerated?: (password: string) => void;
}

interface SeedAccount {
  email: string;
  password: string;
  name: string;
  company: string;
  plan: PlanId;
  role: 'user' | 'admin';
}

async function ensureAccount(
  options: SeedOptions,
  account: SeedAccount,
): Promise<{ id: string; created: boolean }> {
  const existing = await findUserIdByEmail(options.db, account.email);
  if (existing) return { id: existing, created: false };
  const answer = await callAuth<{ user?: { id: string } }>(() =>
    options.auth.api.signUpEmail({
      body: { email: account.email, password: account.password, name: account.name },
      asResponse: true,
    }),
  );
  const id = answer.body.user?.id;
  if (!answer.ok || !id)
    throw new Error(
      `Could not create the seeded account ${account.email}: ${answer.status} ${answer.errorCode}`,
    );
  await options.db
    .updateTable('user')
    .set({ role: account.role, emailVerified: true })
    .where('id', '=', id)
    .execute();
  await options.db
    .insertInto('profiles')
    .values({
      user_id: id,
      company: account.company,
      plan: account.plan,
      trial_ends_at: new Date(Date.now() + trialDays * 24 * 60 * 60 * 1000),
      survey: null,
      preferences: JSON.stringify(defaultNotificationPreferences),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return { id, created: true };
}

/** Creates the demo user and the admin on first start; later starts find them and do nothing. */
export async function seedAccounts(
  options: SeedOptions,
): Promise<{ demoUserId: string; adminUserId: string; demoCreated: boolean }> {
  const demo = await ensureAccount(options, { ...demoAccount, plan: 'pro', role: 'user' });
  const generated = options.admin.password ? undefined : cryptoPassword();
  const admin = await ensureAccount(options, {
    email: options.admin.email,
    password: options.admin.password ?? generated!,
    name: 'Administrator',
    company: 'Cartographer',
    plan: 'enterprise',
    role: 'admin',
  });
  if (admin.created && generated) options.onAdminPasswordGenerated?.(generated);
  if (demo.created) options.logger.info('seeded demo account', { email: demoAccount.email });
  return { demoUserId: demo.id, adminUserId: admin.id, demoCreated: demo.created };
}

function cryptoPassword(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64url');
}
