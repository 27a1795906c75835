/** Small scanners over source text shared by the route extractors; regex-based, no parsers. */

/** Maps character offsets to 1-based line numbers. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
      this.starts.push(index + 1);
  }

  lineOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }
}

const closers: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/**
 * The matching brackets of a whole file, found in one pass with string literals skipped, so
 * extractors look a match up instead of scanning forward from each declaration (quadratic on
 * hostile files). A closing bracket that matches nothing open is ignored.
 */
export class BracketIndex {
  private readonly pairs = new Map<number, number>();

  constructor(text: string) {
    const stack: number[] = [];
    for (let index = 0; index < text.length; index++) {
      const char = text[index]!;
      if (char === '"' || char === "'" || char === '`') {
        index = endOfString(text, index, text.length);
        continue;
      }
      if (char === '(' || char === '[' || char === '{') stack.push(index);
      else if (char === ')' || char === ']' || char === '}') {
        const top = stack.at(-1);
        if (top !== undefined && closers[text[top]!] === char) {
          stack.pop();
          this.pairs.set(top, index);
        }
      }
    }
  }

  /** Index of the bracket closing the one at `open`, or -1. */
  close(open: number): number {
    return this.pairs.get(open) ?? -1;
  }
}

/** Index of the bracket closing the one at `open`, skipping string literals; -1 when unbalanced or too far. */
export function closingBracket(text: string, open: number, maxLength = 20_000): number {
  const stack: string[] = [];
  const end = Math.min(text.length, open + maxLength);
  for (let index = open; index < end; index++) {
    const char = text[index]!;
    if (char === '"' || char === "'" || char === '`') {
      index = endOfString(text, index, end);
      continue;
    }
    const closer = closers[char];
    if (closer) stack.push(closer);
    else if (char === ')' || char === ']' || char === '}') {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return index;
    }
  }
  return -1;
}

function endOfString(text: string, start: number, end: number): number {
  const quote = text[start]!;
  for (let index = start + 1; index < end; index++) {
    const char = text[index]!;
    if (char === '\\') index++;
    else if (char === quote) return index;
    else if (char === '\n' && quote !== '`') return index;
  }
  return end;
}

/** The contents of the quoted string literals in a piece of code, in order. */
export function stringLiterals(code: string): string[] {
  return [...code.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((match) => match[2]!);
}

/** Collapses whitespace and cuts long text at a word boundary. */
export function collapseText(text: string, maxLength = 300): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= maxLength) return collapsed;
  const cut = collapsed.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > maxLength / 2 ? cut.lastIndexOf(' ') : maxLength)}…`;
}

const commentLine = /^\s*(\/\/+|#+(?!\[)|\/\*+|\*+\/?|\*\/)/;

/**
 * The comment written directly above the declaration on `line` (1-based), skipping decorator and
 * annotation lines between them; JSDoc/Javadoc tags are left out. Undefined when there is none.
 */
export function commentAbove(lines: string[], line: number): string | undefined {
  let cursor = line - 2;
  while (cursor >= 0 && /^\s*@/.test(lines[cursor]!)) cursor--;
  const collected: string[] = [];
  for (; cursor >= 0; cursor--) {
    const text = lines[cursor]!;
    if (!commentLine.test(text)) break;
    collected.unshift(text.replace(commentLine, '').replace(/\*+\/\s*$/, ''));
  }
  const kept = collected.map((text) => text.trim()).filter((text) => text !== '' && !text.startsWith('@'));
  return kept.length ? collapseText(kept.join(' ')) : undefined;
}
