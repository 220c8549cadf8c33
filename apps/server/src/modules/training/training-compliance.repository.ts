/**
 * The compliance of mandatory courses (training-compliance.service.ts): every person a mandatory
 * course applies to, the day it is due, and whether they completed it.
 */
import type { ComplianceStatus } from '@hrms/contracts/training';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { departments, employees } from '../../db/schema/organization';
import { trainingCourses, trainingEnrolments } from '../../db/schema/training';
import { users } from '../../db/schema/users';
import type { TrainingReach } from './training.repository';

export interface ComplianceItem {
  employeeId: string;
  employeeName: string;
  department: string | null;
  courseId: string;
  courseTitle: string;
  dueOn: string;
  status: ComplianceStatus;
  completedAt: Date | null;
}

/**
 * Every person still on the books × every active mandatory course that applies to them (their
 * department and account role), with the day it is due (the later of the rule's start and their
 * joining, plus the days allowed) and whether they completed it.
 */
function complianceRows(
  reach: TrainingReach,
  filter: {
    courseId?: string | undefined;
    departmentId?: string | undefined;
    employeeId?: string | undefined;
  },
  today: string,
): SQL {
  const companyId = reach.kind === 'person' ? null : reach.companyId;
  const person =
    reach.kind === 'person'
      ? sql`e.id = ${reach.employeeId}`
      : reach.kind === 'company'
        ? sql`true`
        : reach.kind === 'team'
          ? sql`e.id in (select id from team)`
          : sql`(e.id = ${reach.employeeId} or e.id in (select id from team))`;
  const managerId =
    reach.kind === 'team' ? reach.managerId : reach.kind === 'self-and-team' ? reach.employeeId : null;
  const team = managerId
    ? sql`team(id, depth) as (
        select e.id, 1 from ${employees} e where e.manager_id = ${managerId}
        union
        select e.id, t.depth + 1 from ${employees} e join team t on e.manager_id = t.id where t.depth < 100
      ),`
    : sql``;
  return sql`with recursive ${team} rows as (
      select e.id as employee_id, e.first_name || ' ' || e.last_name as employee_name, d.name as department,
             c.id as course_id, c.title as course_title,
             -- A real date, kept within four-digit years, written as YYYY-MM-DD whatever DateStyle is.
             to_char(least(greatest((c.mandatory ->> 'from')::date, e.join_date)
               + ((c.mandatory ->> 'dueWithinDays')::int), date '9999-12-31'), 'YYYY-MM-DD') as due_on,
             done.completed_at
        from ${trainingCourses} c
        join ${employees} e on e.company_id = c.company_id and e.status <> 'inactive'
        left join ${departments} d on d.id = e.department_id
        left join ${users} u on u.employee_id = e.id and u.is_active
        left join lateral (
          select max(te.completed_at) as completed_at from ${trainingEnrolments} te
           where te.course_id = c.id and te.employee_id = e.id and te.status = 'completed'
        ) done on true
       where c.status = 'active' and c.mandatory is not null
         and (${companyId}::uuid is null or c.company_id = ${companyId}::uuid)
         and ${person}
         and (jsonb_array_length(c.mandatory -> 'departmentIds') = 0
              or jsonb_exists(c.mandatory -> 'departmentIds', e.department_id::text))
         and (jsonb_array_length(c.mandatory -> 'roles') = 0
              or jsonb_exists(c.mandatory -> 'roles', coalesce(u.role::text, 'employee')))
         ${filter.courseId ? sql`and c.id = ${filter.courseId}` : sql``}
         ${filter.departmentId ? sql`and e.department_id = ${filter.departmentId}` : sql``}
         ${filter.employeeId ? sql`and e.id = ${filter.employeeId}` : sql``}
    )
    select *, case when completed_at is not null then 'completed'
                   when due_on::date < ${today}::date then 'overdue' else 'due' end as status
      from rows`;
}

export async function compliance(
  db: Database,
  reach: TrainingReach,
  filter: {
    page: number;
    limit: number;
    courseId?: string | undefined;
    departmentId?: string | undefined;
    employeeId?: string | undefined;
    status?: ComplianceStatus | undefined;
  },
  today: string,
): Promise<{ rows: ComplianceItem[]; total: number; summary: Record<ComplianceStatus, number> }> {
  const base = complianceRows(reach, filter, today);
  const [rows, summaryRows] = await Promise.all([
    selectRows<{
      employee_id: string;
      employee_name: string;
      department: string | null;
      course_id: string;
      course_title: string;
      due_on: string;
      status: ComplianceStatus;
      completed_at: string | Date | null;
    }>(
      db,
      sql`select * from (${base}) r
          ${filter.status ? sql`where r.status = ${filter.status}` : sql``}
          order by case r.status when 'overdue' then 0 when 'due' then 1 else 2 end, r.due_on, r.employee_name,
                   r.course_title, r.employee_id, r.course_id
          limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`,
    ),
    selectRows<{ status: ComplianceStatus; n: number | string }>(
      db,
      sql`select r.status, count(*) as n from (${base}) r group by r.status`,
    ),
  ]);
  const summary: Record<ComplianceStatus, number> = { completed: 0, due: 0, overdue: 0 };
  for (const row of summaryRows) summary[row.status] = Number(row.n);
  return {
    rows: rows.map((r) => ({
      employeeId: r.employee_id,
      employeeName: r.employee_name,
      department: r.department,
      courseId: r.course_id,
      courseTitle: r.course_title,
      dueOn: r.due_on,
      status: r.status,
      completedAt: r.completed_at === null ? null : new Date(r.completed_at),
    })),
    total: filter.status ? summary[filter.status] : summary.completed + summary.due + summary.overdue,
    summary,
  };
}
