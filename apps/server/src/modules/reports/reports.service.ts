/**
 * Reports: hr and admin read the company, a manager their line (direct and indirect reports), a
 * person named in a filter only when in reach; employees have none. No salary figure reaches a
 * manager: the payroll report is payroll's own analytics, for hr and admin. Every figure is counted
 * from the modules' rows (or the counts the database keeps beside them, decision 019).
 */
import type { AttendanceStatus } from '@hrms/contracts/attendance';
import type { PayrollAnalytics } from '@hrms/contracts/payroll';
import {
  type AttendanceReport,
  type AttendanceReportQuery,
  type AttendanceTrends,
  type AttendanceTrendsQuery,
  type DashboardReport,
  type DepartmentStats,
  type LeaveReport,
  REPORT_EXPORT_TABLES,
  REPORT_MAX_RANGE_DAYS,
  type RecentActivities,
  type ReportExportQuery,
  type ReportExportTable,
  type ReportQuery,
  type TimeTrackingReport,
} from '@hrms/contracts/reports';
import { employeeScope } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE, daysFrom } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { CSV_CONTENT_TYPE, type Row, toCsv, toWorkbook, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import { PDF_CONTENT_TYPE, toPdf } from '../../lib/table-pdf';
import { companyIdOf } from '../../people/actor-company';
import type { PeriodFilter, Reach } from '../../people/people.repository';
import type { AccessService } from '../access/access.service';
import { ReportCache, type ReportTable } from './report-cache';
import { filterNames } from './report-filters.repository';
import { headcountsOn, joinersAndLeavers, peopleByDepartment } from './reports.repository';

type Filter = PeriodFilter & { status?: AttendanceStatus | undefined };
type WithDepartment = { departmentId: string | null; department: string | null };

/**
 * What reports read of other modules' rows, handed in by `app.ts` from their repositories: reports
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
type WorkingDays = Record<(typeof WORKING)[number], number>;
const noDays = (): WorkingDays => ({ present: 0, late: 0, half_day: 0, absent: 0, on_leave: 0 });
const isWorking = (status: AttendanceStatus): status is (typeof WORKING)[number] =>
  (WORKING as readonly string[]).includes(status);

/** Part of a whole in percent with one decimal; null when there is no whole. */
const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
/** Days worked (present, late, half day) of working days. */
const attendanceRateOf = (d: WorkingDays) =>
  rate(d.present + d.late + d.half_day, d.present + d.late + d.half_day + d.absent + d.on_leave);
const centidaysToDays = (centidays: number) => centidays / 100;

export interface ReportFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

const DAYS: readonly ReportTable[] = ['attendance_days', 'employees', 'departments'];
const LEAVE: readonly ReportTable[] = ['leave_requests', 'leave_types', 'employees', 'departments'];
const PEOPLE: readonly ReportTable[] = ['employees', 'departments'];

export class ReportsService {
  private readonly cache: ReportCache;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      access: AccessService;
      sources: ReportSources;
    },
  ) {
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
  private async figures() {
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

  async attendance(actor: Actor, query: AttendanceReportQuery): Promise<AttendanceReport> {
    const { reach, filter } = await this.scope(actor, query);
    const read = await this.figures();
    const withStatus = { ...filter, status: query.status };
    const [byDateRows, byDepartmentRows, people] = [
      await read.daysByStatus(reach, withStatus, 'date'),
      await read.daysByDepartment(reach, withStatus),
      await read.peopleWithDays(reach, filter),
    ];
    const totals = { ...noDays(), holiday: 0, weekend: 0, not_yet: 0 };
    const byDate = new Map<string, WorkingDays>();
    for (const row of byDateRows) {
      totals[row.status] += row.days;
      if (!isWorking(row.status)) continue;
      const day = byDate.get(row.key) ?? noDays();
      day[row.status] += row.days;
      byDate.set(row.key, day);
    }
    const departments = new Map<string | null, { department: string | null } & WorkingDays>();
    let workedMinutes = 0;
    let overtimeMinutes = 0;
    for (const row of byDepartmentRows) {
      workedMinutes += row.workedMinutes;
      overtimeMinutes += row.overtimeMinutes;
      if (!isWorking(row.status)) continue;
      const entry = departments.get(row.departmentId) ?? { department: row.department, ...noDays() };
      entry[row.status] += row.days;
      departments.set(row.departmentId, entry);
    }
    const worked = totals.present + totals.late + totals.half_day;
    return {
      period: { from: filter.from, to: filter.to },
      people: people.all,
      totals,
      attendanceRate: attendanceRateOf(totals),
      punctualityRate: rate(worked - totals.late, worked),
      workedMinutes,
      overtimeMinutes,
      byDate: [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, days]) => ({ date, ...days })),
      byDepartment: [...departments]
        .map(([id, entry]) => ({
          ...entry,
          people: people.byDepartment.get(id) ?? 0,
          attendanceRate: attendanceRateOf(entry),
        }))
        .sort(byDepartmentName),
    };
  }

  async attendanceTrends(actor: Actor, query: AttendanceTrendsQuery): Promise<AttendanceTrends> {
    const today = this.today();
    const first = monthsBefore(`${today.slice(0, 7)}-01`, query.months - 1);
    const { reach, filter } = await this.scope(actor, { ...query, from: first, to: today });
    const rows = await (await this.figures()).daysByStatus(reach, filter, 'month');
    const months = new Map<string, WorkingDays>();
    for (let m = first; m <= today; m = monthsBefore(m, -1)) months.set(m.slice(0, 7), noDays());
    for (const row of rows) {
      const month = months.get(row.key);
      if (month && isWorking(row.status)) month[row.status] += row.days;
    }
    return {
      months: [...months].map(([month, days]) => ({
        month,
        ...days,
        attendanceRate: attendanceRateOf(days),
      })),
    };
  }

  async leave(actor: Actor, query: ReportQuery): Promise<LeaveReport> {
    const { reach, filter } = await this.scope(actor, query);
    const read = await this.figures();
    const [groups, onLeave] = [
      await read.leaveGroups(reach, filter),
      await read.peopleOnLeave(reach, filter),
    ];
    const byStatus = new Map<string, { requests: number; centidays: number }>();
    const byType = new Map<string, { code: string; name: string; requests: number; centidays: number }>();
    const byDepartment = new Map<string | null, { department: string | null; centidays: number }>();
    // Every month of the period, those without approved leave too, so the columns keep time.
    const byMonth = new Map<string, number>();
    for (let m = `${filter.from.slice(0, 7)}-01`; m <= filter.to; m = monthsBefore(m, -1))
      byMonth.set(m.slice(0, 7), 0);
    for (const g of groups) {
      const status = byStatus.get(g.status) ?? { requests: 0, centidays: 0 };
      status.requests += g.requests;
      status.centidays += g.centidays;
      byStatus.set(g.status, status);
      if (g.status !== 'approved') continue;
      const type = byType.get(g.code) ?? { code: g.code, name: g.name, requests: 0, centidays: 0 };
      type.requests += g.requests;
      type.centidays += g.centidays;
      byType.set(g.code, type);
      const department = byDepartment.get(g.departmentId) ?? { department: g.department, centidays: 0 };
      department.centidays += g.centidays;
      byDepartment.set(g.departmentId, department);
      byMonth.set(g.month, (byMonth.get(g.month) ?? 0) + g.centidays);
    }
    return {
      period: { from: filter.from, to: filter.to },
      byStatus: [...byStatus]
        .map(([status, s]) => ({ status, requests: s.requests, days: centidaysToDays(s.centidays) }))
        .sort((a, b) => a.status.localeCompare(b.status)),
      byType: [...byType.values()]
        .map((t) => ({
          code: t.code,
          name: t.name,
          requests: t.requests,
          days: centidaysToDays(t.centidays),
        }))
        .sort((a, b) => b.days - a.days || a.code.localeCompare(b.code)),
      byDepartment: [...byDepartment]
        .map(([id, d]) => ({
          department: d.department,
          people: onLeave.get(id) ?? 0,
          days: centidaysToDays(d.centidays),
        }))
        .sort(byDepartmentName),
      byMonth: [...byMonth]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, centidays]) => ({ month, days: centidaysToDays(centidays) })),
    };
  }

  async timeTracking(actor: Actor, query: ReportQuery): Promise<TimeTrackingReport> {
    const { reach, filter } = await this.scope(actor, query);
    const read = await this.figures();
    const [byDepartmentRows, people, entries, byDateRows] = [
      await read.daysByDepartment(reach, filter),
      await read.peopleWithDays(reach, filter, true),
      await read.entryCounts(reach, filter),
      await read.clockedByDate(reach, filter),
    ];
    const departments = new Map<
      string | null,
      { department: string | null; workedMinutes: number; overtimeMinutes: number; clockedDays: number }
    >();
    const totals = { workedMinutes: 0, breakMinutes: 0, overtimeMinutes: 0 };
    for (const row of byDepartmentRows) {
      totals.workedMinutes += row.workedMinutes;
      totals.breakMinutes += row.breakMinutes;
      totals.overtimeMinutes += row.overtimeMinutes;
      const entry = departments.get(row.departmentId) ?? {
        department: row.department,
        workedMinutes: 0,
        overtimeMinutes: 0,
        clockedDays: 0,
      };
      entry.workedMinutes += row.workedMinutes;
      entry.overtimeMinutes += row.overtimeMinutes;
      entry.clockedDays += row.clockedDays;
      departments.set(row.departmentId, entry);
    }
    return {
      period: { from: filter.from, to: filter.to },
      people: people.all,
      entries: entries.entries,
      flagged: entries.flagged,
      ...totals,
      byDate: byDateRows,
      byDepartment: [...departments]
        .filter(([, d]) => d.clockedDays > 0)
        .map(([id, d]) => ({
          department: d.department,
          people: people.byDepartment.get(id) ?? 0,
          workedMinutes: d.workedMinutes,
          overtimeMinutes: d.overtimeMinutes,
          averageMinutes: Math.round(d.workedMinutes / d.clockedDays),
        }))
        .sort(byDepartmentName),
    };
  }

  payroll(
    actor: Actor,
    query: { from?: string | undefined; to?: string | undefined },
  ): Promise<PayrollAnalytics> {
    requirePermission(actor, 'reports:read');
    return this.deps.sources.payroll(actor, query);
  }

  async departmentStats(actor: Actor, query: ReportQuery): Promise<DepartmentStats> {
    const { reach, filter } = await this.scope(actor, query);
    const read = await this.figures();
    const [people, days, leave] = [
      await read.peopleByDepartment(reach, filter),
      await read.daysByDepartment(reach, filter),
      await read.leaveGroups(reach, filter),
    ];
    const working = new Map<string | null, WorkingDays>();
    for (const row of days) {
      if (!isWorking(row.status)) continue;
      const entry = working.get(row.departmentId) ?? noDays();
      entry[row.status] += row.days;
      working.set(row.departmentId, entry);
    }
    const leaveDays = new Map<string | null, number>();
    for (const g of leave)
      if (g.status === 'approved')
        leaveDays.set(g.departmentId, (leaveDays.get(g.departmentId) ?? 0) + g.centidays);
    return {
      period: { from: filter.from, to: filter.to },
      departments: people
        .filter((p) => p.headcount + p.joiners + p.leavers > 0)
        .map((p) => ({
          id: p.departmentId,
          name: p.department,
          headcount: p.headcount,
          joiners: p.joiners,
          leavers: p.leavers,
          attendanceRate: attendanceRateOf(working.get(p.departmentId) ?? noDays()),
          leaveDays: centidaysToDays(leaveDays.get(p.departmentId) ?? 0),
        }))
        .sort((a, b) => byDepartmentName({ department: a.name }, { department: b.name })),
    };
  }

  async recentActivities(actor: Actor, query: { limit: number }): Promise<RecentActivities> {
    const { reach } = await this.scope(actor, {});
    const rows = await (await this.figures()).recent(
      query.limit,
      reach.kind === 'team' ? { managerId: reach.managerId } : null,
    );
    return { items: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
  }

  async dashboard(actor: Actor): Promise<DashboardReport> {
    const { reach } = await this.scope(actor, {});
    const today = this.today();
    const monthStart = `${today.slice(0, 7)}-01`;
    // The end of each of the last twelve months, this month's being today.
    const ends = Array.from({ length: 12 }, (_, i) => {
      const start = monthsBefore(monthStart, 11 - i);
      return i === 11 ? today : addDays(monthsBefore(start, -1), -1);
    });
    const read = await this.figures();
    const [trend, month, year, days, pendingLeave, pendingRegularizations] = [
      await read.headcountsOn(reach, ends),
      await read.joinersAndLeavers(reach, monthStart, today),
      await read.joinersAndLeavers(reach, monthsBefore(monthStart, 11), today),
      await read.daysByStatus(reach, { from: today, to: today }, 'date'),
      await read.pendingLeave(reach),
      await read.pendingRegularizations(reach),
    ];
    const todays = { ...noDays(), not_yet: 0 };
    for (const row of days)
      if (isWorking(row.status) || row.status === 'not_yet') todays[row.status] += row.days;
    const average = trend.reduce((sum, n) => sum + n, 0) / trend.length;
    return {
      date: today,
      headcount: trend.at(-1) ?? 0,
      joinersThisMonth: month.joiners,
      leaversThisMonth: month.leavers,
      attritionRate: average === 0 ? null : Math.round((year.leavers / average) * 1000) / 10,
      headcountTrend: ends.map((end, i) => ({ month: end.slice(0, 7), headcount: trend[i] ?? 0 })),
      today: todays,
      pending: { leave: pendingLeave, regularizations: pendingRegularizations },
    };
  }

  /**
   * A report as CSV, XLSX or PDF, its filters applied; cells neutralised by the spreadsheet writer.
   * The file says what it holds (the report, the period, each filter by name, a manager's team) in
   * its first line, its first rows or its subtitle, and its name carries the period and the filters.
   * A CSV is one table (the report's first unless `table` names another); an Excel file has a sheet
   * a table; a PDF has them all.
   */
  async exportFile(actor: Actor, query: ReportExportQuery): Promise<ReportFile> {
    const { report, format, table: wanted, ...filters } = query;
    const built = await this.table(actor, report, filters);
    const choices = REPORT_EXPORT_TABLES[report];
    if (wanted && !choices.some((t) => t.key === wanted)) {
      throw validationFailed([
        {
          field: 'query.table',
          message: `The ${built.title.toLowerCase()} report has no such table: choose ${choices.map((t) => t.key).join(', ')}`,
        },
      ]);
    }
    const names = await filterNames(this.deps.db, await companyIdOf(this.deps.db, actor), filters);
    const { period } = built;
    const said: [string, string][] = [['Period', `${period.from} to ${period.to}`]];
    if (names.department) said.push(['Department', names.department]);
    if (names.office) said.push(['Office', names.office]);
    if (names.employee) said.push(['Employee', `${names.employee.name} (${names.employee.code})`]);
    if (employeeScope(actor.role) !== 'all') said.push(['People', 'Your team']);
    const named = [names.department, names.office, names.employee?.name].filter((n) => n !== undefined);
    const fileName = (part: string | null, extension: string) =>
      [report, part, period.from, 'to', period.to, ...named.map(slug)].filter(Boolean).join('-') +
      `.${extension}`;
    const title = `${built.title} report`;

    if (format === 'pdf') {
      const body = await toPdf(
        built.tables.flatMap((t, i) => (i === 0 ? t.rows : [[], ...t.rows])),
        {
          title,
          subtitle: said.map(([what, value], i) => (i === 0 ? value : `${what}: ${value}`)).join(' · '),
        },
      );
      return { body, contentType: PDF_CONTENT_TYPE, fileName: fileName(null, 'pdf') };
    }
    if (format === 'xlsx') {
      const sheets = built.tables.map((t) => {
        const above: Row[] = [[`${title}, ${t.name.toLowerCase()}`], ...said, []];
        return { name: t.name, rows: [...above, ...t.rows], headerRow: above.length };
      });
      return {
        body: Buffer.from(toWorkbook(sheets)),
        contentType: XLSX_CONTENT_TYPE,
        fileName: fileName(null, 'xlsx'),
      };
    }
    const key = wanted ?? choices[0]?.key;
    const one = built.tables.find((t) => t.key === key) ?? built.tables[0]!;
    const line = `${title}, ${one.name.toLowerCase()}: ${said.map(([what, value]) => `${what} ${value}`).join('; ')}`;
    return {
      body: toCsv([[line], ...one.rows], { bom: true }),
      contentType: CSV_CONTENT_TYPE,
      fileName: fileName(choices.length > 1 ? one.key : null, 'csv'),
    };
  }

  // ------------------------------------------------------------------------------- helpers

  private async table(
    actor: Actor,
    report: ReportExportQuery['report'],
    filters: ReportQuery,
  ): Promise<{ title: string; period: { from: string; to: string }; tables: ExportTable[] }> {
    switch (report) {
      case 'attendance': {
        const r = await this.attendance(actor, filters);
        return {
          title: 'Attendance',
          period: r.period,
          tables: [
            {
              key: 'by-date',
              name: 'By date',
              rows: [
                ['Date', 'Present', 'Late', 'Half day', 'Absent', 'On leave'],
                ...r.byDate.map((d) => [d.date, d.present, d.late, d.half_day, d.absent, d.on_leave]),
              ],
            },
            {
              key: 'by-department',
              name: 'By department',
              rows: [
                ['Department', 'People', 'Present', 'Late', 'Half day', 'Absent', 'On leave', 'Attendance %'],
                ...r.byDepartment.map((d) => [
                  d.department ?? 'No department',
                  d.people,
                  d.present,
                  d.late,
                  d.half_day,
                  d.absent,
                  d.on_leave,
                  d.attendanceRate ?? '',
                ]),
              ],
            },
          ],
        };
      }
      case 'leave': {
        const r = await this.leave(actor, filters);
        return {
          title: 'Leave',
          period: r.period,
          tables: [
            {
              key: 'by-type',
              name: 'By leave type',
              rows: [
                ['Leave type', 'Code', 'Approved requests', 'Approved days'],
                ...r.byType.map((t) => [t.name, t.code, t.requests, t.days]),
              ],
            },
            {
              key: 'by-department',
              name: 'By department',
              rows: [
                ['Department', 'People on leave', 'Approved days'],
                ...r.byDepartment.map((d) => [d.department ?? 'No department', d.people, d.days]),
              ],
            },
            {
              key: 'by-status',
              name: 'By status',
              rows: [
                ['Status', 'Requests', 'Days'],
                ...r.byStatus.map((s) => [statusInWords(s.status), s.requests, s.days]),
              ],
            },
          ],
        };
      }
      case 'time-tracking': {
        const r = await this.timeTracking(actor, filters);
        return {
          title: 'Time tracking',
          period: r.period,
          tables: [
            {
              key: 'by-date',
              name: 'By date',
              rows: [
                ['Date', 'People', 'Worked hours', 'Overtime hours'],
                ...r.byDate.map((d) => [d.date, d.people, hours(d.workedMinutes), hours(d.overtimeMinutes)]),
              ],
            },
            {
              key: 'by-department',
              name: 'By department',
              rows: [
                ['Department', 'People', 'Worked hours', 'Overtime hours', 'Average hours a day'],
                ...r.byDepartment.map((d) => [
                  d.department ?? 'No department',
                  d.people,
                  hours(d.workedMinutes),
                  hours(d.overtimeMinutes),
                  hours(d.averageMinutes),
                ]),
              ],
            },
          ],
        };
      }
      case 'department-stats': {
        const r = await this.departmentStats(actor, filters);
        return {
          title: 'Departments',
          period: r.period,
          tables: [
            {
              key: 'departments',
              name: 'Departments',
              rows: [
                ['Department', 'Headcount', 'Joiners', 'Leavers', 'Attendance %', 'Leave days'],
                ...r.departments.map((d) => [
                  d.name ?? 'No department',
                  d.headcount,
                  d.joiners,
                  d.leavers,
                  d.attendanceRate ?? '',
                  d.leaveDays,
                ]),
              ],
            },
          ],
        };
      }
    }
  }

  /**
   * The reach (hr and admin: the company; a manager: their line) and the period (this month to
   * today by default, at most `REPORT_MAX_RANGE_DAYS`); a person named must be in reach.
   */
  private async scope(
    actor: Actor,
    query: Partial<PeriodFilter>,
  ): Promise<{ reach: Reach; filter: PeriodFilter }> {
    requirePermission(actor, 'reports:read');
    if (query.employeeId) await this.deps.access.requireOne(actor, 'reports:read', query.employeeId);
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

  private today(): string {
    return calendarDateIn(this.deps.clock.now(), DEFAULT_TIME_ZONE);
  }
}

/** The first day of the month `n` months before this date's month (after it for negative `n`). */
function monthsBefore(date: string, n: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function byDepartmentName(a: { department: string | null }, b: { department: string | null }): number {
  if (a.department === b.department) return 0;
  if (a.department === null) return 1;
  if (b.department === null) return -1;
  return a.department.localeCompare(b.department);
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** One table of an export: its key (`by-date`), its name (`By date`), its column names then its rows. */
interface ExportTable {
  key: ReportExportTable;
  name: string;
  rows: Row[];
}

/** A request's status as a person says it: `half_day` → `Half day`. */
const statusInWords = (status: string) => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A name as part of a file name: `Customer Support` → `customer-support`. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'filtered';
