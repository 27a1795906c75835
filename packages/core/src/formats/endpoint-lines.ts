import type { Catalog, CatalogOperation, CatalogParameter } from '../catalog/model.ts';

const methods = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS';
const target = String.raw`(https?:\/\/[^\s\`|)]+|\/[^\s\`|)]*)`;
/** `GET /products/{id}`, also after heading marks, list markers, bold or a code span, with text after it. */
const endpointLine = new RegExp(
  String.raw`^\s{0,3}(#{1,6}\s+)?(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?\`?\s*(${methods})(?:\*\*|__|\`)?\s+${target}\`?(?:\*\*|__)?(.*)$`,
);
/** `| GET | /products/{id} | List products |` */
const tableRow = new RegExp(String.raw`^\s*\|?\s*\`?(${methods})\`?\s*\|\s*\`?${target}\`?\s*\|(.*)$`);
const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const fence = /^\s{0,3}(```|~~~)/;

interface Found {
  line: number;
  method: string;
  target: string;
  rest: string;
  /** Heading level of the endpoint line, 0 when it is not a heading. */
  level: number;
}

function findEndpoints(lines: string[]): Found[] {
  const found: Found[] = [];
  let inFence = false;
  lines.forEach((line, index) => {
    if (fence.test(line)) {
      inFence = !inFence;
      return;
    }
    const match = endpointLine.exec(line);
    if (match) {
      // In code blocks only a bare `GET /path` line counts: `GET /path HTTP/1.1` is an example request.
      if (inFence && match[4]!.trim() !== '') return;
      found.push({
        line: index,
        method: match[2]!,
        target: match[3]!,
        rest: match[4]!,
        level: match[1] ? match[1].trim().length : 0,
      });
      return;
    }
    const row = inFence ? null : tableRow.exec(line);
    if (row) found.push({ line: index, method: row[1]!, target: row[2]!, rest: row[3]!, level: 0 });
  });
  return found;
}

/** True when the text has at least one endpoint line such as `GET /products/{id}`. */
export function hasEndpointLines(text: string): boolean {
  return findEndpoints(text.split('\n', 200_000)).length > 0;
}

/** Splits `https://api.example.com/v1/products?x=1` into its origin and `/v1/products` (query names kept). */
function splitTarget(
  raw: string,
  baseUrl: string | undefined,
): { origin?: string; path: string; query: string[] } {
  const cleaned = raw.replace(/[.,;:]+$/, '');
  const origin = baseUrl && cleaned.startsWith(baseUrl) ? baseUrl : /^https?:\/\/[^/?#]+/i.exec(cleaned)?.[0];
  const rest = origin ? cleaned.slice(origin.length) || '/' : cleaned;
  const [pathPart = '/', queryPart = ''] = rest.split('?', 2);
  const path = pathPart
    .replace(/\/:([A-Za-z_]\w*)/g, '/{$1}')
    .replace(/\{\{([^{}]+)\}\}/g, '{$1}')
    .replace(/<([A-Za-z_][\w-]*)>/g, '{$1}');
  const query = queryPart
    .split('&')
    .map((pair) => pair.split('=')[0]!)
    .filter((name) => /^[\w.[\]-]+$/.test(name));
  return { ...(origin && { origin }), path: path || '/', query };
}

function cleanSummary(rest: string): string | undefined {
  const text = rest
    .replace(/\|/g, ' ')
    .replace(/^[\s`*_:—–-]+/, '')
    .replace(/[\s`*_]+$/, '')
    .trim();
  return text === '' ? undefined : text;
}

/** A description line such as `- \`id\` (string): The product id` or `| id | string | The id |` for `name`. */
function parameterDescription(description: string | undefined, name: string): string | undefined {
  if (!description) return undefined;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = new RegExp(
    String.raw`^\s*(?:[-*+]\s+|\|\s*)?(?:\*\*|__|\`)?${escaped}(?:\*\*|__|\`)?\s*(?:\([^)]*\))?\s*(?:[:|—–-]\s*)(.+)$`,
    'm',
  );
  const match = line.exec(description);
  const text = match?.[1]?.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
}

function precedingHeading(lines: string[], index: number): string | undefined {
  for (let cursor = index - 1; cursor >= 0; cursor--) {
    const line = lines[cursor]!;
    if (line.trim() === '') continue;
    const match = heading.exec(line);
    return match && !endpointLine.test(line) ? match[2] : undefined;
  }
  return undefined;
}

/** The first `# heading` of Markdown, or a short first line of plain text, unless it is an endpoint line. */
function documentTitle(lines: string[], format: 'markdown' | 'text'): string | undefined {
  const line =
    format === 'markdown'
      ? lines.find((candidate) => /^\s{0,3}#\s/.test(candidate))
      : lines.find((candidate) => candidate.trim() !== '');
  if (line === undefined || endpointLine.test(line) || tableRow.test(line)) return undefined;
  const title = format === 'markdown' ? heading.exec(line)?.[2] : line.trim();
  return title && title.length <= 120 ? title : undefined;
}

/** Markdown or plain text: each endpoint line is an operation, described by the text up to the next one. */
export function importEndpointLines(
  text: string,
  format: 'markdown' | 'text',
  fallbackTitle: string,
): Catalog {
  const lines = text.split(/\r?\n/);
  const found = findEndpoints(lines);
  const operations: CatalogOperation[] = [];
  const servers: string[] = [];
  const byKey = new Map<string, CatalogOperation>();
  const baseUrl = /base\s*url\s*[:=]?\s*`?(https?:\/\/[^\s`]+)`?/i.exec(text)?.[1]?.replace(/[.,;/]+$/, '');
  if (baseUrl) servers.push(baseUrl);
  found.forEach((endpoint, index) => {
    const { origin, path, query } = splitTarget(endpoint.target, baseUrl);
    if (origin && !servers.includes(origin)) servers.push(origin);
    const method = endpoint.method.toUpperCase();
    const key = `${method} ${path}`;
    const end = found[index + 1]?.line ?? lines.length;
    const body: string[] = [];
    for (let cursor = endpoint.line + 1; cursor < end; cursor++) {
      const match = heading.exec(lines[cursor]!);
      if (match && (endpoint.level === 0 || match[1]!.length <= endpoint.level)) break;
      body.push(lines[cursor]!);
    }
    const description =
      body
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim() || undefined;
    const summary = cleanSummary(endpoint.rest) ?? precedingHeading(lines, endpoint.line);
    const parameters: CatalogParameter[] = [];
    const addParameter = (name: string, location: 'path' | 'query') => {
      const about = parameterDescription(description, name);
      parameters.push({
        name,
        in: location,
        required: location === 'path',
        ...(about && { description: about }),
        schema: { type: 'string' },
      });
    };
    for (const match of path.matchAll(/\{([^{}]+)\}/g)) addParameter(match[1]!, 'path');
    for (const name of query) addParameter(name, 'query');
    const earlier = byKey.get(key);
    if (earlier) {
      // Listed twice (an overview table, then a section): keep the fuller account.
      if (description && description.length > (earlier.description?.length ?? 0)) {
        earlier.description = description;
        earlier.parameters = parameters;
      }
      if (!earlier.summary && summary) earlier.summary = summary;
      return;
    }
    const operation: CatalogOperation = {
      key,
      kind: 'http',
      method,
      path,
      ...(summary && { summary }),
      ...(description && { description }),
      tags: [],
      parameters,
      responses: [],
      security: [],
      deprecated: false,
      location: `line ${endpoint.line + 1}`,
    };
    byKey.set(key, operation);
    operations.push(operation);
  });
  return {
    format,
    title: documentTitle(lines, format) ?? fallbackTitle,
    servers,
    securitySchemes: {},
    operations,
    schemas: {},
    findings: [],
  };
}
