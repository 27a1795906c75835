import { joinRoutePaths, singularize } from './route-path.ts';
import { BracketIndex, commentAbove, LineIndex, stringLiterals } from './route-source-text.ts';
import type { ExtractedRoute, RouteExtractor } from './route-types.ts';

const resourceActions = [
  { action: 'index', method: 'GET', suffix: '', member: false, api: true },
  { action: 'create', method: 'GET', suffix: '/create', member: false, api: false },
  { action: 'store', method: 'POST', suffix: '', member: false, api: true },
  { action: 'show', method: 'GET', suffix: '', member: true, api: true },
  { action: 'edit', method: 'GET', suffix: '/edit', member: true, api: false },
  { action: 'update', method: 'PUT', suffix: '', member: true, api: true },
  { action: 'destroy', method: 'DELETE', suffix: '', member: true, api: true },
];

interface Group {
  start: number;
  end: number;
  prefix: string;
}

/** `Route::prefix('v1')->group(function () {…})` and `Route::group(['prefix' => 'admin'], …)`. */
function prefixGroups(text: string, brackets: BracketIndex): Group[] {
  const groups: Group[] = [];
  for (const match of text.matchAll(/Route::([^;]{0,300}?)\bgroup\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const end = brackets.close(open);
    if (end < 0) continue;
    const chained = /\bprefix\s*\(\s*(["'])(.*?)\1\s*\)/.exec(match[1]!)?.[2];
    const inArray = /["']prefix["']\s*=>\s*(["'])(.*?)\1/.exec(
      text.slice(open, open + 300).split(/function|fn\s*\(/)[0]!,
    )?.[2];
    const prefix = chained ?? inArray;
    if (prefix) groups.push({ start: open, end, prefix });
  }
  return groups;
}

/** `[ProductController::class, 'show']` or `'ProductController@show'`, as `ProductController@show`. */
function handlerOf(args: string): string | undefined {
  const pair = /\[\s*\\?([\w\\]+)::class\s*,\s*["'](\w+)["']\s*\]/.exec(args);
  if (pair) return `${pair[1]!.split('\\').pop()}@${pair[2]}`;
  return /["']([\w\\]+@\w+)["']/.exec(args)?.[1];
}

/** Actions kept by a chained `->only([...])` / `->except([...])`. */
function keptActions(chain: string): (action: string) => boolean {
  const only = /->\s*only\s*\(([^)]*)\)/.exec(chain)?.[1];
  const except = /->\s*except\s*\(([^)]*)\)/.exec(chain)?.[1];
  const onlySet = only ? new Set(stringLiterals(only)) : undefined;
  const exceptSet = new Set(except ? stringLiterals(except) : []);
  return (action) => (!onlySet || onlySet.has(action)) && !exceptSet.has(action);
}

/** `photos.comments` → `/photos/{photo}/comments` and the member parameter `{comment}`. */
function resourcePaths(name: string): { base: string; member: string } {
  const parts = name.split('.');
  const parameter = (part: string) => `{${singularize(part).replace(/-/g, '_')}}`;
  const base = parts
    .map((part, index) => (index < parts.length - 1 ? `${part}/${parameter(part)}` : part))
    .join('/');
  return { base, member: `${base}/${parameter(parts.at(-1)!)}` };
}

/** Laravel: `Route::get('/x', …)`, `Route::match([...], …)`, `Route::resource`/`apiResource`, prefix groups. */
export const laravelExtractor: RouteExtractor = {
  framework: 'Laravel',
  applies: (file, text) => file.endsWith('.php') && /Route::/.test(text),
  extract(file, text) {
    const index = new LineIndex(text);
    const lines = text.split('\n');
    const brackets = new BracketIndex(text);
    const groups = prefixGroups(text, brackets);
    // Laravel serves routes/api.php under /api.
    const filePrefix = /(^|\/)routes\/api\.php$/.test(file) ? '/api' : '';
    const routes: ExtractedRoute[] = [];
    /** Resource routes share one line, so their action names describe them better than the comment above. */
    const add = (method: string, path: string, offset: number, description?: string, commentFirst = true) => {
      const prefixes = groups
        .filter((group) => group.start < offset && offset < group.end)
        .map((group) => group.prefix);
      const line = index.lineOf(offset);
      const about = commentFirst ? (commentAbove(lines, line) ?? description) : description;
      routes.push({
        method,
        path: joinRoutePaths(filePrefix, ...prefixes, path),
        ...(about && { description: about }),
        file,
        line,
        framework: 'Laravel',
      });
    };
    for (const match of text.matchAll(
      /Route::(get|post|put|patch|delete|options|any|match|resource|apiResource)\s*\(/g,
    )) {
      const open = match.index + match[0].length - 1;
      const close = brackets.close(open);
      const args = text.slice(open + 1, close > 0 ? close : open + 500);
      const verb = match[1]!;
      const handler = handlerOf(args);
      const described = handler && `Handled by ${handler}`;
      if (verb === 'resource' || verb === 'apiResource') {
        const [name] = stringLiterals(args);
        if (!name) continue;
        const chain = text.slice(close + 1, close + 300).split(';')[0]!;
        const keep = keptActions(chain);
        const { base, member } = resourcePaths(name);
        const controller = /([\w\\]+)::class/.exec(args)?.[1]?.split('\\').pop();
        for (const entry of resourceActions) {
          if ((verb === 'apiResource' && !entry.api) || !keep(entry.action)) continue;
          add(
            entry.method,
            `${entry.member ? member : base}${entry.suffix}`,
            match.index,
            `${name}.${entry.action}${controller ? ` (${controller})` : ''}`,
            false,
          );
        }
      } else if (verb === 'match') {
        const methods = /^\s*\[([^\]]*)\]\s*,\s*(["'])(.*?)\2/.exec(args);
        if (!methods) continue;
        for (const method of stringLiterals(methods[1]!))
          add(method.toUpperCase(), methods[3]!, match.index, described);
      } else {
        const path = /^\s*(["'])(.*?)\1/.exec(args)?.[2];
        if (path === undefined) continue;
        add(verb === 'any' ? 'ANY' : verb.toUpperCase(), path, match.index, described);
      }
    }
    return routes;
  },
};
