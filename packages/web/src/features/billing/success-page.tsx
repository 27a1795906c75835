import { type PlanId, plans } from '@cartographer/core';
import { type QueryState, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '../../components/marketing/logo.tsx';
import { api } from '../../lib/api.ts';

interface SubscriptionSummary {
  status: string;
  plan: PlanId | null;
}

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** The payment provider's webhook may land a moment after the redirect: re-read until the plan is active. */
const pollEveryMs = 2_000;
const maxReads = 10;

function keepPolling(state: QueryState<SubscriptionSummary> | undefined): boolean {
  return state?.status === 'success' && state.data?.status !== 'active' && state.dataUpdateCount < maxReads;
}

function useSubscriptionAfterPayment() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: () => api<SubscriptionSummary>('/api/billing/subscription'),
    retry: false,
    refetchInterval: (current) => (keepPolling(current.state) ? pollEveryMs : false),
  });
  // Reading dataUpdatedAt makes every re-read re-render this page, so the wait ends with the last one.
  const lastRead = query.dataUpdatedAt;
  const stillPolling = lastRead > 0 && keepPolling(queryClient.getQueryState(subscriptionQueryKey));
  const active = query.data?.status === 'active';
  // An error (no billing yet, or any failure) ends the wait with the generic thank-you line: no plan is guessed.
  return {
    isProcessing: query.isPending || stillPolling,
    planId: active ? (query.data?.plan ?? null) : null,
  };
}

export function SuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const { isProcessing, planId } = useSubscriptionAfterPayment();
  const plan = planId ? plans[planId] : null;
  const queryClient = useQueryClient();

  // Once the subscription is active, the signed-in user's plan has changed too.
  useEffect(() => {
    if (plan) void queryClient.invalidateQueries({ queryKey: ['me'] });
  }, [plan, queryClient]);

  const supportHref = `mailto:support@cartographer.dev?subject=${encodeURIComponent(
    sessionId ? `Payment ${sessionId}` : 'Payment question',
  )}`;

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex w-full max-w-7xl px-4 py-5 sm:px-6 lg:px-8">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl sm:p-10">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/50">
            <CircleCheck className="size-9 text-emerald-600" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Payment Successful!</h1>

          <div className="mt-4 min-h-16" role="status" aria-live="polite">
            {isProcessing ? (
              <p className="inline-flex items-center gap-2 text-slate-600">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Processing your subscription...
              </p>
            ) : plan ? (
              <>
                <p className="text-lg font-semibold text-brand-700">Welcome to {plan.name}!</p>
                <p className="mt-2 leading-7 text-slate-600">{plan.description}</p>
              </>
            ) : (
              <p className="leading-7 text-slate-600">
                Thank you for your purchase! Your subscription is being set up and will appear in your account
                shortly.
              </p>
            )}
          </div>

          {sessionId ? (
            <div className="mt-6 rounded-lg bg-slate-50 px-4 py-3 text-left ring-1 ring-slate-200">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Session ID</p>
              <p className="mt-1 font-mono text-sm break-all text-slate-800">{sessionId}</p>
            </div>
          ) : null}

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/app"
              className="inline-flex flex-1 items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
            >
              Go to Dashboard
            </Link>
            <Link
              to="/app/settings"
              className="inline-flex flex-1 items-center justify-center rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50"
            >
              Manage Subscription
            </Link>
          </div>

          <p className="mt-8 text-sm text-slate-500">
            Questions about your payment?{' '}
            <a href={supportHref} className="font-semibold text-brand-700 hover:text-brand-600">
              Contact support
            </a>
            . We respond within 24 hours.
          </p>
        </div>
      </main>
    </div>
  );
}
