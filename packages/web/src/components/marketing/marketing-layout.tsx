import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The frame of every public page: header, main content, footer. ScrollRestoration makes a new page open
 * at its top (or at its #section) and back/forward return to where the visitor was.
 */
export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-screen flex-col bg-white text-slate-900">
      {/* A soft brand wash behind the (transparent) header and the page's opening section. */}
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-x-0 top-0 h-[40rem] bg-gradient-to-b from-brand-50 via-brand-50/40 to-white"
      />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
