import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { cn } from '../../../components/ui/cn.ts';

/** Copies `text`; the icon turns into a tick until the next copy. */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(`${label} copied to clipboard`);
    } catch {
      toast.error('The browser refused access to the clipboard. Select the text and copy it by hand.');
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Copy ${label.toLowerCase()}`}
      title={`Copy ${label.toLowerCase()}`}
      className={cn(
        'inline-flex items-center gap-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800',
        className,
      )}
    >
      {copied ? (
        <Check aria-hidden className="h-4 w-4 text-emerald-600" />
      ) : (
        <Copy aria-hidden className="h-4 w-4" />
      )}
    </button>
  );
}
