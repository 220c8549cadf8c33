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

  // Runs after the counts above: it adds people.
  it('lists birthdays, work anniversaries and probations ending, of the line a manager leads', async () => {
    const f = ctx.factories;
    const companyId = people.manager.employee.companyId;
    const under = (employee: Parameters<typeof f.employee>[1]) =>
      f.employee(companyId, { managerId: people.manager.employee.id, ...employee });
    // Today is 2026-01-15 in the office's zone.
    const birthday = await under({ firstName: 'Bina', lastName: 'Das', dateOfBirth: '1990-01-20' });
    const anniversary = await under({ firstName: 'Anil', lastName: 'Kumar', joinDate: '2021-01-15' });
    await under({ firstName: 'Late', lastName: 'Birthday', dateOfBirth: '1990-01-29' }); // day 15: outside
    await under({ firstName: 'New', lastName: 'Joiner', joinDate: '2026-01-15' }); // joins today: no anniversary
    await under({ firstName: 'Gone', lastName: 'Away', dateOfBirth: '1990-01-16', status: 'inactive' });
    const probation = await under({ firstName: 'Pia', lastName: 'Sen', probationEndDate: '2026-02-14' });
    await under({ firstName: 'Not', lastName: 'Yet', probationEndDate: '2026-02-15' }); // day 31: outside
    await under({ firstName: 'Was', lastName: 'Before', probationEndDate: '2026-01-14' });
    // hr's own line is the company: someone outside the manager's line.
    const elsewhere = await f.employee(companyId, {
      firstName: 'Out',
      lastName: 'Side',
      dateOfBirth: '1985-01-16',
    });

    const manager = await dashboardAs('manager');
    expect(manager.celebrations).toEqual({
      items: [
        {
          employee: expect.objectContaining({ id: anniversary.id, name: 'Anil Kumar' }),
          kind: 'anniversary',
          date: '2026-01-15',
          years: 5,
        },
        {
          employee: expect.objectContaining({ id: birthday.id, name: 'Bina Das' }),
          kind: 'birthday',
          date: '2026-01-20',
          years: null,
        },
      ],
      total: 2,
    });
    expect(manager.probations).toEqual({
      items: [
        { employee: expect.objectContaining({ id: probation.id, name: 'Pia Sen' }), endDate: '2026-02-14' },
      ],
      total: 1,
    });

    const hr = await dashboardAs('hr');
    expect(hr.celebrations?.items.map((c) => c.employee.name)).toEqual([
      'Anil Kumar',
      'Out Side',
      'Bina Das',
    ]);
    expect(hr.celebrations?.items[1]).toMatchObject({ employee: { id: elsewhere.id }, date: '2026-01-16' });
    expect(hr.probations?.total).toBe(1);

    // Employees see no one's occasions.
    const employee = await dashboardAs('employee');
    expect(employee.celebrations).toBeNull();
    expect(employee.probations).toBeNull();
  });

  it('celebrates a 29 February birthday on the 28th in other years', async () => {
    const leap = await ctx.factories.employee(people.manager.employee.companyId, {
      managerId: people.manager.employee.id,
      firstName: 'Leap',
      lastName: 'Day',
      dateOfBirth: '2000-02-29',
    });
    const onLeap = (c: { employee: { id: string } }) => c.employee.id === leap.id;
    try {
      ctx.clock.set('2027-02-20T04:30:00.000Z');
      expect((await dashboardAs('manager')).celebrations?.items.find(onLeap)?.date).toBe('2027-02-28');
      ctx.clock.set('2028-02-20T04:30:00.000Z');
      const inLeapYear = (await dashboardAs('manager')).celebrations?.items.filter(onLeap);
      expect(inLeapYear?.map((c) => c.date)).toEqual(['2028-02-29']);
    } finally {
      ctx.clock.set('2026-01-15T04:30:00.000Z');
    }
  });

  it('requires sign-in', async () => {
    expect((await ctx.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
