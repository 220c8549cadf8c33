/** Salary configuration, the statutory rules as data and the payroll settings, through the API. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let admin: Person;
let hr: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-06-10T04:00:00Z');
  companyId = (await ctx.factories.company()).id;
  admin = await ctx.factories.person(companyId, { role: 'admin' });
  hr = await ctx.factories.person(companyId, { role: 'hr' });
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

const lakh = (n: number) => n * 1_00_000_00; // rupees in lakhs → paise

describe('salary configuration', () => {
  it('splits a CTC by the default template: CTC = 12 × (gross + employer PF)', async () => {
    const person = await ctx.factories.person(companyId, { employee: { joinDate: '2024-04-01' } });
    const made = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-04-01',
      annualCtc: lakh(12),
      metro: true,
      ptState: 'MH',
      reason: 'Joining salary',
    });
    expect(made.statusCode, made.body).toBe(201);
    const current = made.json().current;
    // ₹1,00,000 a month of cost: ₹1,800 employer PF (12 % of the ₹15,000 ceiling) and ₹98,200 gross.
    expect(current.monthly).toEqual({
      gross: 98_200_00,
      employerPf: 1_800_00,
      earnings: [
        { code: 'BASIC', name: 'Basic', amount: 49_100_00 },
        { code: 'HRA', name: 'House rent allowance', amount: 24_550_00 },
        { code: 'SPECIAL', name: 'Special allowance', amount: 24_550_00 },
      ],
      deductions: [],
    });
    expect(current).toMatchObject({ taxRegime: 'new', ptState: 'MH', pfMode: 'capped', annualCtc: lakh(12) });

    // A raise from October is a second revision; today's is still April's.
    const raised = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-10-01',
      annualCtc: lakh(15),
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json().revisions.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual([
      '2026-10-01',
      '2026-04-01',
    ]);
    expect(raised.json().current.effectiveFrom).toBe('2026-04-01');

    const again = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-10-01',
      annualCtc: lakh(16),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('from 2026-10-01 already');

    const changed = await as(hr, 'PATCH', `/api/payroll/config/${person.employee.id}`, {
      taxRegime: 'old',
      declarations: { section80C: lakh(1.5) },
      reason: 'Chose the old regime',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().current).toMatchObject({
      taxRegime: 'old',
      declarations: { section80C: lakh(1.5) },
    });

    const trail = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'salary_revision'), eq(auditLog.actorUserId, hr.user.id)));
    expect(trail.map((e) => e.action).sort()).toEqual([
      'payroll.salary.create',
      'payroll.salary.create',
      'payroll.salary.update',
    ]);
    expect(trail.find((e) => e.action === 'payroll.salary.update')?.before).toMatchObject({
      taxRegime: 'new',
    });

    const removed = await as(admin, 'DELETE', `/api/payroll/config/${person.employee.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await as(hr, 'GET', `/api/payroll/config/${person.employee.id}`)).json()).toMatchObject({
      current: null,
      revisions: [],
    });
  });

  it('splits a CTC by hr’s own template of formulas of GROSS', async () => {
    const person = await ctx.factories.person(companyId);
    const gross = (code: string, formula: string) => ({
      code,
      name: code,
      kind: 'earning',
      formula,
      amount: null,
      taxable: true,
      prorated: true,
    });
    const made = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-04-01',
      annualCtc: lakh(6),
      pfMode: 'none',
      components: [gross('BASIC', 'GROSS * 0.6'), gross('SPECIAL', 'GROSS - BASIC')],
    });
    expect(made.statusCode, made.body).toBe(201);
    // Outside PF the whole CTC is gross: ₹50,000 a month, 60 % of it Basic.
    expect(made.json().current.monthly).toMatchObject({
      gross: 50_000_00,
      earnings: [
        { code: 'BASIC', amount: 30_000_00 },
        { code: 'SPECIAL', amount: 20_000_00 },
      ],
    });
  });

  it('lets nobody but an admin change their own salary', async () => {
    const own = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: hr.employee.id,
      effectiveFrom: '2026-04-01',
      annualCtc: lakh(50),
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Nobody changes their own salary: ask an admin.');
    const byAdmin = await as(admin, 'POST', '/api/payroll/config', {
      employeeId: hr.employee.id,
      effectiveFrom: '2026-04-01',
      annualCtc: lakh(20),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(
      (await as(hr, 'PATCH', `/api/payroll/config/${hr.employee.id}`, { taxRegime: 'old' })).statusCode,
    ).toBe(403);
    expect((await as(hr, 'DELETE', `/api/payroll/config/${hr.employee.id}`)).statusCode).toBe(403);
    expect((await as(hr, 'GET', `/api/payroll/config/${hr.employee.id}`)).statusCode).toBe(200);
  });

  it('takes components of hr’s own, fixed or formulas of others', async () => {
    const person = await ctx.factories.person(companyId);
    const made = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-04-01',
      components: [
        {
          code: 'BASIC',
          name: 'Basic',
          kind: 'earning',
          formula: null,
          amount: 30_000_00,
          taxable: true,
          prorated: true,
        },
        {
          code: 'HRA',
          name: 'HRA',
          kind: 'earning',
          formula: 'BASIC * 0.4',
          amount: null,
          taxable: true,
          prorated: true,
        },
        {
          code: 'LUNCH',
          name: 'Meal card',
          kind: 'deduction',
          formula: null,
          amount: 1_100_00,
          taxable: false,
          prorated: false,
        },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().current.monthly).toMatchObject({
      gross: 42_000_00,
      earnings: [
        { code: 'BASIC', amount: 30_000_00 },
        { code: 'HRA', amount: 12_000_00 },
      ],
      deductions: [{ code: 'LUNCH', amount: 1_100_00 }],
    });
  });

  it('refuses what cannot be a salary, naming the field, and writes nothing', async () => {
    const person = await ctx.factories.person(companyId, { employee: { joinDate: '2025-01-15' } });
    const post = (body: object) =>
      as(hr, 'POST', '/api/payroll/config', {
        employeeId: person.employee.id,
        effectiveFrom: '2026-04-01',
        ...body,
      });
    const field = async (body: object) => {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().details as { field: string; message: string }[];
    };
    const component = (code: string, formula: string | null, amount: number | null = null) => ({
      code,
      name: code,
      kind: 'earning',
      formula,
      amount,
      taxable: true,
      prorated: true,
    });

    expect(await field({ effectiveFrom: '2025-01-01', annualCtc: lakh(6) })).toEqual([
      expect.objectContaining({
        field: 'body.effectiveFrom',
        message: expect.stringContaining('joined on 2025-01-15'),
      }),
    ]);
    expect((await field({ annualCtc: -5 }))[0]?.field).toBe('body.annualCtc');
    expect((await field({ annualCtc: 10 ** 15 }))[0]?.message).toContain('beyond ₹100 crore');
    expect((await field({ annualCtc: 12.5 }))[0]?.field).toBe('body.annualCtc');
    expect((await field({}))[0]?.message).toBe('Give an annual CTC, the components, or both');
    const noGross = await field({ components: [component('BASIC', 'GROSS * 0.5')] });
    expect(noGross[0]).toMatchObject({ field: 'body.components.0.formula' });
    expect(noGross[0]?.message).toContain('give the annual CTC');
    const self = await field({ components: [component('BASIC', '30000'), component('HRA', 'HRA * 0.4')] });
    expect(self[0]).toMatchObject({ field: 'body.components.1.formula' });
    expect(self[0]?.message).toContain('HRA');
    const cycle = await field({ components: [component('A', 'B + 1'), component('B', 'A + 1')] });
    expect(cycle[0]?.field).toMatch(/^body\.components\.[01]\.formula$/);
    const unknown = await field({ components: [component('BASIC', 'WAGE * 2')] });
    expect(unknown[0]).toMatchObject({ field: 'body.components.0.formula' });
    expect(unknown[0]?.message).toContain('WAGE');
    const twice = await field({ components: [component('BASIC', null, 100), component('BASIC', null, 200)] });
    expect(twice[0]).toMatchObject({ field: 'body.components.1.code' });
    expect((await field({ components: [component('GROSS', null, 100)] }))[0]?.field).toBe(
      'body.components.0.code',
    );
    expect((await field({ annualCtc: lakh(6), ptState: 'XX' }))[0]?.field).toBe('body.ptState');
    expect((await as(hr, 'GET', `/api/payroll/config/${person.employee.id}`)).json().revisions).toEqual([]);
  });
});

describe('statutory rules as data', () => {
  it('ships FY 2025-26 and 2026-27; an admin adds a new EPF ceiling from a date, audited, once', async () => {
    const all = (await as(hr, 'GET', '/api/payroll/statutory-rules')).json().items as {
      kind: string;
      key: string;
      effectiveFrom: string;
      addedBy: string | null;
    }[];
    const keys = new Set(all.map((r) => `${r.kind}:${r.key}:${r.effectiveFrom}`));
    for (const key of [
      'income_tax:new:2025-04-01',
      'income_tax:old:2025-04-01',
      'income_tax:new:2026-04-01',
      'income_tax:old:2026-04-01',
      'epf:default:2025-04-01',
      'esi:default:2025-04-01',
      'professional_tax:MH-male:2025-04-01',
      'professional_tax:MH-female:2025-04-01',
      'professional_tax:TN:2025-04-01',
    ]) {
      expect(keys, key).toContain(key);
    }
    expect(all.every((r) => r.addedBy === null)).toBe(true);

    const ceiling = {
      kind: 'epf',
      key: 'default',
      effectiveFrom: '2026-09-17',
      params: {
        wageCeiling: 25_000_00,
        employeeRateBp: 1200,
        employerRateBp: 1200,
        epsRateBp: 833,
        edliRateBp: 50,
        adminRateBp: 50,
        epsNewMembersFrom: '2014-09-01',
      },
    };
    const added = await as(admin, 'POST', '/api/payroll/statutory-rules', ceiling);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      kind: 'epf',
      effectiveFrom: '2026-09-17',
      addedBy: admin.user.email,
    });
    expect((await as(admin, 'POST', '/api/payroll/statutory-rules', ceiling)).statusCode).toBe(409);
    const hrAdds = await as(hr, 'POST', '/api/payroll/statutory-rules', {
      ...ceiling,
      effectiveFrom: '2026-10-01',
    });
    expect(hrAdds.statusCode).toBe(403);
    expect(hrAdds.json().message).toBe('Only an admin changes the statutory rules.');
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'statutory_rule'));
    expect(trail).toHaveLength(1);

    const bad = await as(admin, 'POST', '/api/payroll/statutory-rules', {
      ...ceiling,
      effectiveFrom: '2026-12-01',
      params: { ...ceiling.params, employeeRateBp: 12_000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.params.employeeRateBp');
  });
});

describe('payroll settings', () => {
  it('counts a month by calendar days unless hr chooses otherwise; audited', async () => {
    expect((await as(hr, 'GET', '/api/settings/payroll')).json()).toEqual({
      payableDaysBasis: 'calendar',
      protectSlips: false,
      payDay: 'last_working_day',
    });
    const changed = await as(hr, 'PATCH', '/api/settings/payroll', {
      payableDaysBasis: 'working',
      protectSlips: true,
    });
    expect(changed.json()).toEqual({
      payableDaysBasis: 'working',
      protectSlips: true,
      payDay: 'last_working_day',
    });
    const bad = await as(hr, 'PATCH', '/api/settings/payroll', { payableDaysBasis: 'lunar' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.payableDaysBasis');
    for (const payDay of [0, 32, 7.5, 'first_monday']) {
      const refused = await as(hr, 'PATCH', '/api/settings/payroll', { payDay });
      expect(refused.statusCode, String(payDay)).toBe(400);
      expect(refused.json().message).toContain('pay day');
    }
    expect((await as(hr, 'PATCH', '/api/settings/payroll', {})).statusCode).toBe(400);
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.payroll.update'));
    expect(trail).toHaveLength(1);
  });
});
