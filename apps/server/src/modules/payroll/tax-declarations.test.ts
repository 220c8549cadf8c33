/**
 * Tax declarations through the API: a person declares their regime and section 80C for the
 * financial year; hr approves (the salary in force and the slips after it use it) or rejects with
 * a reason; nobody but an admin decides their own; a decision is made once, however many at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { salaryRevisions } from '../../db/schema/payroll';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { fixedEarning as fixed } from '../../test/salary';
import { createTestContext, type TestContext } from '../../test/test-app';
import { financialYearOf } from './engine/financial-year';

let ctx: TestContext;
let companyId: string;
let hr: Person;
let otherHr: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-06-10T04:00:00Z');
  companyId = (await ctx.factories.company()).id;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  otherHr = await ctx.factories.person(companyId, { role: 'hr' });
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

const tds = (slip: { deductions: { code: string; amount: number }[] }) =>
  slip.deductions.find((d) => d.code === 'TDS')?.amount ?? 0;

/** A person paid ₹1,00,000 a month from April, without PF. */
async function salaried(): Promise<Person> {
  const person = await ctx.factories.person(companyId, { employee: { joinDate: '2025-01-01' } });
  const made = await as(hr, 'POST', '/api/payroll/config', {
    employeeId: person.employee.id,
    effectiveFrom: '2026-04-01',
    components: [fixed('BASIC', 50_000_00), fixed('SPECIAL', 50_000_00)],
    pfMode: 'none',
  });
  expect(made.statusCode, made.body).toBe(201);
  return person;
}

