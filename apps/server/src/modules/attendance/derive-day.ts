/**
 * The one function that says what a person's day was (product decisions, issue #13): from their
 * clock entries, approved leave, the office calendar and their shift. Every write of attendance
 * goes through it, so a punch, a leave decision and a day regenerated for everyone agree.
 */
import type { AttendanceStatus } from '@hrms/contracts/attendance';
import type { DaySummary } from '../time-tracking/worked-time';

export interface DayFacts {
  date: string;
  /** Today in the person's office, and now. */
  today: string;
  now: Date;
  joinDate: string;
  exitDate: string | null;
  /** The office calendar's answer for the date. */
  working: boolean;
  reason: 'weekend' | 'holiday' | null;
  holidayName: string | null;
  /** Approved leave that day, in hundredths (50 a half day, 100 a whole). */
  leaveCentidays: number;
  leaveTypeCode: string | null;
  /** The shift's start and end as instants on that date, in the office's zone. */
  shiftStart: Date;
  shiftEnd: Date;
  graceMinutes: number;
  halfDayHours: number;
  overtimeAfterHours: number;
  worked: DaySummary;
}

export interface DerivedDay {
  status: AttendanceStatus;
  /** Whether the day is over, so nothing but a new fact changes it. */
  settled: boolean;
  firstIn: Date | null;
  lastOut: Date | null;
  workedMinutes: number;
  breakMinutes: number;
  overtimeMinutes: number;
  lateMinutes: number;
  leaveCentidays: number;
  leaveTypeCode: string | null;
  holidayName: string | null;
}

const MINUTE = 60_000;

/** The day, or null where there is none to keep: a date ahead, or outside the person's employment. */
export function deriveDay(f: DayFacts): DerivedDay | null {
  if (f.date > f.today || f.date < f.joinDate || (f.exitDate !== null && f.date > f.exitDate)) return null;
  const w = f.worked;
  const workedMinutes = Math.floor(w.workedSeconds / 60);
  const lateMinutes =
    w.firstIn && w.firstIn.getTime() > f.shiftStart.getTime() + f.graceMinutes * MINUTE
      ? Math.floor((w.firstIn.getTime() - f.shiftStart.getTime()) / MINUTE)
      : 0;
  // Today's hours are not judged until the shift is over and nobody is still clocked in.
  const dayOver = f.date < f.today || (!w.open && f.now >= f.shiftEnd);
  const base = {
    settled: f.date < f.today,
    firstIn: w.firstIn,
    lastOut: w.lastOut,
    workedMinutes,
    breakMinutes: Math.floor(w.breakSeconds / 60),
    overtimeMinutes: Math.max(0, workedMinutes - Math.round(f.overtimeAfterHours * 60)),
    lateMinutes: 0,
    leaveCentidays: f.leaveCentidays,
    leaveTypeCode: f.leaveTypeCode,
    holidayName: f.holidayName,
  };
  const status = ((): AttendanceStatus => {
    if (!f.working) return f.reason ?? 'weekend';
    if (f.leaveCentidays >= 100) return 'on_leave';
    if (w.entries === 0) {
      if (f.leaveCentidays > 0) return 'on_leave';
      const shiftBegun = f.now.getTime() > f.shiftStart.getTime() + f.graceMinutes * MINUTE;
      return f.date === f.today && !shiftBegun ? 'not_yet' : 'absent';
    }
    // A half day's leave asks half the hours of the other half.
    const needed = f.halfDayHours * 60 * (1 - Math.min(f.leaveCentidays, 100) / 100);
    if (dayOver && workedMinutes < needed) return 'half_day';
    return lateMinutes > 0 ? 'late' : 'present';
  })();
  return { ...base, status, lateMinutes: status === 'late' ? lateMinutes : 0 };
}
