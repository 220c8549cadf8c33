/**
 * Directory totals (the "of N" under a page), by scope and filter. Counting every matching row costs
 * as much as the rest of a page request put together at 100,000 people, and the total of the same
 * filter is asked for again and again while someone pages or types, so a total is counted once and
 * then reused: fresh for `ttlMs`, after which the stale figure is still answered while one recount
 * runs in the background. Concurrent requests for an uncounted filter share one count. An LRU cache
 * keeps the `kept` most recently used filters.
 *
 * A change made through this process forgets every total at once (`forget`), so nobody sees a total
 * older than their own change; a change made by another process shows within `ttlMs` or so.
 */
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock';

type Count = () => Promise<number>;

export class DirectoryTotals {
  private cache: LRUCache<string, number, Count>;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = 10_000,
    private readonly kept = 2_000,
  ) {
    this.cache = this.newCache();
  }

  async get(key: string, count: Count): Promise<number> {
    const total = await this.cache.fetch(key, { context: count });
    // fetch() answers undefined only for a fetch aborted by `forget`, which never happens to a
    // cache that `forget` has replaced; count directly all the same rather than answer nothing.
    return total ?? count();
  }

  /**
   * Forgets every total. A count already running finishes for those waiting on it but is kept only
   * by the cache it was started in, which nothing reads any more.
   */
  forget(): void {
    this.cache = this.newCache();
  }

  private newCache(): LRUCache<string, number, Count> {
    return new LRUCache<string, number, Count>({
      max: this.kept,
      ttl: this.ttlMs,
      perf: { now: () => this.clock.now().getTime() },
      // Answer the stale figure while one recount runs; keep it if the recount fails.
      allowStale: true,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }
}
