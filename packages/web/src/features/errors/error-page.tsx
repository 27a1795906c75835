import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What went wrong, in one line: a route error response's status text, an error's message, or a fallback. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unexpected error occurred';
}

/**
 * The router's errorElement. It is part of the main bundle, so it stays small: no icons, no shared layout.
 * A plain <a> (full page load) is used to leave, because the router state may be what broke.
 */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10">
        <p className="text-sm font-semibold text-red-600">Something went wrong</p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Unexpected Application Error!
        </h1>
        <p className="mt-5 rounded-lg bg-red-50 px-4 py-3 font-mono text-sm break-words text-red-800 ring-1 ring-red-100">
          {describeRouteError(error)}
        </p>
        <p className="mt-8">
          <a
            href="/"
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            Back to Home
          </a>
        </p>
      </div>
    </main>
  );
}
