import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fullAndFinalKey } from './get-full-and-final';
import { invalidateSalaryOf, payrollKeys } from './payroll-keys';

describe('a salary saved', () => {
  it('makes the person’s salary and settlement stale, on any last day, and nobody else’s', async () => {
    const client = new QueryClient();
    const keys = [
      payrollKeys.config('p1'),
      fullAndFinalKey('p1', null),
      fullAndFinalKey('p1', '2026-11-15'),
      payrollKeys.config('p2'),
      fullAndFinalKey('p2', null),
    ];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateSalaryOf(client, 'p1');
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
