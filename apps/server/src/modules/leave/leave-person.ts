/**
 * The person a leave rule is about, as every leave query reads them: their company, office, gender,
 * joining date and the zone their "today" is in. Shared by the repositories that read or lock them.
 */
import type { Gender } from '@hrms/contracts/employees';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, employees, offices } from '../../db/schema/organization';

/** What a leave decision needs to know of the person asking. */
export interface LeavePerson {
  id: string;
  companyId: string;
  officeId: string | null;
  gender: Gender | null;
  name: string;
  joinDate: string;
  /** Their office's zone (the company's without an office): what "today" is for them. */
  timeZone: string;
}

export const personColumns = {
  id: employees.id,
  companyId: employees.companyId,
  officeId: employees.officeId,
  gender: employees.gender,
  firstName: employees.firstName,
  lastName: employees.lastName,
  joinDate: employees.joinDate,
  timeZone: sql<string>`coalesce(${offices.timezone}, ${companies.timezone})`,
};

export function toPerson(row: {
  id: string;
  companyId: string;
  officeId: string | null;
  gender: Gender | null;
  firstName: string;
  lastName: string;
  joinDate: string;
  timeZone: string;
}): LeavePerson {
  const { firstName, lastName, ...rest } = row;
  return { ...rest, name: `${firstName} ${lastName}` };
}

export function personQuery(db: Database) {
  return db
    .select(personColumns)
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .$dynamic();
}
