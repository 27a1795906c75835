import type { Finding } from './model.ts';

type ReferenceProblem = 'unresolved-ref' | 'external-ref-refused' | 'circular-ref';

interface Counted {
  code: ReferenceProblem;
  ref: string;
  where: string;
  count: number;
}

function referenceMessage({ code, ref, count }: Counted): string {
  const times = count > 1 ? ` (${count} places)` : '';
  if (code === 'unresolved-ref') return `The reference '${ref}' points to nothing in the document${times}.`;
  if (code === 'external-ref-refused') {
    return `The reference '${ref}' points outside the document${times}; only references inside it are followed, so it was left empty.`;
  }
  return `The reference '${ref}' loops back on itself or chains on without end${times}; it was cut there.`;
}

/** Collects an importer's findings; a broken reference is reported once, with how often it occurs. */
export class FindingLog {
  private readonly findings: Finding[] = [];
  private readonly references = new Map<string, Counted>();

  add(finding: Finding): void {
    this.findings.push(finding);
  }

  reference(code: ReferenceProblem, ref: string, where: string): void {
    const key = `${code} ${ref}`;
    const known = this.references.get(key);
    if (known) known.count++;
    else this.references.set(key, { code, ref, where, count: 1 });
  }

  list(): Finding[] {
    const references = [...this.references.values()].map(
      (counted): Finding => ({
        code: counted.code,
        severity:
          counted.code === 'unresolved-ref'
            ? 'error'
            : counted.code === 'external-ref-refused'
              ? 'warning'
              : 'info',
        message: referenceMessage(counted),
        where: counted.where,
      }),
    );
    return [...references, ...this.findings];
  }
}
