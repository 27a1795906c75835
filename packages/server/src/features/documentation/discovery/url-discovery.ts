import { detectFormat } from '@cartographer/core';
import { FetchError, type SafeResponse, safeFetch } from '../../../lib/safe-fetch.ts';

export interface FoundDocument {
  text: string;
  fileName: string;
  url: string;
  report: { what: string; where: string }[];
}

type Fetcher = (url: string, options?: Parameters<typeof safeFetch>[1]) => Promise<SafeResponse>;

/** Places where sites conventionally publish their API description, tried relative to the URL and to its origin. */
export const wellKnownPaths = [
  'openapi.json',
  'openapi.yaml',
  'swagger.json',
  'v3/api-docs',
  'api-docs',
  '.well-known/openapi.json',
];

const introspectionQuery =
  'query IntrospectionQuery { __schema { queryType { name } mutationType { name } subscriptionType { name } types { ...FullType } directives { name description locations args { ...InputValue } } } } fragment FullType on __Type { kind name description fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason } inputFields { ...InputValue } interfaces { ...TypeRef } enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason } possibleTypes { ...TypeRef } } fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue } fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }';

function fileNameOf(url: string): string {
  const path = new URL(url).pathname;
  return path.split('/').filter(Boolean).at(-1) ?? new URL(url).hostname;
}

function looksLikeHtml(response: SafeResponse): boolean {
  return (
    /html/i.test(response.headers['content-type'] ?? '') ||
    /^\s*<(!doctype html|html|head|body)/i.test(response.text.slice(0, 500))
  );
}

/** An API description (not prose): OpenAPI/Swagger, Postman, GraphQL, WSDL/WADL. */
function isMachineDescription(response: SafeResponse): boolean {
  if (response.status < 200 || response.status >= 300 || looksLikeHtml(response)) return false;
  const format = detectFormat(response.text, fileNameOf(response.url));
  return format !== null && format !== 'markdown' && format !== 'text';
}

