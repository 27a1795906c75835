import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError } from './error-page.tsx';

describe('describeRouteError', () => {
  it('shows the status text of a route error response', () => {
    const response = { status: 404, statusText: 'Not Found', internal: true, data: null };
    expect(isRouteErrorResponse(response)).toBe(true);
    expect(describeRouteError(response)).toBe('404 Not Found');
  });

  it("shows a thrown error's message", () => {
    expect(describeRouteError(new Error('Failed to fetch dynamically imported module'))).toBe(
      'Failed to fetch dynamically imported module',
    );
  });

  it('falls back when nothing useful was thrown', () => {
    expect(describeRouteError(undefined)).toBe('An unexpected error occurred');
    expect(describeRouteError(new Error(''))).toBe('An unexpected error occurred');
  });
});
