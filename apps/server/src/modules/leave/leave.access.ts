/**
 * Who decides whose leave (decision 039): the rule leave's manifest registers. Admin and hr decide
 * anyone's but their own; a manager those below them in the line and, while a delegation stands,
 * those below whoever handed them their approvals; nobody their own. Attendance's regularisations
 * are decided by the same rule (decision 017), and the approvals list filters by its condition.
 */
import { can, employeeScope } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { employeeIdsWhere, peopleWhere } from '../../people/people.repository';
import type { RecordRules } from '../access/access.service';
import { employeeNotFound } from '../access/access.service';
import { activeDelegators } from './leave-delegations.repository';
import { findPerson } from './leave-requests.repository';

declare module '../access/access.service' {
  interface RecordPermissions {
    /** The people whose leave requests and attendance regularisations the actor decides. */
    'leave.approval:decide': true;
  }
}

/** Those whose approvals this person holds today, in their office's date (nobody's, without a record). */
export async function delegatorsOf(
  deps: { db: Database; clock: Clock },
  employeeId: string | null,
): Promise<string[]> {
  if (!employeeId) return [];
  const me = await findPerson(deps.db, employeeId);
  if (!me) return [];
  return activeDelegators(deps.db, me.id, calendarDateIn(deps.clock.now(), me.timeZone));
}

export function leaveAccessRules(deps: { db: Database; clock: Clock }): RecordRules {
  return {
    'leave.approval:decide': {
      where: async (actor: Actor) => {
        if (!can(actor.role, 'leave:approve')) return peopleWhere.nobody();
        if (employeeScope(actor.role) === 'all') return peopleWhere.everyoneBut(actor.employeeId);
        if (!actor.employeeId) return peopleWhere.nobody();
        const managers = [actor.employeeId, ...(await delegatorsOf(deps, actor.employeeId))];
        return peopleWhere.belowAnyOf(managers, actor.employeeId);
      },
      find: (condition, ids) => employeeIdsWhere(deps.db, condition, ids),
      hidden: employeeNotFound,
    },
  };
}
