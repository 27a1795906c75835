import { joinRoutePaths, singularize } from './route-path.ts';
import { commentAbove } from './route-source-text.ts';
import type { ExtractedRoute, RouteExtractor } from './route-types.ts';

/** The seven routes `resources :products` declares, in Rails' order. */
const resourceActions = [
  { action: 'index', method: 'GET', suffix: '', member: false },
  { action: 'new', method: 'GET', suffix: '/new', member: false },
  { action: 'create', method: 'POST', suffix: '', member: false },
  { action: 'show', method: 'GET', suffix: '', member: true },
  { action: 'edit', method: 'GET', suffix: '/edit', member: true },
  { action: 'update', method: 'PATCH', suffix: '', member: true },
  { action: 'destroy', method: 'DELETE', suffix: '', member: true },
];

/** Actions kept by `only: [...]` / `except: [...]`. */
function keptActions(options: string): Set<string> {
  const all = new Set(resourceActions.map((entry) => entry.action));
  const list = (key: string) => {
    const match = new RegExp(String.raw`\b${key}:\s*(\[[^\]]*\]|:\w+|%i\[[^\]]*\])`).exec(options)?.[1];
    return match
      ? new Set([...match.matchAll(/\w+/g)].map((word) => word[0]).filter((word) => word !== 'i'))
      : undefined;
  };
  const only = list('only');
  const except = list('except');
  return new Set([...all].filter((action) => (!only || only.has(action)) && !except?.has(action)));
}

/** Rails' route file path syntax: drop `(.:format)` and unwrap optional segments. */
function railsPath(raw: string): string {
  return raw.replace(/\(\.:format\)/g, '').replace(/[()]/g, '');
}

/** The line without its `# comment`, leaving `#` inside strings alone. */
function withoutComment(line: string): string {
  let quote = '';
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#') return line.slice(0, index);
  }
  return line;
}

interface Block {
  /** Path added for routes inside the block (for `resources`, the nested path `/products/:product_id`). */
  path: string;
  /** For `resources` blocks: where `member` and `collection` routes go. */
  member?: string;
  collection?: string;
  kind?: 'member' | 'collection';
}

/** The path prefix the open blocks give, `member do` and `collection do` choosing their resource's path. */
function blockPrefix(blocks: Block[], on?: 'member' | 'collection'): string[] {
  return blocks.flatMap((block, index) => {
    if (block.kind) return [];
    const kind = blocks[index + 1]?.kind ?? (index === blocks.length - 1 ? on : undefined);
    return [
      kind === 'member'
        ? (block.member ?? block.path)
        : kind === 'collection'
          ? (block.collection ?? block.path)
          : block.path,
    ];
  });
}

const maxNesting = 32;

const quotedOrSymbol = String.raw`(?:["']([^"']*)["']|:(\w+))`;
const verbLine = new RegExp(
  String.raw`^(get|post|put|patch|delete|options|head)\s*\(?\s*${quotedOrSymbol}\s*(.*)$`,
);
const matchLine = new RegExp(String.raw`^match\s*\(?\s*${quotedOrSymbol}\s*(.*)$`);

/** Rails `config/routes.rb`: verb routes, `resources`/`resource`, `namespace`, `scope`, `member`/`collection`. */
export const railsExtractor: RouteExtractor = {
  framework: 'Rails',
  applies: (file, text) =>
    /(^|\/)config\/routes(\.rb|\/[\w-]+\.rb)$/.test(file) &&
    /\b(get|post|resources?|match|root)\b/.test(text),
  extract(file, text) {
    const lines = text.split('\n');
    const routes: ExtractedRoute[] = [];
    const blocks: Block[] = [];
    const add = (
      method: string,
      path: string,
      line: number,
      how: { description?: string; on?: 'member' | 'collection'; resource?: boolean } = {},
    ) => {
      const { description, on } = how;
      // Resource routes share one line: their action names describe them better than the comment above.
      const about = how.resource ? description : (commentAbove(lines, line) ?? description);
      const full = joinRoutePaths(...blockPrefix(blocks, on), railsPath(path));
      routes.push({
        method,
        path: full,
        ...(about && { description: about }),
        file,
        line,
        framework: 'Rails',
      });
    };
    for (const [index, raw] of lines.entries()) {
      // Real route files nest a few levels; deeper nesting is not a route file worth reading on.
      if (blocks.length > maxNesting) break;
      const line = index + 1;
      const code = withoutComment(raw).trim();
      if (code === '') continue;
      if (/^end\b/.test(code)) {
        blocks.pop();
        continue;
      }
      const opensBlock =
        /\bdo(\s*\|[^|]*\|)?$/.test(code) || /^(if|unless|case|begin|while|until|def)\b/.test(code);
      const verb = verbLine.exec(code);
      const match = matchLine.exec(code);
      const resources = /^(resources?)\s*\(?\s*:(\w+)\s*(.*)$/.exec(code);
      const scope = /^(?:namespace\s*\(?\s*:(\w+)|scope\s*\(?\s*(?:path:\s*)?["']([^"']*)["'])/.exec(code);
      let opened: Block = { path: '' };
      if (/^root\b/.test(code)) {
        const target = /["']([\w/]+#\w+)["']/.exec(code)?.[1];
        add('GET', '/', line, target ? { description: `Handled by ${target}` } : {});
      } else if (verb) {
        const options = verb[4]!;
        const target = /(?:to:\s*|=>\s*)["']([^"']+)["']/.exec(options)?.[1];
        const on = /\bon:\s*:(member|collection)/.exec(options)?.[1] as 'member' | 'collection' | undefined;
        add(verb[1]!.toUpperCase(), verb[2] ?? verb[3]!, line, {
          ...(target && { description: `Handled by ${target}` }),
          ...(on && { on }),
        });
      } else if (match) {
        const via = /\bvia:\s*(\[[^\]]*\]|:\w+)/.exec(match[3]!)?.[1] ?? ':all';
        for (const method of via.matchAll(/:(\w+)/g))
          add(method[1] === 'all' ? 'ANY' : method[1]!.toUpperCase(), match[1] ?? match[2]!, line);
      } else if (resources) {
        const plural = resources[1] === 'resources';
        const name = resources[2]!;
        const options = resources[3]!;
        const kept = keptActions(options);
        const base = `/${(/\bpath:\s*["']([^"']+)["']/.exec(options)?.[1] ?? name).replace(/^\//, '')}`;
        for (const entry of resourceActions) {
          if (!kept.has(entry.action) || (!plural && entry.action === 'index')) continue;
          const member = plural && entry.member ? '/:id' : '';
          add(entry.method, `${base}${member}${entry.suffix}`, line, {
            description: `${name}#${entry.action}`,
            resource: true,
          });
        }
        // Nested routes sit under the member: /products/:product_id/reviews.
        opened = plural
          ? { path: `${base}/:${singularize(name)}_id`, member: `${base}/:id`, collection: base }
          : { path: base };
      } else if (scope) {
        opened = { path: scope[1] ?? scope[2] ?? '' };
      } else if (/^(member|collection)\b/.test(code)) {
        opened = { path: '', kind: code.startsWith('member') ? 'member' : 'collection' };
      }
      if (opensBlock) blocks.push(opened);
    }
    return routes;
  },
};
