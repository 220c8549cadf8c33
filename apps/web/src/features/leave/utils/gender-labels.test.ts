import { GENDER_LABELS } from '@hrms/contracts/employees';
import { describe, expect, it } from 'vitest';
import { GENDER_MESSAGES } from './gender-labels';

describe('the gender labels', () => {
  it('say each of the contract’s labels in its own English words', () => {
    expect(Object.keys(GENDER_MESSAGES).sort()).toEqual(Object.keys(GENDER_LABELS).sort());
    for (const [key, label] of Object.entries(GENDER_LABELS)) {
      expect(GENDER_MESSAGES[key as keyof typeof GENDER_MESSAGES].message).toBe(label);
    }
  });
});
