/**
 * The people reports: each department's headcount, joiners, leavers, attendance and leave; the
 * dashboard (headcount over the year, attrition, today's days, what waits for a decision); the
 * newest activity; and payroll's analytics, payroll's own figures for hr and admin only.
 */
import type { PayrollAnalytics } from '@hrms/contracts/payroll';
import type {
  DashboardReport,
  DepartmentStats,
  RecentActivities,
  ReportQuery,
} from '@hrms/contracts/reports';
import { type Actor, requirePermission } from '../../lib/access';
import { addDays } from '../../lib/calendar-date';
import {
  attendanceRateOf,
  byDepartmentName,
  centidaysToDays,
  isWorking,
  monthsBefore,
  noDays,
  type ReportContext,
  type WorkingDays,
} from './report-context';

export class PeopleReportsService {
  constructor(private readonly ctx: ReportContext) {}

  payroll(
    actor: Actor,
    query: { from?: string | undefined; to?: string | undefined },
  ): Promise<PayrollAnalytics> {
    requirePermission(actor, 'reports:read');
    return this.ctx.deps.sources.payroll(actor, query);
  }

  async departmentStats(actor: Actor, query: ReportQuery): Promise<DepartmentStats> {
    const { reach, filter } = await this.ctx.scope(actor, query);
    const read = await this.ctx.figures();
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
    const { reach } = await this.ctx.scope(actor, {});
    const rows = await (await this.ctx.figures()).recent(
      query.limit,
      reach.kind === 'team' ? { managerId: reach.managerId } : null,
    );
    return { items: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
  }

  async dashboard(actor: Actor): Promise<DashboardReport> {
    const { reach } = await this.ctx.scope(actor, {});
    const today = this.ctx.today();
    const monthStart = `${today.slice(0, 7)}-01`;
    // The end of each of the last twelve months, this month's being today.
    const ends = Array.from({ length: 12 }, (_, i) => {
      const start = monthsBefore(monthStart, 11 - i);
      return i === 11 ? today : addDays(monthsBefore(start, -1), -1);
    });
    const read = await this.ctx.figures();
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
}
