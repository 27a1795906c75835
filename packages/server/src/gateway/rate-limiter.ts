import type { RateLimit } from './types.ts';

interface KeyState {
  tokens: number;
  updatedAt: number;
  inFlight: number;
}

export type Admission =
  | { ok: true }
  | { ok: false; reason: 'rate' | 'concurrency'; retryAfterSeconds: number };

/**
 * Per access key limits, in memory: a token bucket for requests per second and a count of tool
 * calls in flight. Each gateway process limits on its own (a limit of N across K processes lets
 * up to K×N through); the plan's concurrency maps onto `concurrency`.
 */
export class RateLimiter {
  private readonly keys = new Map<string, KeyState>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Takes one request token; refused when the bucket is empty. */
  admitRequest(keyId: string, limit: RateLimit): Admission {
    const state = this.state(keyId, limit);
    const burst = limit.burst ?? limit.perSecond;
    const now = this.now();
    state.tokens = Math.min(burst, state.tokens + ((now - state.updatedAt) / 1000) * limit.perSecond);
    state.updatedAt = now;
    if (state.tokens >= 1) {
      state.tokens -= 1;
      return { ok: true };
    }
    const wait = limit.perSecond > 0 ? (1 - state.tokens) / limit.perSecond : 60;
    return { ok: false, reason: 'rate', retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
  }

  /** Starts a tool call; pair every admitted call with `endCall`. */
  beginCall(keyId: string, limit: RateLimit): Admission {
    const state = this.state(keyId, limit);
    if (state.inFlight >= limit.concurrency)
      return { ok: false, reason: 'concurrency', retryAfterSeconds: 1 };
    state.inFlight += 1;
    return { ok: true };
  }

  endCall(keyId: string): void {
    const state = this.keys.get(keyId);
    if (state && state.inFlight > 0) state.inFlight -= 1;
  }

  private state(keyId: string, limit: RateLimit): KeyState {
    let state = this.keys.get(keyId);
    if (!state) {
      state = { tokens: limit.burst ?? limit.perSecond, updatedAt: this.now(), inFlight: 0 };
      this.keys.set(keyId, state);
    }
    return state;
  }
}
