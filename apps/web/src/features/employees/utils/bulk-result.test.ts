import { describe, expect, it } from 'vitest';
import { summariseBulkResult } from './bulk-result';

const ids = ['a', 'b', 'c'].map((c) => `${c.repeat(8)}-0000-4000-8000-000000000000`);
const names = new Map([
  [ids[0]!, 'Asha Rao'],
  [ids[1]!, 'Ravi Kumar'],
]);

describe('a bulk result in words', () => {
  it('says how many were done and why each refused one was not', () => {
    const summary = summariseBulkResult(
      {
        results: [
          { id: ids[0]!, ok: true },
          { id: ids[1]!, ok: false, error: 'Has history: deactivate instead' },
          { id: ids[2]!, ok: false },
        ],
        succeeded: 1,
        failed: 2,
      },
      'deleted',
      names,
    );
    expect(summary).toEqual({
      tone: 'warning',
      title: '1 deleted, 2 failed',
      lines: ['Ravi Kumar: Has history: deactivate instead', 'An employee: not changed'],
      failedIds: [ids[1], ids[2]],
    });
  });

  it('is a success when none failed and an error when none succeeded, listing at most a few', () => {
    expect(
      summariseBulkResult(
        { results: [{ id: ids[0]!, ok: true }], succeeded: 12, failed: 0 },
        'updated',
        names,
      ),
    ).toMatchObject({ tone: 'success', title: '12 updated', lines: [] });
    const many = Array.from({ length: 7 }, (_, i) => ({ id: `${i}`, ok: false, error: 'No' }));
    const summary = summariseBulkResult({ results: many, succeeded: 0, failed: 7 }, 'updated', names, 5);
    expect(summary.tone).toBe('error');
    expect(summary.lines).toHaveLength(6);
    expect(summary.lines.at(-1)).toBe('and 2 more');
  });
});
