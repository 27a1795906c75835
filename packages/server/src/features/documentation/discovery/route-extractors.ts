import { javascriptExtractor } from './route-javascript.ts';
import { laravelExtractor } from './route-laravel.ts';
import { nestjsExtractor } from './route-nestjs.ts';
import { pythonExtractor } from './route-python.ts';
import { railsExtractor } from './route-rails.ts';
import { springExtractor } from './route-spring.ts';
import type { ExtractedRoute, RouteExtractor } from './route-types.ts';

export type { ExtractedRoute, RouteExtractor } from './route-types.ts';

export const routeExtractors: RouteExtractor[] = [
  nestjsExtractor,
  javascriptExtractor,
  pythonExtractor,
  railsExtractor,
  laravelExtractor,
  springExtractor,
];

/** Source files that may declare routes; tests and specs are left out (they call routes, not declare them). */
export function mayDeclareRoutes(file: string): boolean {
  if (/(^|\/)(__tests__|tests?|spec|e2e|cypress|fixtures?|__mocks__)\//.test(file)) return false;
  if (
    /\.(test|spec|e2e|stories)\.[cm]?[jt]sx?$/.test(file) ||
    /(^|\/)test_[^/]*\.py$|_test\.py$|_spec\.rb$|Tests?\.(java|kt)$/.test(file)
  )
    return false;
  return /\.([cm]?[jt]sx?|py|rb|php|java|kt)$/.test(file);
}

/** The routes declared in one source file, by every framework whose declarations appear in it. */
export function extractRoutes(file: string, text: string): ExtractedRoute[] {
  const routes: ExtractedRoute[] = [];
  const seen = new Set<string>();
  for (const extractor of routeExtractors) {
    if (!extractor.applies(file, text)) continue;
    for (const route of extractor.extract(file, text)) {
      const key = `${route.method} ${route.path} ${route.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push(route);
    }
  }
  return routes;
}
