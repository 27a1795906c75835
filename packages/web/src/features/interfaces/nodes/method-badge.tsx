import { cn } from '../../../components/ui/cn.ts';

const colours: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-800',
  POST: 'bg-emerald-100 text-emerald-800',
  PUT: 'bg-amber-100 text-amber-800',
  PATCH: 'bg-violet-100 text-violet-800',
  DELETE: 'bg-red-100 text-red-800',
};

export function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block w-12 shrink-0 rounded px-1 py-0.5 text-center font-mono text-[10px] font-semibold',
        colours[method] ?? 'bg-slate-100 text-slate-700',
        className,
      )}
    >
      {method}
    </span>
  );
}
