import { Link } from 'react-router';
import { LogoMark } from './logo.tsx';
import { type FooterLink, footerColumns } from './site-links.ts';

const linkClass = 'text-sm text-slate-400 transition-colors hover:text-white';

function FooterItem({ link }: { link: FooterLink }) {
  if (link.to !== undefined) {
    return (
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_2fr]">
          <div className="max-w-sm">
            <Link
              to="/"
              className="inline-flex items-center gap-2.5 rounded-md text-lg font-semibold text-white"
            >
              <LogoMark />
              <span>Cartographer</span>
            </Link>
            <p className="mt-4 text-sm leading-6 text-slate-400">
              Turn your store's APIs into MCP interfaces that AI models can use, and keep them working as
              those APIs change.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerColumns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <FooterItem link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-14 border-t border-slate-800 pt-8 text-sm text-slate-500">
          <p>© {new Date().getFullYear()} Cartographer. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
