/**
 * Figures about people: head counts and movement, departments with their heads, and the per-person
 * views of an employee's page (dashboard figures, recent activity, leave requests).
 */
import {
  EMPLOYMENT_TYPE_LABELS,
  type EmployeeDashboardStats,
  type EmployeeDepartmentListResponse,
  type EmployeeStats,
  type EmploymentType,
  employeePhotoUrl,
  GENDER_LABELS,
  type Gender,
  type RecentActivityResponse,
} from '@hrms/contracts/employees';
import { type Actor, requirePermission } from '../../lib/access';
import { findCompany } from '../../people/people.repository';
import { employeeNotFound as notFound } from '../access/access.service';
import { changesOf, summarise, visibleChange } from './employee-changes';
import { directoryViewOf } from './employee-directory.service';
import { departmentsWithHeadcount, employeeStats, teamCounts } from './employee-figures.repository';
import type { VisibleLevel } from './employee-views';
import {
  type EmployeeRow,
  findEmployeeDetail,
  findStatutory,
  type StatutoryValues,
} from './employees.repository';
import type { EmployeesServiceDeps } from './employees-deps';

export class EmployeeFiguresService {
  constructor(private readonly deps: EmployeesServiceDeps) {}

  /** Head counts and movement: everyone for admin and hr, their team for a manager. */
  async stats(actor: Actor): Promise<EmployeeStats> {
    requirePermission(actor, 'employees:read');
    const { scope } = directoryViewOf(actor);
    const today = this.deps.clock.now();
    const months: string[] = [];
    for (let i = 11; i >= 0; i--) {
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
      months.push(d.toISOString().slice(0, 7));
    }
    if (!scope) {
      return {
        total: 0,
        active: 0,
        onNotice: 0,
        inactive: 0,
        byDepartment: [],
        byOffice: [],
        byEmploymentType: [],
        byGender: [],
        joinsAndExits: months.map((month) => ({ month, joins: 0, exits: 0 })),
      };
    }
    const s = await employeeStats(this.deps.db, scope, `${months[0]}-01`);
    const joins = new Map(s.joins.map((r) => [r.month, r.count]));
    const exits = new Map(s.exits.map((r) => [r.month, r.count]));
    return {
      ...s.totals,
      byDepartment: s.byDepartment.map((r) => ({
        key: r.key ?? 'none',
        label: r.label ?? 'No department',
        count: r.count,
      })),
      byOffice: s.byOffice.map((r) => ({
        key: r.key ?? 'none',
        label: r.label ?? 'No office',
        count: r.count,
      })),
      byEmploymentType: s.byEmploymentType.map((r) => ({
        key: r.key ?? 'none',
        label: EMPLOYMENT_TYPE_LABELS[r.key as EmploymentType] ?? 'Unknown',
        count: r.count,
      })),
      byGender: s.byGender.map((r) => ({
        key: r.key ?? 'unknown',
        label: r.key ? (GENDER_LABELS[r.key as Gender] ?? r.key) : 'Not recorded',
        count: r.count,
      })),
      joinsAndExits: months.map((month) => ({
        month,
        joins: joins.get(month) ?? 0,
        exits: exits.get(month) ?? 0,
      })),
    };
  }

  /** Departments with their heads and company-wide head counts. */
  async departments(actor: Actor): Promise<EmployeeDepartmentListResponse> {
    requirePermission(actor, 'employees:read');
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) return { items: [] };
    const rows = await departmentsWithHeadcount(this.deps.db, company.id);
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        code: r.code,
        parentId: r.parentId,
        head: r.headId
          ? {
              id: r.headId,
              name: `${r.headFirstName} ${r.headLastName}`,
              employeeCode: r.headCode!,
              photoUrl: employeePhotoUrl(r.headPhotoKey),
            }
          : null,
        headcount: Number(r.headcount),
      })),
    };
  }

  /** The person themselves, their managers up the line, admin and hr; anyone else is told "not found". */
  private async requireCloseView(actor: Actor, id: string): Promise<VisibleLevel> {
    const levels = await this.deps.access.require({ actor, permission: 'employees:directory', ids: [id] });
    return levels.get(id)!;
  }

  async dashboardStats(actor: Actor, id: string): Promise<EmployeeDashboardStats> {
    await this.requireCloseView(actor, id);
    const { db, clock } = this.deps;
    // The statutory details count towards completeness; only the percentage leaves this method.
    const [detail, statutory, counts, documents] = await Promise.all([
      findEmployeeDetail(db, id),
      findStatutory(db, id),
      teamCounts(db, id),
      this.deps.documents.countsFor(id),
    ]);
    if (!detail) throw notFound();
    const e = detail.employee;
    const today = clock.now().toISOString().slice(0, 10);
    return {
      employeeId: id,
      tenure: tenure(e.joinDate, e.exitDate && e.exitDate < today ? e.exitDate : today),
      directReports: counts.directReports,
      teamSize: counts.teamSize,
      documents,
      leave: { pendingRequests: 0 },
      profileCompleteness: completeness(e, statutory),
    };
  }

  async recentActivity(
    actor: Actor,
    id: string,
    page: { page: number; limit: number },
  ): Promise<RecentActivityResponse> {
    const level = await this.requireCloseView(actor, id);
    const { rows, total } = await this.deps.audit.entriesAbout(this.deps.db, 'employee', id, page);
    return {
      items: rows.map((row) => {
        const actorName =
          row.actorFirstName !== null
            ? `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim()
            : (row.actorEmail ?? 'Someone');
        const { before, after, hidden } = visibleChange(level, row.before, row.after);
        return {
          id: row.id,
          action: row.action,
          summary: hidden
            ? `${actorName} changed details that are not shown to you`
            : summarise(row.action, actorName, before, after),
          actor: row.actorUserId ? { id: row.actorUserId, name: actorName } : null,
          changes: changesOf(before, after),
          reason: row.reason,
          at: row.createdAt.toISOString(),
        };
      }),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** The person's leave requests, newest first, for the same people as the dashboard. */
  async leaveRequests(actor: Actor, id: string, page: { page: number; limit: number }) {
    await this.requireCloseView(actor, id);
    const list = await this.deps.leave.requestsOf(actor, id, page);
    return {
      ...list,
      items: list.items.map((r) => ({
        id: r.id,
        leaveType: r.leaveType.name,
        startDate: r.startDate,
        endDate: r.endDate,
        days: r.days,
        status: r.status,
      })),
    };
  }
}

/** Whole years and months from one calendar date to another. */
export function tenure(from: string, to: string): { years: number; months: number } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  if (months < 0) months = 0;
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** Share of the optional fields a complete record has filled in, in percent. */
function completeness(e: EmployeeRow, statutory: StatutoryValues | null): number {
  const checks = [
    e.phone,
    e.personalEmail,
    e.dateOfBirth,
    e.gender,
    e.address?.line1,
    e.address?.city,
    e.emergencyContact?.name,
    e.emergencyContact?.phone,
    e.photoKey,
    e.departmentId,
    e.designationId,
    statutory?.pan,
    statutory?.bankAccountNumber,
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}
