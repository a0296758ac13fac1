/**
 * Counts failed sign-ins per (identifier, IP) and per IP within a sliding window. After
 * `maxFailures` failures for one identifier from one address (or 4× that from one address over
 * all identifiers) further attempts are refused until the oldest failure leaves the window.
 * Kept in process memory: with several API instances each enforces its own count (docs/decisions.md).
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until another attempt is allowed; 0 when allowed now. */
  retryAfterMs(identifier: string, ip: string, now = Date.now()): number {
    return Math.max(
      this.wait(this.pairKey(identifier, ip), this.maxFailures, now),
      this.wait(this.ipKey(ip), this.maxFailures * 4, now),
    );
  }

  recordFailure(identifier: string, ip: string, now = Date.now()): void {
    for (const key of [this.pairKey(identifier, ip), this.ipKey(ip)]) {
      const list = this.recent(key, now);
      list.push(now);
      this.failures.set(key, list);
    }
    if (this.failures.size > 50_000) this.prune(now);
  }

  recordSuccess(identifier: string, ip: string): void {
    this.failures.delete(this.pairKey(identifier, ip));
  }

  private wait(key: string, limit: number, now: number): number {
    const list = this.recent(key, now);
    if (list.length < limit) return 0;
    return list[list.length - limit]! + this.windowMs - now;
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, list] of this.failures) {
      if (!list.some((t) => now - t < this.windowMs)) this.failures.delete(key);
    }
  }

  private pairKey(identifier: string, ip: string) {
    return `${ip}|${identifier.trim().toLowerCase()}`;
  }

  private ipKey(ip: string) {
    return `${ip}|*`;
  }
}
