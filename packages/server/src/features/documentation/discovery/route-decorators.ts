import { BracketIndex, closingBracket, LineIndex, stringLiterals } from './route-source-text.ts';

export interface Decorator {
  /** Name as written after `@`, e.g. `Get`, `app.get`, `RequestMapping`. */
  name: string;
  /** Text between the parentheses, or undefined when written without them. */
  args?: string;
  line: number;
}

/** Decorators (TypeScript), decorators (Python) or annotations (Java/Kotlin) stacked on one declaration. */
export interface DecoratorGroup {
  decorators: Decorator[];
  /** Offset just after the last decorator: the declaration they decorate follows. */
  end: number;
}

/** Finds the groups of line-leading `@Name(...)` decorators in source text. */
export function decoratorGroups(text: string): DecoratorGroup[] {
  const lines = new LineIndex(text);
  const brackets = new BracketIndex(text);
  const groups: DecoratorGroup[] = [];
  const pattern = /^[ \t]*@([A-Za-z_][\w.]*)/gm;
  let current: DecoratorGroup | undefined;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].indexOf('@');
    let end = match.index + match[0].length;
    let args: string | undefined;
    if (text[end] === '(') {
      const close = brackets.close(end);
      if (close < 0) continue;
      args = text.slice(end + 1, close);
      end = close + 1;
    }
    const decorator: Decorator = {
      name: match[1]!,
      line: lines.lineOf(start),
      ...(args !== undefined && { args }),
    };
    if (current && text.slice(current.end, start).trim() === '') {
      current.decorators.push(decorator);
      current.end = end;
    } else {
      current = { decorators: [decorator], end };
      groups.push(current);
    }
    pattern.lastIndex = end;
  }
  return groups;
}

/** The string value of a named argument (`summary = "x"`, `summary: 'x'`, `summary="x"`), if any. */
export function namedArgument(args: string | undefined, names: string[]): string | undefined {
  if (!args) return undefined;
  for (const name of names) {
    const match = new RegExp(String.raw`\b${name}\s*[:=]\s*(["'\`])((?:\\.|(?!\1)[^\\])*)\1`).exec(args);
    if (match) return match[2]!.replace(/\\(["'`])/g, '$1');
  }
  return undefined;
}

/**
 * Paths given to a mapping decorator: the leading literal or array (`'x'`, `["a", "b"]`, `{"a"}`),
 * or the value of `path`/`value` (`value = "/x"`, `path: 'x'`). Empty list when none is written.
 */
export function decoratorPaths(args: string | undefined, keys = ['path', 'value']): string[] {
  if (args === undefined) return [];
  const trimmed = args.trim();
  if (/^["'`]/.test(trimmed)) return stringLiterals(trimmed).slice(0, 1);
  if (/^[[{]/.test(trimmed) && !/^\{\s*\w+\s*:/.test(trimmed)) {
    const close = closingBracket(trimmed, 0);
    return stringLiterals(close > 0 ? trimmed.slice(0, close) : trimmed);
  }
  for (const key of keys) {
    const match = new RegExp(String.raw`\b${key}\s*[:=]\s*`).exec(trimmed);
    if (!match) continue;
    const rest = trimmed.slice(match.index + match[0].length);
    if (/^[[{]/.test(rest)) {
      const close = closingBracket(rest, 0);
      return stringLiterals(close > 0 ? rest.slice(0, close) : rest);
    }
    return stringLiterals(rest).slice(0, 1);
  }
  return [];
}
