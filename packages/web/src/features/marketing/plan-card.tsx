import { formatPlanPrice, type Plan } from '@cartographer/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlanFigure } from './plan-figures.ts';

interface PlanCardProps {
  plan: Plan;
  /** Limits to list under the price, from plan-figures.ts. */
  figures: PlanFigure[];
  /** The call to action at the bottom of the card (a link or a subscribe button). */
  action: ReactNode;
}

/**
 * From lg up the card spans six rows of its parent grid and shares them (subgrid), so names, prices, figures
 * and buttons line up across plans whatever the length of each description.
 */
export function PlanCard({ plan, figures, action }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-0 lg:p-6 xl:p-8 ${
        plan.popular ? 'shadow-xl ring-2 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {plan.popular ? (
        <p className="-top-3 absolute left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          Most popular
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPlanPrice(plan)}</span>
        {plan.monthlyPriceCents === null ? null : (
          <span className="text-sm font-medium text-slate-500">/month</span>
        )}
      </p>

      <dl className="mt-6 divide-y divide-slate-100 border-y border-slate-100 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-slate-600">{figure.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>

      <ul className="mt-6 mb-8 space-y-3 text-sm text-slate-700">
        {plan.includedFeatures.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 flex-none text-brand-600" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <div className="mt-auto">{action}</div>
    </article>
  );
}

/** Button-like link classes shared by the plan cards' calls to action. */
export function planActionClass(popular: boolean): string {
  return `inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${
    popular
      ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700'
      : 'bg-white text-brand-700 ring-1 ring-brand-600/30 ring-inset hover:bg-brand-50'
  }`;
}
