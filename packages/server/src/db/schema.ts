import type { NotificationPreferences, PlanId, SurveyAnswers } from '@cartographer/core';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's user table (camelCase columns are its own). */
export interface UserTable {
  id: Generated<string>;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
  twoFactorEnabled: boolean | null;
}

export interface SessionTable {
  id: Generated<string>;
  expiresAt: Date;
  token: string;
  createdAt: Timestamp;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: Generated<string>;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Date;
}

export interface ProfileTable {
  user_id: string;
  company: string;
  job_title: Generated<string>;
  phone: Generated<string>;
  plan: Generated<PlanId>;
  trial_ends_at: Date | null;
  survey: JSONColumnType<SurveyAnswers | null, string | null, string | null>;
  preferences: JSONColumnType<NotificationPreferences, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  profiles: ProfileTable;
}
