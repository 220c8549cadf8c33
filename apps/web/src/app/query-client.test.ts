import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './query-client';

const retry = createQueryClient().getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
const answer = (status: number) => new ApiError({ status, code: 'X', message: 'x' });

describe('query retries', () => {
  it('asks again once after a network failure or a server error', () => {
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(0, new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' }))).toBe(true);
    expect(retry(0, answer(503))).toBe(true);
    expect(retry(1, answer(503))).toBe(false);
  });

  it('never asks twice for a 4xx, which would be the same answer', () => {
    for (const status of [400, 403, 404, 422]) expect(retry(0, answer(status))).toBe(false);
  });
});
