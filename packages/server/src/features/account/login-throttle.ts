/**
 * Counts failed sign-ins per email and per client address in a fixed window, so password
 * guessing is slowed without locking a user out for long. In memory: each process keeps
 * its own counts, which bounds guessing per process; a shared store can replace it.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly options = { windowMs: 60_000, maxPerEmail: 5, maxPerClient: 20 },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfter(email: string, client: string): number {
    const byEmail = this.current(`email:${email}`);
    const byClient = this.current(`client:${client}`);
    const blocked = [
      byEmail && byEmail.count >= this.options.maxPerEmail ? byEmail.resetAt : 0,
      byClient && byClient.count >= this.options.maxPerClient ? byClient.resetAt : 0,
    ];
    const until = Math.max(...blocked);
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - this.now()) / 1000));
  }

  recordFailure(email: string, client: string): void {
    for (const key of [`email:${email}`, `client:${client}`]) {
      const entry = this.current(key);
      if (entry) entry.count += 1;
      else this.failures.set(key, { count: 1, resetAt: this.now() + this.options.windowMs });
    }
  }

  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private current(key: string) {
    const entry = this.failures.get(key);
    if (!entry) return undefined;
    if (entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
