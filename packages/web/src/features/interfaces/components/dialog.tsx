import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../../components/ui/cn.ts';

type Layout = 'center' | 'drawer';
type Size = 'sm' | 'md' | 'lg' | 'xl';

const widths: Record<Size, string> = {
  sm: 'max-w-md',
  md: 'max-w-xl',
  lg: 'max-w-3xl',
  xl: 'max-w-5xl',
};

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: Size;
  layout?: Layout;
}

/** Open dialogs, innermost last: Escape closes only the innermost one. */
const openDialogs: symbol[] = [];

const focusableSelector =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (or side drawer). Not the native <dialog>: its top layer would cover the app's
 * toasts, and the builder's toasts ('Tests completed successfully', 'Please enter a prompt') must
 * stay readable. So the rest of the page is made inert, focus moves in and is kept in, Escape and
 * a click outside close it, and focus returns to the opener. Content mounts only while open.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogSurface {...props} />, document.body);
}

function DialogSurface({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  layout = 'center',
}: DialogProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  // Escape is heard on the document: focus may have left the panel (a button that disabled itself).
  useEffect(() => {
    const self = Symbol('dialog');
    openDialogs.push(self);
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs.at(-1) !== self) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      openDialogs.splice(openDialogs.indexOf(self), 1);
    };
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const silenced = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== root && !element.inert,
    );
    for (const element of silenced) element.inert = true;
    // An element that took focus itself (autoFocus) keeps it; otherwise the first control of the body.
    if (!panel.contains(document.activeElement)) {
      (bodyRef.current?.querySelector<HTMLElement>(focusableSelector) ?? panel).focus();
    }
    return () => {
      for (const element of silenced) element.inert = false;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={cn(
        'fixed inset-0 z-50 flex',
        layout === 'center' ? 'items-center justify-center p-3' : 'justify-end',
      )}
    >
      <div aria-hidden className="absolute inset-0 bg-slate-900/40" onMouseDown={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'relative flex w-full flex-col bg-white text-slate-900 shadow-2xl outline-none',
          layout === 'center'
            ? cn('max-h-[90dvh] rounded-2xl', widths[size])
            : cn('h-dvh border-l border-slate-200', widths[size === 'xl' ? 'lg' : size]),
        )}
      >
        <header className="flex items-start gap-3 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description ? <div className="mt-0.5 text-sm text-slate-600">{description}</div> : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </header>
        <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
          {children}
        </div>
        {footer ? (
          <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
            {footer}
          </footer>
        ) : null}
      </div>
    </div>
  );
}
