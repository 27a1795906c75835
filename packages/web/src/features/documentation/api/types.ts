import type {
  CatalogOperation,
  CoverageChecks,
  DocumentationLevel,
  Finding,
  JsonSchema,
} from '@cartographer/core';

/** Every documentation query starts with this key, so one invalidation refreshes the page. */
export const documentationQueryKey = ['documentation'] as const;

export type SourceType = 'uploaded' | 'url' | 'repository' | 'wiki';
export type SourceStatus = 'analyzing' | 'complete' | 'error';
export type DiscoverKind = Exclude<SourceType, 'uploaded'>;

/** A document source as `GET /api/documentation/sources` returns it. */
export interface Source {
  id: string;
  name: string;
  type: SourceType;
  status: SourceStatus;
  error: string | null;
  /** File name, URL or repository. */
  location: string;
  /** 'openapi-3.1', 'graphql-sdl', ... once analysed. */
  format: string | null;
  apiCount: number;
  /** 0-100, one decimal. */
  coverage: number;
  findingsCount: number;
  /** ISO date-time. */
  lastUpdated: string;
  revision: number;
  progress: string | null;
}

export interface SourceRevision {
  revision: number;
  contentHash: string;
  createdAt: string;
  apiCount: number;
  fileName?: string | null;
}

export interface SourceDetail {
  source: Source;
  findings: Finding[];
  report: { found: { what: string; where: string }[] };
  revisions: SourceRevision[];
}

/** One row of `GET /api/documentation/operations`. */
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
  documentation: DocumentationLevel;
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
  coverage: { checks: CoverageChecks; score: number; level: DocumentationLevel };
  sourceId: string;
  sourceName: string;
  /** Named schemas the operation references, transitively, by name. */
  schemas: Record<string, JsonSchema>;
}
