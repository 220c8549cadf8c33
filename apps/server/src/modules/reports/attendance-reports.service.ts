/**
 * The attendance reports: days by status over a period, by date and department; the months'
 * attendance trend; and the time clocked, by date and department. Counted from attendance's days
 * and the clock's entries (the counts and rollups of decisions 019 and 021), never a salary.
 */
import type {
  AttendanceReport,
  AttendanceReportQuery,
  AttendanceTrends,
  AttendanceTrendsQuery,
  ReportQuery,
  TimeTrackingReport,
} from '@hrms/contracts/reports';
import type { Actor } from '../../lib/access';
import {
  attendanceRateOf,
  byDepartmentName,
  isWorking,
  monthsBefore,
  noDays,
  type ReportContext,
  rate,
  type WorkingDays,
} from './report-context';

export class AttendanceReportsService {
  constructor(private readonly ctx: ReportContext) {}

  async attendance(actor: Actor, query: AttendanceReportQuery): Promise<AttendanceReport> {
    const { reach, filter } = await this.ctx.scope(actor, query);
    const read = await this.ctx.figures();
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
    const today = this.ctx.today();
    const first = monthsBefore(`${today.slice(0, 7)}-01`, query.months - 1);
    const { reach, filter } = await this.ctx.scope(actor, { ...query, from: first, to: today });
    const rows = await (await this.ctx.figures()).daysByStatus(reach, filter, 'month');
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

  async timeTracking(actor: Actor, query: ReportQuery): Promise<TimeTrackingReport> {
    const { reach, filter } = await this.ctx.scope(actor, query);
    const read = await this.ctx.figures();
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
}
