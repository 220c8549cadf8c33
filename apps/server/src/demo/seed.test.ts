import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AnnouncementListResponseSchema } from '@hrms/contracts/announcements';
import { LoginResponseSchema } from '@hrms/contracts/auth';
import { DashboardResponseSchema } from '@hrms/contracts/dashboard';
import { DocumentSearchResponseSchema } from '@hrms/contracts/documents';
import {
  AddressSchema,
  EmergencyContactSchema,
  EmployeeDashboardStatsSchema,
  StatutoryFieldsSchema,
  UpdateOwnProfileBodySchema,
} from '@hrms/contracts/employees';
import {
  DEFAULT_LEAVE_TYPES,
  LeaveBalanceReportSchema,
  LeaveBalanceResponseSchema,
  LeaveRequestListResponseSchema,
} from '@hrms/contracts/leave';
import { ChecklistListResponseSchema } from '@hrms/contracts/onboarding';
import { ComplianceResponseSchema } from '@hrms/contracts/training';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../db/schema/announcements';
import { configuration } from '../db/schema/configuration';
import { employeeDocuments } from '../db/schema/documents';
import { holidays } from '../db/schema/holidays';
import { leaveLedger, leaveRequests, leaveTypes } from '../db/schema/leave';
import { companies, departments, employeeStatutory, employees, offices } from '../db/schema/organization';
import { users } from '../db/schema/users';
import { calendarDateIn } from '../lib/calendar-date';
import { detectFileKind } from '../lib/file-type';
import { createTestContext, type TestContext } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_VISIBLE_KEY, DEMO_PASSWORD } from './accounts';
import { DEMO_COMPANY, demoEmployees } from './data';
import { DEMO_HOLIDAYS } from './holidays';
import { backfillDemoAttendance, backfillDemoPayroll, isEmpty, type SeedResult, seedDemo } from './seed';

let ctx: TestContext;
let seeded: SeedResult;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const seed = () => seedDemo(ctx.db, { dataDir: ctx.config.dataDir, now: ctx.clock.now() });

/** Every stored file, by path under DATA_DIR. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(ctx.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

async function snapshot() {
  const db = ctx.db;
  return {
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    offices: await db.select().from(offices).orderBy(asc(offices.id)),
    departments: await db.select().from(departments).orderBy(asc(departments.id)),
    employees: await db.select().from(employees).orderBy(asc(employees.id)),
    statutory: await db.select().from(employeeStatutory).orderBy(asc(employeeStatutory.employeeId)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    documents: await db.select().from(employeeDocuments).orderBy(asc(employeeDocuments.id)),
    announcements: await db.select().from(announcements).orderBy(asc(announcements.id)),
    holidays: await db.select().from(holidays).orderBy(asc(holidays.id)),
    leaveTypes: await db.select().from(leaveTypes).orderBy(asc(leaveTypes.id)),
    leaveRequests: await db.select().from(leaveRequests).orderBy(asc(leaveRequests.id)),
    leaveLedger: await db.select().from(leaveLedger).orderBy(asc(leaveLedger.seq)),
    configuration: await db.select().from(configuration).orderBy(asc(configuration.key)),
    files: await storedFiles(),
  };
}

/** A bearer header for a demo account, without signing in. */
async function as(email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const { token } = await ctx.factories.session(user!.id);
  return ctx.bearer(token);
}

