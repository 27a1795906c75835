import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, errorMessage } from '../../lib/api.ts';

interface Customer {
  id: string;
  name: string;
  email: string;
  company: string;
  plan: string;
  role: string;
  trialEndsAt: string | null;
  createdAt: string;
}

export function AdminPage() {
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: ['admin', 'customers', search],
    queryFn: () =>
      api<{ total: number; customers: Customer[] }>(
        `/api/admin/customers?search=${encodeURIComponent(search)}`,
      ),
  });
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex-1 text-sm text-slate-700">
          Search customers
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, email or company"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <Button variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden className="h-4 w-4" /> Refresh Data
        </Button>
      </div>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert">{errorMessage(query.error)}</p> : null}
      {query.data ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="p-3 text-left text-slate-600">{query.data.total} customer accounts</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-4 py-2 font-medium">Customer</th>
                <th className="px-4 py-2 font-medium">Company</th>
                <th className="px-4 py-2 font-medium">Plan</th>
                <th className="px-4 py-2 font-medium">Role</th>
                <th className="px-4 py-2 font-medium">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {query.data.customers.map((customer) => (
                <tr key={customer.id} className="border-t border-slate-100">
                  <td className="px-4 py-2">
                    <span className="font-medium text-slate-900">{customer.name}</span>
                    <br />
                    <span className="text-slate-500">{customer.email}</span>
                  </td>
                  <td className="px-4 py-2">{customer.company}</td>
                  <td className="px-4 py-2 capitalize">{customer.plan}</td>
                  <td className="px-4 py-2">{customer.role}</td>
                  <td className="px-4 py-2">{new Date(customer.createdAt).toLocaleDateString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
