import type { PlanId } from '@cartographer/core';
import { toast } from 'sonner';
import { ApiError, api } from '../../lib/api.ts';

/**
 * Starts a hosted checkout for a plan: the server creates the checkout session and answers its URL,
 * which the browser then opens. Failures become the toasts of product-spec §8.
 * Resolves true when the browser is on its way to the checkout page, false when it failed.
 */
export async function startCheckout(planId: PlanId): Promise<boolean> {
  try {
    const { url } = await api<{ url?: string }>('/api/billing/checkout', {
      method: 'POST',
      json: { plan: planId },
    });
    if (!url) {
      toast.error('Failed to create checkout session');
      return false;
    }
    window.location.assign(url);
    return true;
  } catch (error) {
    toast.error(checkoutErrorMessage(error));
    return false;
  }
}

export function checkoutErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return 'Failed to start checkout process';
  if (error.status === 401) return 'Please log in to continue';
  // HTTP_ERROR means the answer carried no error body of ours, hence no text to show.
  return error.code === 'HTTP_ERROR' ? 'Failed to create checkout session' : error.message;
}
