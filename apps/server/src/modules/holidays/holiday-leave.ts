/**
 * What the holidays module asks of leave, without depending on it (leave depends on holidays for
 * the office calendar): the approved leave a holiday meets and giving its day back. Leave counted
 * again when the calendar changes follows the `calendar.changed` event. The manifest hands the leave
 * module's answers in.
 */
import type { LeaveOnHoliday } from '@hrms/contracts/holidays';
import type { Actor } from '../../lib/access';

export interface ApprovedLeave {
  requestId: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  /** `morning` or `afternoon` for a one-day half; null otherwise. */
  half: 'morning' | 'afternoon' | null;
  updatedAt: Date;
}

/** Leave taken on optional holidays in a year, and what one person may take. */
export interface OptionalHolidaysTaken {
  /** Days a year; null when no leave type is marked for optional holidays. */
  allowance: number | null;
  requests: { employeeId: string; date: string; status: 'approved' | 'pending' }[];
}

export interface HolidayLeave {
  /**
   * Approved leave of people in these offices (`null`: everyone, with or without an office) that
   * covers `date`, with the days each gets back: for a `planned` holiday, the share of the day when
   * it is worked now; for a saved one, what counting the leave again gives back.
   */
  impactOn(
    companyId: string,
    date: string,
    officeIds: readonly string[] | null,
    planned: boolean,
  ): Promise<LeaveOnHoliday[]>;
  /** A person's approved leave touching `from`–`to`: what their calendar subscription shows. */
  approvedLeaveOf(employeeId: string, from: string, to: string): Promise<ApprovedLeave[]>;
  /** Counts that leave again and gives back the difference, in the ledger; answers what was given. */
  refundFor(
    actor: Actor,
    companyId: string,
    date: string,
    officeIds: readonly string[] | null,
    reason: string,
  ): Promise<LeaveOnHoliday[]>;
  /** Optional holidays taken or asked for in a leave year: the utilisation report's facts. */
  optionalHolidaysTaken(companyId: string, year: number): Promise<OptionalHolidaysTaken>;
}
