import { FileSearch, FlaskConical, Network } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../auth/use-session.ts';

const quickActions = [
  { to: '/app/documentation', label: 'Import API documentation', icon: FileSearch },
  { to: '/app/interfaces', label: 'Build an MCP interface', icon: Network },
  { to: '/app/test-cases', label: 'Generate test cases', icon: FlaskConical },
];

export function DashboardPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section>
        <h2 className="text-2xl font-semibold text-slate-900">Welcome back, {user?.name}</h2>
        <p className="mt-1 text-slate-600">
          Start from your store's API documentation, shape it into tools, and keep it tested and monitored.
        </p>
      </section>
      <section aria-labelledby="quick-actions">
        <h3 id="quick-actions" className="mb-3 text-sm font-medium uppercase tracking-wide text-slate-500">
          Quick actions
        </h3>
        <div className="grid gap-3 sm:grid-cols-3">
          {quickActions.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-medium text-slate-800 hover:border-brand-500 hover:text-brand-700"
            >
              <action.icon aria-hidden className="h-5 w-5 text-brand-600" /> {action.label}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