describe('demo seed', () => {
  it('seeds an empty database once; a second run changes nothing', async () => {
    expect(await isEmpty(ctx.db)).toBe(true);
    const first = await seed();
    expect(first).toMatchObject({
      employeesCreated: 60,
      usersCreated: 60,
      documentsCreated: 9,
      announcementsCreated: 5,
      holidaysCreated: DEMO_HOLIDAYS.length,
      leaveTypesCreated: DEFAULT_LEAVE_TYPES.length,
      leaveRequestsCreated: expect.any(Number),
    });
    expect(first.leaveRequestsCreated).toBeGreaterThan(20);
    expect(first.clockEntriesCreated).toBeGreaterThan(60 * 50);
    expect(first.salaryRevisionsCreated).toBeGreaterThanOrEqual(60);
    expect(first.coursesCreated).toBe(6);
    expect(first.onboardingTemplatesCreated).toBe(3);
    expect(first.openingsCreated).toBe(3);
    seeded = first;
    expect(await isEmpty(ctx.db)).toBe(false);

    const before = await snapshot();
    const second = await seed();
    expect(second).toEqual({
      companyId: first.companyId,
      employeesCreated: 0,
      usersCreated: 0,
      documentsCreated: 0,
      announcementsCreated: 0,
      holidaysCreated: 0,
      leaveTypesCreated: 0,
      leaveRequestsCreated: 0,
      clockEntriesCreated: 0,
      salaryRevisionsCreated: 0,
      coursesCreated: 0,
      onboardingTemplatesCreated: 0,
      openingsCreated: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('generates the same company every time', () => {
    expect(demoEmployees()).toEqual(demoEmployees());
  });

  it('builds Acme in INR with two offices, seven departments with heads, and sixty people', async () => {
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
      'Leadership',
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

  it('puts everyone in a department, so the headcount is the sum over departments', async () => {
    const admin = await as('admin@acme.test');
    const dashboard = DashboardResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/dashboard', headers: admin })).json(),
    );
    const inDepartments = dashboard.departments!.reduce((sum, d) => sum + d.headcount, 0);
    // Sixty people, of whom those who have joined by the clock's day count (the demo's join dates run
    // to October 2026, after this test's January clock).
    const today = calendarDateIn(ctx.clock.now(), DEMO_COMPANY.timezone);
    const joined = (await ctx.db.select().from(employees)).filter(
      (e) => e.joinDate <= today && (e.exitDate ? e.exitDate >= today : e.status !== 'inactive'),
    );
    expect(joined.length).toBeGreaterThan(50);
    expect(dashboard.company.headcount).toBe(joined.length);
    expect(inDepartments).toBe(dashboard.company.headcount);
    expect(dashboard.departments!.length).toBe(dashboard.company.departments);

    const stats = (await ctx.app.inject({ url: '/api/employees/stats', headers: admin })).json();
    expect(stats.byDepartment.map((d: { key: string }) => d.key)).not.toContain('none');
  });

  it('completes every profile, with details in the formats the forms accept', async () => {
    const admin = await as('admin@acme.test');
    const people = await ctx.db.select().from(employees);
    const statutory = new Map((await ctx.db.select().from(employeeStatutory)).map((s) => [s.employeeId, s]));
    const officeOf = new Map((await ctx.db.select().from(offices)).map((o) => [o.id, o.name]));
    for (const person of people) {
      const res = await ctx.app.inject({
        url: `/api/employees/${person.id}/dashboard-stats`,
        headers: admin,
      });
      const { profileCompleteness } = EmployeeDashboardStatsSchema.parse(res.json());
      expect(profileCompleteness, person.employeeCode).toBe(100);

      // Each value comes back unchanged through the schema the profile forms submit through.
      const { employeeId, createdAt, updatedAt, ...numbers } = statutory.get(person.id)!;
      expect(StatutoryFieldsSchema.parse(numbers)).toEqual(numbers);
      expect(AddressSchema.parse(person.address)).toEqual(person.address);
      expect(EmergencyContactSchema.parse(person.emergencyContact)).toEqual(person.emergencyContact);
      const { phone, personalEmail } = person;
      expect(UpdateOwnProfileBodySchema.parse({ phone, personalEmail })).toEqual({ phone, personalEmail });
      // People live near their office.
      const home = officeOf.get(person.officeId!) === 'Mumbai' ? 'Maharashtra' : 'Karnataka';
      expect(person.address).toMatchObject({ state: home, country: 'India' });
    }
  });

  it('gives the company a living leave module: balances, requests waiting for the manager, none overspent', async () => {
    const manager = await as('manager@acme.test');
    const waiting = LeaveRequestListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/leave/pending-approvals', headers: manager })).json(),
    );
    expect(waiting.total).toBeGreaterThanOrEqual(2);
    expect(waiting.items.every((r) => r.canDecide)).toBe(true);
    const employee = await as('employee@acme.test');
    const balance = LeaveBalanceResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/leave/balance', headers: employee })).json(),
    );
    expect(balance.items.find((i) => i.leaveType.code === 'CL')).toMatchObject({ credited: 12 });
    expect(balance.items.find((i) => i.leaveType.code === 'EL')?.credited).toBe(1.25);
    const report = LeaveBalanceReportSchema.parse(
      (await ctx.app.inject({ url: '/api/leave/balance/report', headers: await as('hr@acme.test') })).json(),
    );
    expect(report.rows).toHaveLength(60);
    for (const row of report.rows) {
      for (const b of Object.values(row.balances)) {
        if (b.available !== null) expect(b.available, row.employee.name).toBeGreaterThanOrEqual(0);
      }
    }
    // Optional holidays are asked for as leave, within the allowance of two.
    const optional = (
      await ctx.app.inject({ url: '/api/holidays/utilization-report', headers: await as('hr@acme.test') })
    ).json();
    expect(optional.allowance).toBe(2);
    expect(optional.totals.daysTaken + optional.totals.daysPending).toBeGreaterThan(5);
  });

  it('gives three months at the clock, attendance derived from it, and people in at the office now', async () => {
    // The clock reads 10:00 on a Thursday in Bengaluru.
    const written = await backfillDemoAttendance(ctx.app, seeded, ctx.clock.now());
    expect(written).toBeGreaterThan(60 * 70);
    expect(
      await backfillDemoAttendance(ctx.app, { ...seeded, clockEntriesCreated: 0 }, ctx.clock.now()),
    ).toBe(0);
    const employee = await as('employee@acme.test');
    const december = (
      await ctx.app.inject({ url: '/api/attendance/calendar/2025/12', headers: employee })
    ).json();
    expect(december.totals.present + december.totals.late).toBeGreaterThan(12);
    expect(december.totals.weekend).toBeGreaterThanOrEqual(8);
    expect(december.totals.not_yet).toBe(0);
    const hr = await as('hr@acme.test');
    const stats = (
      await ctx.app.inject({
        url: '/api/attendance/stats?scope=team&from=2025-12-01&to=2025-12-31',
        headers: hr,
      })
    ).json();
    expect(stats.totals.late).toBeGreaterThan(10);
    expect(stats.totals.half_day).toBeGreaterThan(5);
    expect(stats.attendanceRate).toBeGreaterThan(85);
    const board = (
      await ctx.app.inject({ url: '/api/time-tracking/team', headers: await as('manager@acme.test') })
    ).json();
    expect(board.items.filter((i: { state: string }) => i.state === 'working').length).toBeGreaterThanOrEqual(
      2,
    );
    const entries = (await ctx.app.inject({ url: '/api/time-tracking/entries', headers: employee })).json();
    expect(entries.total).toBeGreaterThan(40);
    expect(entries.items[1]).toMatchObject({
      clockInDevice: expect.any(String),
      breaks: [expect.anything()],
    });
  });

  it('pays the last three months: everyone salaried, slips finalised, the employee reads theirs', async () => {
    const finalised = await backfillDemoPayroll(ctx.app, seeded, ctx.clock.now());
    expect(finalised).toBeGreaterThanOrEqual(3 * 45);
    expect(
      await backfillDemoPayroll(ctx.app, { ...seeded, salaryRevisionsCreated: 0 }, ctx.clock.now()),
    ).toBe(0);
    const hr = await as('hr@acme.test');
    const slips = (
      await ctx.app.inject({ url: '/api/payroll/salary-slips?month=12&year=2025&limit=100', headers: hr })
    ).json().items as {
      status: string;
      gross: number;
      totalDeductions: number;
      net: number;
      deductions: { code: string }[];
      employerContributions: { code: string }[];
    }[];
    expect(slips.length).toBeGreaterThanOrEqual(45);
    expect(slips.every((s) => s.net === s.gross - s.totalDeductions)).toBe(true);
    const withCode = (code: string) => slips.filter((s) => s.deductions.some((d) => d.code === code)).length;
    expect(withCode('ESI')).toBeGreaterThanOrEqual(2);
    expect(withCode('PT')).toBeGreaterThan(30);
    expect(withCode('TDS')).toBeGreaterThan(5);
    const summary = (await ctx.app.inject({ url: '/api/payroll/summary/12/2025', headers: hr })).json();
    expect(summary.byStatus.finalised).toBe(slips.length);
    const mine = (
      await ctx.app.inject({ url: '/api/payroll/my-salary-slips', headers: await as('employee@acme.test') })
    ).json();
    expect(mine.items.map((s: { month: number }) => s.month)).toEqual([12, 11, 10]);
    const cost = (
      await ctx.app.inject({ url: '/api/payroll/analytics?from=2025-10&to=2025-12', headers: hr })
    ).json();
    expect(cost.months.map((m: { month: number }) => m.month)).toEqual([10, 11, 12]);
    expect(cost.totals.slips).toBe(finalised);
    const earnings = cost.byComponent.filter((c: { part: string }) => c.part === 'earning');
    expect(earnings.reduce((sum: number, c: { amount: number }) => sum + c.amount, 0)).toBe(
      cost.totals.gross,
    );
    expect(earnings.map((c: { code: string }) => c.code)).toContain('BASIC');
    expect(cost.byDepartment.reduce((sum: number, d: { net: number }) => sum + d.net, 0)).toBe(
      cost.totals.net,
    );
  });

  it('leaves tax declarations for hr: one approved and on the salary, two waiting, none of a demo account', async () => {
    const hr = await as('hr@acme.test');
    const all = (await ctx.app.inject({ url: '/api/payroll/declarations', headers: hr })).json().items as {
      status: string;
      regime: string;
      section80C: number;
      employee: { id: string };
    }[];
    expect(all.map((d) => d.status).sort()).toEqual(['approved', 'submitted', 'submitted']);
    const approved = all.find((d) => d.status === 'approved')!;
    const salary = (
      await ctx.app.inject({ url: `/api/payroll/config/${approved.employee.id}`, headers: hr })
    ).json();
    expect(salary.current).toMatchObject({
      taxRegime: approved.regime,
      declarations: { section80C: approved.section80C },
    });
    const mine = (
      await ctx.app.inject({ url: '/api/payroll/declarations/me', headers: await as('employee@acme.test') })
    ).json();
    expect(mine.declaration).toBeNull();
  });

  it('gives everyone their own photo, served as a PNG', async () => {
    const people = await ctx.db.select({ photoKey: employees.photoKey }).from(employees);
    const keys = people.map((p) => p.photoKey);
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(new Set(keys).size).toBe(60);
    for (const key of keys) {
      const res = await ctx.app.inject({ url: `/api/employees/photos/${key}` });
      expect(res.statusCode, key!).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it('leaves documents waiting for hr, next to reviewed ones, each file what it says it is', async () => {
    const hr = await as('hr@acme.test');
    const search = async (status: string) =>
      DocumentSearchResponseSchema.parse(
        (await ctx.app.inject({ url: `/api/documents/search?status=${status}`, headers: hr })).json(),
      );
    const pending = await search('pending');
    expect(pending.total).toBeGreaterThanOrEqual(3);
    expect((await search('verified')).items.every((d) => d.reviewedBy !== null)).toBe(true);
    expect((await search('rejected')).items[0]?.reviewComments).toBeTruthy();

    for (const d of pending.items) {
      const res = await ctx.app.inject({
        url: `/api/employees/${d.employeeId}/documents/${d.id}/download`,
        headers: hr,
      });
      expect(res.statusCode, d.title).toBe(200);
      const kind = detectFileKind(res.rawPayload);
      expect(d.mimeType, d.title).toBe(kind === 'pdf' ? 'application/pdf' : 'image/png');
      expect(res.rawPayload.length).toBe(d.sizeBytes);
    }
  });

  it('shows the employee the announcements meant for them, the pinned one first', async () => {
    const res = await ctx.app.inject({
      url: '/api/announcements/published',
      headers: await as('employee@acme.test'),
    });
    const feed = AnnouncementListResponseSchema.parse(res.json());
    expect(feed.items[0]).toMatchObject({ title: 'Welcome to our new HR portal', pinned: true });
    const titles = feed.items.map((a) => a.title);
    // The employee works in Engineering in Bengaluru: the Mumbai office's news is not theirs.
    expect(titles).toContain('Engineering: laptop refresh');
    expect(titles).not.toContain('Mumbai office: new access cards');
    expect(feed.total).toBe(4);
  });

  it('gives the employee training done, due and booked, and hr a compliance report and a full session', async () => {
    const mine = await ctx.app.inject({
      url: '/api/training/compliance',
      headers: await as('employee@acme.test'),
    });
    const rows = ComplianceResponseSchema.parse(mine.json()).items;
    const status = (prefix: string) => rows.find((r) => r.course.title.startsWith(prefix))?.status;
    expect(status('Prevention')).toBe('completed');
    expect(status('Information security')).toBe('due');
    expect(status('Secure coding')).toBeDefined();
    const enrolments = await ctx.app.inject({
      url: '/api/training/enrolments',
      headers: await as('employee@acme.test'),
    });
    expect(
      enrolments
        .json()
        .items.map((e: { status: string }) => e.status)
        .sort(),
    ).toEqual(expect.arrayContaining(['completed', 'enrolled']));

    const report = await ctx.app.inject({
      url: '/api/training/compliance',
      headers: await as('hr@acme.test'),
    });
    const { summary } = ComplianceResponseSchema.parse(report.json());
    expect(summary.completed).toBeGreaterThan(20);
    expect(summary.overdue).toBeGreaterThan(0);
    expect(summary.due).toBeGreaterThan(0);
    const courses = await ctx.app.inject({ url: '/api/training/courses', headers: await as('hr@acme.test') });
    expect(courses.json().total).toBe(6);
    const waitlisted = await ctx.app.inject({
      url: '/api/training/enrolments?status=waitlisted',
      headers: await as('hr@acme.test'),
    });
    expect(waitlisted.json().total).toBeGreaterThan(0);
  });

  it('gives hr templates, onboardings under way with work for the manager and the new hire, and an exit', async () => {
    const board = await ctx.app.inject({
      url: '/api/onboarding/checklists?limit=100',
      headers: await as('hr@acme.test'),
    });
    const checklists = ChecklistListResponseSchema.parse(board.json()).items;
    expect(checklists.map((c) => c.kind).sort()).toEqual(['offboarding', 'onboarding', 'onboarding']);
    const joining = checklists.filter((c) => c.kind === 'onboarding');
    expect(joining[0]!.status).toBe('in_progress');
    expect(joining.every((c) => c.progress.total >= 10)).toBe(true);
    const leaving = checklists.find((c) => c.kind === 'offboarding')!;
    expect(leaving).toMatchObject({ status: 'in_progress', progress: { done: 0 } });
    const templates = await ctx.app.inject({
      url: '/api/onboarding/templates',
      headers: await as('hr@acme.test'),
    });
    expect(templates.json().total).toBe(3);
    // The first new hire has documents to upload, in their own task list.
    const newHire = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.employeeId, joining[0]!.employee.id));
    const tasks = await ctx.app.inject({
      url: '/api/onboarding/tasks?status=open',
      headers: await as(newHire[0]!.email),
    });
    expect(tasks.json().items.some((t: { documentCategory: string | null }) => t.documentCategory)).toBe(
      true,
    );
  });

  it('gives hr two open roles with candidates at every stage, the manager theirs, and the employee a scorecard to fill in', async () => {
    const hr = await as('hr@acme.test');
    const openings = (await ctx.app.inject({ url: '/api/recruitment/openings', headers: hr })).json();
    expect(openings.summary).toEqual({ draft: 1, open: 2, on_hold: 0, closed: 0 });
    for (const opening of openings.items.filter((o: { status: string }) => o.status === 'open')) {
      const list = await ctx.app.inject({
        url: `/api/recruitment/applications?openingId=${opening.id}`,
        headers: hr,
      });
      const kinds = new Set(list.json().items.map((a: { stage: { kind: string } }) => a.stage.kind));
      expect([...kinds].sort()).toEqual(['applied', 'hired', 'interview', 'offer', 'rejected', 'screening']);
    }
    const applications = (
      await ctx.app.inject({ url: '/api/recruitment/applications?limit=200', headers: hr })
    ).json().items as { candidate: { possibleDuplicates: unknown[] }; hiredEmployeeId: string | null }[];
    expect(applications.some((a) => a.candidate.possibleDuplicates.length > 0)).toBe(true);
    expect(applications.filter((a) => a.hiredEmployeeId)).toHaveLength(2);
    // The manager hires for their team; the employee sits on a panel tomorrow.
    const mine = await ctx.app.inject({
      url: '/api/recruitment/openings',
      headers: await as('manager@acme.test'),
    });
    expect(mine.json().total).toBeGreaterThan(0);
    const panel = await ctx.app.inject({
      url: '/api/recruitment/interviews?mine=true&upcoming=true',
      headers: await as('employee@acme.test'),
    });
    expect(panel.json().items.some((i: { awaitingMyScorecard: boolean }) => i.awaitingMyScorecard)).toBe(
      true,
    );
    const report = (await ctx.app.inject({ url: '/api/recruitment/report', headers: hr })).json();
    expect(report.total.reached.hired).toBe(2);
    expect(report.total.medianDaysToHire).toBeGreaterThan(0);
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
