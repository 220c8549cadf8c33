/**
 * Who opens a checklist (decision 039): the rule onboarding's manifest registers. Admin and hr open
 * every checklist of the company; anyone else their own, a manager those of the people below them,
 * and an assignee those they have a task in. A task is opened by the same rule as its checklist.
 */
import { can, employeeScope } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import { companyIdOf } from '../../people/actor-company';
import type { RecordRules } from '../access/access.service';
import { checklistIdsWhere, checklistsReadBy } from './onboarding.repository';
import { checklistNotFound } from './onboarding-context';

declare module '../access/access.service' {
  interface RecordPermissions {
    /** A checklist and its tasks: hr and admin, the person, the managers above them, an assignee. */
    'onboarding.checklist:view': true;
  }
}

export function onboardingAccessRules(deps: { db: Database }): RecordRules {
  return {
    'onboarding.checklist:view': {
      where: async (actor) =>
        checklistsReadBy(
          can(actor.role, 'onboarding:manage')
            ? { all: true, companyId: await companyIdOf(deps.db, actor) }
            : {
                all: false,
                employeeId: actor.employeeId,
                managesTeam: employeeScope(actor.role) === 'team' && can(actor.role, 'onboarding:read'),
              },
        ),
      find: (condition, ids) => checklistIdsWhere(deps.db, condition, ids),
      hidden: checklistNotFound,
    },
  };
}