/** Candidate document links announced by an HTML page: service-desc, Redoc, Swagger UI config, plain links. */
export function documentLinksInHtml(html: string, base: string): string[] {
  const found: string[] = [];
  const add = (href: string | undefined) => {
    if (!href) return;
    try {
      found.push(new URL(href.replace(/&amp;/g, '&'), base).href);
    } catch {
      // not a URL: ignore
    }
  };
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/rel=["']?service-desc/i.test(match[0])) add(match[0].match(/href=["']([^"']+)/i)?.[1]);
  }
  for (const match of html.matchAll(/<redoc\b[^>]*spec-url=["']([^"']+)/gi)) add(match[1]);
  for (const match of html.matchAll(/Redoc\.init\(\s*["']([^"']+)/g)) add(match[1]);
  for (const match of html.matchAll(/SwaggerUIBundle\s*\(\s*\{[^}]*?\burl\s*:\s*["']([^"']+)/g))
    add(match[1]);
  for (const match of html.matchAll(/\burls\s*:\s*\[\s*\{[^}]*?\burl\s*:\s*["']([^"']+)/g)) add(match[1]);
  for (const match of html.matchAll(
    /<a\b[^>]*href=["']([^"']+\.(?:json|ya?ml|graphql|gql)(?:\?[^"']*)?)["']/gi,
  )) {
    if (/openapi|swagger|api|spec|schema/i.test(match[1]!)) add(match[1]);
  }
  return [...new Set(found)];
}

function scriptSources(html: string, base: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*src=["']([^"']+)["']/gi)) {
    if (/swagger|initializer|redoc|api/i.test(match[1]!)) {
      try {
        sources.push(new URL(match[1]!, base).href);
      } catch {
        // ignore
      }
    }
  }
  return sources;
}

function probeBases(url: URL): string[] {
  const directory = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const bases = [new URL(directory, url).href, new URL('/', url).href];
  return [...new Set(bases)];
}

/**
 * Finds the API description behind a URL: the URL itself, a document its HTML announces
 * (service-desc link, Swagger UI or Redoc configuration, links), a well-known path, or a
 * GraphQL endpoint that answers introspection. Reports every place it looked.
 */
export async function discoverFromUrl(
  input: string,
  options: { fetch?: Fetcher; onProgress?: (message: string) => void } = {},
): Promise<FoundDocument> {
  const fetchUrl = options.fetch ?? safeFetch;
  const report: FoundDocument['report'] = [];
  const tried = new Set<string>();
  const attempt = async (url: string, why: string): Promise<SafeResponse | null> => {
    if (tried.has(url)) return null;
    tried.add(url);
    options.onProgress?.(`Fetching ${url}`);
    try {
      const response = await fetchUrl(url, {
        headers: { accept: 'application/json, application/yaml, text/yaml, text/html;q=0.9, */*;q=0.8' },
      });
      if (isMachineDescription(response)) {
        report.push({
          what: `API description (${detectFormat(response.text, fileNameOf(response.url))})`,
          where: `${response.url} (${why})`,
        });
        return response;
      }
      report.push({
        what: response.status >= 400 ? `HTTP ${response.status}` : 'no API description',
        where: url,
      });
      return looksLikeHtml(response) || response.status >= 400 ? response : response;
    } catch (error) {
      if (error instanceof FetchError && error.message.startsWith('Refused')) throw error;
      report.push({ what: error instanceof Error ? error.message : String(error), where: url });
      return null;
    }
  };
  const found = (response: SafeResponse): FoundDocument => ({
    text: response.text,
    fileName: fileNameOf(response.url),
    url: response.url,
    report,
  });

  const first = await attempt(input, 'the URL given');
  if (!first && report.length === 1 && !tried.has(`${input}#probed`)) {
    // The URL itself could not be fetched at all (timeout, DNS): say so rather than probing around it.
    const reason = report[0]!.what;
    if (!/^HTTP \d+/.test(reason) && reason !== 'no API description') throw new FetchError(reason);
  }
  if (first && isMachineDescription(first)) return found(first);

  if (first && looksLikeHtml(first)) {
    const linkHeader = first.headers.link ?? '';
    const headerLinks = [...linkHeader.matchAll(/<([^>]+)>\s*;[^,]*rel="?service-desc/gi)].map(
      (m) => new URL(m[1]!, first.url).href,
    );
    for (const link of [...headerLinks, ...documentLinksInHtml(first.text, first.url)]) {
      const response = await attempt(link, 'linked from the page');
      if (response && isMachineDescription(response)) return found(response);
    }
    for (const script of scriptSources(first.text, first.url)) {
      const response = await attempt(script, 'page script');
      if (!response) continue;
      for (const link of documentLinksInHtml(`<script>${response.text}</script>`, first.url)) {
        const doc = await attempt(link, `configured in ${fileNameOf(script)}`);
        if (doc && isMachineDescription(doc)) return found(doc);
      }
    }
  }

  const url = new URL(input);
  for (const base of probeBases(url)) {
    for (const path of wellKnownPaths) {
      const response = await attempt(new URL(path, base).href, 'well-known path');
      if (response && isMachineDescription(response)) return found(response);
    }
  }

  options.onProgress?.(`Asking ${input} for a GraphQL schema`);
  try {
    const response = await fetchUrl(input, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: introspectionQuery }),
    });
    const body = JSON.parse(response.text) as { data?: { __schema?: unknown } };
    if (body.data?.__schema) {
      report.push({ what: 'GraphQL introspection', where: input });
      return { text: response.text, fileName: 'introspection.json', url: input, report };
    }
    report.push({ what: 'no GraphQL introspection answer', where: input });
  } catch (error) {
    if (error instanceof FetchError && error.message.startsWith('Refused')) throw error;
    report.push({ what: 'no GraphQL introspection answer', where: input });
  }

  throw new FetchError(
    `No API description was found at ${input}. Looked at ${tried.size} addresses (the URL, links on the page, ${wellKnownPaths.join(', ')}) and tried GraphQL introspection.`,
  );
}
