import { Link } from 'react-router';

/** The Cartographer mark: a route line on a map tile, the same drawing as the favicon. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className="fill-brand-600" />
      <path
        d="M8 22 14 10l4 8 2-4 4 8"
        stroke="white"
        strokeWidth="2.5"
        fill="none"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-slate-900"
    >
      <LogoMark />
      <span>Cartographer</span>
    </Link>
  );
}
