import { describe, expect, it } from 'vitest';
import { daysInStage, daysInStageLabel, fileSlug, isoToLocal, localToIso } from './application-format';

describe('application format', () => {
  it('counts whole days in a stage', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(daysInStage('2026-03-10T08:00:00Z', now)).toBe(0);
    expect(daysInStage('2026-03-09T11:00:00Z', now)).toBe(1);
    expect(daysInStageLabel('2026-03-01T12:00:00Z', now)).toBe('9 days in stage');
    expect(daysInStageLabel('2026-03-09T12:00:00Z', now)).toBe('1 day in stage');
    expect(daysInStageLabel('2026-03-10T11:00:00Z', now)).toBe('In this stage since today');
  });

  it('reads a local date and time as the instant it names, and back', () => {
    const iso = localToIso('2026-04-02T14:30');
    expect(iso).toBe(new Date(2026, 3, 2, 14, 30).toISOString());
    expect(isoToLocal(iso!)).toBe('2026-04-02T14:30');
    expect(localToIso('2026-04-02')).toBeNull();
    expect(localToIso('')).toBeNull();
  });

  it('makes a file name of a candidate', () => {
    expect(fileSlug('Asha  Rao')).toBe('asha-rao');
    expect(fileSlug('  ')).toBe('candidate');
  });
});
