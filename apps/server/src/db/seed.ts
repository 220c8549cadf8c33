/**
 * Seeds the demo company. Idempotent: rows are keyed on names, codes and emails, inserts skip what
 * exists and nothing that exists is overwritten, so a second run changes nothing.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import { type Database, withTransaction } from './client';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_VISIBLE_KEY, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_COMPANY, DEMO_DEPARTMENTS, DEMO_OFFICES, demoEmployees } from './demo-data';
import { configuration } from './schema/configuration';
import { companies, departments, designations, employees, offices } from './schema/organization';
import { users } from './schema/users';

export interface SeedResult {
  companyId: string;
  employeesCreated: number;
  usersCreated: number;
}

/** True when the database holds no company yet (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}

export async function seedDemo(db: Database): Promise<SeedResult> {
  const people = demoEmployees();
  const roleByEmail = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a.role]));
  // Department heads and everyone else with reports manage their teams in the product too.
  const managerCodes = new Set(people.map((p) => p.managerCode).filter((code) => code !== null));
  const roleOf = (p: (typeof people)[number]) =>
    roleByEmail.get(p.email) ?? (managerCodes.has(p.code) ? 'manager' : 'employee');
  // Hashing is slow on purpose; every demo account shares one hash of the one demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return withTransaction(db, async (tx) => {
    let [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY.name)).limit(1);
    if (!company) [company] = await tx.insert(companies).values(DEMO_COMPANY).returning();
    const companyId = company!.id;

    await tx
      .insert(offices)
      .values(DEMO_OFFICES.map((o) => ({ companyId, name: o.name, city: o.city, address: o.address })))
      .onConflictDoNothing();
    const officeRows = await tx.select().from(offices).where(eq(offices.companyId, companyId));
    const officeId = (key: string) => {
      const name = DEMO_OFFICES.find((o) => o.key === key)!.name;
      return officeRows.find((o) => o.name === name)!.id;
    };

    await tx
      .insert(departments)
      .values(DEMO_DEPARTMENTS.map((d) => ({ companyId, name: d.name, code: d.code })))
      .onConflictDoNothing();
    const departmentRows = await tx.select().from(departments).where(eq(departments.companyId, companyId));
    const departmentId = (code: string | null) =>
      code === null ? null : departmentRows.find((d) => d.code === code)!.id;

    const titles = [...new Set(people.map((p) => p.designation))];
    await tx
      .insert(designations)
      .values(titles.map((name) => ({ companyId, name })))
      .onConflictDoNothing();
    const designationRows = await tx.select().from(designations).where(eq(designations.companyId, companyId));
    const designationId = (name: string) => designationRows.find((d) => d.name === name)!.id;

    const inserted = await tx
      .insert(employees)
      .values(
        people.map((p) => ({
          companyId,
          employeeCode: p.code,
          firstName: p.firstName,
          lastName: p.lastName,
          workEmail: p.email,
          personalEmail: p.personalEmail,
          phone: p.phone,
          dateOfBirth: p.dateOfBirth,
          gender: p.gender,
          designationId: designationId(p.designation),
          departmentId: departmentId(p.department),
          officeId: officeId(p.office),
          employmentType: p.employmentType,
          joinDate: p.joinDate,
          status: p.status,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: employees.id, code: employees.employeeCode });

    const codes = people.map((p) => p.code);
    const employeeRows = await tx
      .select({ id: employees.id, code: employees.employeeCode })
      .from(employees)
      .where(inArray(employees.employeeCode, codes));
    const idByCode = new Map(employeeRows.map((e) => [e.code, e.id]));

    // Reporting lines only for people this run created; an existing tree is someone's data now.
    const createdCodes = new Set(inserted.map((e) => e.code));
    for (const p of people) {
      if (!createdCodes.has(p.code) || !p.managerCode) continue;
      await tx
        .update(employees)
        .set({ managerId: idByCode.get(p.managerCode)! })
        .where(eq(employees.id, idByCode.get(p.code)!));
    }
    for (const p of people) {
      if (!p.heads) continue;
      await tx
        .update(departments)
        .set({ headEmployeeId: idByCode.get(p.code)! })
        .where(and(eq(departments.id, departmentId(p.heads)!), isNull(departments.headEmployeeId)));
    }

    const createdUsers = await tx
      .insert(users)
      .values(
        people.map((p) => ({
          email: p.email,
          role: roleOf(p),
          passwordHash,
          employeeId: idByCode.get(p.code)!,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });

    // Only a seeded (demo) install shows the demo accounts on the sign-in page.
    await tx
      .insert(configuration)
      .values({ key: DEMO_ACCOUNTS_VISIBLE_KEY, category: 'auth', value: true })
      .onConflictDoNothing();

    return { companyId, employeesCreated: inserted.length, usersCreated: createdUsers.length };
  });
}
