import type { ExtractedRoute } from './route-types.ts';

/** One endpoint to list: the importer's Markdown path reads `## GET /path — summary` and the text below it. */
export interface EndpointEntry {
  method: string;
  path: string;
  description?: string;
  /** Where it was found, written under the description (`src/app.ts line 12 (Express)`, a page URL). */
  where: string[];
}

const listedMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** First sentence of a description, short enough for a summary. */
function summaryOf(description: string): string {
  const sentence = /^(.+?[.!?])(?=\s|$)/.exec(description)?.[1] ?? description;
  return sentence.length <= 120 ? sentence : `${sentence.slice(0, 117).replace(/\s+\S*$/, '')}…`;
}

/** A line the importer must read as text, not as a new endpoint or heading. */
function asBodyLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return /^(#|\|?\s*`?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b)/.test(flat) ? `> ${flat}` : flat;
}

function section(entry: EndpointEntry): string {
  const description = entry.description?.replace(/\s+/g, ' ').trim();
  const summary = description ? summaryOf(description) : undefined;
  const lines = [`## ${entry.method} ${entry.path}${summary ? ` — ${summary.replace(/\|/g, '/')}` : ''}`, ''];
  if (description && description !== summary) lines.push(asBodyLine(description), '');
  if (entry.where.length) lines.push(asBodyLine(`Found in ${entry.where.join('; ')}.`), '');
  return lines.join('\n');
}

/** Merges entries for the same method and path, keeping the longest description and every place. */
function mergeEntries(entries: EndpointEntry[]): EndpointEntry[] {
  const byKey = new Map<string, EndpointEntry>();
  for (const entry of entries) {
    const key = `${entry.method} ${entry.path}`;
    const earlier = byKey.get(key);
    if (!earlier) {
      byKey.set(key, { ...entry, where: [...entry.where] });
      continue;
    }
    if ((entry.description?.length ?? 0) > (earlier.description?.length ?? 0))
      earlier.description = entry.description;
    for (const place of entry.where)
      if (!earlier.where.includes(place) && earlier.where.length < 5) earlier.where.push(place);
  }
  return [...byKey.values()];
}

/**
 * Markdown in the importer's endpoint-line form. Methods the importer cannot list (`ANY`) go in a
 * closing section as plain text, so they are reported without becoming operations.
 */
export function endpointListMarkdown(title: string, intro: string, entries: EndpointEntry[]): string {
  const merged = mergeEntries(entries);
  const listed = merged.filter((entry) => listedMethods.has(entry.method));
  const other = merged.filter((entry) => !listedMethods.has(entry.method));
  const parts = [`# ${title}`, '', asBodyLine(intro), '', ...listed.map(section)];
  if (other.length) {
    parts.push('## Routes that answer any method', '');
    for (const entry of other)
      parts.push(asBodyLine(`- ${entry.method} \`${entry.path}\` (${entry.where.join('; ')})`));
    parts.push('');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}

/** Routes found in code as Markdown the importer reads, one `## GET /products/{id} — summary` section each. */
export function routesToMarkdown(routes: ExtractedRoute[], title = 'Routes declared in the code'): string {
  const entries = routes.map((route) => ({
    method: route.method,
    path: route.path,
    ...(route.description && { description: route.description }),
    where: [`${route.file} line ${route.line} (${route.framework})`],
  }));
  const frameworks = [...new Set(routes.map((route) => route.framework))].join(', ');
  const intro = `Read from route declarations${frameworks ? ` (${frameworks})` : ''}; no API description file was used.`;
  return endpointListMarkdown(title, intro, entries);
}
