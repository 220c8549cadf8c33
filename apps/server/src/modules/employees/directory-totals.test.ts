import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';

const SECOND_MS = 1000;

import { DirectoryTotals } from './directory-totals';

function counter(values: number[]) {
  let calls = 0;
  const waiting: (() => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    count: () => {
      const value = values[calls++]!;
      return new Promise<number>((resolve) => waiting.push(() => resolve(value)));
    },
    /** Lets every count asked for so far finish. */
    finish: async () => {
      for (const done of waiting.splice(0)) done();
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('DirectoryTotals', () => {
  it('counts once for concurrent requests, then reuses the figure while fresh', async () => {
    const clock = new ManualClock();
    const totals = new DirectoryTotals(clock, 10 * SECOND_MS);
    const c = counter([7, 8]);
    const first = [totals.get('k', c.count), totals.get('k', c.count)];
    await c.finish();
    expect(await Promise.all(first)).toEqual([7, 7]);
    expect(await totals.get('k', c.count)).toBe(7);
    expect(c.calls).toBe(1);
  });

  it('answers a stale figure at once and recounts it in the background, once', async () => {
    const clock = new ManualClock();
    const totals = new DirectoryTotals(clock, 10 * SECOND_MS);
    const c = counter([7, 8]);
    const first = totals.get('k', c.count);
    await c.finish();
    await first;
    clock.advance(11 * SECOND_MS);
    expect(await totals.get('k', c.count)).toBe(7);
    expect(await totals.get('k', c.count)).toBe(7);
    expect(c.calls).toBe(2);
    await c.finish();
    expect(await totals.get('k', c.count)).toBe(8);
  });

  it('forgets everything on a change, and never keeps a count that started before it', async () => {
    const clock = new ManualClock();
    const totals = new DirectoryTotals(clock);
    const c = counter([7, 8]);
    const before = totals.get('k', c.count);
    totals.forget();
    await c.finish();
    expect(await before).toBe(7);
    const after = totals.get('k', c.count);
    await c.finish();
    expect(await after).toBe(8);
  });
});
