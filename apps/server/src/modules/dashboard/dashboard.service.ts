/** The dashboard: who is signed in and real counts, scoped by role (product decisions, "Roles and scope"). */
import {
  CELEBRATION_DAYS_AHEAD,
  DASHBOARD_LIST_LIMIT,
  type DashboardResponse,
  PROBATION_DAYS_AHEAD,
} from '@hrms/contracts/dashboard';
import { employeePhotoUrl } from '@hrms/contracts/employees';
import { employeeScope } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { addDays, calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { findCompany, findPersonCard, type Reach } from '../../people/people.repository';
import {
  celebrations,
  countCompany,
  countReports,
  type DashboardPersonRow,
  departmentHeadcounts,
  findUserEmail,
  probationsEnding,
} from './dashboard.repository';

const personOut = ({ photoKey, ...row }: DashboardPersonRow) => ({
  ...row,
  photoUrl: employeePhotoUrl(photoKey),
});

export class DashboardService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  async get(actor: Actor): Promise<DashboardResponse> {
    requirePermission(actor, 'dashboard:read');
    const { db } = this.deps;
    const person = actor.employeeId ? await findPersonCard(db, actor.employeeId) : undefined;
    const company = await findCompany(db, actor.employeeId);
    if (!company) throw new AppError('NOT_FOUND', 'No company has been set up yet.');

    const scope = employeeScope(actor.role);
    // Whom the lists of people name: hr and admin the company, a manager their line.
    const reach: Reach | null =
      scope === 'all'
        ? { kind: 'company', companyId: company.id }
        : scope === 'team' && actor.employeeId
          ? { kind: 'team', managerId: actor.employeeId, companyId: company.id }
          : null;
    const today = calendarDateIn(this.deps.clock.now(), company.timeZone);
    const [counts, team, departments, occasions, probations] = await Promise.all([
      countCompany(db, company.id, today),
      scope !== 'directory' && actor.employeeId ? countReports(db, actor.employeeId, today) : null,
      scope === 'all' ? departmentHeadcounts(db, company.id, today) : null,
      reach ? celebrations(db, reach, today, CELEBRATION_DAYS_AHEAD, DASHBOARD_LIST_LIMIT) : null,
      reach
        ? probationsEnding(db, reach, today, addDays(today, PROBATION_DAYS_AHEAD), DASHBOARD_LIST_LIMIT)
        : null,
    ]);

    return {
      me: {
        employeeId: person ? actor.employeeId : null,
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
      // Employees have no such lists; a manager without an employee record leads nobody: empty lists.
      celebrations:
        scope === 'directory'
          ? null
          : {
              items: (occasions?.rows ?? []).map(({ kind, date, years, ...row }) => ({
                employee: personOut(row),
                kind,
                date,
                years,
              })),
              total: occasions?.total ?? 0,
            },
      probations:
        scope === 'directory'
          ? null
          : {
              items: (probations?.rows ?? []).map(({ endDate, ...row }) => ({
                employee: personOut(row),
                endDate,
              })),
              total: probations?.total ?? 0,
            },
    };
  }
}
