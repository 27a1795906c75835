import { SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { compactInputClass } from '../components/form-controls.tsx';

/** Enter sends, Shift+Enter starts a new line; an empty prompt is refused. */
export function ChatInput({ busy, onSend }: { busy: boolean; onSend: (prompt: string) => void }) {
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!prompt.trim()) {
      setError('Please enter a prompt');
      toast.error('Please enter a prompt');
      return;
    }
    if (busy) return;
    onSend(prompt.trim());
    setPrompt('');
  };
  return (
    <form onSubmit={send} className="border-t border-slate-200 pt-3">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message the assistant
        </label>
        <textarea
          id={id}
          rows={2}
          value={prompt}
          placeholder="Ask the assistant to change this interface…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setPrompt(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className={`${compactInputClass} resize-none`}
        />
        <button
          type="submit"
          disabled={!prompt.trim() || busy}
          aria-label="Send"
          className="rounded-lg bg-brand-600 p-2.5 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/50"
        >
          <SendHorizontal aria-hidden className="h-4 w-4" />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
