import { plans } from '@cartographer/core';
import { Bell, HelpCircle, LogOut, Shield, User } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../auth/use-session.ts';
import { useSignOut } from '../shell/use-sign-out.ts';
import { HelpSection } from './help-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SecuritySection } from './security-section.tsx';

const tabs = [
  { id: 'profile', label: 'Profile', icon: User },
  { id: 'security', label: 'Security', icon: Shield },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'help', label: 'Help & Support', icon: HelpCircle },
] as const;
type TabId = (typeof tabs)[number]['id'];

export function SettingsPage() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [params, setParams] = useSearchParams();
  const active: TabId = tabs.some((tab) => tab.id === params.get('tab'))
    ? (params.get('tab') as TabId)
    : 'profile';
  if (!user) return <Spinner />;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Settings" className="rounded-xl border border-slate-200 bg-white p-3">
        <p className="px-3 pb-2 text-xs font-medium uppercase tracking-wide text-slate-500">
          Plan: <span className="text-brand-700">{plans[user.plan].name}</span>
        </p>
        <ul className="space-y-1">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <button
                type="button"
                onClick={() => setParams({ tab: tab.id }, { replace: true })}
                aria-current={active === tab.id ? 'page' : undefined}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium',
                  active === tab.id ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                <tab.icon aria-hidden className="h-4 w-4" /> {tab.label}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={signOut}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-red-600 hover:bg-red-50"
            >
              <LogOut aria-hidden className="h-4 w-4" /> Sign out
            </button>
          </li>
        </ul>
      </nav>
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        {active === 'profile' ? <ProfileSection user={user} /> : null}
        {active === 'security' ? <SecuritySection user={user} /> : null}
        {active === 'notifications' ? <NotificationsSection /> : null}
        {active === 'help' ? <HelpSection /> : null}
      </section>
    </div>
  );
}
