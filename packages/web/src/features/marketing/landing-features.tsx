import type { LucideIcon } from 'lucide-react';
import { Activity, FileSearch, FlaskConical, ShieldCheck, Workflow } from 'lucide-react';

interface MarketingFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The marketing features of product-spec §1. */
const features: MarketingFeature[] = [
  {
    title: 'Visual interface builder',
    description:
      'Connect API sources, transforms and outputs on a canvas, and publish them as MCP tools an AI model can call. No glue code to maintain.',
    icon: Workflow,
  },
  {
    title: 'AI documentation discovery',
    description:
      'Point Cartographer at your knowledge base, code repository or docs site. It finds the API descriptions and shows how complete they are.',
    icon: FileSearch,
  },
  {
    title: 'E-commerce edge-case tests',
    description:
      'Generate tests for the cases that break stores: zero stock, negative quantities, price and discount rules, product variants and race conditions.',
    icon: FlaskConical,
  },
  {
    title: 'Real-time API change monitoring',
    description:
      'Cartographer watches the API contract behind every interface, flags breaking changes as they happen, and suggests the fix.',
    icon: Activity,
  },
  {
    title: 'Access controls for sensitive APIs',
    description:
      'Decide which tools each AI client may call, with scoped access keys, so customer and payment data stays where it belongs.',
    icon: ShieldCheck,
  },
];

export function LandingFeatures() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Features</p>
          <h2
            id="features-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Everything it takes to put your store in front of AI
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            From the first API document to a monitored, access-controlled MCP endpoint, in one place.
          </p>
        </div>
        <ul className="mx-auto mt-16 flex max-w-6xl flex-wrap justify-center gap-6">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:w-[calc(50%-0.75rem)] sm:p-7 lg:w-[calc((100%-3rem)/3)]"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-base font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
