import { detectFormat, type SourceFormat } from '@cartographer/core';
import { FetchError, type SafeResponse, safeFetch } from '../../../lib/safe-fetch.ts';
import { endpointMentions, pageBlocks, pageLinks, stripNonContent, type TextBlock } from './docs-html.ts';
import { type EndpointEntry, endpointListMarkdown } from './route-markdown.ts';
import { normalizeRoutePath } from './route-path.ts';

export interface DocsCrawlOptions {
  fetch?: typeof safeFetch;
  /** HTML pages read at most (default 30). */
  maxPages?: number;
  /** Links followed from the start page at most this deep (default 3). */
  maxDepth?: number;
  /** Linked API documents fetched at most (default 10). */
  maxDocuments?: number;
  /** Size limit of one page (default 2 MB); API documents may be up to 25 MB. */
  maxPageBytes?: number;
  /** Bytes read over the whole crawl (default 40 MB). */
  maxTotalBytes?: number;
  /** Time for the whole crawl (default 120 s). */
  maxDurationMs?: number;
  signal?: AbortSignal;
  onProgress?(message: string): void;
}

export interface DocsCrawl {
  documents: { url: string; text: string; format: SourceFormat }[];
  /** Endpoint mentions as Markdown the importer reads; empty when the pages mention none. */
  markdown: string;
  report: { what: string; where: string }[];
}

const documentPath = /\.(json|ya?ml|graphqls?|gql|xml|wsdl|wadl)$/i;
const notPages =
  /\.(png|jpe?g|gif|svg|webp|ico|css|js|mjs|map|pdf|zip|gz|tgz|tar|woff2?|ttf|eot|otf|mp[34]|webm|mov|avi|exe|dmg|jar)$/i;
const megabyte = 1024 * 1024;
/** More mentions than any real API has operations: a page listing more is not documentation. */
const maxMentions = 5_000;

function isHtml(response: SafeResponse): boolean {
  return (
    /html/i.test(response.headers['content-type'] ?? '') ||
    /^\s*<(!doctype html|html|head|body)\b/i.test(response.text.slice(0, 500))
  );
}

function fileNameOf(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? 'index';
}

/** The folder pages must stay in: `/docs/` for `/docs`, `/docs/` or `/docs/index.html`. */
function pathPrefix(start: URL): string {
  const path = start.pathname;
  if (path.endsWith('/')) return path;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') ? path.slice(0, path.lastIndexOf('/') + 1) : `${path}/`;
}

