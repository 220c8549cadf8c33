import { LoginResponseSchema } from '@hrms/contracts/auth';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_VISIBLE_KEY, DEMO_PASSWORD } from './demo-accounts';
import { configuration } from './schema/configuration';
import { companies, departments, employees, offices } from './schema/organization';
import { users } from './schema/users';
import { isEmpty, seedDemo } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function snapshot() {
  const db = ctx.db;
  return {
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    offices: await db.select().from(offices).orderBy(asc(offices.id)),
    departments: await db.select().from(departments).orderBy(asc(departments.id)),
    employees: await db.select().from(employees).orderBy(asc(employees.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    configuration: await db.select().from(configuration).orderBy(asc(configuration.key)),
  };
}

describe('demo seed', () => {
  it('seeds an empty database once; a second run changes nothing', async () => {
    expect(await isEmpty(ctx.db)).toBe(true);
    const first = await seedDemo(ctx.db);
    expect(first).toMatchObject({ employeesCreated: 60, usersCreated: 60 });
    expect(await isEmpty(ctx.db)).toBe(false);

    const before = await snapshot();
    const second = await seedDemo(ctx.db);
    expect(second).toMatchObject({ companyId: first.companyId, employeesCreated: 0, usersCreated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('builds Acme in INR with two offices, six departments with heads, and sixty people', async () => {
    const {
      companies: [company],
      offices: o,
      departments: d,
      employees: e,
    } = await snapshot();
    expect(company).toMatchObject({ name: 'Acme Technologies Pvt. Ltd.', currency: 'INR' });
    expect(o.map((x) => [x.name, x.timezone]).sort()).toEqual([
      ['Bengaluru', 'Asia/Kolkata'],
      ['Mumbai', 'Asia/Kolkata'],
    ]);
    expect(d.map((x) => x.name).sort()).toEqual([
      'Engineering',
      'Finance',
      'Human Resources',
      'Marketing',
      'Product',
      'Sales',
    ]);
    expect(d.every((x) => x.headEmployeeId !== null)).toBe(true);
    expect(e).toHaveLength(60);
    expect(new Set(e.map((x) => x.employeeCode)).size).toBe(60);
    for (const x of e) {
      expect(x.joinDate >= '2018-01-01' && x.joinDate <= '2026-12-31', x.joinDate).toBe(true);
    }

    // Four levels: CEO → heads → managers → staff.
    const byId = new Map(e.map((x) => [x.id, x]));
    const depth = (id: string): number => {
      const managerId = byId.get(id)!.managerId;
      return managerId ? 1 + depth(managerId) : 1;
    };
    expect(Math.max(...e.map((x) => depth(x.id)))).toBe(4);
    expect(e.filter((x) => x.managerId === null)).toHaveLength(1);
  });

  it('creates the four demo accounts with their roles; the manager leads at least five, including the employee', async () => {
    const accounts = await ctx.db
      .select({ email: users.email, role: users.role, employeeId: users.employeeId })
      .from(users);
    expect(accounts).toHaveLength(60);
    for (const demo of DEMO_ACCOUNTS) {
      expect(accounts.find((a) => a.email === demo.email)?.role, demo.email).toBe(demo.role);
    }
    // Everyone else with reports is a manager; the rest are employees.
    const people = await ctx.db.select({ id: employees.id, managerId: employees.managerId }).from(employees);
    const hasReports = new Set(people.map((p) => p.managerId));
    for (const account of accounts.filter((a) => !DEMO_ACCOUNTS.some((d) => d.email === a.email))) {
      expect(account.role, account.email).toBe(hasReports.has(account.employeeId) ? 'manager' : 'employee');
    }

    const managerId = accounts.find((a) => a.email === 'manager@acme.test')!.employeeId!;
    const employeeId = accounts.find((a) => a.email === 'employee@acme.test')!.employeeId!;
    const reports = await ctx.db.select().from(employees).where(eq(employees.managerId, managerId));
    expect(reports.length).toBeGreaterThanOrEqual(5);
    expect(reports.map((r) => r.id)).toContain(employeeId);

    const [flag] = await ctx.db
      .select()
      .from(configuration)
      .where(eq(configuration.key, DEMO_ACCOUNTS_VISIBLE_KEY));
    expect(flag?.value).toBe(true);
  });

  it('lets a demo account sign in with the demo password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager@acme.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(res.json()).user.role).toBe('manager');
    const options = await ctx.app.inject({ url: '/api/auth/login-options' });
    expect(options.json()).toMatchObject({ companyName: 'Acme Technologies Pvt. Ltd.' });
    expect(options.json().demoAccounts).toHaveLength(4);
  });
});
