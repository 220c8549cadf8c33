/** The dashboard: who is signed in and real counts, scoped by role (product decisions, "Roles and scope"). */
import type { DashboardResponse } from '@hrms/contracts/dashboard';
import { employeeScope } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { findCompany, findPersonCard } from '../../people/people.repository';
import { countCompany, countReports, departmentHeadcounts, findUserEmail } from './dashboard.repository';

export class DashboardService {
  constructor(private readonly deps: { db: Database }) {}

  async get(actor: Actor): Promise<DashboardResponse> {
    requirePermission(actor, 'dashboard:read');
    const { db } = this.deps;
    const person = actor.employeeId ? await findPersonCard(db, actor.employeeId) : undefined;
    const company = await findCompany(db, actor.employeeId);
    if (!company) throw new AppError('NOT_FOUND', 'No company has been set up yet.');

    const scope = employeeScope(actor.role);
    const [counts, team, departments] = await Promise.all([
      countCompany(db, company.id),
      scope !== 'directory' && actor.employeeId ? countReports(db, actor.employeeId) : null,
      scope === 'all' ? departmentHeadcounts(db, company.id) : null,
    ]);

    return {
      me: {
        name: person
          ? `${person.firstName} ${person.lastName}`
          : ((await findUserEmail(db, actor.userId)) ?? 'Unknown user'),
        role: actor.role,
        designation: person?.designation ?? null,
        department: person?.department ?? null,
        office: person?.office ?? null,
        manager: person?.managerName ?? null,
        joinDate: person?.joinDate ?? null,
      },
      company: { name: company.name, ...counts },
      // A manager, hr or admin without an employee record leads nobody: an empty team, not an error.
      team: scope === 'directory' ? null : (team ?? { directReports: 0, totalReports: 0 }),
      departments,
    };
  }
}
