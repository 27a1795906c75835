/** Reading documentation pages without a DOM: links, text blocks, endpoint mentions. */

export interface TextBlock {
  text: string;
  kind: 'heading' | 'code' | 'text';
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lbrace: '{',
  rbrace: '}',
  colon: ':',
  sol: '/',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/** Removes what is never page text: scripts, styles, templates, SVG and comments. */
export function stripNonContent(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|svg|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`, 'i').exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value.trim());
}

export interface PageLinks {
  /** `<a href>` targets, resolved and without fragments. */
  links: string[];
  /** Documents the page declares as its API description: `<link rel="service-desc|describedby">`. */
  declared: string[];
}

function resolve(href: string, base: string): string | undefined {
  if (/^(mailto|javascript|tel|data):/i.test(href) || href.startsWith('#')) return undefined;
  try {
    const url = new URL(href, base);
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** Links on a page (scripts and styles already stripped), resolved against the page or its `<base>`. */
export function pageLinks(html: string, pageUrl: string): PageLinks {
  const baseHref = /<base\b[^>]*>/i.exec(html)?.[0];
  const base = (baseHref && resolve(attribute(baseHref, 'href') ?? '', pageUrl)) || pageUrl;
  const links = new Set<string>();
  const declared = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(match[0], 'href');
    const url = href && resolve(href, base);
    if (url) links.add(url);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(match[0], 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(match[0], 'href');
    const url = href && resolve(href, base);
    if (url && (rel.includes('service-desc') || rel.includes('describedby'))) declared.add(url);
  }
  return { links: [...links], declared: [...declared] };
}

const blockTags = new Set(
  'address article aside blockquote body br dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody thead tfoot tr ul'.split(
    ' ',
  ),
);

/** The page as text blocks (paragraphs, headings, table rows, lines of preformatted code). */
export function pageBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let buffer = '';
  let heading = 0;
  let pre = 0;
  const flush = () => {
    const text = decodeEntities(buffer).replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ text, kind: heading > 0 ? 'heading' : pre > 0 ? 'code' : 'text' });
    buffer = '';
  };
  for (const match of stripNonContent(html).matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>|[^<]+|</g)) {
    const name = match[2]?.toLowerCase();
    if (!name) {
      if (pre > 0 && match[0].includes('\n')) {
        const [first, ...rest] = match[0].split('\n');
        buffer += first;
        for (const line of rest) {
          flush();
          buffer = line;
        }
      } else buffer += match[0];
      continue;
    }
    if (name === 'td' || name === 'th') buffer += ' ';
    if (!blockTags.has(name)) continue;
    flush();
    const closing = match[1] === '/';
    if (/^h[1-6]$/.test(name)) heading = Math.max(0, heading + (closing ? -1 : 1));
    if (name === 'pre') pre = Math.max(0, pre + (closing ? -1 : 1));
  }
  flush();
  return blocks;
}

export interface EndpointMention {
  method: string;
  /** As written: a path, or an absolute URL. */
  target: string;
  description?: string;
}

const mention =
  /(?:^|[\s`'"(>:|])(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+((?:https?:\/\/[^\s/`'"<>]+)?\/(?:[^\s`'"<>|]|<[A-Za-z_][\w-]*>)*)/g;

/** A non-global copy for yes/no tests: a global regex carries `lastIndex` from one use into the next. */
const hasMention = new RegExp(mention.source);

function describedBy(rest: string): string | undefined {
  const text = rest
    .replace(/^\s*HTTP\/\d(\.\d)?\b/, '')
    .replace(/^[\s\-–—:|]+/, '')
    .trim();
  return text.length >= 3 ? text : undefined;
}

/** Prose after a mention: the following text blocks up to the next heading or mention. */
function followingProse(blocks: TextBlock[], from: number): string | undefined {
  const parts: string[] = [];
  for (let index = from; index < blocks.length && parts.join(' ').length < 400; index++) {
    const block = blocks[index]!;
    if (block.kind === 'heading' || hasMention.test(block.text)) break;
    if (block.kind === 'text') parts.push(block.text);
  }
  const text = parts.join(' ').trim();
  return text === '' ? undefined : text.length > 400 ? `${text.slice(0, 397).replace(/\s+\S*$/, '')}…` : text;
}

/**
 * Endpoint mentions such as `GET /products/{id}` in headings, code, tables and prose, each
 * described by the text after it on the line, or the prose that follows, with the heading above.
 */
export function endpointMentions(blocks: TextBlock[]): EndpointMention[] {
  const found: EndpointMention[] = [];
  blocks.forEach((block, index) => {
    const matches = [...block.text.matchAll(mention)];
    matches.forEach((match, position) => {
      const target = match[2]!.replace(/[.,;:)]+$/, '');
      if (target === '/' || target.startsWith('//')) return;
      const restEnd = matches[position + 1]?.index ?? block.text.length;
      const rest =
        block.kind === 'code' && matches.length > 1
          ? ''
          : block.text.slice(match.index + match[0].length, restEnd);
      const previous = blocks[index - 1];
      const headingAbove =
        previous?.kind === 'heading' && !hasMention.test(previous.text) && block.kind !== 'heading'
          ? previous.text
          : undefined;
      const own = block.kind === 'code' && /^\s*HTTP\//.test(rest) ? undefined : describedBy(rest);
      const prose = matches.length === 1 ? followingProse(blocks, index + 1) : undefined;
      const parts = [headingAbove, own ?? prose].filter((part): part is string => Boolean(part));
      const description = parts
        .map((part, at) => (at < parts.length - 1 && !/[.!?…]$/.test(part) ? `${part}.` : part))
        .join(' ');
      found.push({ method: match[1]!, target, ...(description && { description }) });
    });
  });
  return found;
}
