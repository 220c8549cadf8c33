/**
 * What the reports share (reports.service.ts): their dependencies and what they read of other
 * modules, the scope of a report (who may see what, over which period), the remembered figures,
 * and the small sums every report family counts with.
 */
import type { AttendanceStatus } from '@hrms/contracts/attendance';
import type { PayrollAnalytics } from '@hrms/contracts/payroll';
import { REPORT_MAX_RANGE_DAYS } from '@hrms/contracts/reports';
import { employeeScope } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE, daysFrom } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { companyIdOf } from '../../people/actor-company';
import type { PeriodFilter, Reach } from '../../people/people.repository';
import type { AccessService } from '../access/access.service';
import { ReportCache, type ReportTable } from './report-cache';
import { headcountsOn, joinersAndLeavers, peopleByDepartment } from './reports.repository';

type Filter = PeriodFilter & { status?: AttendanceStatus | undefined };
type WithDepartment = { departmentId: string | null; department: string | null };

/**
 * What reports read of other modules' rows, handed in by the reports manifest from their read ports: reports
 * depend on no module. Figures are grouped in the database.
 */
export interface ReportSources {
  attendance: {
    /** Days per status grouped by date (`YYYY-MM-DD`) or month (`YYYY-MM`). */
    daysByStatus(
      reach: Reach,
      filter: Filter,
      by: 'date' | 'month',
    ): Promise<{ key: string; status: AttendanceStatus; days: number }[]>;
    /** Days per department and status with their minutes and days with a punch. */
    daysByDepartment(
      reach: Reach,
      filter: Filter,
    ): Promise<
      (WithDepartment & {
        status: AttendanceStatus;
        days: number;
        workedMinutes: number;
        breakMinutes: number;
        overtimeMinutes: number;
        clockedDays: number;
      })[]
    >;
    /** People with days in the period (with a punch, when `clocked`), per department and in all. */
    peopleWithDays(
      reach: Reach,
      filter: PeriodFilter,
      clocked?: boolean,
    ): Promise<{ byDepartment: Map<string | null, number>; all: number }>;
    clockedByDate(
      reach: Reach,
      filter: PeriodFilter,
    ): Promise<{ date: string; people: number; workedMinutes: number; overtimeMinutes: number }[]>;
    pendingRegularizations(reach: Reach): Promise<number>;
  };
  leave: {
    /** Requests starting in the period by status, type, department and month. */
    groups(
      reach: Reach,
      filter: PeriodFilter,
    ): Promise<
      (WithDepartment & {
        status: string;
        code: string;
        name: string;
        month: string;
        requests: number;
        centidays: number;
      })[]
    >;
    /** People with approved leave starting in the period, per department. */
    peopleOnLeave(reach: Reach, filter: PeriodFilter): Promise<Map<string | null, number>>;
    pending(reach: Reach): Promise<number>;
  };
  time: { entryCounts(reach: Reach, filter: PeriodFilter): Promise<{ entries: number; flagged: number }> };
  audit: {
    /** The newest audit entries: all, or those done by a manager's line and the manager. */
    recent(
      limit: number,
      actors: { managerId: string } | null,
    ): Promise<
      { id: string; at: Date; actor: string | null; action: string; entityType: string; entityId: string }[]
    >;
  };
  /** Payroll's analytics (it checks its own permission). */
  payroll(
    actor: Actor,
    query: { from?: string | undefined; to?: string | undefined },
  ): Promise<PayrollAnalytics>;
}

const WORKING = ['present', 'late', 'half_day', 'absent', 'on_leave'] as const;
export type WorkingDays = Record<(typeof WORKING)[number], number>;
export const noDays = (): WorkingDays => ({ present: 0, late: 0, half_day: 0, absent: 0, on_leave: 0 });
export const isWorking = (status: AttendanceStatus): status is (typeof WORKING)[number] =>
  (WORKING as readonly string[]).includes(status);

/** Part of a whole in percent with one decimal; null when there is no whole. */
export const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
/** Days worked (present, late, half day) of working days. */
export const attendanceRateOf = (d: WorkingDays) =>
  rate(d.present + d.late + d.half_day, d.present + d.late + d.half_day + d.absent + d.on_leave);
export const centidaysToDays = (centidays: number) => centidays / 100;

export interface ReportsServiceDeps {
  db: Database;
  clock: Clock;
  access: AccessService;
  sources: ReportSources;
}

const DAYS: readonly ReportTable[] = ['attendance_days', 'employees', 'departments'];
const LEAVE: readonly ReportTable[] = ['leave_requests', 'leave_types', 'employees', 'departments'];
const PEOPLE: readonly ReportTable[] = ['employees', 'departments'];

