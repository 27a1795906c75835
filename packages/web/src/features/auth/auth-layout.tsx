import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the sign-in and sign-up pages: brand, back-to-home link, one card. */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white px-4 py-8">
      <div className={wide ? 'mx-auto max-w-3xl' : 'mx-auto max-w-md'}>
        <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to home
        </Link>
        <main className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </main>
      </div>
    </div>
  );
}
