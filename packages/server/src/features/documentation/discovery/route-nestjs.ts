import { decoratorGroups, decoratorPaths, namedArgument } from './route-decorators.ts';
import { joinRoutePaths } from './route-path.ts';
import { collapseText, commentAbove } from './route-source-text.ts';
import type { ExtractedRoute, RouteExtractor } from './route-types.ts';

const methodDecorators: Record<string, string> = {
  Get: 'GET',
  Post: 'POST',
  Put: 'PUT',
  Patch: 'PATCH',
  Delete: 'DELETE',
  Options: 'OPTIONS',
  Head: 'HEAD',
  All: 'ANY',
};

/** NestJS: `@Controller('products')` on the class, `@Get(':id')` on its methods. */
export const nestjsExtractor: RouteExtractor = {
  framework: 'NestJS',
  applies: (file, text) => /\.[cm]?[jt]sx?$/.test(file) && /@Controller\s*\(/.test(text),
  extract(file, text) {
    const lines = text.split('\n');
    const routes: ExtractedRoute[] = [];
    let prefixes = [''];
    for (const group of decoratorGroups(text)) {
      const controller = group.decorators.find((decorator) => decorator.name === 'Controller');
      if (controller) {
        const paths = decoratorPaths(controller.args);
        prefixes = paths.length ? paths : [''];
        continue;
      }
      const operation = group.decorators.find((decorator) => decorator.name === 'ApiOperation');
      const summary = namedArgument(operation?.args, ['summary', 'description']);
      const first = group.decorators[0]!;
      const description = summary ? collapseText(summary) : commentAbove(lines, first.line);
      for (const decorator of group.decorators) {
        const method = methodDecorators[decorator.name];
        if (!method) continue;
        const paths = decoratorPaths(decorator.args);
        for (const prefix of prefixes) {
          for (const path of paths.length ? paths : ['']) {
            routes.push({
              method,
              path: joinRoutePaths(prefix, path),
              ...(description && { description }),
              file,
              line: decorator.line,
              framework: 'NestJS',
            });
          }
        }
      }
    }
    return routes;
  },
};
