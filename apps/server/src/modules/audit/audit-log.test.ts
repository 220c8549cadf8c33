/**
 * The audit log viewer: admin reads the whole trail, filtered by action or its area, record type,
 * who acted, the company's dates and text; exports it as CSV or XLSX; bad filters are refused; and
 * the permission matrix (admin only).
 */
import { AuditListResponseSchema } from '@hrms/contracts/audit';
import type { Access } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDeclaredAccess, expectMatrix, type Matrix, matrixFor } from '../../test/access-matrix';
import { createTestContext, type TestContext } from '../../test/test-app';
import { AuditService } from './audit.service';

let ctx: TestContext;
let matrix: Matrix;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company({ timezone: 'Asia/Kolkata' });
  matrix = await matrixFor(ctx, company.id);
  const audit = new AuditService(ctx.clock);
  const admin = { userId: matrix.people.admin.user.id, sessionId: null };
  const hr = { userId: matrix.people.hr.user.id, sessionId: null };
  // Three entries on two of the company's days: 26 Nov 23:00 IST is still 26 Nov there, 17:30 UTC.
  ctx.clock.set('2026-11-26T17:29:00Z');
  await audit.record(ctx.db, admin, {
    action: 'settings.leave.update',
    entityType: 'configuration',
    entityId: 'leave.settings',
    before: { compOffExpiryDays: 90 },
    after: { compOffExpiryDays: 60 },
    reason: 'Policy review',
  });
  ctx.clock.set('2026-11-26T18:31:00Z'); // 27 Nov 00:01 IST
  await audit.record(ctx.db, hr, {
    action: 'employee.update',
    entityType: 'employee',
    entityId: matrix.people.employee.employee.id,
    before: { phone: '=1+1' },
    after: { phone: '9876543210' },
  });
  await audit.record(ctx.db, hr, {
    action: 'employee.create',
    entityType: 'employee',
    entityId: matrix.people.manager.employee.id,
    before: null,
    after: { firstName: 'New' },
  });
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);
const list = async (query: string) => {
  const res = await call('admin', 'GET', `/api/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AuditListResponseSchema.parse(res.json());
};

describe('the audit log', () => {
  it('lists newest first with who acted, what changed and the vocabulary of actions', async () => {
    const page = await list('?limit=200');
    const ours = page.items.filter((e) =>
      ['settings.leave.update', 'employee.update', 'employee.create'].includes(e.action),
    );
    expect(ours).toHaveLength(3);
    expect(ours.at(-1)).toMatchObject({
      action: 'settings.leave.update',
      reason: 'Policy review',
      before: { compOffExpiryDays: 90 },
      after: { compOffExpiryDays: 60 },
      actor: { userId: matrix.people.admin.user.id, email: matrix.people.admin.user.email },
    });
    expect(page.actions).toContain('settings.notifications.update');
  });

  it('filters by action, area, record type, who acted, text and the company’s days', async () => {
    expect((await list('?action=employee.update')).items.map((e) => e.action)).toEqual(['employee.update']);
    expect(new Set((await list('?action=employee')).items.map((e) => e.action))).toEqual(
      new Set(['employee.update', 'employee.create']),
    );
    expect(
      (await list('?entityType=configuration')).items.every((e) => e.entityType === 'configuration'),
    ).toBe(true);
    const byHr = await list(`?actorUserId=${matrix.people.hr.user.id}`);
    expect(byHr.total).toBe(2);
    expect((await list('?search=policy')).items.map((e) => e.action)).toEqual(['settings.leave.update']);
    // Days in the company's zone: 17:29 UTC is 26 Nov, 18:31 UTC is 27 Nov in India.
    expect((await list('?from=2026-11-26&to=2026-11-26')).items.map((e) => e.action)).toEqual([
      'settings.leave.update',
    ]);
    expect((await list('?from=2026-11-27&to=2026-11-27')).total).toBe(2);
    // A page past the end is empty, with the total.
    const far = await list('?action=employee&page=9&limit=1');
    expect(far).toMatchObject({ items: [], total: 2, page: 9 });
  });

  it('names each action in words and each record by its name, keeping the keys', async () => {
    const audit = new AuditService(ctx.clock);
    const admin = { userId: matrix.people.admin.user.id, sessionId: null };
    ctx.clock.set('2026-11-28T06:00:00Z');
    const employee = matrix.people.employee.employee;
    await audit.record(ctx.db, admin, {
      action: 'settings.time_tracking.update',
      entityType: 'configuration',
      entityId: 'time-tracking.settings',
      before: { graceMinutes: 15, shiftStart: '09:30' },
      after: { graceMinutes: 20, shiftStart: '10:00' },
    });
    await audit.record(ctx.db, admin, {
      action: 'settings.documents.update',
      entityType: 'configuration',
      entityId: 'documents.maxUploadBytes',
      before: { value: 10485760 },
      after: { value: 20971520 },
    });
    await audit.record(ctx.db, admin, {
      action: 'payroll.run.start',
      entityType: 'payroll_run',
      entityId: '8d5e2c1a-3b4f-4a6e-9c7d-1e2f3a4b5c6d',
      before: null,
      after: { year: 2026, month: 11, departmentId: null, people: 60 },
    });
    await audit.record(ctx.db, admin, {
      action: 'leave.request.approve',
      entityType: 'leave_request',
      entityId: '7c4d1b0a-2a3e-4f5d-8b6c-0d1e2f3a4b5c',
      before: { status: 'pending', employeeId: employee.id },
      after: { status: 'approved', employeeId: employee.id },
    });
    await audit.record(ctx.db, admin, {
      action: 'user.two_factor.enable',
      entityType: 'user',
      entityId: matrix.people.hr.user.id,
      before: null,
      after: null,
    });
    const page = await list('?from=2026-11-28&to=2026-11-28');
    const named = Object.fromEntries(page.items.map((e) => [e.action, [e.actionLabel, e.recordName]]));
    const hr = matrix.people.hr.employee;
    expect(named).toEqual({
      'settings.time_tracking.update': [
        'Changed the time-tracking settings',
        'Grace period before late, Shift starts',
      ],
      'settings.documents.update': ['Changed the upload limit', 'Largest upload'],
      'payroll.run.start': ['Started a pay run', 'November 2026 pay run'],
      'leave.request.approve': [
        'Approved leave',
        `Leave request of ${employee.firstName} ${employee.lastName}`,
      ],
      'user.two_factor.enable': ['Turned on two-factor', `${hr.firstName} ${hr.lastName}`],
    });
    // The keys stay, for filters and exports.
    expect(page.items.find((e) => e.action === 'payroll.run.start')).toMatchObject({
      entityType: 'payroll_run',
      entityId: '8d5e2c1a-3b4f-4a6e-9c7d-1e2f3a4b5c6d',
    });
    expect(page.actionLabels['settings.time_tracking.update']).toBe('Changed the time-tracking settings');
    expect(Object.keys(page.actionLabels).sort()).toEqual([...page.actions].sort());
    for (const action of page.actions) expect(page.actionLabels[action], action).not.toContain('.');
  });

  it('exports the filtered log as CSV and XLSX, formulas neutralised', async () => {
    const csv = await call('admin', 'GET', '/api/audit/export?action=employee&from=2026-11-27&to=2026-11-27');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('audit-log-2026-11-27-to-2026-11-27.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'When (UTC),Who,Email,Action,Action key,Record,Record type,Record id,Reason,Before,After',
    );
    const { firstName, lastName } = matrix.people.employee.employee;
    expect(
      lines.some((line) =>
        line.includes(`Changed an employee’s job details,employee.update,${firstName} ${lastName},employee,`),
      ),
    ).toBe(true);
    expect(lines).toHaveLength(3);
    // A value that would start a formula is text in the file.
    expect(csv.body).not.toMatch(/,=1\+1/);
    const xlsx = await call('admin', 'GET', '/api/audit/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses bad filters with a clear 400', async () => {
    const cases = [
      '?from=2026-11-28&to=2026-11-27',
      '?from=27-11-2026',
      '?actorUserId=someone',
      '?limit=0',
      '?colour=red',
      `?search=${'x'.repeat(101)}`,
    ];
    for (const query of cases) {
      const res = await call('admin', 'GET', `/api/audit${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const backwards = await call('admin', 'GET', '/api/audit?from=2026-11-28&to=2026-11-27');
    expect(backwards.json().details).toContainEqual({
      field: 'query.to',
      message: 'Must be on or after the start date',
    });
    expect((await call('admin', 'GET', '/api/audit/export?format=pdf')).statusCode).toBe(400);
  });
});

describe('every audit route × every role', () => {
  it('declares its access', () => {
    const expected: Record<string, Access> = {
      'GET /api/audit': 'audit:read',
      'GET /api/audit/export': 'audit:read',
    };
    expectDeclaredAccess(ctx, expected, ['/api/audit']);
  });

  it('answers each caller as the matrix says: admin only', async () => {
    await expectMatrix([
      ['GET', (c) => call(c, 'GET', '/api/audit'), [200, 403, 403, 403, 401]],
      ['GET export', (c) => call(c, 'GET', '/api/audit/export'), [200, 403, 403, 403, 401]],
    ]);
  });
});
