import {
  authMessages,
  defaultNotificationPreferences,
  describeSurvey,
  type Me,
  type NotificationPreferences,
  type ProfileInput,
  type SignupData,
  trialDays,
} from '@cartographer/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Auth } from '../auth/auth.ts';
import { callAuth } from '../auth/call-auth.ts';

export interface AccountDeps {
  db: Kysely<Database>;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  notifyTo: string;
  now?: () => Date;
}

export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** Creates the user (better-auth hashes the password), their profile, and a session cookie. */
export async function signUp(deps: AccountDeps, data: SignupData, headers: Headers) {
  if (await findUserIdByEmail(deps.db, data.email)) {
    throw new AppError('CONFLICT', authMessages.emailTaken, { email: authMessages.emailTaken });
  }
  const answer = await callAuth<{ user?: { id: string } }>(() =>
    deps.auth.api.signUpEmail({
      body: { email: data.email, password: data.password, name: data.name },
      headers,
      asResponse: true,
    }),
  );
  if (!answer.ok || !answer.body.user) {
    if (answer.errorCode?.includes('ALREADY_EXISTS')) {
      throw new AppError('CONFLICT', authMessages.emailTaken, { email: authMessages.emailTaken });
    }
    if (answer.status === 400 || answer.status === 422) {
      throw new AppError(
        'VALIDATION_ERROR',
        (answer.body as { message?: string }).message ?? authMessages.signupFailed,
      );
    }
    throw new Error(`sign-up failed in the auth library: ${answer.status} ${answer.errorCode}`);
  }
  const userId = answer.body.user.id;
  const now = deps.now?.() ?? new Date();
  await deps.db
    .insertInto('profiles')
    .values({
      user_id: userId,
      company: data.company,
      plan: data.plan,
      trial_ends_at: new Date(now.getTime() + trialDays * 24 * 60 * 60 * 1000),
      survey: JSON.stringify(data.survey),
      preferences: JSON.stringify(defaultNotificationPreferences),
    })
    .execute();
  void sendSignupNotification(deps, data);
  return { userId, cookies: answer.cookies };
}

async function sendSignupNotification(deps: AccountDeps, data: SignupData) {
  const survey = describeSurvey(data.survey);
  const text = [
    `Name: ${data.name}`,
    `Email: ${data.email}`,
    `Company: ${data.company}`,
    `Plan: ${data.plan}`,
    '',
    `Biggest challenge: ${survey.challengeAnswer}`,
    `Criticality: ${survey.criticalityAnswer}`,
    `Current resource usage: ${survey.resourcesAnswer}`,
  ].join('\n');
  try {
    await deps.mailer.send({
      to: deps.notifyTo,
      subject: `New Cartographer sign-up: ${data.name} (${data.company})`,
      text,
    });
  } catch (error) {
    deps.logger.warn('signup notification email failed', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export async function getMe(db: Kysely<Database>, userId: string, now = new Date()): Promise<Me> {
  const row = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select([
      'user.id',
      'user.email',
      'user.name',
      'user.role',
      'user.twoFactorEnabled',
      'user.createdAt',
      'profiles.company',
      'profiles.job_title',
      'profiles.phone',
      'profiles.plan',
      'profiles.trial_ends_at',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  const trialEndsAt = row.trial_ends_at ? new Date(row.trial_ends_at) : null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company: row.company ?? '',
    jobTitle: row.job_title ?? '',
    phone: row.phone ?? '',
    role: row.role === 'admin' ? 'admin' : 'user',
    plan: row.plan ?? 'pro',
    trialEndsAt: trialEndsAt?.toISOString() ?? null,
    subscriptionStatus: trialEndsAt && trialEndsAt > now ? 'trialing' : 'none',
    twoFactorEnabled: row.twoFactorEnabled === true,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  input: ProfileInput & { email: string; name: string; company: string },
) {
  const owner = await findUserIdByEmail(db, input.email);
  if (owner && owner !== userId) {
    throw new AppError('CONFLICT', 'Another account already uses this email.', {
      email: 'Another account already uses this email.',
    });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user')
      .set({ name: input.name, email: input.email, updatedAt: new Date() })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('profiles')
      .set({
        company: input.company,
        job_title: input.jobTitle ?? '',
        phone: input.phone ?? '',
        updated_at: new Date(),
      })
      .where('user_id', '=', userId)
      .execute();
  });
}

export async function getPreferences(db: Kysely<Database>, userId: string): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('profiles')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { ...defaultNotificationPreferences, ...(row?.preferences ?? {}) };
}

export async function savePreferences(
  db: Kysely<Database>,
  userId: string,
  preferences: NotificationPreferences,
) {
  await db
    .updateTable('profiles')
    .set({ preferences: JSON.stringify(preferences), updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
  return preferences;
}
