import { HOLIDAY_TYPE_LABELS, WEEKDAY_NAMES } from '@hrms/contracts/holidays';
import { MONTH_NAMES } from '@hrms/contracts/months';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_TYPE_MESSAGES, MONTH_MESSAGES, WEEKDAY_MESSAGES } from './holiday-labels';

describe('the holiday words', () => {
  it('say each holiday type’s label and description in the contract’s own English words', () => {
    expect(Object.keys(HOLIDAY_TYPE_MESSAGES).sort()).toEqual(Object.keys(HOLIDAY_TYPE_LABELS).sort());
    for (const [key, { label, description }] of Object.entries(HOLIDAY_TYPE_LABELS)) {
      const messages = HOLIDAY_TYPE_MESSAGES[key as keyof typeof HOLIDAY_TYPE_MESSAGES];
      expect(messages.label.message).toBe(label);
      expect(messages.description.message).toBe(description);
    }
  });

  it('name the weekdays and the months as the contract does, in its order', () => {
    expect(WEEKDAY_MESSAGES.map((m) => m.message)).toEqual(WEEKDAY_NAMES);
    expect(MONTH_MESSAGES.map((m) => m.message)).toEqual([...MONTH_NAMES]);
  });
});
