import { planList, trialDays } from '@cartographer/core';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PlanCard, planActionClass } from './plan-card.tsx';
import { planHeadlineFigures } from './plan-figures.ts';

export function LandingPricing() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 border-t border-slate-200 bg-slate-50 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Pricing</p>
          <h2
            id="pricing-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Plans that grow with your store
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Every plan starts with a {trialDays}-day free trial. No card needed.
          </p>
        </div>
        <div className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-6xl lg:grid-cols-3">
          {planList.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              figures={planHeadlineFigures(plan)}
              action={
                <Link
                  to={`/signup?plan=${plan.id}`}
                  className={planActionClass(plan.popular)}
                  aria-label={`Start Free Trial with the ${plan.name} plan`}
                >
                  Start Free Trial
                </Link>
              }
            />
          ))}
        </div>
        <p className="mt-12 text-center">
          <Link
            to="/pricing"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-600"
          >
            Compare every plan detail and usage example
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
