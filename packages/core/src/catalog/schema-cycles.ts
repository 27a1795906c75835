import type { Finding, JsonSchema } from './model.ts';
import { collectComponentRefs, componentSchemaRef } from './schema-walk.ts';

function nameList(names: string[]): string {
  return names.length <= 6
    ? names.join(', ')
    : `${names.slice(0, 6).join(', ')} and ${names.length - 6} more`;
}

/**
 * One info finding per group of named schemas that refer to each other in a loop (Tarjan's strongly
 * connected components). They stay as `$ref`s in the catalogue; a client that inlines refs cannot expand them.
 */
export function circularSchemaFindings(schemas: Record<string, JsonSchema>): Finding[] {
  const edges = new Map<string, string[]>();
  for (const name of Object.keys(schemas)) {
    edges.set(
      name,
      [...collectComponentRefs(schemas[name]!)].filter((target) => Object.hasOwn(schemas, target)),
    );
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const findings: Finding[] = [];
  let counter = 0;

  const connect = (name: string): void => {
    index.set(name, counter);
    low.set(name, counter);
    counter++;
    stack.push(name);
    onStack.add(name);
    for (const target of edges.get(name) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(name, Math.min(low.get(name)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(name, Math.min(low.get(name)!, index.get(target)!));
      }
    }
    if (low.get(name) !== index.get(name)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== name);
    const selfLoop = group.length === 1 && (edges.get(name) ?? []).includes(name);
    if (group.length === 1 && !selfLoop) return;
    group.reverse();
    findings.push({
      code: 'circular-ref',
      severity: 'info',
      message:
        group.length === 1
          ? `The schema ${name} refers to itself; it is kept as a reference rather than expanded.`
          : `${group.length} schemas refer to each other in a loop (${nameList(group)}); they are kept as references rather than expanded.`,
      where: componentSchemaRef(group[0]!),
    });
  };

  for (const name of edges.keys()) if (!index.has(name)) connect(name);
  return findings;
}
