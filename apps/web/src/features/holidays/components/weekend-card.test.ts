import { describe, expect, it } from 'vitest';
import { describeWeekend } from './weekend-card';

describe('describeWeekend', () => {
  it('says the weekend in words, Monday first', () => {
    expect(
      describeWeekend([
        { weekday: 0, weeks: [] },
        { weekday: 6, weeks: [] },
      ]),
    ).toBe('Saturday and Sunday off');
    expect(
      describeWeekend([
        { weekday: 0, weeks: [] },
        { weekday: 6, weeks: [4, 2] },
      ]),
    ).toBe('Sunday, and the 2nd and 4th Saturday off');
    expect(describeWeekend([{ weekday: 5, weeks: [] }])).toBe('Friday off');
    expect(describeWeekend([{ weekday: 6, weeks: [1, 3, 5] }])).toBe('the 1st, 3rd and 5th Saturday off');
    expect(describeWeekend([])).toBe('No weekend: every day is worked');
  });
});
