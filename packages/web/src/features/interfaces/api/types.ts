import type {
  CatalogOperation,
  CompileProblem,
  InterfaceGraph,
  SourceSecret,
  ToolDefinition,
} from '@cartographer/core';

/** Response shapes of the REST contract (`/api/interfaces`, `/api/documentation`, `/api/assistant`). */

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
  /** Absolute `/mcp/{slug}` URL while published. */
  publishedUrl: string | null;
}

/** Masked secret values per `secretRef` (`••••last4`); the API never returns them in full. */
export type MaskedSecrets = Record<string, Partial<Record<keyof SourceSecret, string>>>;

export interface InterfaceDetail {
  interface: InterfaceSummary;
  graph: InterfaceGraph;
  version: number;
  secrets: MaskedSecrets;
}

export interface SavedInterface {
  interface: InterfaceSummary;
  version: number;
}

export interface VersionSummary {
  version: number;
  name: string;
  createdAt: string;
  createdBy: string;
  toolCount: number;
}

export interface CompileAnswer {
  tools: ToolDefinition[];
  problems: CompileProblem[];
}

export interface TestRun {
  ok: boolean;
  /** Null when the call failed before a request went upstream (bad arguments, missing secret). */
  request: { method: string; url: string; headers?: Record<string, string>; body?: unknown } | null;
  upstream: {
    status: number;
    headers?: Record<string, string>;
    contentType?: string | null;
    body: unknown;
    bytes: number;
    truncated?: boolean;
  } | null;
  result: {
    content?: { type: string; text?: string }[];
    structuredContent?: unknown;
    isError?: boolean;
  };
  /** The contract names transformMs; the server measures the whole gateway share as gatewayMs. */
  timings: { totalMs: number; upstreamMs: number; transformMs?: number; gatewayMs?: number };
  error: string | null;
}

export interface AccessKey {
  id: string;
  name: string;
  prefix: string;
  tools: string[] | null;
  readOnly: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface IssuedKey {
  key: AccessKey;
  /** Shown once; the server keeps only its hash. */
  secret: string;
}

export interface AssistantStatus {
  configured: boolean;
  provider: string | null;
  model: string | null;
}

export interface AssistantProposal {
  id: string;
  title: string;
  description: string;
  graph: InterfaceGraph;
}

export interface AssistantAnswer {
  reply: string;
  proposals: AssistantProposal[];
}

export interface DocSource {
  id: string;
  name: string;
  type: 'uploaded' | 'url' | 'repository' | 'wiki';
  status: 'analyzing' | 'complete' | 'error';
  error: string | null;
  location: string;
  format: string | null;
  apiCount: number;
  coverage: number;
  findingsCount: number;
  lastUpdated: string;
  revision: number;
  progress: string | null;
}

export interface OperationRow {
  id: string;
  sourceId: string;
  sourceName: string;
  key: string;
  name: string;
  method: string;
  path: string;
  summary: string | null;
  parameters: number;
  documentation: string;
  coverage: number;
  deprecated: boolean;
  tags: string[];
}

export interface OperationPage {
  total: number;
  items: OperationRow[];
}

export interface OperationDetail {
  operation: CatalogOperation;
  sourceId: string;
  sourceName: string;
  /** Base URLs the source document declares (present on the live server, not in the written contract). */
  servers?: string[];
}
