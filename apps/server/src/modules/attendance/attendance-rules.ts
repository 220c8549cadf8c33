/**
 * What attendance's use cases share (attendance.service.ts): their dependencies and how a day is
 * shown to the person reading it.
 */
import type { AttendanceDay } from '@hrms/contracts/attendance';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { userDisplayNames } from '../../people/people.repository';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AttendanceDayListRow } from './attendance-days.repository';
import type { AttendanceDerivationService } from './attendance-derivation.service';

export interface AttendanceDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  notifications: NotificationsService;
  derivation: AttendanceDerivationService;
}

/** Days as the API shows them, each correction naming who made it. */
export async function presentDays(
  db: Database,
  rows: readonly AttendanceDayListRow[],
): Promise<AttendanceDay[]> {
  const names = await userDisplayNames(
    db,
    rows.flatMap((r) => (r.correctedBy ? [r.correctedBy] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    employee: {
      id: r.employeeId,
      name: r.name,
      employeeCode: r.employeeCode,
      department: r.department,
      office: r.office,
    },
    date: r.date,
    status: r.status,
    derivedStatus: r.derivedStatus,
    source: r.source,
    firstIn: r.firstIn?.toISOString() ?? null,
    lastOut: r.lastOut?.toISOString() ?? null,
    workedMinutes: r.workedMinutes,
    breakMinutes: r.breakMinutes,
    overtimeMinutes: r.overtimeMinutes,
    lateMinutes: r.lateMinutes,
    leaveDays: r.leaveCentidays / 100,
    leaveTypeCode: r.leaveTypeCode,
    holidayName: r.holidayName,
    correction:
      r.source === 'corrected' && r.correctedAt
        ? {
            reason: r.correctionReason ?? '',
            by: r.correctedBy ? (names.get(r.correctedBy) ?? null) : null,
            at: r.correctedAt.toISOString(),
          }
        : null,
  }));
}
