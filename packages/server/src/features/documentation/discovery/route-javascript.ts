import { normalizeRoutePath } from './route-path.ts';
import {
  BracketIndex,
  closingBracket,
  collapseText,
  commentAbove,
  LineIndex,
  stringLiterals,
} from './route-source-text.ts';
import type { ExtractedRoute, RouteExtractor } from './route-types.ts';

const verbs = 'get|post|put|patch|delete|del|options|head|all';
/** `app.get('/x', …)`, `router.post("/x", …)`: a path literal followed by more arguments. */
const verbCall = new RegExp(
  String.raw`\b([A-Za-z_$][\w$]*)\s*\.\s*(${verbs})\s*\(\s*(["'\`])(\/[^"'\`]*|\*)\3\s*,`,
  'g',
);
/** `router.route('/x')` followed by chained `.get(…)`, `.post(…)`. */
const routeChain = /\b[A-Za-z_$][\w$]*\s*\.\s*route\s*\(\s*(["'`])(\/[^"'`]*)\1\s*\)/g;
/** `fastify.route({ method, url })`, `server.route({ method, path })` (hapi). */
const routeObject = /\b[A-Za-z_$][\w$]*\s*\.\s*route\s*\(\s*\{/g;
/** Receivers that are HTTP clients or maps, not routers. */
const notRouters =
  /^(axios|fetch|http|https|client|request|superagent|ky|got|cy|page|browser|headers|params|searchParams|map|cache|store|storage|localStorage|sessionStorage|config|env|query|this|Reflect)$/i;

function frameworkOf(text: string): string {
  const imports = (name: string) =>
    new RegExp(String.raw`(from\s+|require\s*\(\s*)["']${name}["']`).test(text);
  if (imports('fastify')) return 'Fastify';
  if (imports('hono')) return 'Hono';
  if (imports('@hapi/hapi') || imports('hapi')) return 'hapi';
  if (imports('@koa/router') || imports('koa-router')) return 'Koa';
  return 'Express';
}

function methodName(verb: string): string {
  const upper = verb.toUpperCase();
  return upper === 'DEL' ? 'DELETE' : upper === 'ALL' ? 'ANY' : upper;
}

/** Fastify's `schema: { summary, description }` inside the call's arguments. */
function schemaSummary(args: string): string | undefined {
  const schema = /\bschema\s*:\s*\{/.exec(args);
  if (!schema) return undefined;
  const open = schema.index + schema[0].length - 1;
  const body = args.slice(open, closingBracket(args, open) + 1 || undefined);
  const match = /\b(summary|description)\s*:\s*(["'`])((?:\\.|(?!\2)[^\\])*)\2/.exec(body);
  return match ? collapseText(match[3]!) : undefined;
}

/** The start of a call's arguments: options such as `schema` come before the handler's body. */
function leadingArguments(text: string, openParen: number, brackets: BracketIndex): string {
  const close = brackets.close(openParen);
  return text.slice(openParen + 1, Math.min(close > 0 ? close : text.length, openParen + 4_000));
}

/** Chained methods after `.route('/x')`, up to the end of the statement. */
function chainedMethods(
  text: string,
  from: number,
  brackets: BracketIndex,
): { method: string; offset: number }[] {
  const found: { method: string; offset: number }[] = [];
  let cursor = from;
  for (;;) {
    const next = /^\s*\.\s*(get|post|put|patch|delete|del|options|head|all)\s*\(/.exec(
      text.slice(cursor, cursor + 200),
    );
    if (!next) return found;
    const open = cursor + next[0].length - 1;
    found.push({ method: methodName(next[1]!), offset: cursor + next[0].indexOf('.') });
    const close = brackets.close(open);
    // Each call is read once: a close before the cursor would mean a loop.
    if (close <= cursor) return found;
    cursor = close + 1;
  }
}

/** Express, Fastify, Koa, Hono and hapi: routes declared by method calls on an app or router. */
export const javascriptExtractor: RouteExtractor = {
  framework: 'Express',
  applies: (file, text) =>
    /\.[cm]?[jt]sx?$/.test(file) && /\.\s*(get|post|put|patch|delete|del|all|route)\s*\(/.test(text),
  extract(file, text) {
    const framework = frameworkOf(text);
    const index = new LineIndex(text);
    const lines = text.split('\n');
    const brackets = new BracketIndex(text);
    const routes: ExtractedRoute[] = [];
    const add = (method: string, path: string, offset: number, summary?: string) => {
      const line = index.lineOf(offset);
      const description = summary ?? commentAbove(lines, line);
      routes.push({
        method,
        path: normalizeRoutePath(path),
        ...(description && { description }),
        file,
        line,
        framework,
      });
    };
    for (const match of text.matchAll(verbCall)) {
      if (notRouters.test(match[1]!)) continue;
      const open = match.index + match[0].indexOf('(');
      add(
        methodName(match[2]!),
        match[4]!,
        match.index,
        schemaSummary(leadingArguments(text, open, brackets)),
      );
    }
    for (const match of text.matchAll(routeChain)) {
      for (const chained of chainedMethods(text, match.index + match[0].length, brackets))
        add(chained.method, match[2]!, chained.offset);
    }
    for (const match of text.matchAll(routeObject)) {
      const open = match.index + match[0].length - 1;
      const close = brackets.close(open);
      if (close < 0) continue;
      const body = text.slice(open, Math.min(close + 1, open + 4_000));
      const path = /\b(?:url|path)\s*:\s*(["'`])(\/[^"'`]*)\1/.exec(body)?.[2];
      const methods = /\bmethod\s*:\s*(\[[^\]]*\]|(["'`])[^"'`]*\2)/.exec(body)?.[1];
      if (!path || !methods) continue;
      for (const method of stringLiterals(methods)) {
        add(method === '*' ? 'ANY' : method.toUpperCase(), path, match.index, schemaSummary(body));
      }
    }
    return routes.sort((a, b) => a.line - b.line);
  },
};
