/** Clients accept tool names of letters, digits, `_` and `-`; many cap them at 64 characters. */
export const maxToolNameLength = 64;

const invalidCharacters = /[^A-Za-z0-9_-]+/g;

export function sanitizeToolName(raw: string): string {
  const cleaned = raw
    .replace(invalidCharacters, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  return cleaned === '' ? 'tool' : cleaned;
}

/** `GET /products/{id}/variants` → `get_products_by_id_variants`. */
export function nameFromMethodAndPath(method: string, path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/^\{(.+)\}$/, 'by_$1'));
  return sanitizeToolName([method.toLowerCase(), ...segments].join('_'));
}

/** A short stable hash (FNV-1a, 32 bits, hex) so shortened names stay distinct and repeatable. */
export function stableHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Cuts a name over the limit and appends `_` plus the hash of the full name. */
export function shortenToolName(name: string, max = maxToolNameLength): string {
  if (name.length <= max) return name;
  const head = name.slice(0, max - 9).replace(/[_-]+$/, '');
  return `${head}_${stableHash(name)}`;
}

/** The first of `name`, `name_2`, `name_3`, ... not yet taken, kept within the length limit. */
export function uniqueToolName(name: string, taken: ReadonlySet<string>, max = maxToolNameLength): string {
  if (!taken.has(name)) return name;
  for (let counter = 2; ; counter++) {
    const suffix = `_${counter}`;
    const candidate = `${name.slice(0, max - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
