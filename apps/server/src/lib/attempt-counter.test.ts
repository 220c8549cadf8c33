import { describe, expect, it } from 'vitest';
import { RateLimiterAttemptStore } from './attempt-counter';

describe('attempt counting', () => {
  it('counts hits per key within a window of the clock, and starts again in the next', async () => {
    const store = RateLimiterAttemptStore.inMemory();
    const minute = 60_000;
    const start = 1_800_000_000_000 - (1_800_000_000_000 % minute);
    expect(await store.hit('a', start, minute)).toBe(1);
    expect(await store.hit('a', start + 30_000, minute)).toBe(2);
    expect(await store.hit('b', start + 30_000, minute)).toBe(1);
    expect(await store.hit('a', start + 59_999, minute)).toBe(3);
    expect(await store.hit('a', start + minute, minute)).toBe(1);
  });
});
