import {
  Activity,
  FileSearch,
  FlaskConical,
  LayoutDashboard,
  type LucideIcon,
  Network,
  Settings,
  ShieldCheck,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  title: string;
  icon: LucideIcon;
  end?: boolean;
  adminOnly?: boolean;
}

/** Sidebar entries and the section title each shows in the header. */
export const navItems: NavItem[] = [
  { to: '/app', label: 'Dashboard', title: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/app/interfaces', label: 'Interfaces', title: 'MCP Interface Builder', icon: Network },
  {
    to: '/app/documentation',
    label: 'Documentation',
    title: 'API Documentation Discovery',
    icon: FileSearch,
  },
  { to: '/app/test-cases', label: 'Test Cases', title: 'Test Case Generator', icon: FlaskConical },
  { to: '/app/monitoring', label: 'Monitoring', title: 'API Monitoring', icon: Activity },
  { to: '/app/settings', label: 'Settings', title: 'Account Settings', icon: Settings },
  { to: '/app/admin', label: 'Admin', title: 'Admin Dashboard', icon: ShieldCheck, adminOnly: true },
];

export function sectionTitle(pathname: string): string {
  const match = navItems.filter((item) =>
    item.end ? pathname === item.to || pathname === `${item.to}/` : pathname.startsWith(item.to),
  );
  return match.at(-1)?.title ?? 'Dashboard';
}
