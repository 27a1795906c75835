import { type Me, plans } from '@cartographer/core';

/** The plan, shown while the subscription (or its free trial) is active. */
export function planLabel(user: Me): string | null {
  const plan = plans[user.plan];
  if (user.subscriptionStatus === 'active') return plan.name;
  if (user.subscriptionStatus === 'trialing') return `${plan.name} trial`;
  return null;
}

export function PlanBadge({ user }: { user: Me }) {
  const label = planLabel(user);
  if (!label) return null;
  return (
    <span className="inline-flex rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700">
      {label}
    </span>
  );
}
