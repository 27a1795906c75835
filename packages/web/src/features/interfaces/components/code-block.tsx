import { cn } from '../../../components/ui/cn.ts';
import { CopyButton } from './copy-button.tsx';

/** Monospaced, scrollable text with a copy button. */
export function CodeBlock({ code, label, className }: { code: string; label: string; className?: string }) {
  return (
    <div className={cn('relative rounded-lg border border-slate-200 bg-slate-950', className)}>
      <CopyButton
        text={code}
        label={label}
        className="absolute top-1.5 right-1.5 bg-slate-800/80 text-slate-200 hover:bg-slate-700 hover:text-white"
      />
      <pre className="max-h-[50dvh] overflow-auto p-3 pr-10 font-mono text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}
