/**
 * Counting attempts per key in a sliding window (sign-in throttling per client address). The store is
 * an interface so several server processes can share one (Redis) later; the in-process one serves a
 * single process.
 */

export interface AttemptStore {
  /** Records one attempt for `key` at `now` (ms) and returns how many fall in the `windowMs` ending then. */
  hit(key: string, now: number, windowMs: number): Promise<number>;
}

const MAX_COUNTED = 1000;

/** Timestamps per key, pruned as they age out; memory stays bounded by the keys seen in one window. */
export class InMemoryAttemptStore implements AttemptStore {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  async hit(key: string, now: number, windowMs: number): Promise<number> {
    const since = now - windowMs;
    if (now - this.lastSweep > windowMs) this.sweep(now, since);
    const kept = (this.hits.get(key) ?? []).filter((at) => at > since);
    kept.push(now);
    // A flood from one key need not be counted past this; the count only has to exceed the limit.
    if (kept.length > MAX_COUNTED) kept.splice(0, kept.length - MAX_COUNTED);
    this.hits.set(key, kept);
    return kept.length;
  }

  private sweep(now: number, since: number): void {
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= since) this.hits.delete(key);
    }
  }

  /** Keys currently held, for tests of the sweep. */
  get size(): number {
    return this.hits.size;
  }
}
