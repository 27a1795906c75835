import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { LandingFeatures } from './landing-features.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingPricing } from './landing-pricing.tsx';
import { LandingSteps } from './landing-steps.tsx';

export function LandingPage() {
  return (
    <MarketingLayout>
      <LandingHero />
      <LandingFeatures />
      <LandingSteps />
      <LandingPricing />
      <section aria-labelledby="cta-title" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-xl sm:px-12">
            <div
              aria-hidden="true"
              className="-top-24 -right-24 absolute size-72 rounded-full bg-brand-500 opacity-40 blur-3xl"
            />
            <h2
              id="cta-title"
              className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
            >
              Make your store ready for AI assistants
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">
              Import your API documentation and publish your first MCP interface today.
            </p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                to="/signup"
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 text-base font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50"
              >
                Start Free Trial
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link
                to="/pricing"
                className="inline-flex items-center justify-center rounded-lg px-5 py-3 text-base font-semibold text-white ring-1 ring-white/40 transition-colors ring-inset hover:bg-white/10"
              >
                View pricing
              </Link>
            </div>
          </div>
        </div>
      </section>
    </MarketingLayout>
  );
}
