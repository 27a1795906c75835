import {
  callCostExamples,
  formatCallVolume,
  planList,
  usageNotificationThresholds,
} from '@cartographer/core';
import { BellRing, Receipt, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatExtraCallPrice } from './plan-figures.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const wholeNumber = new Intl.NumberFormat('en-US');

export function PricingUsage() {
  const meteredPlans = planList.filter((plan) => plan.pricePerExtraCall !== null);
  const coverage = planList.flatMap(({ id, name, apiCallsPerMonth, estimatedOrdersPerMonth }) =>
    apiCallsPerMonth === null || estimatedOrdersPerMonth === null
      ? []
      : [{ id, name, calls: apiCallsPerMonth, orders: estimatedOrdersPerMonth }],
  );
  const thresholds = usageNotificationThresholds.map(percent);

  return (
    <section aria-labelledby="usage-title" className="border-t border-slate-200 bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="usage-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Usage examples
          </h2>
          <p className="mt-3 text-slate-600">
            Each call an AI model makes through one of your MCP interfaces to your store counts as one API
            call. Typical e-commerce actions cost:
          </p>
        </div>

        <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">API calls per e-commerce action</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Action
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-semibold">
                    API calls
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {callCostExamples.map((example) => (
                  <tr key={example.action}>
                    <th scope="row" className="px-5 py-3 font-medium text-slate-800">
                      {example.action}
                    </th>
                    <td className="px-5 py-3 text-right text-slate-700 tabular-nums">{example.calls}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="border-t border-slate-200 bg-brand-50/60 px-5 py-4 text-sm text-slate-700">
              {coverage.map((plan) => (
                <li key={plan.id}>
                  <span className="font-semibold">{plan.name}:</span> {formatCallVolume(plan.calls)} calls a
                  month cover about {wholeNumber.format(plan.orders)} orders.
                </li>
              ))}
            </ul>
          </div>

          <ul className="space-y-4">
            <UsageNote icon={<BellRing className="size-5" aria-hidden="true" />} title="Usage notifications">
              We notify you when you reach {thresholds.join(' and ')} of your included calls, so nothing comes
              as a surprise.
            </UsageNote>
            <UsageNote
              icon={<RotateCcw className="size-5" aria-hidden="true" />}
              title="Resets every billing cycle"
            >
              Included calls reset at the start of each billing cycle. Unused calls do not roll over.
            </UsageNote>
            <UsageNote
              icon={<Receipt className="size-5" aria-hidden="true" />}
              title="Overage billed per call"
            >
              Calls beyond your plan are billed per call:{' '}
              {meteredPlans
                .map((plan) => `${formatExtraCallPrice(plan.pricePerExtraCall)} on ${plan.name}`)
                .join(', ')}
              .
            </UsageNote>
          </ul>
        </div>
      </div>
    </section>
  );
}

function UsageNote({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-10 flex-none items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm leading-6 text-slate-600">{children}</p>
      </div>
    </li>
  );
}
