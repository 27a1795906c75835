/**
 * Brings each framework's path syntax to the `{param}` form the catalogue uses:
 * Express/Rails `:id`, Flask `<int:id>`, Spring `{id:[0-9]+}`, Laravel `{id?}`, FastAPI `{p:path}`.
 */
export function normalizeRoutePath(raw: string): string {
  const path = raw
    .trim()
    .replace(/<(?:[A-Za-z_]\w*:)?([A-Za-z_]\w*)>/g, '{$1}')
    .replace(/(?<=^|[/.-]):([A-Za-z_]\w*)(?:\((?:[^()]|\([^()]*\))*\))?\??/g, '{$1}')
    .replace(/\{([A-Za-z_][\w.-]*)(?::(?:[^{}]|\{[^{}]*\})*)?\??\}/g, '{$1}')
    .replace(/(?<=^|\/)\*([A-Za-z_]\w*)/g, '{$1}');
  return cleanSlashes(path);
}

function cleanSlashes(path: string): string {
  const joined = `/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/** Joins a prefix (controller, router, namespace) and a route path into one normalised path. */
export function joinRoutePaths(...parts: string[]): string {
  return normalizeRoutePath(parts.filter((part) => part.trim() !== '').join('/'));
}

/** English singular of a resource name, as Rails and Laravel derive `product_id` / `{product}`. */
export function singularize(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(x|ch|ss|sh|zz)es$/.test(word)) return word.replace(/es$/, '');
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}
