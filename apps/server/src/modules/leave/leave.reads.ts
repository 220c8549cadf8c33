/**
 * What other modules may read of leave's rows (reports' figures, payroll's unpaid types), through
 * this one door rather than its repositories.
 */
import { boundTo, type Database } from '../../db/client';
import { listLeaveTypes } from './leave.repository';
import { leaveGroups, pendingLeaveCount, peopleOnLeave } from './leave-figures.repository';

export function leaveReads(db: Database) {
  return {
    groups: boundTo(db, leaveGroups),
    peopleOnLeave: boundTo(db, peopleOnLeave),
    pending: boundTo(db, pendingLeaveCount),
    /** Codes of the company's unpaid leave types, in the caller's transaction: their days are loss of pay. */
    unpaidLeaveCodes: async (tx: Database, companyId: string) =>
      new Set((await listLeaveTypes(tx, companyId)).filter((t) => !t.paid).map((t) => t.code)),
  };
}
