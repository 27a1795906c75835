import { formatCallVolume, formatPlanPrice, type PlanId, planList } from '@cartographer/core';
import { cn } from '../../components/ui/cn.ts';
import { FieldError } from '../../components/ui/field.tsx';

/** Starter, Pro (popular) and Enterprise (custom), with figures from the one plan table. */
export function PlanPicker({
  value,
  onChange,
  error,
}: {
  value: PlanId;
  onChange: (plan: PlanId) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Choose a plan</legend>
      <p className="text-sm text-slate-600">Every plan starts with a 14-day free trial.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {planList.map((plan) => (
          <label
            key={plan.id}
            className={cn(
              'relative flex cursor-pointer flex-col rounded-xl border p-4 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === plan.id ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name="plan"
              value={plan.id}
              checked={value === plan.id}
              onChange={() => onChange(plan.id)}
              className="sr-only"
            />
            {plan.popular ? (
              <span className="absolute -top-2 right-3 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
                Popular
              </span>
            ) : null}
            <span className="font-semibold text-slate-900">{plan.name}</span>
            <span className="mt-1 text-lg font-semibold text-slate-900">
              {formatPlanPrice(plan)}
              {plan.monthlyPriceCents !== null ? (
                <span className="text-sm font-normal text-slate-500">/month</span>
              ) : null}
            </span>
            <span className="mt-1 text-slate-600">
              {plan.interfaces === null ? 'Unlimited interfaces' : `${plan.interfaces} interfaces`},{' '}
              {plan.apiCallsPerMonth === null
                ? 'custom calls'
                : `${formatCallVolume(plan.apiCallsPerMonth)} calls/month`}
            </span>
          </label>
        ))}
      </div>
      <FieldError id="plan-error" message={error} />
    </fieldset>
  );
}
