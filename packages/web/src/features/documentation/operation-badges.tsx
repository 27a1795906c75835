import type { DocumentationLevel } from '@cartographer/core';
import { cn } from '../../components/ui/cn.ts';
import { documentationLevelClass, formatPercent } from './coverage.ts';

const methodClass: Record<string, string> = {
  GET: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  POST: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  PUT: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  PATCH: 'bg-violet-50 text-violet-700 ring-violet-600/20',
  DELETE: 'bg-red-50 text-red-700 ring-red-600/20',
  QUERY: 'bg-pink-50 text-pink-700 ring-pink-600/20',
  MUTATION: 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-600/20',
  SUBSCRIPTION: 'bg-purple-50 text-purple-700 ring-purple-600/20',
};

const pill = 'inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <span
      className={cn(
        pill,
        'min-w-[3.75rem] justify-center font-mono',
        methodClass[method] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20',
        className,
      )}
    >
      {method}
    </span>
  );
}

export function DocumentationBadge({ level, coverage }: { level: DocumentationLevel; coverage: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        className={cn(pill, 'font-medium', documentationLevelClass[level] ?? documentationLevelClass.Minimal)}
      >
        {level}
      </span>
      <span className="text-xs text-slate-500">{formatPercent(coverage)}</span>
    </span>
  );
}

export function DeprecatedBadge() {
  return (
    <span className={cn(pill, 'bg-slate-100 font-medium text-slate-600 ring-slate-400/30 line-through')}>
      deprecated
    </span>
  );
}
