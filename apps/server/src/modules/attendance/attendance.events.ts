/**
 * The events the attendance module follows (decision 032): a day is derived again in the
 * transaction of whatever changed it, and told of once that has committed.
 */
import { afterCommit } from '../../db/client';
import type { EventHandlers } from '../../events/event-bus';
import type { AttendanceChange, AttendanceDerivationService } from './attendance-derivation.service';

export function attendanceEvents(days: AttendanceDerivationService): EventHandlers {
  const told = (tx: Parameters<typeof afterCommit>[0], changes: readonly AttendanceChange[]) =>
    changes.length > 0 ? afterCommit(tx, () => days.announce(changes)) : Promise.resolve();
  return {
    'clock.punched': async (tx, { worker, dates }) => told(tx, await days.recompute(tx, worker, dates)),
    'shift.changed': async (tx, { worker, dates }) => told(tx, await days.recompute(tx, worker, dates)),
    'leave.changed': async (tx, { employeeId, from, to }) =>
      told(tx, await days.recomputeSpan(tx, employeeId, from, to)),
    'calendar.changed': async (tx, { companyId, dates }) =>
      told(tx, await days.calendarChanged(tx, companyId, [...new Set(dates)])),
  };
}
