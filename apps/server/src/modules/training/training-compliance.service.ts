/**
 * The compliance of mandatory courses: each person a course applies to, the day it is due in the
 * company's time zone, and whether it is done, due or overdue. Everyone reads their own; a manager
 * their line too; admin and hr the company.
 */
import type { ComplianceQuery, ComplianceResponse } from '@hrms/contracts/training';
import { type Actor, requirePermission } from '../../lib/access';
import { calendarDateIn } from '../../lib/calendar-date';
import { findCompany } from '../../people/people.repository';
import { compliance } from './training-compliance.repository';
import { iso, reachOf, type TrainingServiceDeps } from './training-context';

export class TrainingComplianceService {
  constructor(private readonly deps: TrainingServiceDeps) {}

  async compliance(actor: Actor, query: ComplianceQuery): Promise<ComplianceResponse> {
    requirePermission(actor, 'training:read');
    const { db, clock } = this.deps;
    const reach = await reachOf(this.deps, actor);
    const company = await findCompany(db, actor.employeeId);
    const today = calendarDateIn(clock.now(), company?.timeZone ?? 'UTC');
    const { rows, total, summary } = await compliance(db, reach, query, today);
    return {
      items: rows.map((r) => ({
        employee: { id: r.employeeId, name: r.employeeName, department: r.department },
        course: { id: r.courseId, title: r.courseTitle },
        dueOn: r.dueOn,
        status: r.status,
        completedAt: iso(r.completedAt),
      })),
      total,
      page: query.page,
      limit: query.limit,
      summary,
    };
  }
}
