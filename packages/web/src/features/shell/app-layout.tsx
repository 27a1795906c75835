import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../auth/use-session.ts';
import { sectionTitle } from './nav.ts';
import { Sidebar } from './sidebar.tsx';
import { useSignOut } from './use-sign-out.ts';
import { UserMenu } from './user-menu.tsx';

const collapsedKey = 'cartographer.sidebar-collapsed';

/** Every /app screen: signed-in only (spinner while the session loads), admin screen for admins only. */
export function AppLayout() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);
  const title = sectionTitle(location.pathname);

  useEffect(() => {
    document.title = `${title} · Cartographer`;
  }, [title]);

  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (location.pathname.startsWith('/app/admin') && user.role !== 'admin')
    return <Navigate to="/app" replace />;

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      localStorage.setItem(collapsedKey, value ? '0' : '1');
      return !value;
    });
  };

  return (
    <div className="flex min-h-screen bg-slate-50">
      <Sidebar
        user={user}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpen(false)}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
            onClick={() => setMobileOpen(true)}
            aria-label="Open navigation"
            aria-controls="mobile-navigation"
            aria-expanded={mobileOpen}
          >
            <Menu className="h-5 w-5" />
          </button>
          <h1 className="flex-1 truncate text-lg font-semibold text-slate-900">{title}</h1>
          <UserMenu user={user} onSignOut={signOut} />
        </header>
        <main className="flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
