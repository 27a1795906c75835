import type { Plan } from '@cartographer/core';
import { Loader2, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../auth/use-session.ts';
import { startCheckout } from '../billing/start-checkout.ts';
import { salesMailto } from './contact-links.ts';
import { planActionClass } from './plan-card.tsx';

/**
 * The call to action of a pricing card: visitors sign up with the plan chosen, signed-in users go
 * straight to checkout, and custom-priced plans (Enterprise) talk to sales.
 */
export function SubscribeAction({ plan }: { plan: Plan }) {
  const { user, isLoading } = useSession();
  const [checkingOut, setCheckingOut] = useState(false);
  const className = planActionClass(plan.popular);

  // Coming back from the checkout page with the back button restores this page from cache: end the spinner.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setCheckingOut(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (plan.monthlyPriceCents === null) {
    return (
      <a href={salesMailto(`${plan.name} plan`)} className={className}>
        <Mail className="size-4" aria-hidden="true" />
        Contact Sales
      </a>
    );
  }

  if (isLoading) {
    return (
      <button type="button" disabled aria-busy="true" className={className}>
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        <span className="sr-only">Checking your session</span>
      </button>
    );
  }

  if (!user) {
    return (
      <Link to={`/signup?plan=${plan.id}`} className={className}>
        Sign Up & Subscribe
      </Link>
    );
  }

  if (user.plan === plan.id && user.subscriptionStatus === 'active') {
    return (
      <button type="button" disabled className={className}>
        Current plan
      </button>
    );
  }

  const subscribe = async () => {
    setCheckingOut(true);
    const redirecting = await startCheckout(plan.id);
    // On success the browser is leaving for checkout: keep the spinner until it does.
    if (!redirecting) setCheckingOut(false);
  };

  return (
    <button
      type="button"
      onClick={subscribe}
      disabled={checkingOut}
      aria-busy={checkingOut}
      aria-label={`Subscribe to ${plan.name}`}
      className={className}
    >
      {checkingOut ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Starting checkout...
        </>
      ) : (
        'Subscribe'
      )}
    </button>
  );
}
