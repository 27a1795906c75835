import { planList, trialDays } from '@cartographer/core';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { PageIntro } from '../../components/marketing/page-intro.tsx';
import { AvailableProducts } from './available-products.tsx';
import { PlanCard } from './plan-card.tsx';
import { planFigures } from './plan-figures.ts';
import { PricingFaq } from './pricing-faq.tsx';
import { PricingUsage } from './pricing-usage.tsx';
import { SubscribeAction } from './subscribe-action.tsx';

export function PricingPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Pricing" title="Simple pricing that scales with your store">
        <p>
          Pick the plan that fits your traffic. Every plan starts with a {trialDays}-day free trial, and no
          card is needed to sign up.
        </p>
      </PageIntro>

      <section aria-labelledby="plans-title" className="pb-8">
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <div className="mx-auto grid max-w-md gap-8 px-4 sm:px-6 lg:max-w-6xl lg:grid-cols-3 lg:px-8">
          {planList.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              figures={planFigures(plan)}
              action={<SubscribeAction plan={plan} />}
            />
          ))}
        </div>
      </section>

      <AvailableProducts />
      <PricingUsage />
      <PricingFaq />
    </MarketingLayout>
  );
}
