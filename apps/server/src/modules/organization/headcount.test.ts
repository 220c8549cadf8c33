/**
 * One headcount everywhere (product decisions, "Who sees what, beyond roles"): someone hired with a
 * joining date ahead is shown as joining, and counted by no page until that day; someone who has
 * left is counted by none. The dashboard, reports, departments, designations, offices and the org
 * chart agree, and each counts the joiner from the joining day on.
 */
import { OrgChartResponseSchema } from '@hrms/contracts/organization';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let hr: Person;
let lead: Person;
let joinerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-11-29T06:00:00Z');
  const f = ctx.factories;
  const company = await f.company({ name: 'Count Co' });
  const office = await f.office(company.id, { name: 'Pune' });
  const eng = await f.department(company.id, { name: 'Engineering' });
  const dev = await f.designation(company.id, 'Developer');
  const here = { departmentId: eng.id, designationId: dev.id, officeId: office.id };
  hr = await f.person(company.id, { role: 'hr', employee: { ...here, firstName: 'Hema', lastName: 'Hr' } });
  lead = await f.person(company.id, {
    role: 'manager',
    employee: { ...here, managerId: hr.employee.id, firstName: 'Lata', lastName: 'Lead' },
  });
  await f.employee(company.id, { ...here, managerId: lead.employee.id, firstName: 'Dev', lastName: 'Now' });
  // Joins on 1 December, two days ahead.
  const joiner = await f.employee(company.id, {
    ...here,
    managerId: lead.employee.id,
    firstName: 'Jaya',
    lastName: 'Later',
    joinDate: '2026-12-01',
  });
  joinerId = joiner.id;
  // Left in October.
  await f.employee(company.id, {
    ...here,
    managerId: lead.employee.id,
    firstName: 'Gone',
    lastName: 'Before',
    status: 'inactive',
    exitDate: '2026-10-31',
  });
});
afterAll(() => ctx.close());

async function get(person: Person, url: string) {
  const res = await ctx.app.inject({
    url,
    headers: ctx.bearer((await ctx.factories.session(person.user.id)).token),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** Every headcount the product shows, as hr and the manager see them. */
async function headcounts() {
  const dashboard = await get(hr, '/api/dashboard');
  const leadDashboard = await get(lead, '/api/dashboard');
  const reports = await get(hr, '/api/reports/dashboard');
  const chart = OrgChartResponseSchema.parse(await get(hr, '/api/employees/org-chart'));
  const departments = await get(hr, '/api/organization/departments');
  const designations = await get(hr, '/api/organization/designations');
  const settings = await get(hr, '/api/settings/company');
  return {
    dashboard: dashboard.company.headcount,
    dashboardDepartment: dashboard.departments[0].headcount,
    team: leadDashboard.team,
    reports: reports.headcount,
    chart: chart.total,
    chartLead: chart.roots[0]!.children[0]!,
    department: departments.items[0].headcount,
    designation: designations.items[0].headcount,
    office: settings.offices[0].headcount,
  };
}

describe('headcount', () => {
  it('leaves out someone joining later everywhere, and shows them in the chart as joining', async () => {
    const counts = await headcounts();
    expect({ ...counts, chartLead: undefined }).toEqual({
      dashboard: 3,
      dashboardDepartment: 3,
      team: { directReports: 1, totalReports: 1 },
      reports: 3,
      chart: 3,
      chartLead: undefined,
      department: 3,
      designation: 3,
      office: 3,
    });
    expect(counts.chartLead.name).toBe('Lata Lead');
    expect(counts.chartLead.directReports).toBe(1);
    expect(counts.chartLead.children.map((c) => [c.name, c.joinsOn])).toEqual([
      ['Dev Now', null],
      ['Jaya Later', '2026-12-01'],
    ]);
  });

  it('counts them everywhere from their joining day', async () => {
    // 1 December in India begins at 18:30 UTC on 30 November.
    ctx.clock.set('2026-11-30T18:45:00Z');
    const counts = await headcounts();
    expect(counts.dashboard).toBe(4);
    expect(counts.dashboardDepartment).toBe(4);
    expect(counts.team).toEqual({ directReports: 2, totalReports: 2 });
    expect(counts.reports).toBe(4);
    expect(counts.chart).toBe(4);
    expect(counts.department).toBe(4);
    expect(counts.designation).toBe(4);
    expect(counts.office).toBe(4);
    expect(counts.chartLead.children.find((c) => c.id === joinerId)?.joinsOn).toBeNull();
  });
});
