/**
 * The one plan table. Every screen (landing, pricing, sign-up, settings, billing) and the
 * gateway's limits read from here. product-spec.md disagrees with itself on call volumes
 * (sign-up cards 100K/500K, pricing page 10K/50K); DESIGN.md settles on the pricing page's
 * figures, which agree with its per-order examples (10K calls ≈ 1,000 orders at ~10 calls each).
 */
export const planIds = ['starter', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Monthly price in US cents; null means a custom (sales-negotiated) price. */
  monthlyPriceCents: number | null;
  /** null means unlimited. */
  interfaces: number | null;
  /** Included calls a month; null means custom. */
  apiCallsPerMonth: number | null;
  estimatedOrdersPerMonth: number | null;
  /** Overage per extra call, in US dollars; null means custom. */
  pricePerExtraCall: number | null;
  concurrentRequests: number | null;
  averageResponseMs: number | null;
  uptimePercent: number;
  popular: boolean;
  includedFeatures: string[];
}

export const plans: Record<PlanId, Plan> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    description: 'For small stores connecting their first AI assistant to a single API.',
    monthlyPriceCents: 9900,
    interfaces: 5,
    apiCallsPerMonth: 10_000,
    estimatedOrdersPerMonth: 1_000,
    pricePerExtraCall: 0.001,
    concurrentRequests: 100,
    averageResponseMs: 200,
    uptimePercent: 99.9,
    popular: false,
    includedFeatures: [
      'Visual MCP interface builder',
      'API documentation discovery',
      'E-commerce edge-case test generation',
      'API change monitoring',
      'Email support',
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    description: 'For growing teams running AI across catalogue, cart and order flows.',
    monthlyPriceCents: 29900,
    interfaces: 20,
    apiCallsPerMonth: 50_000,
    estimatedOrdersPerMonth: 5_000,
    pricePerExtraCall: 0.0008,
    concurrentRequests: 500,
    averageResponseMs: 150,
    uptimePercent: 99.95,
    popular: true,
    includedFeatures: [
      'Everything in Starter',
      'Access keys with tool allow-lists',
      'Concurrency and race-condition tests',
      'Contract drift alerts with suggested fixes',
      'Priority support',
    ],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For large catalogues and strict governance, with custom volumes and terms.',
    monthlyPriceCents: null,
    interfaces: null,
    apiCallsPerMonth: null,
    estimatedOrdersPerMonth: null,
    pricePerExtraCall: null,
    concurrentRequests: null,
    averageResponseMs: null,
    uptimePercent: 99.99,
    popular: false,
    includedFeatures: [
      'Everything in Pro',
      'Unlimited interfaces',
      'Custom call volumes',
      'Single sign-on and audit logs',
      'Dedicated support engineer',
    ],
  },
};

export const planList: Plan[] = planIds.map((id) => plans[id]);

export const trialDays = 14;

/** Usage notifications go out at these shares of the included volume. */
export const usageNotificationThresholds = [0.8, 0.9] as const;

/** Calls a typical e-commerce action costs (pricing page usage examples). */
export const callCostExamples: { action: string; calls: string }[] = [
  { action: 'Catalogue sync', calls: '2 per product' },
  { action: 'Inventory check', calls: '1' },
  { action: 'Order creation', calls: '3' },
  { action: 'Order status update', calls: '1' },
  { action: 'Customer profile', calls: '2 per session' },
  { action: 'Full order flow', calls: '8-12' },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

export function formatPlanPrice(plan: Plan): string {
  return plan.monthlyPriceCents === null ? 'Custom' : `$${plan.monthlyPriceCents / 100}`;
}

export function formatCallVolume(calls: number | null): string {
  if (calls === null) return 'Custom';
  if (calls >= 1_000_000) return `${calls / 1_000_000}M`;
  if (calls >= 1_000) return `${calls / 1_000}K`;
  return String(calls);
}
