/** The events the leave module follows (decision 032). */
import { afterCommit } from '../../db/client';
import type { EventHandlers } from '../../events/event-bus';
import type { LeaveRequestsService } from './leave-requests.service';

export function leaveEvents(requests: LeaveRequestsService): EventHandlers {
  return {
    // Live leave the change reaches is counted again in the new calendar (decision 028).
    'calendar.changed': async (tx, { actor, companyId, reach, reason }) =>
      afterCommit(tx, await requests.calendarChanged(tx, actor, companyId, reach, reason)),
    // A person's live leave is counted again in the calendar of the office they moved to.
    'employee.office-changed': async (tx, { actor, employeeId }) =>
      afterCommit(tx, await requests.officeChanged(tx, actor, employeeId)),
  };
}
