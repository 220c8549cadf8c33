/**
 * Reports, on PGlite and PostgreSQL: each figure equals a plain count over the rows it reports on
 * (attendance days, leave requests, people), for hr over the company and for a manager over their
 * line only; filters narrow it; exports carry the filtered figures; bad periods are refused.
 */
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { pdfText } from '../../test/poppler';
import { createTestContext, type TestContext } from '../../test/test-app';
import { REPORT_TABLES } from './report-cache';

let ctx: TestContext;
let companyId: string;
let sales: string;
let support: string;
let pune: string;
let hr: Person;
let manager: Person;
let line: Person[];
let other: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-02T03:00:00Z'); // Monday 2 March 2026, 08:30 in India
  companyId = (await ctx.factories.company()).id;
  const office = (await ctx.factories.office(companyId, { name: 'Pune', timezone: 'Asia/Kolkata' })).id;
  pune = office;
  sales = (await ctx.factories.department(companyId, { name: 'Sales' })).id;
  support = (await ctx.factories.department(companyId, { name: 'Support' })).id;
  const base = { officeId: office, joinDate: '2025-01-01' };
  hr = await ctx.factories.person(companyId, { role: 'hr', employee: { ...base, departmentId: support } });
  manager = await ctx.factories.person(companyId, {
    role: 'manager',
    employee: { ...base, departmentId: sales },
  });
  line = [
    await ctx.factories.person(companyId, {
      employee: { ...base, departmentId: sales, managerId: manager.employee.id },
    }),
    await ctx.factories.person(companyId, {
      employee: { ...base, departmentId: sales, managerId: manager.employee.id, joinDate: '2026-03-02' },
    }),
  ];
  other = await ctx.factories.person(companyId, {
    employee: { ...base, departmentId: support, exitDate: '2026-03-20', status: 'on_notice' },
  });
  const type = await as(hr, 'POST', '/api/leave/types', { code: 'CL', name: 'Casual leave', annualDays: 12 });
  expect(type.statusCode, type.body).toBe(201);
  expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);

  // Monday: the line's first is on time, the second late; the other clocks in on time.
  await as(line[0]!, 'POST', '/api/time-tracking/clock-in');
  await as(other, 'POST', '/api/time-tracking/clock-in');
  ctx.clock.set('2026-03-02T05:00:00Z'); // 10:30
  await as(line[1]!, 'POST', '/api/time-tracking/clock-in');
  ctx.clock.set('2026-03-02T12:30:00Z'); // 18:00
  for (const person of [line[0]!, line[1]!, other]) await as(person, 'POST', '/api/time-tracking/clock-out');
  // Tuesday: leave for the line's first, approved by the manager; one request left pending.
  const asked = await as(line[0]!, 'POST', '/api/leave/request', {
    leaveTypeId: type.json().id,
    startDate: '2026-03-03',
    endDate: '2026-03-03',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  expect(
    (await as(manager, 'PATCH', `/api/leave/${asked.json().id}/approve`, { status: 'approved' })).statusCode,
  ).toBe(200);
  const pending = await as(other, 'POST', '/api/leave/request', {
    leaveTypeId: type.json().id,
    startDate: '2026-03-10',
    endDate: '2026-03-11',
  });
  expect(pending.statusCode, pending.body).toBe(201);
  ctx.clock.set('2026-03-03T10:00:00Z');
  for (const date of ['2026-03-02', '2026-03-03']) {
    expect((await as(hr, 'GET', `/api/attendance/generate/${date}`)).statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

/** Days per status of these people (all of the company's when none are named), from the rows. */
async function countedDays(from: string, to: string, people?: Person[]) {
  const rows = await selectRows<{ status: string; days: number }>(
    ctx.db,
    sql`select status::text as status, count(*)::int as days from attendance_days
         where company_id = ${companyId} and date between ${from} and ${to}
           ${
             people
               ? sql`and employee_id in (${sql.join(
                   people.map((p) => sql`${p.employee.id}`),
                   sql`, `,
                 )})`
               : sql``
           }
         group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.days]));
}

describe('attendance', () => {
  it('gives hr the company’s days per status, by date and department, equal to the rows', async () => {
    const res = await as(hr, 'GET', '/api/reports/attendance?from=2026-03-02&to=2026-03-03');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const real = await countedDays('2026-03-02', '2026-03-03');
    for (const status of ['present', 'late', 'half_day', 'absent', 'on_leave'])
      expect(report.totals[status], status).toBe(real[status] ?? 0);
    expect(report.totals.late).toBeGreaterThan(0);
    expect(report.totals.on_leave).toBe(1);
    const sumByDate = report.byDate.reduce((n: number, d: { present: number }) => n + d.present, 0);
    expect(sumByDate).toBe(report.totals.present);
    const salesRow = report.byDepartment.find((d: { department: string }) => d.department === 'Sales');
    const real2 = await countedDays('2026-03-02', '2026-03-03', [manager, ...line]);
    expect(salesRow.on_leave).toBe(real2.on_leave ?? 0);
    expect(salesRow.people).toBe(3);
  });

  it('gives a manager their line only, and no one else named', async () => {
    const res = await as(manager, 'GET', '/api/reports/attendance?from=2026-03-02&to=2026-03-03');
    expect(res.statusCode, res.body).toBe(200);
    const real = await countedDays('2026-03-02', '2026-03-03', line);
    expect(res.json().people).toBe(2);
    expect(res.json().totals.late).toBe(real.late ?? 0);
    expect(res.json().byDepartment.map((d: { department: string }) => d.department)).toEqual(['Sales']);
    expect(
      (await as(manager, 'GET', `/api/reports/attendance?employeeId=${other.employee.id}`)).statusCode,
    ).toBe(404);
    const one = await as(
      manager,
      'GET',
      `/api/reports/attendance?from=2026-03-02&to=2026-03-02&employeeId=${line[1]!.employee.id}`,
    );
    expect(one.json().totals).toMatchObject({ late: 1, present: 0 });
  });

  it('narrows by department and gives monthly trends equal to the rows', async () => {
    const support = await as(
      hr,
      'GET',
      `/api/reports/attendance?from=2026-03-02&to=2026-03-03&departmentId=${supportId()}`,
    );
    expect(support.json().byDepartment.map((d: { department: string }) => d.department)).toEqual(['Support']);
    const trends = await as(hr, 'GET', '/api/reports/attendance-trends?months=3');
    expect(trends.statusCode, trends.body).toBe(200);
    const months = trends.json().months;
    expect(months.map((m: { month: string }) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    const real = await countedDays('2026-03-01', '2026-03-31');
    expect(months[2]).toMatchObject({
      present: real.present ?? 0,
      late: real.late ?? 0,
      on_leave: real.on_leave ?? 0,
    });
    const team = await as(manager, 'GET', '/api/reports/attendance-trends?months=1');
    expect(team.json().months[0].late).toBe((await countedDays('2026-03-01', '2026-03-31', line)).late ?? 0);
  });

  it('counts the people with days (and with punches) in any period, across months, equal to the rows', async () => {
    expect((await as(hr, 'GET', '/api/attendance/generate/2026-02-27')).statusCode).toBe(200);
    const real = async (from: string, to: string, clocked: boolean) => {
      const rows = await selectRows<{ department: string | null; people: number }>(
        ctx.db,
        sql`select d.name as department, count(distinct a.employee_id)::int as people
              from attendance_days a join employees e on e.id = a.employee_id
              left join departments d on d.id = e.department_id
             where a.company_id = ${companyId} and a.date between ${from} and ${to}
               and (${!clocked} or a.first_in is not null)
             group by 1 order by 1`,
      );
      return {
        all: rows.reduce((n, r) => n + r.people, 0),
        byDepartment: rows.filter((r) => r.people > 0).map((r) => [r.department, r.people]),
      };
    };
    const periods = [
      ['2026-02-27', '2026-02-27'],
      ['2026-02-28', '2026-03-01'],
      ['2026-02-27', '2026-03-02'],
      ['2026-03-03', '2026-03-03'],
      ['2026-03-03', '2026-03-31'],
      ['2026-01-31', '2026-02-26'],
    ];
    let seen = 0;
    for (const [from, to] of periods) {
      const attendance = (await as(hr, 'GET', `/api/reports/attendance?from=${from}&to=${to}`)).json();
      const days = await real(from!, to!, false);
      expect(attendance.people, `${from}..${to}`).toBe(days.all);
      expect(
        attendance.byDepartment
          .filter((d: { people: number }) => d.people > 0)
          .map((d: { department: string | null; people: number }) => [d.department, d.people]),
      ).toEqual(days.byDepartment);
      const time = (await as(hr, 'GET', `/api/reports/time-tracking?from=${from}&to=${to}`)).json();
      expect(time.people, `${from}..${to} punched`).toBe((await real(from!, to!, true)).all);
      seen += days.all;
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('remembered figures', () => {
  it('counts a change to every table reports read, in the statement that makes it', async () => {
    const counts = async () =>
      new Map(
        (
          await selectRows<{ table_name: string; changes: number }>(
            ctx.db,
            sql`select table_name, sum(changes)::int as changes from report_changes group by 1`,
          )
        ).map((r) => [r.table_name, r.changes]),
      );
    for (const table of REPORT_TABLES) {
      const before = (await counts()).get(table) ?? 0;
      // A statement that changes no row still counts: it may have, for all a reader knows.
      await ctx.db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect((await counts()).get(table), table).toBe(before + 1);
    }
  });

  it('answers again at once after a change, the same as reading the rows', async () => {
    const report = async () =>
      (await as(hr, 'GET', '/api/reports/attendance?from=2026-03-02&to=2026-03-03')).json();
    const first = await report();
    expect(await report()).toEqual(first);
    // A correction moves a day from present to absent: the remembered report follows it.
    const [day] = await selectRows<{ id: string }>(
      ctx.db,
      sql`select id from attendance_days where company_id = ${companyId} and date = '2026-03-02'
            and status = 'present' limit 1`,
    );
    const corrected = await as(hr, 'PATCH', `/api/attendance/${day!.id}`, {
      status: 'absent',
      reason: 'Left at once',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = await report();
    expect(after.totals.absent).toBe(first.totals.absent + 1);
    expect(after.totals.present).toBe(first.totals.present - 1);
    const real = await countedDays('2026-03-02', '2026-03-03');
    expect(after.totals.absent).toBe(real.absent ?? 0);
    // A person who moves department takes their days along in the remembered report, and back.
    const salesPeople = (r: { byDepartment: { department: string; people: number }[] }) =>
      r.byDepartment.find((d) => d.department === 'Sales')?.people ?? 0;
    const move = async (departmentId: string) =>
      expect(
        (await as(hr, 'PATCH', `/api/employees/${other.employee.id}`, { departmentId })).statusCode,
      ).toBe(200);
    await move(sales);
    expect(salesPeople(await report())).toBe(salesPeople(after) + 1);
    await move(support);
    expect(await report()).toEqual(after);
  });
});

const supportId = () => support;

describe('leave, time and people', () => {
  it('counts leave requests by status and approved days by type and department', async () => {
    const res = await as(hr, 'GET', '/api/reports/leave?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.byStatus).toEqual([
      { status: 'approved', requests: 1, days: 1 },
      { status: 'pending', requests: 1, days: 2 },
    ]);
    expect(report.byType).toEqual([{ code: 'CL', name: 'Casual leave', requests: 1, days: 1 }]);
    expect(report.byDepartment).toEqual([{ department: 'Sales', people: 1, days: 1 }]);
    expect(report.byMonth).toEqual([{ month: '2026-03', days: 1 }]);
    const quarter = await as(hr, 'GET', '/api/reports/leave?from=2026-01-15&to=2026-03-31');
    expect(quarter.json().byMonth.map((m: { month: string }) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const mine = await as(manager, 'GET', '/api/reports/leave?from=2026-03-01&to=2026-03-31');
    expect(mine.json().byStatus).toEqual([{ status: 'approved', requests: 1, days: 1 }]);
  });

  it('sums worked time from the punched days', async () => {
    const res = await as(hr, 'GET', '/api/reports/time-tracking?from=2026-03-02&to=2026-03-02');
    expect(res.statusCode, res.body).toBe(200);
    const [real] = await selectRows<{ people: number; worked: number }>(
      ctx.db,
      sql`select count(*)::int as people, sum(worked_minutes)::int as worked from attendance_days
           where company_id = ${companyId} and date = '2026-03-02' and first_in is not null`,
    );
    expect(res.json()).toMatchObject({ people: real!.people, workedMinutes: real!.worked, entries: 3 });
    expect(res.json().byDate).toEqual([
      expect.objectContaining({ date: '2026-03-02', people: 3, workedMinutes: real!.worked }),
    ]);
  });

  it('gives per department headcount, joiners and leavers, and a dashboard of today', async () => {
    const stats = await as(hr, 'GET', '/api/reports/department-stats?from=2026-03-01&to=2026-03-31');
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().departments).toEqual([
      expect.objectContaining({ name: 'Sales', headcount: 3, joiners: 1, leavers: 0, leaveDays: 1 }),
      expect.objectContaining({ name: 'Support', headcount: 1, joiners: 0, leavers: 1 }),
    ]);
    const dashboard = await as(hr, 'GET', '/api/reports/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json()).toMatchObject({
      date: '2026-03-03',
      headcount: 5,
      joinersThisMonth: 1,
      leaversThisMonth: 0,
      pending: { leave: 1, regularizations: 0 },
    });
    expect(dashboard.json().headcountTrend).toHaveLength(12);
    expect(dashboard.json().today.on_leave).toBe(1);
    const team = await as(manager, 'GET', '/api/reports/dashboard');
    expect(team.json()).toMatchObject({ headcount: 2, pending: { leave: 0 } });
  });

  it('lists recent changes: everyone’s for hr, the line’s for a manager', async () => {
    const all = await as(hr, 'GET', '/api/reports/recent-activities?limit=50');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.length).toBeGreaterThan(0);
    const mine = await as(manager, 'GET', '/api/reports/recent-activities?limit=50');
    const names = new Set(mine.json().items.map((i: { actor: string }) => i.actor));
    expect(names.has(`${hr.employee.firstName} ${hr.employee.lastName}`)).toBe(false);
  });
});

describe('export and bad input', () => {
  it('exports one table a CSV, saying the report, period and filters in its first line and its name', async () => {
    const csv = await as(
      hr,
      'GET',
      `/api/reports/export?report=attendance&from=2026-03-02&to=2026-03-03&departmentId=${support}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(
      'attendance-by-date-2026-03-02-to-2026-03-03-support.csv',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Attendance report, by date: Period 2026-03-02 to 2026-03-03; Department Support"',
    );
    expect(lines[1]).toBe('Date,Present,Late,Half day,Absent,On leave');
    expect(lines.slice(2).map((line) => line.split(',')[0])).toEqual(['2026-03-02', '2026-03-03']);
    // One table: the departments are a CSV of their own.
    expect(csv.body).not.toContain('Department,People');

    const byDepartment = await as(
      hr,
      'GET',
      `/api/reports/export?report=attendance&table=by-department&from=2026-03-02&to=2026-03-03&departmentId=${support}`,
    );
    expect(byDepartment.headers['content-disposition']).toContain(
      'attendance-by-department-2026-03-02-to-2026-03-03-support.csv',
    );
    const rows = byDepartment.body.trimEnd().split('\r\n');
    expect(rows[1]).toMatch(/^Department,People,/);
    expect(rows.slice(2).map((row) => row.split(',')[0])).toEqual(['Support']);
  });

  it('says leave statuses in words, and refuses a table the report does not have', async () => {
    const csv = await as(
      hr,
      'GET',
      '/api/reports/export?report=leave&table=by-status&from=2026-03-01&to=2026-03-31',
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const statuses = csv.body
      .trimEnd()
      .split('\r\n')
      .slice(2)
      .map((row) => row.split(',')[0]);
    expect(statuses.sort()).toEqual(['Approved', 'Pending']);
    const wrong = await as(hr, 'GET', '/api/reports/export?report=department-stats&table=by-date');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The departments report has no such table: choose departments');
  });

  it('exports every table as an Excel sheet of its own, the period and filters above it', async () => {
    const xlsx = await as(
      hr,
      'GET',
      `/api/reports/export?report=leave&format=xlsx&from=2026-03-01&to=2026-03-31&officeId=${pune}`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('leave-2026-03-01-to-2026-03-31-pune.xlsx');
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const text = (name: string) => strFromU8(files[name]!);
    expect([...text('xl/workbook.xml').matchAll(/<sheet name="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'By leave type',
      'By department',
      'By status',
    ]);
    const cells = (n: number) =>
      [...text(`xl/worksheets/sheet${n}.xml`).matchAll(/<t xml:space="preserve">([^<]*)<\/t>/g)].map(
        (m) => m[1],
      );
    expect(cells(1).slice(0, 5)).toEqual([
      'Leave report, by leave type',
      'Period',
      '2026-03-01 to 2026-03-31',
      'Office',
      'Pune',
    ]);
    expect(cells(3)).toContain('Approved');
    expect(cells(3)).not.toContain('approved');
    // The column names stay in view, under the filters.
    expect(text('xl/worksheets/sheet3.xml')).toContain('ySplit="5"');
  });

  it('exports a report as a PDF with its filters, and a manager’s says it is their team’s', async () => {
    const pdf = await as(
      hr,
      'GET',
      `/api/reports/export?report=attendance&format=pdf&from=2026-03-02&to=2026-03-03&departmentId=${support}`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attendance-2026-03-02-to-2026-03-03-support.pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Attendance report');
    expect(text).toContain('2026-03-02 to 2026-03-03 · Department: Support');
    expect(text).toContain('Support');
    expect(text).not.toContain('Sales');
    const team = await as(manager, 'GET', '/api/reports/export?report=leave&format=pdf');
    expect(team.statusCode).toBe(200);
    expect((await pdfText(team.rawPayload)).replace(/\s+/g, ' ')).toContain('People: Your team');
  });

  it('refuses a period backwards or over two years, an unknown report and too many months', async () => {
    for (const url of [
      '/api/reports/attendance?from=2026-03-05&to=2026-03-01',
      '/api/reports/leave?from=2023-01-01&to=2026-03-01',
      '/api/reports/export?report=salaries',
      '/api/reports/export?report=leave&format=docx',
      '/api/reports/attendance-trends?months=25',
      '/api/reports/attendance?from=2026-02-30',
      '/api/reports/attendance?departmentId=nope',
    ]) {
      const res = await as(hr, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
  });
});
