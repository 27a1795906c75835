import { X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { cn } from '../../components/ui/cn.ts';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'drawer' slides in from the right edge at full height. */
  placement?: 'center' | 'wide' | 'drawer';
  className?: string;
}

const placements = {
  center: 'm-auto w-[calc(100%-2rem)] max-w-lg rounded-xl max-h-[calc(100dvh-2rem)]',
  wide: 'm-auto w-[calc(100%-2rem)] max-w-2xl rounded-xl max-h-[calc(100dvh-2rem)]',
  drawer: 'my-0 mr-0 ml-auto h-dvh max-h-dvh w-full max-w-3xl rounded-none sm:rounded-l-xl',
};

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert, keeps focus
 * inside and raises `cancel` on Escape. Mount it to open it and unmount it to close it; focus
 * goes back to whatever had it before.
 */
export function Modal({ title, onClose, children, placement = 'center', className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect, so the dialog is closed (and focus restored) before React removes it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // A file input's `cancel` (picker closed) bubbles up here too: only Escape on the dialog closes it.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50',
        placements[placement],
        className,
      )}
    >
      <div className={cn('flex flex-col', placement === 'drawer' ? 'h-full' : 'max-h-[calc(100dvh-2rem)]')}>
        <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </dialog>
  );
}
