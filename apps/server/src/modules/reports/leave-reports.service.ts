/**
 * The leave report: requests starting in the period by status, and the approved ones by leave type,
 * department and month.
 */
import type { LeaveReport, ReportQuery } from '@hrms/contracts/reports';
import type { Actor } from '../../lib/access';
import { byDepartmentName, centidaysToDays, monthsBefore, type ReportContext } from './report-context';

export class LeaveReportsService {
  constructor(private readonly ctx: ReportContext) {}

  async leave(actor: Actor, query: ReportQuery): Promise<LeaveReport> {
    const { reach, filter } = await this.ctx.scope(actor, query);
    const read = await this.ctx.figures();
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
}
