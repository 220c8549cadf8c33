/**
 * The lookups a CSV import makes, each in a few statements whatever the file's size: thousands of
 * codes and emails go to the database as one newline-joined parameter, split and joined there.
 */
import type { EmployeeStatus } from '@hrms/contracts/employees';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { departments, designations, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';

export interface ImportLookups {
  departments: { id: string; code: string; name: string }[];
  designations: { id: string; name: string }[];
  offices: { id: string; name: string }[];
}

export async function importLookups(db: Database, companyId: string): Promise<ImportLookups> {
  const [d, t, o] = await Promise.all([
    db
      .select({ id: departments.id, code: departments.code, name: departments.name })
      .from(departments)
      .where(eq(departments.companyId, companyId)),
    db
      .select({ id: designations.id, name: designations.name })
      .from(designations)
      .where(eq(designations.companyId, companyId)),
    db.select({ id: offices.id, name: offices.name }).from(offices).where(eq(offices.companyId, companyId)),
  ]);
  return { departments: d, designations: t, offices: o };
}

/** Values that never hold a newline (codes, emails) as one parameter. */
const lines = (values: readonly string[]) => values.join('\n');

/** Codes (lower-cased) and emails that an employee or an account already has. */
export async function existingCodesAndEmails(
  db: Database,
  codes: readonly string[],
  emails: readonly string[],
): Promise<{ codes: Set<string>; emails: Set<string> }> {
  const [byCode, byEmail, byAccount] = await Promise.all([
    codes.length === 0
      ? []
      : selectRows<{ v: string }>(
          db,
          sql`select lower(e.employee_code) as v from ${employees} e
               join unnest(string_to_array(${lines(codes.map((c) => c.toLowerCase()))}, E'\\n')) as w(v)
                 on lower(e.employee_code) = w.v`,
        ),
    emails.length === 0
      ? []
      : selectRows<{ v: string }>(
          db,
          sql`select e.work_email as v from ${employees} e
               where e.work_email = any(string_to_array(${lines(emails)}, E'\\n'))`,
        ),
    emails.length === 0
      ? []
      : selectRows<{ v: string }>(
          db,
          sql`select u.email as v from ${users} u where u.email = any(string_to_array(${lines(emails)}, E'\\n'))`,
        ),
  ]);
  return {
    codes: new Set(byCode.map((r) => r.v)),
    emails: new Set([...byEmail, ...byAccount].map((r) => r.v)),
  };
}

export interface ExistingManager {
  id: string;
  code: string;
  email: string;
  name: string;
  status: EmployeeStatus;
}

/** Employees already here named as managers, by code (any case) or work email. */
export async function findManagers(db: Database, refs: readonly string[]): Promise<ExistingManager[]> {
  if (refs.length === 0) return [];
  const wanted = lines([...new Set(refs.map((r) => r.toLowerCase()))]);
  const rows = await selectRows<{
    id: string;
    code: string;
    email: string;
    first_name: string;
    last_name: string;
    status: EmployeeStatus;
  }>(
    db,
    sql`select distinct e.id, e.employee_code as code, e.work_email as email, e.first_name, e.last_name, e.status
          from ${employees} e
          join unnest(string_to_array(${wanted}, E'\\n')) as w(v)
            on lower(e.employee_code) = w.v or e.work_email = w.v`,
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    email: r.email,
    name: `${r.first_name} ${r.last_name}`,
    status: r.status,
  }));
}

/** Adds the designations the file names that the company does not have yet; all of them by lower-cased name. */
export async function ensureDesignations(
  db: Database,
  companyId: string,
  names: readonly string[],
  at: Date,
): Promise<Map<string, string>> {
  if (names.length > 0) {
    await db
      .insert(designations)
      .values(names.map((name) => ({ companyId, name, createdAt: at, updatedAt: at })))
      .onConflictDoNothing();
  }
  const rows = await db
    .select({ id: designations.id, name: designations.name })
    .from(designations)
    .where(eq(designations.companyId, companyId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}
