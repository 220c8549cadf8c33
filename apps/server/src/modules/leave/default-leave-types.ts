/**
 * A new company's leave types as product decisions set them (casual, sick, earned, unpaid,
 * maternity, paternity, compensatory off), those not there yet by code: what first-run setup gives a
 * company that starts without the demo, and what the demo starts from.
 */
import { DEFAULT_LEAVE_TYPES } from '@hrms/contracts/leave';
import type { Database } from '../../db/client';
import { insertDefaultLeaveTypeRows, type NewLeaveType } from './leave.repository';
import { leaveTypeColumns } from './leave.service';

/** Answers how many types it added. */
export function insertDefaultLeaveTypes(tx: Database, companyId: string): Promise<number> {
  return insertDefaultLeaveTypeRows(
    tx,
    DEFAULT_LEAVE_TYPES.map((type) => ({
      ...(leaveTypeColumns({ ...type, officeIds: [], active: true }) as NewLeaveType),
      companyId,
    })),
  );
}
