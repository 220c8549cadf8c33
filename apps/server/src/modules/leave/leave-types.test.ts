/** Leave types: which apply to whom, the rules a policy keeps, exact days, and the audit trail. */
import { LeaveTypeListResponseSchema } from '@hrms/contracts/leave';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let hr: Person;
let woman: Person;
let man: Person;
let mumbaiOffice = '';

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  mumbaiOffice = (await ctx.factories.office(company.id, { name: 'Mumbai' })).id;
  const pune = (await ctx.factories.office(company.id, { name: 'Pune' })).id;
  hr = await ctx.factories.person(company.id, { role: 'hr', employee: { officeId: pune } });
  woman = await ctx.factories.person(company.id, {
    role: 'employee',
    employee: { gender: 'female', officeId: mumbaiOffice },
  });
  man = await ctx.factories.person(company.id, {
    role: 'employee',
    employee: { gender: 'male', officeId: pune },
  });
});
afterAll(() => ctx.close());

async function api(who: Person, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const { token } = await ctx.factories.session(who.user.id);
  return ctx.app.inject({ method, url, headers: ctx.bearer(token), ...(payload ? { payload } : {}) });
}
const codes = async (who: Person, query = '') =>
  LeaveTypeListResponseSchema.parse((await api(who, 'GET', `/api/leave/types${query}`)).json()).items.map(
    (t) => t.code,
  );

describe('leave types', () => {
  it('shows each person the active types for their gender and office; hr sees every type', async () => {
    for (const body of [
      { code: 'cl', name: 'Casual leave', annualDays: 12 },
      { code: 'ML', name: 'Maternity leave', annualDays: 182, genders: ['female'], halfDayAllowed: false },
      { code: 'PL', name: 'Paternity leave', annualDays: 5, genders: ['male'] },
      { code: 'MUM', name: 'Mumbai floods', annualDays: 2, officeIds: [mumbaiOffice] },
      { code: 'OLD', name: 'Retired type', annualDays: 1, active: false },
    ]) {
      const res = await api(hr, 'POST', '/api/leave/types', body);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await codes(woman)).sort()).toEqual(['CL', 'ML', 'MUM']);
    expect((await codes(man)).sort()).toEqual(['CL', 'PL']);
    expect((await codes(hr, '?scope=all')).sort()).toEqual(['CL', 'ML', 'MUM', 'OLD', 'PL']);
    expect((await api(man, 'GET', '/api/leave/types?scope=all')).statusCode).toBe(403);
  });

  it('keeps quarter days exact, and refuses what a policy cannot be', async () => {
    const el = await api(hr, 'POST', '/api/leave/types', {
      code: 'EL',
      name: 'Earned leave',
      annualDays: 15,
      accrual: 'monthly',
      carryForwardMaxDays: 30.25,
    });
    expect(el.statusCode, el.body).toBe(201);
    expect(el.json()).toMatchObject({
      annualDays: 15,
      carryForwardMaxDays: 30.25,
      accrual: 'monthly',
      paid: true,
    });

    const bad = [
      { code: 'X1', name: 'Thirds', annualDays: 10.3 },
      { code: 'X2', name: 'Monthly of nothing', annualDays: null, accrual: 'monthly' },
      { code: 'X3', name: 'Carry no balance', tracksBalance: false, carryForwardMaxDays: 5 },
      { code: '1X', name: 'Digit first' },
      { code: 'X4', name: 'Bell\u0007' },
      { code: 'X5', name: 'Far office', officeIds: ['00000000-0000-4000-8000-000000000000'] },
    ];
    for (const body of bad) {
      expect((await api(hr, 'POST', '/api/leave/types', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const twice = await api(hr, 'POST', '/api/leave/types', { code: 'el', name: 'Again', annualDays: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('EL is already the code of a leave type.');

    // A change is checked against the whole type: monthly accrual cannot lose its days a year.
    const patched = await api(hr, 'PATCH', `/api/leave/types/${el.json().id}`, { annualDays: null });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().details).toEqual([
      { field: 'body.annualDays', message: 'A type that accrues monthly needs days a year' },
    ]);
  });

  it('audits a change with the policy before and after, and retires a type instead of deleting it', async () => {
    const made = await api(hr, 'POST', '/api/leave/types', {
      code: 'SL',
      name: 'Sick leave',
      annualDays: 12,
    });
    const id = made.json().id as string;
    const changed = await api(hr, 'PATCH', `/api/leave/types/${id}`, {
      attachmentAfterDays: 2,
      active: false,
    });
    expect(changed.json()).toMatchObject({ attachmentAfterDays: 2, active: false });
    expect(await codes(man)).not.toContain('SL');
    const trail = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'leave_type'), eq(auditLog.entityId, id)));
    expect(trail.map((e) => e.action).sort()).toEqual(['leave.type.create', 'leave.type.update']);
    const update = trail.find((e) => e.action === 'leave.type.update')!;
    expect(update.before).toMatchObject({ attachmentAfterDays: null, active: true });
    expect(update.after).toMatchObject({ attachmentAfterDays: 2, active: false });
  });
});
