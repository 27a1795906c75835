import { deliveryMethods, type NotificationPreferences, severities } from '@cartographer/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { fetchPreferences, preferencesQueryKey, savePreferences } from './api.ts';

const toggles: {
  key: 'apiChanges' | 'weeklyReports' | 'productUpdates' | 'marketingEmails';
  label: string;
  description: string;
}[] = [
  {
    key: 'apiChanges',
    label: 'API changes',
    description: 'When a monitored API changes its contract or behaviour.',
  },
  {
    key: 'weeklyReports',
    label: 'Weekly reports',
    description: 'A summary of calls, test runs and alerts each week.',
  },
  { key: 'productUpdates', label: 'Product updates', description: 'New Cartographer features.' },
  { key: 'marketingEmails', label: 'Marketing emails', description: 'Events, guides and offers.' },
];

const deliveryLabels: Record<(typeof deliveryMethods)[number], string> = {
  email: 'Email',
  chat: 'Chat tool',
  both: 'Both',
};

export function NotificationsSection() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: preferencesQueryKey, queryFn: fetchPreferences });
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);
  const mutation = useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      client.setQueryData(preferencesQueryKey, saved);
      toast.success('Notification settings updated');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (query.isError) return <p role="alert">{errorMessage(query.error)}</p>;
  if (!draft) return <Spinner />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(draft);
  };

  return (
    <form onSubmit={submit} className="space-y-6">
      <h2 className="text-lg font-semibold text-slate-900">Notifications</h2>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">Email me about</legend>
        {toggles.map((toggle) => (
          <label
            key={toggle.key}
            className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3"
          >
            <span>
              <span className="block text-sm font-medium text-slate-900">{toggle.label}</span>
              <span className="block text-sm text-slate-600">{toggle.description}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={draft[toggle.key]}
              checked={draft[toggle.key]}
              onChange={(e) => setDraft({ ...draft, [toggle.key]: e.target.checked })}
              className="mt-1 h-5 w-5 accent-brand-600"
            />
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">Alert preferences</legend>
        <label className="text-sm text-slate-700">
          Minimum severity
          <select
            value={draft.minimumSeverity}
            onChange={(e) =>
              setDraft({
                ...draft,
                minimumSeverity: e.target.value as NotificationPreferences['minimumSeverity'],
              })
            }
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            {severities.map((severity) => (
              <option key={severity} value={severity}>
                {severity[0]!.toUpperCase() + severity.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          Delivery method
          <select
            value={draft.deliveryMethod}
            onChange={(e) =>
              setDraft({
                ...draft,
                deliveryMethod: e.target.value as NotificationPreferences['deliveryMethod'],
              })
            }
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            {deliveryMethods.map((method) => (
              <option key={method} value={method}>
                {deliveryLabels[method]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save preferences'}
      </Button>
    </form>
  );
}
