import type {
  CatalogOperation,
  Finding,
  NotificationPreferences,
  PlanId,
  SurveyAnswers,
} from '@cartographer/core';
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

export type SourceType = 'uploaded' | 'url' | 'repository' | 'wiki';
export type SourceStatus = 'analyzing' | 'complete' | 'error';
export interface DiscoveryReport {
  found: { what: string; where: string }[];
}

export interface DocSourceTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  type: SourceType;
  location: string;
  status: SourceStatus;
  error: string | null;
  progress: string | null;
  format: string | null;
  api_count: Generated<number>;
  coverage: ColumnType<string, number | string | undefined, number | string>;
  findings: JSONColumnType<Finding[], string | undefined, string>;
  report: JSONColumnType<DiscoveryReport, string | undefined, string>;
  pending_content: string | null;
  current_revision_id: string | null;
  revision: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocRevisionTable {
  id: Generated<string>;
  source_id: string;
  user_id: string;
  revision: number;
  content_hash: string;
  file_name: string | null;
  raw: string;
  catalog: JSONColumnType<import('@cartographer/core').Catalog, string, string>;
  api_count: number;
  created_at: Timestamp;
}

export interface ApiOperationTable {
  id: Generated<string>;
  user_id: string;
  source_id: string;
  revision_id: string;
  position: number;
  key: string;
  name: string;
  method: string;
  path: string;
  summary: string | null;
  tags: JSONColumnType<string[], string, string>;
  parameters: number;
  documentation: string;
  coverage: ColumnType<string, number | string, number | string>;
  deprecated: boolean;
  search_text: string;
  data: JSONColumnType<CatalogOperation, string, string>;
}

export interface InterfaceTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  slug: string;
  latest_version: Generated<number>;
  published_version: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InterfaceVersionTable {
  interface_id: string;
  version: number;
  graph: JSONColumnType<import('@cartographer/core').InterfaceGraph, string, string>;
  tool_count: number;
  kind: 'REST' | 'GraphQL';
  created_by: string;
  created_at: Timestamp;
}

export interface InterfaceSecretTable {
  interface_id: string;
  secret_ref: string;
  sealed: string;
  updated_at: Timestamp;
}

export interface AccessKeyTable {
  id: Generated<string>;
  interface_id: string;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  tools: JSONColumnType<string[] | null, string | null, string | null>;
  read_only: boolean;
  created_at: Timestamp;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface CallUsageTable {
  interface_id: string;
  key_id: string;
  tool: string;
  status: string;
  minute: Date;
  calls: number;
  total_latency_ms: number;
  max_latency_ms: number;
  bytes: ColumnType<string, number, number>;
}

export interface Database {
  interfaces: InterfaceTable;
  interface_versions: InterfaceVersionTable;
  interface_secrets: InterfaceSecretTable;
  access_keys: AccessKeyTable;
  call_usage: CallUsageTable;
  doc_sources: DocSourceTable;
  doc_revisions: DocRevisionTable;
  api_operations: ApiOperationTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  profiles: ProfileTable;
}
