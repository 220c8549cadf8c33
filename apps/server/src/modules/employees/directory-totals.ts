/**
 * Directory totals (the "of N" under a page), by scope and filter. Counting every matching row costs
 * as much as the rest of a page request put together at 100,000 people, and the total of the same
 * filter is asked for again and again while someone pages or types, so a total is counted once and
 * then reused: fresh for `ttlMs`, after which the stale figure is still answered while one recount
 * runs in the background. Concurrent requests for an uncounted filter share one count.
 *
 * A change made through this process forgets every total at once (`forget`), so nobody sees a total
 * older than their own change; a change made by another process shows within `ttlMs` or so.
 */
import type { Clock } from '../../lib/clock';

interface Entry {
  total?: number;
  countedAt?: number;
  counting?: Promise<number>;
}

export class DirectoryTotals {
  private entries = new Map<string, Entry>();
  /** Bumped by `forget`, so a count started before a change is not kept after it. */
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = 10_000,
    private readonly kept = 2_000,
  ) {}

  get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    if (entry?.total !== undefined) {
      const stale = this.clock.now().getTime() - entry.countedAt! >= this.ttlMs;
      // A failed background recount is tried again by a later request; the figure it had stays.
      if (stale && !entry.counting) this.recount(key, count).catch(() => undefined);
      return Promise.resolve(entry.total);
    }
    return entry?.counting ?? this.recount(key, count);
  }

  forget(): void {
    this.generation++;
    this.entries = new Map();
  }

  private recount(key: string, count: () => Promise<number>): Promise<number> {
    const generation = this.generation;
    if (this.entries.size >= this.kept && !this.entries.has(key)) this.entries.clear();
    const entry: Entry = this.entries.get(key) ?? {};
    const counting = count().then(
      (total) => {
        if (generation === this.generation) {
          this.entries.set(key, { total, countedAt: this.clock.now().getTime() });
        }
        return total;
      },
      (error: unknown) => {
        if (this.entries.get(key)?.counting === counting) delete entry.counting;
        throw error;
      },
    );
    entry.counting = counting;
    this.entries.set(key, entry);
    return counting;
  }
}
