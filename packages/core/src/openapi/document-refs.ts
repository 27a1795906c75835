import type { FindingLog } from '../catalog/finding-log.ts';
import { isRecord, unescapePointerToken } from '../catalog/schema-walk.ts';

/** Chains of references longer than this are treated as broken (they are loops in practice). */
const maxRefHops = 32;

export function isLocalRef(ref: string): boolean {
  return ref === '#' || ref.startsWith('#/');
}

/** Reads `#/a/b~1c` in `document`; undefined when any step is missing. */
export function lookupPointer(document: unknown, ref: string): unknown {
  if (ref === '#') return document;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const token = unescapePointerToken(raw);
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isRecord(node) && Object.hasOwn(node, token)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Resolves references between the objects of one document (parameters, responses, bodies, path items...). */
export class DocumentRefs {
  private readonly cache = new Map<string, unknown>();

  constructor(
    readonly document: Record<string, unknown>,
    readonly log: FindingLog,
  ) {}

  lookup(ref: string): unknown {
    if (this.cache.has(ref)) return this.cache.get(ref);
    const target = lookupPointer(this.document, ref);
    this.cache.set(ref, target);
    return target;
  }

  /**
   * The object `value` stands for, following `$ref` chains. Fields beside a `$ref` (OpenAPI 3.1 allows
   * `summary` and `description` there) override the target's. Undefined, with a finding, when broken.
   */
  follow(value: unknown, where: string): Record<string, unknown> | undefined {
    if (!isRecord(value)) return undefined;
    let current: Record<string, unknown> = value;
    const seen = new Set<string>();
    let overrides: Record<string, unknown> | undefined;
    for (let hop = 0; typeof current.$ref === 'string'; hop++) {
      const ref = current.$ref;
      if (!isLocalRef(ref)) {
        this.log.reference('external-ref-refused', ref, where);
        return undefined;
      }
      if (seen.has(ref) || hop >= maxRefHops) {
        this.log.reference('circular-ref', ref, where);
        return undefined;
      }
      seen.add(ref);
      const { $ref: _ref, ...siblings } = current;
      if (Object.keys(siblings).length > 0) overrides = { ...siblings, ...overrides };
      const target = this.lookup(ref);
      if (!isRecord(target)) {
        this.log.reference('unresolved-ref', ref, where);
        return undefined;
      }
      current = target;
    }
    return overrides ? { ...current, ...overrides } : current;
  }
}
