import { decoratorGroups, decoratorPaths, namedArgument } from './route-decorators.ts';
import { joinRoutePaths } from './route-path.ts';
import { collapseText, commentAbove, stringLiterals } from './route-source-text.ts';
import type { ExtractedRoute, RouteExtractor } from './route-types.ts';

const verbs = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'head']);

/** `router = APIRouter(prefix="/items")`, `bp = Blueprint("x", __name__, url_prefix="/x")`. */
function routerPrefixes(text: string): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const match of text.matchAll(
    /^[ \t]*([A-Za-z_]\w*)\s*=\s*(?:[\w.]+\.)?(APIRouter|Blueprint)\s*\(([^)]*)\)/gm,
  )) {
    const prefix = namedArgument(match[3], [match[2] === 'APIRouter' ? 'prefix' : 'url_prefix']);
    if (prefix) prefixes.set(match[1]!, prefix);
  }
  return prefixes;
}

/** The docstring opening the function defined after `offset`, if any. */
function docstring(text: string, offset: number): string | undefined {
  const match =
    /^\s*(?:async\s+)?def\s+\w+\s*\((?:[^()]|\([^()]*\))*\)[^:]*:\s*(?:"""([\s\S]*?)"""|'''([\s\S]*?)''')/.exec(
      text.slice(offset, offset + 4_000),
    );
  const body = match?.[1] ?? match?.[2];
  if (!body) return undefined;
  const firstParagraph = body.trim().split(/\n\s*\n/)[0]!;
  return collapseText(firstParagraph);
}

function frameworkOf(text: string): string {
  if (/^\s*(from|import)\s+fastapi\b/m.test(text)) return 'FastAPI';
  if (/^\s*(from|import)\s+flask\b/m.test(text)) return 'Flask';
  return /APIRouter|FastAPI\s*\(/.test(text) ? 'FastAPI' : 'Flask';
}

/** FastAPI and Flask: `@app.get("/x")`, `@router.post(...)`, `@app.route("/x", methods=[...])`. */
export const pythonExtractor: RouteExtractor = {
  framework: 'FastAPI',
  applies: (file, text) =>
    file.endsWith('.py') &&
    /^\s*@\w+\.(get|post|put|patch|delete|options|head|route|api_route)\s*\(/m.test(text),
  extract(file, text) {
    const framework = frameworkOf(text);
    const prefixes = routerPrefixes(text);
    const lines = text.split('\n');
    const routes: ExtractedRoute[] = [];
    for (const group of decoratorGroups(text)) {
      for (const decorator of group.decorators) {
        const [receiver, verb, extra] = decorator.name.split('.');
        if (!receiver || !verb || extra !== undefined) continue;
        let methods: string[];
        if (verbs.has(verb)) methods = [verb.toUpperCase()];
        else if (verb === 'route' || verb === 'api_route') {
          const listed = /\bmethods\s*=\s*[[(]([^\])]*)[\])]/.exec(decorator.args ?? '')?.[1];
          methods = listed ? stringLiterals(listed).map((method) => method.toUpperCase()) : ['GET'];
        } else continue;
        const [path] = decoratorPaths(decorator.args, ['path', 'rule']);
        if (path === undefined) continue;
        const summary = namedArgument(decorator.args, ['summary', 'description']);
        const description = summary
          ? collapseText(summary)
          : (docstring(text, group.end) ?? commentAbove(lines, group.decorators[0]!.line));
        for (const method of methods) {
          routes.push({
            method,
            path: joinRoutePaths(prefixes.get(receiver) ?? '', path),
            ...(description && { description }),
            file,
            line: decorator.line,
            framework,
          });
        }
      }
    }
    return routes;
  },
};
