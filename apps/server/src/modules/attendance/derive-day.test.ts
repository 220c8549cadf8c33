/** Every status the one derivation gives, and the edges between them. */
import { describe, expect, it } from 'vitest';
import type { DaySummary } from '../time-tracking/worked-time';
import { type DayFacts, deriveDay } from './derive-day';

const NONE: DaySummary = {
  entries: 0,
  workedSeconds: 0,
  breakSeconds: 0,
  firstIn: null,
  lastOut: null,
  open: false,
};

/** Tuesday 3 March 2026 in Bengaluru: shift 09:30–18:30 IST (04:00–13:00 UTC). */
function facts(overrides: Partial<DayFacts> = {}): DayFacts {
  return {
    date: '2026-03-03',
    today: '2026-03-04',
    now: new Date('2026-03-04T06:00:00Z'),
    joinDate: '2025-01-01',
    exitDate: null,
    working: true,
    reason: null,
    holidayName: null,
    leaveCentidays: 0,
    leaveTypeCode: null,
    shiftStart: new Date('2026-03-03T04:00:00Z'),
    shiftEnd: new Date('2026-03-03T13:00:00Z'),
    graceMinutes: 15,
    halfDayHours: 4,
    overtimeAfterHours: 9,
    worked: NONE,
    ...overrides,
  };
}

function worked(from: string, to: string | null, breakMinutes = 0): DaySummary {
  const end = to ? new Date(to) : new Date('2026-03-03T10:00:00Z');
  const seconds = (end.getTime() - new Date(from).getTime()) / 1000 - breakMinutes * 60;
  return {
    entries: 1,
    workedSeconds: seconds,
    breakSeconds: breakMinutes * 60,
    firstIn: new Date(from),
    lastOut: to ? new Date(to) : null,
    open: to === null,
  };
}

describe('deriveDay', () => {
  it('is present for a day worked from within the grace', () => {
    const day = deriveDay(facts({ worked: worked('2026-03-03T04:14:00Z', '2026-03-03T13:30:00Z', 30) }));
    expect(day).toMatchObject({
      status: 'present',
      lateMinutes: 0,
      workedMinutes: 526,
      overtimeMinutes: 0,
      settled: true,
    });
  });

  it('is late past the grace, counting minutes from the shift start', () => {
    const day = deriveDay(facts({ worked: worked('2026-03-03T04:16:00Z', '2026-03-03T13:30:00Z') }));
    expect(day).toMatchObject({ status: 'late', lateMinutes: 16 });
  });

  it('is a half day under the threshold once the day is over, and counts overtime past 9 hours', () => {
    expect(deriveDay(facts({ worked: worked('2026-03-03T04:00:00Z', '2026-03-03T07:59:00Z') }))?.status).toBe(
      'half_day',
    );
    expect(deriveDay(facts({ worked: worked('2026-03-03T04:00:00Z', '2026-03-03T08:00:00Z') }))?.status).toBe(
      'present',
    );
    expect(
      deriveDay(facts({ worked: worked('2026-03-03T04:00:00Z', '2026-03-03T14:30:00Z') }))?.overtimeMinutes,
    ).toBe(90);
  });

  it('does not judge today’s hours while the shift runs or someone is clocked in', () => {
    const today = { date: '2026-03-03', today: '2026-03-03' };
    const short = worked('2026-03-03T04:00:00Z', '2026-03-03T06:00:00Z');
    expect(
      deriveDay(facts({ ...today, now: new Date('2026-03-03T06:30:00Z'), worked: short })),
    ).toMatchObject({
      status: 'present',
      settled: false,
    });
    expect(deriveDay(facts({ ...today, now: new Date('2026-03-03T13:30:00Z'), worked: short }))?.status).toBe(
      'half_day',
    );
    const open = worked('2026-03-03T04:00:00Z', null);
    expect(deriveDay(facts({ ...today, now: new Date('2026-03-03T13:30:00Z'), worked: open }))?.status).toBe(
      'present',
    );
  });

  it('is not yet in before the shift (and its grace) begins today, then absent', () => {
    const today = { date: '2026-03-03', today: '2026-03-03' };
    expect(deriveDay(facts({ ...today, now: new Date('2026-03-03T04:10:00Z') }))?.status).toBe('not_yet');
    expect(deriveDay(facts({ ...today, now: new Date('2026-03-03T04:16:00Z') }))?.status).toBe('absent');
    expect(deriveDay(facts())?.status).toBe('absent');
  });

  it('is on leave for a whole day; a half day’s leave asks half the hours', () => {
    expect(deriveDay(facts({ leaveCentidays: 100, leaveTypeCode: 'CL' }))).toMatchObject({
      status: 'on_leave',
      leaveCentidays: 100,
      leaveTypeCode: 'CL',
    });
    expect(deriveDay(facts({ leaveCentidays: 50 }))?.status).toBe('on_leave');
    const twoHours = worked('2026-03-03T08:30:00Z', '2026-03-03T10:30:00Z');
    expect(deriveDay(facts({ leaveCentidays: 50, worked: twoHours }))?.status).toBe('late');
    const oneHour = worked('2026-03-03T08:30:00Z', '2026-03-03T09:30:00Z');
    expect(deriveDay(facts({ leaveCentidays: 50, worked: oneHour }))?.status).toBe('half_day');
  });

  it('is a holiday or a weekend, and keeps the time worked on one (compensatory off)', () => {
    expect(deriveDay(facts({ working: false, reason: 'holiday', holidayName: 'Holi' }))).toMatchObject({
      status: 'holiday',
      holidayName: 'Holi',
    });
    const day = deriveDay(
      facts({
        working: false,
        reason: 'weekend',
        worked: worked('2026-03-03T04:00:00Z', '2026-03-03T09:00:00Z'),
      }),
    );
    expect(day).toMatchObject({ status: 'weekend', workedMinutes: 300 });
  });

  it('has no day ahead, before joining or after leaving', () => {
    expect(deriveDay(facts({ date: '2026-03-05' }))).toBeNull();
    expect(deriveDay(facts({ joinDate: '2026-03-04' }))).toBeNull();
    expect(deriveDay(facts({ exitDate: '2026-03-02' }))).toBeNull();
    expect(deriveDay(facts({ exitDate: '2026-03-03' }))?.status).toBe('absent');
  });
});
