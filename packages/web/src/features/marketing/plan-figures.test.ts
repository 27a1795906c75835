import { plans } from '@cartographer/core';
import { describe, expect, it } from 'vitest';
import { formatExtraCallPrice, planFigures } from './plan-figures.ts';

function figure(planId: keyof typeof plans, label: string): string | undefined {
  return planFigures(plans[planId]).find((f) => f.label === label)?.value;
}

describe('planFigures', () => {
  it('lists the Starter limits of the plan table', () => {
    expect(planFigures(plans.starter)).toEqual([
      { label: 'MCP interfaces', value: '5' },
      { label: 'API calls / month', value: '10K' },
      { label: 'Estimated orders / month', value: '~1,000' },
      { label: 'Price per extra call', value: '$0.001' },
      { label: 'Concurrent requests', value: '100' },
      { label: 'Average response', value: '200 ms' },
      { label: 'Uptime', value: '99.9%' },
    ]);
  });

  it('keeps small overage prices exact', () => {
    expect(figure('pro', 'Price per extra call')).toBe('$0.0008');
    expect(formatExtraCallPrice(0.0008)).toBe('$0.0008');
  });

  it('shows unlimited interfaces and custom volumes for Enterprise', () => {
    expect(figure('enterprise', 'MCP interfaces')).toBe('Unlimited');
    expect(figure('enterprise', 'API calls / month')).toBe('Custom');
    expect(figure('enterprise', 'Price per extra call')).toBe('Custom');
    expect(figure('enterprise', 'Uptime')).toBe('99.99%');
  });
});
