import { decoratorGroups, decoratorPaths, namedArgument } from './route-decorators.ts';
import { joinRoutePaths } from './route-path.ts';
import { collapseText, commentAbove } from './route-source-text.ts';
import type { ExtractedRoute, RouteExtractor } from './route-types.ts';

const mappings: Record<string, string | null> = {
  GetMapping: 'GET',
  PostMapping: 'POST',
  PutMapping: 'PUT',
  PatchMapping: 'PATCH',
  DeleteMapping: 'DELETE',
  RequestMapping: null,
};

/** Whether the code after an annotation group declares a class (so a `@RequestMapping` there is a prefix). */
function declaresClass(text: string, offset: number): boolean {
  const next = text.slice(offset, offset + 300).replace(/^\s+/, '');
  return /^(?:(?:public|protected|private|abstract|final|static|open|internal|sealed|data)\s+)*(?:class|interface|object)\b/.test(
    next,
  );
}

/** `RequestMethod.GET`, `[RequestMethod.GET, RequestMethod.POST]`, or every method when none is given. */
function requestMethods(args: string | undefined): string[] {
  const listed = [...(args ?? '').matchAll(/RequestMethod\.([A-Z]+)/g)].map((match) => match[1]!);
  return listed.length ? listed : ['ANY'];
}

/** Spring MVC/WebFlux (Java or Kotlin): `@RequestMapping` on the class, `@GetMapping("/{id}")` on methods. */
export const springExtractor: RouteExtractor = {
  framework: 'Spring',
  applies: (file, text) =>
    /\.(java|kt)$/.test(file) && /@(Get|Post|Put|Patch|Delete|Request)Mapping\b/.test(text),
  extract(file, text) {
    const lines = text.split('\n');
    const routes: ExtractedRoute[] = [];
    let prefixes = [''];
    for (const group of decoratorGroups(text)) {
      const mapping = group.decorators.find((decorator) => decorator.name in mappings);
      if (declaresClass(text, group.end)) {
        // A class without a mapping of its own starts again from the root.
        const paths = mapping?.name === 'RequestMapping' ? decoratorPaths(mapping.args) : [];
        prefixes = paths.length ? paths : [''];
        continue;
      }
      const operation = group.decorators.find(
        (decorator) => decorator.name === 'Operation' || decorator.name === 'ApiOperation',
      );
      const summary = namedArgument(operation?.args, ['summary', 'value', 'description']);
      const description = summary ? collapseText(summary) : commentAbove(lines, group.decorators[0]!.line);
      for (const decorator of group.decorators) {
        if (!(decorator.name in mappings)) continue;
        const fixed = mappings[decorator.name];
        const methods = fixed ? [fixed] : requestMethods(decorator.args);
        const paths = decoratorPaths(decorator.args);
        for (const prefix of prefixes) {
          for (const path of paths.length ? paths : ['']) {
            for (const method of methods) {
              routes.push({
                method,
                path: joinRoutePaths(prefix, path),
                ...(description && { description }),
                file,
                line: decorator.line,
                framework: 'Spring',
              });
            }
          }
        }
      }
    }
    return routes;
  },
};
