/**
 * What other modules may read of attendance's rows (reports' figures, payroll's loss of pay),
 * through this one door rather than its repository.
 */
import { boundTo, type Database } from '../../db/client';
import { pendingRegularizationCount } from './attendance-regularizations.repository';
import {
  clockedByDate,
  daysByDepartment,
  daysByStatus,
  lossOfPayCentidays,
  peopleWithDays,
} from './attendance-rollups.repository';

export function attendanceReads(db: Database) {
  return {
    daysByStatus: boundTo(db, daysByStatus),
    daysByDepartment: boundTo(db, daysByDepartment),
    peopleWithDays: boundTo(db, peopleWithDays),
    clockedByDate: boundTo(db, clockedByDate),
    pendingRegularizations: boundTo(db, pendingRegularizationCount),
    /** Each person's loss of pay over a range, in the caller's transaction. */
    lossOfPayCentidays,
  };
}
