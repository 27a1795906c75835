import type { Me } from '@cartographer/core';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { planLabel } from './plan-badge.tsx';

export function UserMenu({ user, onSignOut }: { user: Me; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-haspopup="menu"
        aria-expanded={open}
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <span
          aria-hidden
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="hidden sm:inline">{user.name}</span>
        <ChevronDown aria-hidden className="h-4 w-4" />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 py-2 text-sm">
            <p className="font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-slate-500">{user.email}</p>
            {planLabel(user) ? (
              <p className="mt-1 text-xs font-medium text-brand-700">{planLabel(user)}</p>
            ) : null}
          </div>
          <Link
            role="menuitem"
            to="/app/settings"
            onClick={() => setOpen(false)}
            className="mt-1 flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
          >
            <Settings aria-hidden className="h-4 w-4" /> Account Settings
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
          >
            <LogOut aria-hidden className="h-4 w-4" /> Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