/** The scope, the period and the remembered figures, one for all the report families. */
export class ReportContext {
  private readonly cache: ReportCache;

  constructor(readonly deps: ReportsServiceDeps) {
    this.cache = new ReportCache(deps.db);
  }

  /** Folds the change counts the remembered figures are checked against. */
  foldChanges(): Promise<number> {
    return this.cache.fold();
  }

  /**
   * The figures reports read, each remembered beside the change counts of the tables it reads
   * (`ReportCache`): read the counts once a report, after its permission and before any figure.
   */
  async figures() {
    const changes = await this.cache.changes();
    const { db, sources } = this.deps;
    const remembered =
      <A extends unknown[], T>(
        name: string,
        tables: readonly ReportTable[],
        read: (...args: A) => Promise<T>,
      ) =>
      (...args: A) =>
        this.cache.remember(changes, tables, [name, ...args], () => read(...args));
    return {
      daysByStatus: remembered('daysByStatus', DAYS, sources.attendance.daysByStatus),
      daysByDepartment: remembered('daysByDepartment', DAYS, sources.attendance.daysByDepartment),
      peopleWithDays: remembered('peopleWithDays', DAYS, sources.attendance.peopleWithDays),
      clockedByDate: remembered('clockedByDate', DAYS, sources.attendance.clockedByDate),
      pendingRegularizations: remembered(
        'pendingRegularizations',
        ['attendance_regularizations', 'employees'],
        sources.attendance.pendingRegularizations,
      ),
      leaveGroups: remembered('leaveGroups', LEAVE, sources.leave.groups),
      peopleOnLeave: remembered('peopleOnLeave', LEAVE, sources.leave.peopleOnLeave),
      pendingLeave: remembered('pendingLeave', ['leave_requests', 'employees'], sources.leave.pending),
      entryCounts: remembered('entryCounts', ['time_entries', 'employees'], sources.time.entryCounts),
      recent: remembered('recent', ['audit_log', 'users', 'employees'], sources.audit.recent),
      peopleByDepartment: remembered('peopleByDepartment', PEOPLE, (reach: Reach, filter: PeriodFilter) =>
        peopleByDepartment(db, reach, filter),
      ),
      headcountsOn: remembered('headcountsOn', PEOPLE, (reach: Reach, days: readonly string[]) =>
        headcountsOn(db, reach, days),
      ),
      joinersAndLeavers: remembered('joinersAndLeavers', PEOPLE, (reach: Reach, from: string, to: string) =>
        joinersAndLeavers(db, reach, from, to),
      ),
    };
  }

  /**
   * The reach (hr and admin: the company; a manager: their line) and the period (this month to
   * today by default, at most `REPORT_MAX_RANGE_DAYS`); a person named must be in reach.
   */
  async scope(actor: Actor, query: Partial<PeriodFilter>): Promise<{ reach: Reach; filter: PeriodFilter }> {
    requirePermission(actor, 'reports:read');
    if (query.employeeId)
      await this.deps.access.require({ actor, permission: 'reports:read', ids: [query.employeeId] });
    const companyId = await companyIdOf(this.deps.db, actor);
    const reach: Reach =
      employeeScope(actor.role) === 'all'
        ? { kind: 'company', companyId }
        : // A manager without an employee record leads nobody: a line of no one.
          { kind: 'team', managerId: actor.employeeId ?? '00000000-0000-0000-0000-000000000000', companyId };
    const today = this.today();
    const to = query.to ?? today;
    const from = query.from ?? `${to.slice(0, 7)}-01`;
    if (from > to) throw validationFailed([{ field: 'query.to', message: 'Must not be before the start' }]);
    if (daysFrom(from, to) + 1 > REPORT_MAX_RANGE_DAYS) {
      throw validationFailed([
        { field: 'query.to', message: `A report spans at most ${REPORT_MAX_RANGE_DAYS} days` },
      ]);
    }
    return {
      reach,
      filter: {
        from,
        to,
        departmentId: query.departmentId,
        officeId: query.officeId,
        employeeId: query.employeeId,
      },
    };
  }

  today(): string {
    return calendarDateIn(this.deps.clock.now(), DEFAULT_TIME_ZONE);
  }
}

/** The first day of the month `n` months before this date's month (after it for negative `n`). */
export function monthsBefore(date: string, n: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function byDepartmentName(a: { department: string | null }, b: { department: string | null }): number {
  if (a.department === b.department) return 0;
  if (a.department === null) return 1;
  if (b.department === null) return -1;
  return a.department.localeCompare(b.department);
}
