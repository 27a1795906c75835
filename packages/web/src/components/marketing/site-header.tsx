import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from './logo.tsx';
import { headerLinks, type SiteLink } from './site-links.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** product-spec §9: the landing header changes style after scrolling 20 px. */
const solidAfterPx = 20;
const mobileMenuId = 'site-mobile-menu';

function navLinkClass(isActive: boolean): string {
  return `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors lg:px-3 ${
    isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'
  }`;
}

function HeaderNavLink({
  link,
  onNavigate,
  className,
}: {
  link: SiteLink;
  onNavigate?: () => void;
  className?: (active: boolean) => string;
}) {
  const classFor = className ?? navLinkClass;
  // Section links (#features, #pricing) are never "active": they point inside the landing page.
  if (typeof link.to !== 'string') {
    return (
      <Link to={link.to} onClick={onNavigate} className={classFor(false)}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink to={link.to} end onClick={onNavigate} className={({ isActive }) => classFor(isActive)}>
      {link.label}
    </NavLink>
  );
}

export function SiteHeader() {
  const scrolled = useScrolledPast(solidAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // Any navigation (including to a #section on the same page) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must re-run when the location changes.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      className={`sticky top-0 z-50 transition-[background-color,box-shadow,border-color] duration-200 ${
        solid
          ? 'border-b border-slate-200/80 bg-white/95 shadow-sm backdrop-blur'
          : 'border-b border-transparent bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Logo onNavigate={closeMenu} />

        <nav aria-label="Main" className="hidden items-center md:flex lg:gap-1">
          {headerLinks.map((link) => (
            <HeaderNavLink key={link.label} link={link} />
          ))}
        </nav>

        <div className="hidden items-center gap-2 md:flex lg:gap-3">
          <Link
            to="/login"
            className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 lg:px-3"
          >
            Sign in
          </Link>
          <Link
            to="/signup"
            className="whitespace-nowrap rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold lg:px-4 text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            Start Free Trial
          </Link>
        </div>

        <button
          type="button"
          className="-mr-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>

      <div id={mobileMenuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
          {headerLinks.map((link) => (
            <HeaderNavLink
              key={link.label}
              link={link}
              onNavigate={closeMenu}
              className={(active) =>
                `rounded-md px-3 py-3 text-base font-medium ${
                  active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-50'
                }`
              }
            />
          ))}
          <div className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
            <Link
              to="/login"
              onClick={closeMenu}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Sign in
            </Link>
            <Link
              to="/signup"
              onClick={closeMenu}
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-700"
            >
              Start Free Trial
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
