import { formatCallVolume, type Plan } from '@cartographer/core';

export interface PlanFigure {
  label: string;
  value: string;
}

const wholeNumber = new Intl.NumberFormat('en-US');

/** The limits a plan card lists, all read from the plan table; a missing (null) figure is negotiated: 'Custom'. */
export function planFigures(plan: Plan): PlanFigure[] {
  return [
    {
      label: 'MCP interfaces',
      value: plan.interfaces === null ? 'Unlimited' : wholeNumber.format(plan.interfaces),
    },
    { label: 'API calls / month', value: formatCallVolume(plan.apiCallsPerMonth) },
    {
      label: 'Estimated orders / month',
      value:
        plan.estimatedOrdersPerMonth === null
          ? 'Custom'
          : `~${wholeNumber.format(plan.estimatedOrdersPerMonth)}`,
    },
    { label: 'Price per extra call', value: formatExtraCallPrice(plan.pricePerExtraCall) },
    {
      label: 'Concurrent requests',
      value: plan.concurrentRequests === null ? 'Custom' : wholeNumber.format(plan.concurrentRequests),
    },
    {
      label: 'Average response',
      value: plan.averageResponseMs === null ? 'Custom' : `${plan.averageResponseMs} ms`,
    },
    { label: 'Uptime', value: `${plan.uptimePercent}%` },
  ];
}

/** The headline figures of a compact card (landing page): interfaces and included calls. */
export function planHeadlineFigures(plan: Plan): PlanFigure[] {
  return planFigures(plan).slice(0, 2);
}

export function formatExtraCallPrice(price: number | null): string {
  return price === null ? 'Custom' : `$${price}`;
}
