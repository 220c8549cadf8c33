/**
 * What the holidays module asks of attendance, without depending on it: a holiday added, moved or
 * removed changes the days it falls on, derived again in the change's transaction. app.ts hands the
 * attendance module's answers in.
 */
import type { Database } from '../../db/client';
import type { AttendanceChange } from '../attendance/attendance-derivation.service';

export interface HolidayAttendance {
  /** Derives again these dates (those some office has begun) for the company's people. */
  calendarChanged(tx: Database, companyId: string, dates: readonly string[]): Promise<AttendanceChange[]>;
  announce(changes: readonly AttendanceChange[]): void;
}
