export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center p-8">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading your session" />
    </div>
  );
}
