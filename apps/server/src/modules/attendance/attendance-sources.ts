/**
 * What attendance reads of other modules to derive a day, without depending on them (the clock
 * depends on attendance to derive in its own transaction): its manifest hands their answers in.
 * Each read takes the caller's transaction, so a change being written is seen.
 */
import type { CalendarDay } from '@hrms/contracts/holidays';
import type { Database } from '../../db/client';
import type { Worker } from '../../people/people.repository';
import type { DaySummary } from '../time-tracking/worked-time';

/** A person's shift (`HH:MM` in their office's zone) and the clock's thresholds. */
export interface ShiftRules {
  shiftStart: string;
  shiftEnd: string;
  graceMinutes: number;
  halfDayHours: number;
  overtimeAfterHours: number;
}

export interface AttendanceSources {
  rulesFor(db: Database, workers: readonly Worker[]): Promise<Map<string, ShiftRules>>;
  /** Each person's entries summed per office day, keyed `employeeId|date`. */
  daySummaries(
    db: Database,
    companyId: string,
    employeeIds: readonly string[],
    from: string,
    to: string,
    now: Date,
  ): Promise<Map<string, DaySummary>>;
  /** Approved leave per day, keyed `employeeId|date`, of one person or (null) the company's. */
  leaveDays(
    db: Database,
    companyId: string,
    employeeId: string | null,
    from: string,
    to: string,
  ): Promise<Map<string, { centidays: number; code: string }>>;
  /** Credits compensatory off for a weekend or holiday worked, once per day; whether it credited. */
  creditCompOff(tx: Database, person: Worker, workedOn: string, days: 0.5 | 1): Promise<boolean>;
  officeCalendar(
    companyId: string,
    officeId: string | null,
    from: string,
    to: string,
    db: Database,
  ): Promise<{ timeZone: string; days: CalendarDay[] }>;
}
