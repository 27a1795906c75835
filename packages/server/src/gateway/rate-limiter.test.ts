import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('lets a burst through, then refills at the sustained rate', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const limit = { perSecond: 2, burst: 3, concurrency: 1 };
    const admitted = () => limiter.admitRequest('k', limit).ok;
    expect([admitted(), admitted(), admitted(), admitted()]).toEqual([true, true, true, false]);
    expect(limiter.admitRequest('k', limit)).toEqual({ ok: false, reason: 'rate', retryAfterSeconds: 1 });
    now = 500;
    expect([admitted(), admitted()]).toEqual([true, false]);
    expect(limiter.admitRequest('other', limit).ok).toBe(true);
  });

  it('counts calls in flight per key', () => {
    const limiter = new RateLimiter(() => 0);
    const limit = { perSecond: 10, concurrency: 2 };
    expect([
      limiter.beginCall('k', limit).ok,
      limiter.beginCall('k', limit).ok,
      limiter.beginCall('k', limit).ok,
    ]).toEqual([true, true, false]);
    limiter.endCall('k');
    expect(limiter.beginCall('k', limit).ok).toBe(true);
  });
});
