import type { OutputField } from '@cartographer/core';

export const projectionTransformName = 'Keep output fields';

/** The distinct, non-empty field names the Output node declares, in order. */
export function projectionKeys(fields: readonly OutputField[]): string[] {
  return [...new Set(fields.map((field) => field.name.trim()).filter((name) => name !== ''))];
}

/**
 * JavaScript for a transform that keeps only `keys` of each record: on an object, on every item of
 * an array, and inside a list envelope (`{ items: [...] }`) when the object itself has none of the
 * keys, so a paginated answer keeps its shape. Values are copied, never invented.
 */
export function projectionCode(keys: readonly string[]): string {
  return [
    '(data) => {',
    `  const keep = ${JSON.stringify(keys)};`,
    '  const isRecord = (value) => value !== null && typeof value === "object" && !Array.isArray(value);',
    '  const pick = (item) => {',
    '    if (!isRecord(item)) return item;',
    '    const out = {};',
    '    for (const key of keep) if (key in item) out[key] = item[key];',
    '    return out;',
    '  };',
    '  const project = (value) => (Array.isArray(value) ? value.map(pick) : pick(value));',
    '  if (isRecord(data) && !keep.some((key) => key in data)) {',
    '    const lists = Object.entries(data).filter(([, value]) => Array.isArray(value));',
    '    if (lists.length > 0) return { ...data, ...Object.fromEntries(lists.map(([key, value]) => [key, project(value)])) };',
    '  }',
    '  return project(data);',
    '}',
  ].join('\n');
}

/** A sentence for the toast: what the projection keeps. */
export function describeProjection(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).join(', ');
  const more = keys.length > 5 ? ` and ${keys.length - 5} more` : '';
  return `The transform now keeps only ${keys.length} output field${keys.length === 1 ? '' : 's'}: ${shown}${more}.`;
}
