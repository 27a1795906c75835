import { trialDays } from '@cartographer/core';
import { ArrowRight, Braces, Check, Plug, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:gap-10 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Sparkles className="size-4" aria-hidden="true" />
            MCP interfaces for e-commerce teams
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.5rem] lg:leading-[1.1]"
          >
            Turn your store's APIs into interfaces <span className="text-brand-600">AI can use</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
            Cartographer turns e-commerce APIs into MCP interfaces that AI models can call safely: discover
            your API documentation, shape the tools on a visual builder, test the edge cases that break
            stores, and get told when the API underneath changes.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link
              to="/signup"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
            >
              Start Free Trial
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link
              to={{ hash: '#features' }}
              className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-3 text-base font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50"
            >
              See how it works
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:gap-6">
            <li className="flex items-center gap-2">
              <Check className="size-4 text-brand-600" aria-hidden="true" />
              {trialDays}-day free trial
            </li>
            <li className="flex items-center gap-2">
              <Check className="size-4 text-brand-600" aria-hidden="true" />
              No card needed
            </li>
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

const exampleTools = ['search_products', 'check_inventory', 'create_order'];

/** A drawing of what the product does (store API -> transform -> MCP tools); it shows no data. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg lg:max-w-none">
      <div className="-inset-4 absolute rounded-[2rem] bg-gradient-to-tr from-brand-100 to-white blur-2xl" />
      <div className="relative rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-xl sm:p-6">
        <div className="flex items-center gap-1.5 border-b border-slate-100 pb-4">
          <span className="size-2.5 rounded-full bg-slate-200" />
          <span className="size-2.5 rounded-full bg-slate-200" />
          <span className="size-2.5 rounded-full bg-slate-200" />
          <span className="ml-3 text-xs font-medium text-slate-400">Interface builder</span>
        </div>
        <div className="relative mt-6 grid gap-5 sm:grid-cols-[1fr_auto_1fr] sm:items-center">
          <div className="space-y-3">
            <IllustrationNode
              icon={<Plug className="size-4" />}
              title="Store API"
              subtitle="REST · OpenAPI 3.1"
            />
            <IllustrationNode
              icon={<Braces className="size-4" />}
              title="Transform"
              subtitle="Shape responses"
            />
          </div>
          <div className="hidden h-0.5 w-10 bg-gradient-to-r from-brand-100 to-brand-500 sm:block" />
          <div className="rounded-xl border border-brand-100 bg-brand-50/70 p-4">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">MCP tools</p>
            <ul className="mt-3 space-y-2">
              {exampleTools.map((tool) => (
                <li
                  key={tool}
                  className="rounded-md bg-white px-3 py-2 font-mono text-xs text-slate-700 shadow-sm ring-1 ring-slate-200"
                >
                  {tool}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}

function IllustrationNode({ icon, title, subtitle }: { icon: ReactNode; title: string; subtitle: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <span className="flex size-9 flex-none items-center justify-center rounded-lg bg-brand-600 text-white">
        {icon}
      </span>
      <span>
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        <span className="block text-xs text-slate-500">{subtitle}</span>
      </span>
    </div>
  );
}
