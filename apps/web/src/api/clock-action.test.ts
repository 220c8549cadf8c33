import { CLOCK_STATE_LABELS, CLOCK_STATES } from '@hrms/contracts/clock-states';
import { describe, expect, it } from 'vitest';
import { CLOCK_ACTION_WORDS, CLOCK_STATE_MESSAGES } from './clock-action';

describe('the clock’s words', () => {
  it('say each state in the contract’s own English words', () => {
    for (const state of CLOCK_STATES)
      expect(CLOCK_STATE_MESSAGES[state].message).toBe(CLOCK_STATE_LABELS[state]);
  });

  it('read each punch in the active language', () => {
    expect(CLOCK_ACTION_WORDS['clock-in']).toEqual({ label: 'Clock in', done: 'Clocked in' });
    expect(CLOCK_ACTION_WORDS['break-end'].done).toBe('Back at work');
  });
});
