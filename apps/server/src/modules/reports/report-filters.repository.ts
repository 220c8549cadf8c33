/** The names of what a report is filtered to, for the export to say in its file and file name. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, employees, offices } from '../../db/schema/organization';

export interface FilterNames {
  department?: string;
  office?: string;
  employee?: { name: string; code: string };
}

/** Each id's name within the company; an id not found there is left unnamed. */
export async function filterNames(
  db: Database,
  companyId: string,
  ids: { departmentId?: string | undefined; officeId?: string | undefined; employeeId?: string | undefined },
): Promise<FilterNames> {
  const [department, office, employee] = await Promise.all([
    ids.departmentId
      ? db
          .select({ name: departments.name })
          .from(departments)
          .where(and(eq(departments.id, ids.departmentId), eq(departments.companyId, companyId)))
      : [],
    ids.officeId
      ? db
          .select({ name: offices.name })
          .from(offices)
          .where(and(eq(offices.id, ids.officeId), eq(offices.companyId, companyId)))
      : [],
    ids.employeeId
      ? db
          .select({ first: employees.firstName, last: employees.lastName, code: employees.employeeCode })
          .from(employees)
          .where(and(eq(employees.id, ids.employeeId), eq(employees.companyId, companyId)))
      : [],
  ]);
  return {
    ...(department[0] ? { department: department[0].name } : {}),
    ...(office[0] ? { office: office[0].name } : {}),
    ...(employee[0]
      ? { employee: { name: `${employee[0].first} ${employee[0].last}`, code: employee[0].code } }
      : {}),
  };
}
