import type { Me } from '@cartographer/core';
import { ChevronsLeft, ChevronsRight, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { navItems } from './nav.ts';
import { PlanBadge } from './plan-badge.tsx';

interface SidebarProps {
  user: Me;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onCloseMobile: () => void;
}

export function Sidebar({ user, collapsed, onToggleCollapsed, mobileOpen, onCloseMobile }: SidebarProps) {
  const items = navItems.filter((item) => !item.adminOnly || user.role === 'admin');
  const content = (narrow: boolean, mobile: boolean) => (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-16 items-center border-b border-slate-200 px-4',
          narrow ? 'justify-center' : 'justify-between',
        )}
      >
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          <span
            aria-hidden
            className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white"
          >
            C
          </span>
          {narrow ? <span className="sr-only">Cartographer</span> : 'Cartographer'}
        </span>
        {mobile ? (
          <button
            type="button"
            onClick={onCloseMobile}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
            aria-label="Close navigation"
          >
            <X className="h-5 w-5" />
          </button>
        ) : null}
      </div>
      <nav aria-label="Main" className="flex-1 space-y-1 overflow-y-auto p-3">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            onClick={mobile ? onCloseMobile : undefined}
            title={narrow ? item.label : undefined}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                narrow && 'justify-center',
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
              )
            }
          >
            <item.icon aria-hidden className="h-5 w-5 shrink-0" />
            {narrow ? <span className="sr-only">{item.label}</span> : item.label}
          </NavLink>
        ))}
      </nav>
      <div
        className={cn('flex items-center gap-3 border-t border-slate-200 p-4', narrow && 'justify-center')}
      >
        <span
          aria-hidden
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-700"
        >
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        {narrow ? null : (
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-slate-500">{user.company}</p>
            <PlanBadge user={user} />
          </div>
        )}
      </div>
      {mobile ? null : (
        <button
          type="button"
          onClick={onToggleCollapsed}
          className="flex items-center justify-center border-t border-slate-200 p-3 text-slate-500 hover:bg-slate-50"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
        >
          {collapsed ? <ChevronsRight className="h-5 w-5" /> : <ChevronsLeft className="h-5 w-5" />}
        </button>
      )}
    </div>
  );

  return (
    <>
      <aside
        data-testid="sidebar"
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 lg:block',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        {content(collapsed, false)}
      </aside>
      <div
        className={cn('fixed inset-0 z-40 lg:hidden', mobileOpen ? '' : 'pointer-events-none')}
        aria-hidden={!mobileOpen}
      >
        <div
          className={cn(
            'absolute inset-0 bg-slate-900/40 transition-opacity',
            mobileOpen ? 'opacity-100' : 'opacity-0',
          )}
          onClick={onCloseMobile}
          aria-hidden
        />
        <aside
          id="mobile-navigation"
          aria-label="Navigation"
          className={cn(
            'absolute inset-y-0 left-0 w-64 bg-white shadow-xl transition-transform duration-200',
            mobileOpen ? 'translate-x-0' : '-translate-x-full',
          )}
          inert={!mobileOpen}
        >
          {content(false, true)}
        </aside>
      </div>
    </>
  );
}
