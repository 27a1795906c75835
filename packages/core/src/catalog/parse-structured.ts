import { CORE_SCHEMA, load as loadYamlFast, Type, YAMLException } from 'js-yaml';
import { parse as parseYamlStrict } from 'yaml';
import type { ImportError } from './import-result.ts';

/** Deeper than any real API description (Stripe's is 25 levels); deeper input is refused before we walk it. */
export const maxNestingDepth = 200;

/** `yaml`, the fallback parser, is about ten times slower than js-yaml: only worth a second opinion on smaller files. */
const strictFallbackLimit = 2_000_000;

/**
 * YAML 1.2 core schema (no timestamps or binary, so `version: 2023-08-16` stays a string as in JSON)
 * plus `<<` merge keys, which some API descriptions use to share blocks. Same type as js-yaml's own.
 */
const yamlSchema = CORE_SCHEMA.extend({
  implicit: [
    new Type('tag:yaml.org,2002:merge', {
      kind: 'scalar',
      resolve: (data) => data === '<<' || data === null,
    }),
  ],
});

export type Parsed = { ok: true; value: unknown } | { ok: false; error: ImportError };

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let index = 0; index < position && index < text.length; index++)
    if (text.charCodeAt(index) === 10) line++;
  return line;
}

function sentence(reason: string): string {
  const trimmed = reason.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

function nestingError(): ImportError {
  return {
    code: 'too-deeply-nested',
    message: `The document is nested more than ${maxNestingDepth} levels deep, which no API description needs; it was refused.`,
  };
}

function aliasError(): ImportError {
  return {
    code: 'yaml-alias-limit',
    message:
      'This YAML file expands its aliases (*name) far beyond its own size, which is how alias bombs work; it was refused.',
  };
}

/**
 * Walks the parsed value as the tree it expands to, refusing it when deeper than the nesting limit
 * or larger than `maxNodes`. YAML aliases make shared (even cyclic) references, so a small file can
 * expand to billions of nodes; counting the expansion is what catches that, and it stops early.
 */
export function checkShape(value: unknown, maxNodes: number): ImportError | undefined {
  let nodes = 0;
  const visit = (node: unknown, depth: number): ImportError | undefined => {
    if (typeof node !== 'object' || node === null) return undefined;
    if (depth > maxNestingDepth) return nestingError();
    nodes++;
    if (nodes > maxNodes) return aliasError();
    if (Array.isArray(node)) {
      for (const item of node) {
        const error = visit(item, depth + 1);
        if (error) return error;
      }
    } else {
      for (const key in node) {
        const error = visit((node as Record<string, unknown>)[key], depth + 1);
        if (error) return error;
      }
    }
    return undefined;
  };
  return visit(value, 0);
}

/** V8's reason without its position or source excerpt, and the line the error is on when it can be told. */
function describeJsonError(raw: string, text: string): { reason: string; line?: number } {
  const positioned = /^(.*) in JSON at position (\d+)/s.exec(raw) ?? /^(.*) at position (\d+)/s.exec(raw);
  if (positioned) return { reason: positioned[1]!, line: lineAt(text, Number(positioned[2])) };
  // `Unexpected token 'x', ..."context"... is not valid JSON`: V8 shows ten characters either side.
  const excerpt = /^(Unexpected token '.'), (\.\.\.)?"([\s\S]*?)"(\.\.\.)? is not valid JSON$/s.exec(raw);
  if (excerpt) {
    const [, reason, cut, context] = excerpt;
    const start = context ? text.indexOf(context) : -1;
    return start < 0 ? { reason: reason! } : { reason: reason!, line: lineAt(text, start + (cut ? 10 : 0)) };
  }
  return { reason: raw };
}

export function parseJson(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, error: nestingError() };
    const { reason, line } = describeJsonError(error instanceof Error ? error.message : String(error), text);
    const where = line === undefined ? '' : ` (line ${line})`;
    return {
      ok: false,
      error: { code: 'invalid-json', message: `This file is not valid JSON: ${sentence(reason)}${where}.` },
    };
  }
  const shapeError = checkShape(value, Number.POSITIVE_INFINITY);
  return shapeError ? { ok: false, error: shapeError } : { ok: true, value };
}

function yamlError(reason: string, line: number | undefined): ImportError {
  const where = line === undefined ? '' : ` (line ${line})`;
  return { code: 'invalid-yaml', message: `This file is not valid YAML: ${sentence(reason)}${where}.` };
}

function strictParse(text: string): Parsed | undefined {
  try {
    // `yaml` stops alias expansion itself (maxAliasCount); the shape check below still bounds depth.
    return {
      ok: true,
      value: parseYamlStrict(text, {
        maxAliasCount: 100,
        uniqueKeys: false,
        prettyErrors: false,
        merge: true,
      }),
    };
  } catch (error) {
    if (
      error instanceof Error &&
      /alias/i.test(error.message) &&
      /resource exhaustion|excessive/i.test(error.message)
    ) {
      return { ok: false, error: aliasError() };
    }
    return undefined;
  }
}

export function parseYaml(text: string): Parsed {
  let value: unknown;
  try {
    value = loadYamlFast(text, { schema: yamlSchema, json: true });
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, error: nestingError() };
    const second = text.length <= strictFallbackLimit ? strictParse(text) : undefined;
    if (second) {
      if (!second.ok) return second;
      value = second.value;
    } else if (error instanceof YAMLException) {
      return { ok: false, error: yamlError(error.reason, error.mark ? error.mark.line + 1 : undefined) };
    } else {
      return {
        ok: false,
        error: yamlError(error instanceof Error ? error.message : String(error), undefined),
      };
    }
  }
  // Each collection written out needs at least one character of text; a tree many times larger than
  // the text comes from aliases. The margin leaves room for documents that reuse blocks as intended.
  const shapeError = checkShape(value, Math.max(1_000_000, 2 * text.length));
  return shapeError ? { ok: false, error: shapeError } : { ok: true, value };
}
