import { describe, expect, it } from 'vitest';
import { InMemoryAttemptStore } from './attempt-counter';

describe('in-process attempt counting', () => {
  it('counts hits per key within a sliding window and forgets old keys', async () => {
    const store = new InMemoryAttemptStore();
    const minute = 60_000;
    expect(await store.hit('a', 0, minute)).toBe(1);
    expect(await store.hit('a', 30_000, minute)).toBe(2);
    expect(await store.hit('b', 30_000, minute)).toBe(1);
    expect(await store.hit('a', 59_999, minute)).toBe(3);
    // The first hit leaves the window.
    expect(await store.hit('a', 60_001, minute)).toBe(3);
    expect(store.size).toBe(2);
    // Much later, a sweep drops keys whose hits have all aged out.
    expect(await store.hit('c', 10 * minute, minute)).toBe(1);
    expect(store.size).toBe(1);
  });
});
