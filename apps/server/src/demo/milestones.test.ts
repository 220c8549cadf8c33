import { describe, expect, it } from 'vitest';
import { demoEmployees, withMilestones } from './data';

const valid = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

describe('the demo’s occasions near the day it is seeded', () => {
  it('puts a birthday, an anniversary and two probations ahead of today, every date a real one', () => {
    for (const today of ['2026-11-27', '2028-02-27', '2027-02-24', '2026-12-30']) {
      const people = withMilestones(demoEmployees(), today);
      for (const p of people) {
        expect(valid(p.dateOfBirth), `${today}: ${p.dateOfBirth}`).toBe(true);
        expect(valid(p.joinDate), `${today}: ${p.joinDate}`).toBe(true);
      }
      const probations = people.filter((p) => p.probationEndDate).map((p) => p.probationEndDate);
      expect(probations).toHaveLength(2);
      expect(probations.every((d) => d! > today)).toBe(true);
    }
    const leap = withMilestones(demoEmployees(), '2028-02-27');
    expect(leap.some((p) => p.dateOfBirth.endsWith('-02-29'))).toBe(true);
  });
});