function mentionEntries(blocks: TextBlock[], where: string): EndpointEntry[] {
  return endpointMentions(blocks).map((found) => {
    const origin = /^https?:\/\/[^/]+/i.exec(found.target)?.[0] ?? '';
    const path = normalizeRoutePath(found.target.slice(origin.length).split(/[?#]/)[0]!);
    return {
      method: found.method,
      path: `${origin}${path}`,
      ...(found.description && { description: found.description }),
      where: [where],
    };
  });
}

/** API documents whose names say so are fetched before other JSON/YAML links. */
function documentPriority(url: string): number {
  return /openapi|swagger|api|spec|schema|collection|graphql|wsdl|wadl/i.test(fileNameOf(url)) ? 0 : 1;
}

/**
 * Reads a documentation site breadth-first: same-origin pages under the start page's folder,
 * bounded in pages, depth, bytes and time. Collects linked API documents (same origin only) and
 * endpoint mentions from page text. Never leaves the site's origin; every skip is reported.
 */
export async function crawlDocsSite(startUrl: string, options: DocsCrawlOptions = {}): Promise<DocsCrawl> {
  const fetchUrl = options.fetch ?? safeFetch;
  const maxPages = options.maxPages ?? 30;
  const maxDepth = options.maxDepth ?? 3;
  const maxDocuments = options.maxDocuments ?? 10;
  const maxPageBytes = options.maxPageBytes ?? 2 * megabyte;
  const maxTotalBytes = options.maxTotalBytes ?? 40 * megabyte;
  const deadline = Date.now() + (options.maxDurationMs ?? 120_000);
  let start: URL;
  try {
    start = new URL(startUrl);
  } catch {
    throw new FetchError(`"${startUrl}" is not a valid URL.`);
  }
  if (start.protocol !== 'http:' && start.protocol !== 'https:')
    throw new FetchError(`Only http and https sites can be read, not ${start.protocol}`);
  start.hash = '';
  const origin = start.origin;
  const prefix = pathPrefix(start);
  const inFolder = (url: URL) => url.pathname.startsWith(prefix) || `${url.pathname}/` === prefix;

  const result: DocsCrawl = { documents: [], markdown: '', report: [] };
  const entries: EndpointEntry[] = [];
  const seen = new Set<string>([start.href]);
  const queue: { url: string; depth: number }[] = [{ url: start.href, depth: 0 }];
  const documentLinks: string[] = [];
  const offSite = new Set<string>();
  let pagesRead = 0;
  let bytesRead = 0;
  let stoppedBy: string | undefined;

  const budgetLeft = (): boolean => {
    if (options.signal?.aborted) throw new FetchError('The crawl was cancelled.');
    if (Date.now() > deadline)
      stoppedBy ??= `Stopped: the time for reading the site (${Math.round((options.maxDurationMs ?? 120_000) / 1000)} s) ran out`;
    if (bytesRead >= maxTotalBytes)
      stoppedBy ??= `Stopped: read ${Math.round(maxTotalBytes / megabyte)} MB in all`;
    return stoppedBy === undefined;
  };
  const fetchWithin = async (url: string, limit: number): Promise<SafeResponse | undefined> => {
    try {
      const response = await fetchUrl(url, {
        maxBytes: Math.max(1, Math.min(limit, maxTotalBytes - bytesRead)),
        timeoutMs: Math.max(1_000, Math.min(15_000, deadline - Date.now())),
        headers: { accept: 'text/html, application/json;q=0.9, application/yaml;q=0.9, */*;q=0.5' },
        sameOriginRedirects: true,
      });
      bytesRead += response.bytes;
      if (new URL(response.url).origin !== origin) {
        result.report.push({
          what: `Not read: it redirects to another site (${new URL(response.url).origin})`,
          where: url,
        });
        return undefined;
      }
      if (response.status >= 400) {
        if (url === start.href) throw new FetchError(`${url} answered with HTTP ${response.status}.`);
        result.report.push({ what: `Skipped: HTTP ${response.status}`, where: url });
        return undefined;
      }
      return response;
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      if (url === start.href) throw error;
      const what = error.message.startsWith('Not read:') ? error.message : `Skipped: ${error.message}`;
      result.report.push({ what, where: url });
      return undefined;
    }
  };
  const keepDocument = (response: SafeResponse): boolean => {
    const format = detectFormat(response.text, fileNameOf(response.url));
    if (!format || format === 'markdown' || format === 'text') return false;
    if (!result.documents.some((document) => document.url === response.url)) {
      result.documents.push({ url: response.url, text: response.text, format });
      result.report.push({ what: `API description (${format})`, where: response.url });
    }
    return true;
  };

  while (queue.length && pagesRead < maxPages && budgetLeft()) {
    const { url, depth } = queue.shift()!;
    options.onProgress?.(`Reading page ${pagesRead + 1} of at most ${maxPages}: ${url}`);
    const response = await fetchWithin(url, maxPageBytes);
    if (!response) continue;
    if (!isHtml(response)) {
      if (keepDocument(response)) continue;
      const lines = response.text.split(/\r?\n/).map((text) => ({ text, kind: 'text' as const }));
      const found = mentionEntries(lines, response.url).slice(0, maxMentions - entries.length);
      entries.push(...found);
      if (found.length)
        result.report.push({
          what: `${found.length} endpoint mention${found.length === 1 ? '' : 's'}`,
          where: response.url,
        });
      continue;
    }
    pagesRead++;
    seen.add(response.url);
    const html = stripNonContent(response.text);
    const found = mentionEntries(pageBlocks(html), response.url).slice(0, maxMentions - entries.length);
    entries.push(...found);
    if (found.length)
      result.report.push({
        what: `${found.length} endpoint mention${found.length === 1 ? '' : 's'}`,
        where: response.url,
      });
    const { links, declared } = pageLinks(html, response.url);
    for (const link of [...declared, ...links]) {
      const target = new URL(link);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
      if (target.origin !== origin) {
        offSite.add(target.origin);
        continue;
      }
      if (seen.has(target.href)) continue;
      if (declared.includes(link) || documentPath.test(target.pathname)) {
        seen.add(target.href);
        documentLinks.push(target.href);
      } else if (depth < maxDepth && inFolder(target) && !notPages.test(target.pathname)) {
        seen.add(target.href);
        queue.push({ url: target.href, depth: depth + 1 });
      }
    }
  }
  if (queue.length && pagesRead >= maxPages)
    stoppedBy ??= `Stopped after ${maxPages} pages; ${queue.length} more were not read`;

  const ordered = documentLinks.sort((a, b) => documentPriority(a) - documentPriority(b));
  let documentsFetched = 0;
  for (const url of ordered) {
    if (documentsFetched >= maxDocuments) {
      result.report.push({ what: `Not read: more than ${maxDocuments} linked documents`, where: url });
      continue;
    }
    if (!budgetLeft()) break;
    options.onProgress?.(`Reading linked document ${url}`);
    documentsFetched++;
    const response = await fetchWithin(url, 25 * megabyte);
    if (response && !keepDocument(response))
      result.report.push({ what: 'Linked file is not an API description', where: url });
  }

  if (stoppedBy) result.report.push({ what: stoppedBy, where: start.href });
  if (offSite.size) {
    const origins = [...offSite];
    result.report.push({
      what: `Not followed: links to ${origins.length} other site${origins.length === 1 ? '' : 's'}`,
      where: `${origins.slice(0, 3).join(', ')}${origins.length > 3 ? ', …' : ''}`,
    });
  }
  result.report.unshift({
    what: `Read ${pagesRead} page${pagesRead === 1 ? '' : 's'}`,
    where: `${origin}${prefix}`,
  });
  if (entries.length) {
    result.markdown = endpointListMarkdown(
      `Endpoints documented on ${start.host}`,
      `Collected from ${pagesRead} page${pagesRead === 1 ? '' : 's'} under ${origin}${prefix}.`,
      entries,
    );
  }
  return result;
}
