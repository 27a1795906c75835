import { Link } from 'react-router';
import { LogoMark } from '../../components/marketing/logo.tsx';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16 text-center">
      <Link to="/" aria-label="Cartographer home" className="rounded-lg">
        <LogoMark className="size-12" />
      </Link>
      <p className="mt-10 text-base font-semibold text-brand-600">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Page not found</h1>
      <p className="mt-5 max-w-md text-lg leading-8 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-10 flex w-full max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <Link
          to="/"
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
        >
          Back to Home
        </Link>
        <Link
          to="/app"
          className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50"
        >
          Go to Dashboard
        </Link>
      </div>
    </main>
  );
}
