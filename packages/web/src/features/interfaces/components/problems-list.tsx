import type { CompileProblem } from '@cartographer/core';
import { AlertTriangle, Info, XCircle } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';

const looks = {
  error: { icon: XCircle, className: 'border-red-200 bg-red-50 text-red-800' },
  warning: { icon: AlertTriangle, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  info: { icon: Info, className: 'border-sky-200 bg-sky-50 text-sky-900' },
} as const;

/** What the compiler says is wrong or changed, per tool. */
export function ProblemsList({ problems }: { problems: CompileProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="space-y-1.5" aria-label="Problems">
      {problems.map((problem, index) => {
        const look = looks[problem.severity];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity beyond their order
            key={index}
            className={cn('flex items-start gap-2 rounded-lg border px-3 py-2 text-sm', look.className)}
          >
            <look.icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              <span className="sr-only">{problem.severity}: </span>
              {problem.tool ? (
                <code className="mr-1 font-mono text-xs font-semibold">{problem.tool}</code>
              ) : null}
              {problem.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
