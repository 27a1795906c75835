import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { detectFormat, type SourceFormat } from '@cartographer/core';
import { FetchError } from '../../../lib/safe-fetch.ts';
import { cloneRepository } from './repository-clone.ts';
import { checkFolder, parseRepositoryTarget, resolveGitHost } from './repository-target.ts';
import { type CandidateFile, listCandidateFiles } from './repository-walk.ts';
import { type ExtractedRoute, extractRoutes } from './route-extractors.ts';

export interface RepositoryDocument {
  /** Relative to the repository root, `/`-separated. */
  path: string;
  text: string;
  format: SourceFormat;
}

export interface RepositoryScan {
  documents: RepositoryDocument[];
  routes: ExtractedRoute[];
  /** What was found or skipped, and where: shown to the user as the discovery report. */
  report: { what: string; where: string }[];
}

export interface RepositoryScanOptions {
  /** Folder under which the temporary clone is made (and removed afterwards). */
  workDir: string;
  /** Whether a folder path on this server may be scanned (otherwise only git URLs). */
  allowLocalPaths: boolean;
  /** Private ranges are allowed by default for self-hosting, like every outbound call. */
  allowPrivateNetworks?: boolean;
  signal?: AbortSignal;
  onProgress?(message: string): void;
  limits?: Partial<ScanLimits>;
}

export interface ScanLimits {
  maxFiles: number;
  maxRoutes: number;
  maxTotalBytes: number;
  maxFileBytes: number;
  cloneTimeoutMs: number;
  maxCloneBytes: number;
}

export const defaultScanLimits: ScanLimits = {
  maxFiles: 5_000,
  maxRoutes: 5_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxFileBytes: 5 * 1024 * 1024,
  cloneTimeoutMs: 60_000,
  maxCloneBytes: 500 * 1024 * 1024,
};