describe('tax declarations', () => {
  it('counts financial years from April', () => {
    expect(financialYearOf('2026-03-31')).toBe(2025);
    expect(financialYearOf('2026-04-01')).toBe(2026);
    expect(financialYearOf('2027-01-15')).toBe(2026);
  });

  it('refuses 80C under the new regime, above ₹1,50,000, or negative, naming the field', async () => {
    const person = await salaried();
    for (const [body, message] of [
      [{ regime: 'new', section80C: 10_000_00 }, 'The new regime takes no section 80C deduction'],
      [{ regime: 'old', section80C: 1_50_000_01 }, 'at most ₹1,50,000'],
      [{ regime: 'old', section80C: -1 }, 'Must not be negative'],
      [{ regime: 'middle' }, 'Choose the new or the old tax regime'],
    ] as const) {
      const res = await as(person, 'PUT', '/api/payroll/declarations/me', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await as(person, 'GET', '/api/payroll/declarations/me')).json().declaration).toBeNull();
  });

  it('an approval puts the regime and 80C on the salary, and the next slip deducts by them', async () => {
    const person = await salaried();
    const before = (await as(person, 'GET', '/api/payroll/declarations/me')).json();
    expect(before).toEqual({
      financialYear: '2026-27',
      declaration: null,
      inForce: { regime: 'new', section80C: 0 },
    });
    // ₹12 L a year under the new regime is rebated to nothing.
    expect(tds((await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/6/2026`)).json())).toBe(0);

    const declared = await as(person, 'PUT', '/api/payroll/declarations/me', {
      regime: 'old',
      section80C: 1_20_000_00,
      note: 'PPF and ELSS',
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json()).toMatchObject({ status: 'submitted', financialYear: '2026-27', regime: 'old' });
    const id = declared.json().id as string;

    const waiting = await as(
      hr,
      'GET',
      `/api/payroll/declarations?status=submitted&search=${person.employee.employeeCode}`,
    );
    expect(waiting.json().items.map((d: { id: string }) => d.id)).toEqual([id]);

    const approved = await as(hr, 'POST', `/api/payroll/declarations/${id}/decision`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decidedBy: `${hr.employee.firstName} ${hr.employee.lastName}`,
    });
    const config = (await as(hr, 'GET', `/api/payroll/config/${person.employee.id}`)).json();
    expect(config.current).toMatchObject({ taxRegime: 'old', declarations: { section80C: 1_20_000_00 } });
    expect((await as(person, 'GET', '/api/payroll/declarations/me')).json().inForce).toEqual({
      regime: 'old',
      section80C: 1_20_000_00,
    });
    // Under the old regime the same pay is taxed.
    expect(
      tds((await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/6/2026`)).json()),
    ).toBeGreaterThan(0);

    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'tax_declaration'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'payroll.declaration.decide',
      'payroll.declaration.submit',
    ]);
    const told = await as(person, 'GET', '/api/notifications');
    expect(told.body).toContain('Tax declaration approved');

    // Decided once: a second decision is refused; a new submission waits again, the salary unchanged.
    const again = await as(otherHr, 'POST', `/api/payroll/declarations/${id}/decision`, {
      status: 'rejected',
      note: 'Late',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already approved');
    const resubmitted = await as(person, 'PUT', '/api/payroll/declarations/me', { regime: 'new' });
    expect(resubmitted.json()).toMatchObject({ id, status: 'submitted', decidedAt: null, section80C: 0 });
    expect((await as(person, 'GET', '/api/payroll/declarations/me')).json().inForce.regime).toBe('old');

    // A rejection says why, and changes no salary.
    const bare = await as(hr, 'POST', `/api/payroll/declarations/${id}/decision`, { status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('Say why the declaration is rejected');
    const rejected = await as(hr, 'POST', `/api/payroll/declarations/${id}/decision`, {
      status: 'rejected',
      note: 'Send the PPF passbook first',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionNote: 'Send the PPF passbook first',
    });
    expect((await as(hr, 'GET', `/api/payroll/config/${person.employee.id}`)).json().current.taxRegime).toBe(
      'old',
    );
  });

  it('nobody in hr decides their own; without a salary an approval is refused and nothing changes', async () => {
    const mine = await as(hr, 'PUT', '/api/payroll/declarations/me', {
      regime: 'old',
      section80C: 50_000_00,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const own = await as(hr, 'POST', `/api/payroll/declarations/${mine.json().id}/decision`, {
      status: 'approved',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('Nobody decides their own tax declaration');
    const noSalary = await as(otherHr, 'POST', `/api/payroll/declarations/${mine.json().id}/decision`, {
      status: 'approved',
    });
    expect(noSalary.statusCode).toBe(409);
    expect(noSalary.json().message).toContain('has no salary yet');
    expect((await as(hr, 'GET', '/api/payroll/declarations/me')).json().declaration.status).toBe('submitted');
    // Another company's hr does not find it.
    const elsewhere = await ctx.factories.person((await ctx.factories.company()).id, { role: 'hr' });
    expect(
      (
        await as(elsewhere, 'POST', `/api/payroll/declarations/${mine.json().id}/decision`, {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to approve a declaration of a year that has ended', async () => {
    const person = await salaried();
    ctx.clock.set('2026-03-31T06:00:00Z');
    const late = await as(person, 'PUT', '/api/payroll/declarations/me', {
      regime: 'old',
      section80C: 50_000_00,
    });
    expect(late.json().financialYear).toBe('2025-26');
    ctx.clock.set('2026-04-02T06:00:00Z');
    const approved = await as(hr, 'POST', `/api/payroll/declarations/${late.json().id}/decision`, {
      status: 'approved',
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toContain('2025-26, which has ended');
    ctx.clock.set('2026-06-10T04:00:00Z');
  });

  it('decides a declaration once when many decide it at the same moment', async () => {
    const person = await salaried();
    const id = (
      await as(person, 'PUT', '/api/payroll/declarations/me', { regime: 'old', section80C: 1_000_00 })
    ).json().id as string;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(i % 2 ? hr : otherHr, 'POST', `/api/payroll/declarations/${id}/decision`, { status: 'approved' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    // One decision, one change to the salary.
    const [revision] = await ctx.db
      .select({ id: salaryRevisions.id })
      .from(salaryRevisions)
      .where(eq(salaryRevisions.employeeId, person.employee.id));
    const updates = await ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payroll.salary.update'), eq(auditLog.entityId, revision!.id)));
    expect(updates).toHaveLength(1);
  });
});
