import { DashboardResponseSchema } from '@hrms/contracts/dashboard';
import type { Role } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let people: Record<'admin' | 'hr' | 'manager' | 'lead' | 'employee', Person>;
let companyName: string;

/**
 * One company: admin (CEO) → hr, and admin → lead (manager role) → manager → employee + 2 more;
 * plus an inactive leaver under the manager who must not count, and another company that must not
 * leak into the counts.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  const company = await f.company({ name: 'Dash Co' });
  companyName = company.name;
  const blr = await f.office(company.id, { name: 'Bengaluru' });
  await f.office(company.id, { name: 'Mumbai' });
  const eng = await f.department(company.id, { name: 'Engineering' });
  const hrDept = await f.department(company.id, { name: 'People' });
  await f.department(company.id, { name: 'Empty' });

  const at = (employee: Record<string, unknown>) => ({ officeId: blr.id, ...employee });
  const admin = await f.person(company.id, {
    role: 'admin',
    employee: at({ firstName: 'Asha', lastName: 'Rao' }),
  });
  const hr = await f.person(company.id, {
    role: 'hr',
    employee: at({ departmentId: hrDept.id, managerId: admin.employee.id }),
  });
  const lead = await f.person(company.id, {
    role: 'manager',
    employee: at({ departmentId: eng.id, managerId: admin.employee.id }),
  });
  const manager = await f.person(company.id, {
    role: 'manager',
    employee: at({ departmentId: eng.id, managerId: lead.employee.id, firstName: 'Neha', lastName: 'Gupta' }),
  });
  const employee = await f.person(company.id, {
    role: 'employee',
    employee: at({
      departmentId: eng.id,
      managerId: manager.employee.id,
      designationId: (await f.designation(company.id, 'Software Engineer')).id,
      joinDate: '2023-07-03',
    }),
  });
  await f.employee(company.id, { departmentId: eng.id, managerId: manager.employee.id });
  await f.employee(company.id, { departmentId: eng.id, managerId: manager.employee.id, status: 'on_notice' });
  await f.employee(company.id, { departmentId: eng.id, managerId: manager.employee.id, status: 'inactive' });
  people = { admin, hr, manager, lead, employee };

  const other = await f.company();
  await f.employee(other.id);
  await f.office(other.id);
});
afterAll(() => ctx.close());

async function dashboardAs(role: keyof typeof people) {
  const { token } = await ctx.factories.session(people[role].user.id);
  const res = await ctx.app.inject({ url: '/api/dashboard', headers: ctx.bearer(token) });
  expect(res.statusCode).toBe(200);
  return DashboardResponseSchema.parse(res.json());
}

describe('GET /api/dashboard', () => {
  it('counts the company from the database: employed people, departments, offices', async () => {
    const body = await dashboardAs('employee');
    // 5 accounts + 2 employed colleagues; the leaver and the other company do not count.
    expect(body.company).toEqual({ name: companyName, headcount: 7, departments: 3, offices: 2 });
  });

  it('describes the signed-in employee and gives them no team or department figures', async () => {
    const body = await dashboardAs('employee');
    expect(body.me).toMatchObject({
      name: `${people.employee.employee.firstName} ${people.employee.employee.lastName}`,
      role: 'employee' satisfies Role,
      designation: 'Software Engineer',
      department: 'Engineering',
      office: 'Bengaluru',
      manager: 'Neha Gupta',
      joinDate: '2023-07-03',
    });
    expect(body.team).toBeNull();
    expect(body.departments).toBeNull();
  });

  it('gives a manager their direct and indirect reports but not the department list', async () => {
    const manager = await dashboardAs('manager');
    expect(manager.team).toEqual({ directReports: 3, totalReports: 3 });
    expect(manager.departments).toBeNull();

    const lead = await dashboardAs('lead');
    expect(lead.team).toEqual({ directReports: 1, totalReports: 4 });
  });

  it('gives hr and admin the department headcounts', async () => {
    const hr = await dashboardAs('hr');
    expect(hr.team).toEqual({ directReports: 0, totalReports: 0 });
    expect(hr.departments).toEqual([
      { name: 'Empty', headcount: 0 },
      { name: 'Engineering', headcount: 5 },
      { name: 'People', headcount: 1 },
    ]);

    const admin = await dashboardAs('admin');
    expect(admin.me.manager).toBeNull();
    expect(admin.team).toEqual({ directReports: 2, totalReports: 6 });
    expect(admin.departments).toEqual(hr.departments);
  });

  it('requires sign-in', async () => {
    expect((await ctx.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