const formatNames: Record<SourceFormat, string> = {
  'openapi-3.1': 'OpenAPI 3.1 document',
  'openapi-3.0': 'OpenAPI 3.0 document',
  'swagger-2.0': 'Swagger 2.0 document',
  'postman-2.0': 'Postman collection (v2.0)',
  'postman-2.1': 'Postman collection (v2.1)',
  'graphql-sdl': 'GraphQL schema (SDL)',
  'graphql-introspection': 'GraphQL introspection result',
  'wsdl-1.1': 'WSDL 1.1 description',
  wadl: 'WADL description',
  markdown: 'Markdown endpoint list',
  text: 'text endpoint list',
};

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Whether a JSON/YAML/XML/GraphQL file is worth handing to the format detector. */
function mayBeDescription(file: CandidateFile, text: string): boolean {
  const name = path.posix.basename(file.path).toLowerCase();
  const head = text.slice(0, 4_096);
  if (/\.(graphqls?|gql)$/.test(name))
    return /^\s*(extend\s+)?(type|schema|input|interface|enum|scalar|union)\s/m.test(text);
  if (/\.(xml|wsdl|wadl)$/.test(name)) return /wsdl|wadl|<(\w+:)?(definitions|application)\b/i.test(head);
  if (/openapi|swagger|postman|api|spec|collection|schema/.test(name)) return true;
  return /["']?(openapi|swagger)["']?\s*:|_postman_id|schema\.getpostman\.com|__schema/.test(head);
}

/** Reads the candidate files within the limits, collecting descriptions and routes. */
async function scanFiles(
  root: string,
  limits: ScanLimits,
  options: RepositoryScanOptions,
  scan: RepositoryScan,
): Promise<void> {
  const listed = await listCandidateFiles(root);
  if (listed.truncated) scan.report.push({ what: listed.truncated, where: 'repository' });
  let filesRead = 0;
  let bytesRead = 0;
  for (const file of listed.files) {
    if (options.signal?.aborted) throw new FetchError('The scan was cancelled.');
    if (filesRead >= limits.maxFiles) {
      scan.report.push({
        what: `Stopped after reading ${limits.maxFiles.toLocaleString('en-US')} files; the rest were not read`,
        where: file.path,
      });
      break;
    }
    const size = (await stat(file.absolute).catch(() => null))?.size ?? 0;
    if (size > limits.maxFileBytes) {
      scan.report.push({
        what: `Skipped: file larger than ${megabytes(limits.maxFileBytes)}`,
        where: file.path,
      });
      continue;
    }
    if (bytesRead + size > limits.maxTotalBytes) {
      scan.report.push({
        what: `Stopped after reading ${megabytes(limits.maxTotalBytes)}; the rest were not read`,
        where: file.path,
      });
      break;
    }
    filesRead++;
    bytesRead += size;
    if (filesRead % 500 === 0) options.onProgress?.(`Read ${filesRead} files`);
    const text = await readFile(file.absolute, 'utf8');
    if (file.description && mayBeDescription(file, text)) {
      const format = detectFormat(text, path.posix.basename(file.path));
      if (format && format !== 'markdown' && format !== 'text') {
        scan.documents.push({ path: file.path, text, format });
        scan.report.push({ what: formatNames[format], where: file.path });
      }
    }
    if (file.source && scan.routes.length < limits.maxRoutes) {
      const routes = extractRoutes(file.path, text).slice(0, limits.maxRoutes - scan.routes.length);
      scan.routes.push(...routes);
      const byFramework = new Map<string, number>();
      for (const route of routes)
        byFramework.set(route.framework, (byFramework.get(route.framework) ?? 0) + 1);
      for (const [framework, count] of byFramework) {
        scan.report.push({ what: `${count} ${framework} route${count === 1 ? '' : 's'}`, where: file.path });
      }
      if (scan.routes.length >= limits.maxRoutes) {
        scan.report.push({
          what: `Stopped collecting routes after ${limits.maxRoutes.toLocaleString('en-US')}`,
          where: file.path,
        });
      }
    }
  }
}

/**
 * Finds API description files and route declarations in a repository: a public http(s) git URL
 * (shallow-cloned into a temporary folder under `workDir`, removed afterwards) or, when allowed, a
 * folder on this server. Refusals and failures are FetchErrors with the user-facing reason.
 */
export async function scanRepository(
  target: string,
  options: RepositoryScanOptions,
): Promise<RepositoryScan> {
  const limits = { ...defaultScanLimits, ...options.limits };
  const parsed = parseRepositoryTarget(target, options.allowLocalPaths);
  const scan: RepositoryScan = { documents: [], routes: [], report: [] };
  if (parsed.kind === 'folder') {
    await checkFolder(parsed.path);
    options.onProgress?.(`Reading ${parsed.path}`);
    await scanFiles(parsed.path, limits, options, scan);
  } else {
    const pinned = await resolveGitHost(parsed.url, options.allowPrivateNetworks ?? true);
    await mkdir(options.workDir, { recursive: true });
    const temporary = await mkdtemp(path.join(options.workDir, 'repository-'));
    try {
      const checkout = path.join(temporary, 'checkout');
      options.onProgress?.(`Cloning ${parsed.url}`);
      await cloneRepository(parsed.url, checkout, {
        pinned,
        timeoutMs: limits.cloneTimeoutMs,
        maxBytes: limits.maxCloneBytes,
        ...(options.signal && { signal: options.signal }),
        ...(options.onProgress && { onProgress: options.onProgress }),
      });
      scan.report.push({ what: 'Cloned (latest commit of the default branch)', where: parsed.url });
      options.onProgress?.('Looking for API descriptions and routes');
      await scanFiles(checkout, limits, options, scan);
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
  }
  if (scan.documents.length === 0 && scan.routes.length === 0) {
    scan.report.push({ what: 'No API description files or route declarations were found', where: target });
  }
  return scan;
}
