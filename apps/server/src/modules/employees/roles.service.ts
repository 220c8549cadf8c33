/**
 * Settings → Roles (admin): who holds which role, and changing it. A change goes through the
 * person's record (`EmployeesService.update`), so it keeps every rule of a role change there
 * (nobody changes their own, only admin makes or unmakes an admin, the last admin stays), is
 * audited on their record, and takes effect on the person's next request, since every request reads
 * the role of its session's account.
 */
import type { Role } from '@hrms/contracts/roles';
import type { RoleHolder, RolesQuery, RolesResponse } from '@hrms/contracts/settings';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { findCompany } from '../../people/people.repository';
import type { EmployeesService } from './employees.service';
import { employeeOfUser, listRoleHolders } from './roles.repository';

const notFound = () => new AppError('NOT_FOUND', 'No such account.');

function toHolder(row: Awaited<ReturnType<typeof listRoleHolders>>['rows'][number]): RoleHolder {
  return {
    userId: row.userId,
    employeeId: row.employeeId,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    role: row.role,
    directReports: row.directReports,
    active: row.active,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export class RolesService {
  constructor(private readonly deps: { db: Database; employees: EmployeesService }) {}

  async list(actor: Actor, query: RolesQuery): Promise<RolesResponse> {
    requirePermission(actor, 'roles:grant-admin');
    const companyId = await this.companyOf(actor);
    const { rows, total, byRole } = await listRoleHolders(this.deps.db, companyId, query);
    const counts = { admin: 0, hr: 0, manager: 0, employee: 0 };
    for (const { role, n } of byRole) counts[role] = n;
    return {
      items: rows.map(toHolder),
      total,
      page: query.page,
      limit: query.limit,
      counts,
    };
  }

  async change(actor: Actor, userId: string, role: Role): Promise<RoleHolder> {
    requirePermission(actor, 'roles:grant-admin');
    const companyId = await this.companyOf(actor);
    const employeeId = await employeeOfUser(this.deps.db, companyId, userId);
    if (!employeeId) throw notFound();
    await this.deps.employees.update(actor, employeeId, { role, reason: null });
    const { rows } = await listRoleHolders(this.deps.db, companyId, { userId, page: 1, limit: 1 });
    if (!rows[0]) throw notFound();
    return toHolder(rows[0]);
  }

  private async companyOf(actor: Actor): Promise<string> {
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) throw new AppError('CONFLICT', 'No company has been set up yet.');
    return company.id;
  }
}
