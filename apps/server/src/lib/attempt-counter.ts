/**
 * Counting attempts per key in a time window (sign-in throttling per client address), through
 * rate-limiter-flexible: in process memory for one server process, or in Redis when REDIS_URL is set,
 * so that every process of an installation counts the same attempts and two processes do not allow
 * twice the limit.
 *
 * Windows are fixed and aligned to the product's clock (`now`), not the limiter's own, so tests move
 * time with the clock they already control; the store only has to forget a window after it ends.
 */
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RedisClient } from './redis';

export interface AttemptStore {
  /** Records one attempt for `key` at `now` (ms) and returns how many fall in its `windowMs` window. */
  hit(key: string, now: number, windowMs: number): Promise<number>;
}

/** Windows are forgotten this long after they start: the longest window in use, twice over. */
const KEEP_SECONDS = 120;
const KEY_PREFIX = 'hrms:attempts';

export class RateLimiterAttemptStore implements AttemptStore {
  private constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(): RateLimiterAttemptStore {
    return new RateLimiterAttemptStore(
      new RateLimiterMemory({
        keyPrefix: KEY_PREFIX,
        points: Number.MAX_SAFE_INTEGER,
        duration: KEEP_SECONDS,
      }),
    );
  }

  static inRedis(redis: RedisClient): RateLimiterAttemptStore {
    return new RateLimiterAttemptStore(
      new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        keyPrefix: KEY_PREFIX,
        points: Number.MAX_SAFE_INTEGER,
        duration: KEEP_SECONDS,
      }),
    );
  }

  async hit(key: string, now: number, windowMs: number): Promise<number> {
    const window = Math.floor(now / windowMs);
    const counted = await this.limiter.penalty(`${key}:${windowMs}:${window}`, 1);
    return counted.consumedPoints;
  }
}
