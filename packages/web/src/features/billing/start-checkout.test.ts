import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { checkoutErrorMessage } from './start-checkout.ts';

describe('checkoutErrorMessage', () => {
  it('asks to log in when the session is missing', () => {
    expect(checkoutErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'))).toBe(
      'Please log in to continue',
    );
  });

  it("shows the server's error text", () => {
    expect(checkoutErrorMessage(new ApiError(409, 'ALREADY_SUBSCRIBED', 'You already have this plan.'))).toBe(
      'You already have this plan.',
    );
  });

  it('falls back when the server gave no error text', () => {
    expect(checkoutErrorMessage(new ApiError(502, 'HTTP_ERROR', 'The server answered 502.'))).toBe(
      'Failed to create checkout session',
    );
  });

  it('reports network and unexpected failures as a failed start', () => {
    expect(checkoutErrorMessage(new ApiError(0, 'NETWORK', 'Cannot reach the server.'))).toBe(
      'Failed to start checkout process',
    );
    expect(checkoutErrorMessage(new TypeError('boom'))).toBe('Failed to start checkout process');
  });
});
