/** Salary slips through the API: calculation, the slip's life, runs, and who sees what. */
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { employeeStatutory } from '../../db/schema/organization';
import { payrollRuns, salarySlips } from '../../db/schema/payroll';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { fixedEarning } from '../../test/salary';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let hr: Person;
let manager: Person;

const at = (iso: string) => ctx.clock.set(iso);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-06-10T04:00:00Z'); // Wednesday 10 June 2026
  companyId = (await ctx.factories.company()).id;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  manager = await ctx.factories.person(companyId, { role: 'manager' });
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

const fixed = (code: string, amount: number) => fixedEarning(code, amount, code === 'BASIC' ? 'Basic' : code);

/** A person on ₹60,000 a month (Basic 30,000, HRA 15,000, Special 15,000) from April, with a bank account. */
async function salaried(employee: object = {}, bank = true): Promise<Person> {
  const person = await ctx.factories.person(companyId, {
    employee: { joinDate: '2025-01-01', managerId: manager.employee.id, ...employee },
  });
  const salary = await as(hr, 'POST', '/api/payroll/config', {
    employeeId: person.employee.id,
    effectiveFrom: '2026-04-01',
    components: [fixed('BASIC', 30_000_00), fixed('HRA', 15_000_00), fixed('SPECIAL', 15_000_00)],
  });
  expect(salary.statusCode, salary.body).toBe(201);
  if (bank) {
    await ctx.db
      .insert(employeeStatutory)
      .values({ employeeId: person.employee.id, bankAccountNumber: '001234567890', bankIfsc: 'HDFC0001234' });
  }
  return person;
}

const line = (lines: { code: string; amount: number }[], code: string) =>
  lines.find((l) => l.code === code)?.amount;

describe('a slip calculated', () => {
  it('pays the days worked: two absences in May are loss of pay, exactly as payroll-india.md says', async () => {
    const person = await salaried();
    for (const date of ['2026-05-12', '2026-05-13']) {
      const marked = await as(hr, 'POST', '/api/attendance/bulk-mark', {
        employeeIds: [person.employee.id],
        date,
        status: 'absent',
        reason: 'No show, no leave asked',
      });
      expect(marked.statusCode, marked.body).toBe(200);
    }
    const res = await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/5/2026`);
    expect(res.statusCode, res.body).toBe(200);
    const slip = res.json();
    expect(slip).toMatchObject({ status: 'calculated', basisDays: 31, lossOfPayDays: 2, payableDays: 29 });
    // 60,000 × 29 ÷ 31 = 56,129.03, the components rounded together.
    expect(slip.gross).toBe(56_129_03);
    expect(slip.earnings.map((e: { amount: number }) => e.amount)).toEqual([28_064_51, 14_032_26, 14_032_26]);
    // PF on the capped wage: 12 % of ₹15,000; ESI does not cover ₹60,000; no income tax on ₹6.5 L projected.
    expect(line(slip.deductions, 'EPF')).toBe(1_800_00);
    expect(line(slip.deductions, 'ESI')).toBeUndefined();
    expect(line(slip.deductions, 'TDS')).toBeUndefined();
    expect(line(slip.employerContributions, 'EPS_ER')).toBe(1_250_00);
    expect(slip.totalDeductions).toBe(1_800_00);
    expect(slip.net).toBe(slip.gross - slip.totalDeductions);
    expect(slip.netInWords).toBe('Rupees Fifty-Four Thousand Three Hundred Twenty-Nine and Three Paise Only');
  });

  it('deducts ESI under the limit, professional tax by the state, and TDS by projecting the year', async () => {
    const low = await ctx.factories.person(companyId, {
      employee: { joinDate: '2025-01-01', gender: 'male' },
    });
    expect(
      (
        await as(hr, 'POST', '/api/payroll/config', {
          employeeId: low.employee.id,
          effectiveFrom: '2026-04-01',
          components: [fixed('BASIC', 9_250_00), fixed('SPECIAL', 9_250_00)],
          ptState: 'MH',
        })
      ).statusCode,
    ).toBe(201);
    const lowSlip = (await as(hr, 'POST', `/api/payroll/calculate/${low.employee.id}/5/2026`)).json();
    expect(lowSlip.gross).toBe(18_500_00);
    expect(line(lowSlip.deductions, 'ESI')).toBe(139_00);
    expect(line(lowSlip.employerContributions, 'ESI_ER')).toBe(602_00);
    expect(line(lowSlip.deductions, 'PT')).toBe(200_00);
    expect(line(lowSlip.deductions, 'EPF')).toBe(1_110_00);

    // ₹1,50,000 a month on the new regime from April: 17,25,000 taxable, 1,50,800 a year.
    const high = await ctx.factories.person(companyId, { employee: { joinDate: '2025-01-01' } });
    expect(
      (
        await as(hr, 'POST', '/api/payroll/config', {
          employeeId: high.employee.id,
          effectiveFrom: '2026-04-01',
          components: [fixed('BASIC', 75_000_00), fixed('SPECIAL', 75_000_00)],
          pfMode: 'none',
        })
      ).statusCode,
    ).toBe(201);
    const april = (await as(hr, 'POST', `/api/payroll/calculate/${high.employee.id}/4/2026`)).json();
    expect(line(april.deductions, 'TDS')).toBe(12_566_67);
    const may = (await as(hr, 'POST', `/api/payroll/calculate/${high.employee.id}/5/2026`)).json();
    // (1,50,800 − 12,566.67) ÷ 11 months left = 12,566.67
    expect(line(may.deductions, 'TDS')).toBe(12_566_67);
  });

  it('names what it cannot do: no salary, a month too far ahead, a month before joining', async () => {
    const unpaid = await ctx.factories.person(companyId, { employee: { joinDate: '2026-03-01' } });
    const none = await as(hr, 'POST', `/api/payroll/calculate/${unpaid.employee.id}/5/2026`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('has no salary in force in May 2026');
    const ahead = await as(hr, 'POST', `/api/payroll/generate/${unpaid.employee.id}/8/2026`);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().details[0]).toMatchObject({ field: 'params.month' });
    expect(ahead.json().details[0].message).toContain('too far ahead');
    expect((await as(hr, 'POST', `/api/payroll/generate/${unpaid.employee.id}/7/2026`)).statusCode).toBe(200);
    const before = await as(hr, 'POST', `/api/payroll/generate/${unpaid.employee.id}/2/2026`);
    expect(before.statusCode).toBe(400);
    expect(before.json().details[0].message).toContain('joined on 2026-03-01');
    expect((await as(hr, 'POST', `/api/payroll/generate/${unpaid.employee.id}/13/2026`)).statusCode).toBe(
      400,
    );
    const backwards = await as(hr, 'GET', '/api/payroll/analytics?from=2026-05&to=2026-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('query.to');
    expect((await as(hr, 'GET', '/api/payroll/analytics?from=2026-13')).statusCode).toBe(400);
    const decade = await as(hr, 'GET', '/api/payroll/analytics?from=2016-01&to=2026-01');
    expect(decade.json().details[0].field).toBe('query.from');
  });
});

/**
 * A person whose April and May slips are finalised on 10 June, and who on 17 June is given a raise
 * from 1 May to ₹72,000 a month; the clock is left at 17 June.
 */
async function raisedIntoFinalisedMonths() {
  at('2026-06-10T04:00:00Z');
  const person = await salaried();
  for (const month of [4, 5]) {
    const slip = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/${month}/2026`)).json();
    expect((await as(hr, 'PATCH', `/api/payroll/salary-slips/${slip.id}/finalize`)).statusCode).toBe(200);
  }
  at('2026-06-17T04:00:00Z');
  const raise = await as(hr, 'POST', '/api/payroll/config', {
    employeeId: person.employee.id,
    effectiveFrom: '2026-05-01',
    components: [fixed('BASIC', 36_000_00), fixed('HRA', 18_000_00), fixed('SPECIAL', 18_000_00)],
    reason: 'Promotion, backdated',
  });
  return { person, raise };
}

describe('arrears', () => {
  it('a raise dated back into finalised months is paid once, in the next slip', async () => {
    // A week after April and May are finalised, hr records a raise from 1 May.
    const { person, raise } = await raisedIntoFinalisedMonths();
    expect(raise.statusCode, raise.body).toBe(201);
    const june = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/6/2026`)).json();
    expect(june.earnings.find((e: { code: string }) => e.code === 'ARREARS')).toEqual({
      code: 'ARREARS',
      name: 'Arrears (May 2026)',
      amount: 12_000_00,
    });
    expect(june.gross).toBe(84_000_00);
    const again = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/6/2026`)).json();
    expect(again.gross).toBe(84_000_00);
    at('2026-06-30T04:00:00Z'); // June's pay day, its last working day
    expect((await as(hr, 'PATCH', `/api/payroll/salary-slips/${june.id}/finalize`)).statusCode).toBe(200);
    at('2026-07-10T04:00:00Z');
    const july = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/7/2026`)).json();
    expect(july.earnings.map((e: { code: string }) => e.code)).not.toContain('ARREARS');
    expect(july.gross).toBe(72_000_00);
    at('2026-06-10T04:00:00Z');
  });
});

describe('arrears paid once', () => {
  it('whichever later month is calculated first pays them, and no other', async () => {
    const { person } = await raisedIntoFinalisedMonths();
    // July is worked out before June: it takes May's arrears, and June, calculated after, does not.
    const july = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/7/2026`)).json();
    const june = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/6/2026`)).json();
    const arrears = (slip: { earnings: { code: string; amount: number }[] }) =>
      slip.earnings.find((e) => e.code === 'ARREARS')?.amount ?? 0;
    expect(arrears(july)).toBe(12_000_00);
    expect(arrears(june)).toBe(0);
    // July again: still its own, once.
    expect(
      arrears((await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/7/2026`)).json()),
    ).toBe(12_000_00);
    at('2026-06-10T04:00:00Z');
  });
});

describe('revisions within and across months', () => {
  it('a raise from mid-month pays each rate for its own days', async () => {
    const person = await salaried();
    const raise = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-06-16',
      components: [fixed('BASIC', 45_000_00), fixed('HRA', 22_500_00), fixed('SPECIAL', 22_500_00)],
      reason: 'Promotion',
    });
    expect(raise.statusCode, raise.body).toBe(201);
    // June: 15 days at ₹60,000 a month and 15 at ₹90,000.
    const june = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/6/2026`)).json();
    expect(june.earnings.map((e: { code: string; amount: number }) => [e.code, e.amount])).toEqual([
      ['BASIC', 37_500_00],
      ['HRA', 18_750_00],
      ['SPECIAL', 18_750_00],
    ]);
    expect(june.gross).toBe(75_000_00);
    const [row] = await ctx.db.select().from(salarySlips).where(eq(salarySlips.id, june.id));
    expect(row?.revisionId).toBe(raise.json().revisions[0].id);
    // May stays at the old rate, July is wholly at the new.
    expect((await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/5/2026`)).json().gross).toBe(
      60_000_00,
    );
    at('2026-07-10T04:00:00Z');
    expect((await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/7/2026`)).json().gross).toBe(
      90_000_00,
    );
    at('2026-06-10T04:00:00Z');
  });

  it('arrears of a raise dated back into the last financial year are paid in April, with PF on their Basic', async () => {
    at('2026-03-31T04:00:00Z'); // March's pay day: February and March are finalised
    const person = await ctx.factories.person(companyId, {
      employee: { joinDate: '2025-01-01', managerId: manager.employee.id },
    });
    await ctx.db
      .insert(employeeStatutory)
      .values({ employeeId: person.employee.id, bankAccountNumber: '001234567891', bankIfsc: 'HDFC0001234' });
    const salary = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-02-01',
      components: [fixed('BASIC', 10_000_00), fixed('SPECIAL', 10_000_00)],
    });
    expect(salary.statusCode, salary.body).toBe(201);
    for (const month of [2, 3]) {
      const slip = (
        await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/${month}/2026`)
      ).json();
      expect(slip.deductions.find((d: { code: string }) => d.code === 'EPF').amount).toBe(1_200_00);
      expect((await as(hr, 'PATCH', `/api/payroll/salary-slips/${slip.id}/finalize`)).statusCode).toBe(200);
    }
    // On April's pay day, a raise from 1 March: Basic 13,000 and Special 12,000.
    at('2026-04-30T04:00:00Z');
    const raise = await as(hr, 'POST', '/api/payroll/config', {
      employeeId: person.employee.id,
      effectiveFrom: '2026-03-01',
      components: [fixed('BASIC', 13_000_00), fixed('SPECIAL', 12_000_00)],
      reason: 'Annual raise, backdated',
    });
    expect(raise.statusCode, raise.body).toBe(201);
    const april = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/4/2026`)).json();
    expect(april.earnings.find((e: { code: string }) => e.code === 'ARREARS')).toEqual({
      code: 'ARREARS',
      name: 'Arrears (Mar 2026)',
      amount: 5_000_00,
    });
    expect(april.gross).toBe(30_000_00);
    // PF on April's Basic of 13,000 and on March's 3,000 more: 1,560 + 360.
    expect(april.deductions.find((d: { code: string }) => d.code === 'EPF').amount).toBe(1_920_00);
    const employer = (code: string) =>
      april.employerContributions.find((e: { code: string }) => e.code === code)?.amount;
    // EPS at 8.33 %: 1,083 on April's wage and 250 on the arrears; the employer's EPF is the rest of 12 %.
    expect(employer('EPS_ER')).toBe(1_333_00);
    expect(employer('EPF_ER')).toBe(587_00);
    expect((await as(hr, 'PATCH', `/api/payroll/salary-slips/${april.id}/finalize`)).statusCode).toBe(200);
    // Paid once: May has no arrears, though the March slip is of a year the run no longer reads.
    at('2026-05-10T04:00:00Z');
    const may = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/5/2026`)).json();
    expect(may.earnings.map((e: { code: string }) => e.code)).not.toContain('ARREARS');
    expect(may.gross).toBe(25_000_00);
    at('2026-06-10T04:00:00Z');
  });
});

describe('the slip’s life', () => {
  it('is made once however often and however concurrently it is generated', async () => {
    const person = await salaried();
    const made = await Promise.all(
      Array.from({ length: 20 }, () => as(hr, 'POST', `/api/payroll/generate/${person.employee.id}/5/2026`)),
    );
    expect(made.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(made.map((r) => r.json().id)).size).toBe(1);
    const rows = await ctx.db
      .select()
      .from(salarySlips)
      .where(eq(salarySlips.employeeId, person.employee.id));
    expect(rows).toHaveLength(1);
  });

  it('draft → calculated → adjusted → finalised, then never changes; the person is told and reads it', async () => {
    const person = await salaried();
    const draft = (await as(hr, 'POST', `/api/payroll/generate/${person.employee.id}/5/2026`)).json();
    expect(draft).toMatchObject({ status: 'draft', net: 0 });
    expect((await as(person, 'GET', `/api/payroll/salary-slips/${draft.id}`)).statusCode).toBe(404);
    const early = await as(hr, 'PATCH', `/api/payroll/salary-slips/${draft.id}/finalize`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Calculate');

    await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/5/2026`);
    const adjusted = await as(hr, 'PATCH', `/api/payroll/salary-slips/${draft.id}`, {
      adjustments: [
        { kind: 'earning', label: 'Referral bonus', amount: 10_000_00, reason: 'Referred a hire in May' },
        {
          kind: 'deduction',
          label: 'Laptop damage',
          amount: 2_500_00,
          reason: 'Agreed recovery',
          taxable: false,
        },
      ],
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().gross).toBe(70_000_00);
    expect(line(adjusted.json().deductions, 'ADJ_2')).toBe(2_500_00);
    const noReason = await as(hr, 'PATCH', `/api/payroll/salary-slips/${draft.id}`, {
      adjustments: [{ kind: 'earning', label: 'Bonus', amount: 100, reason: '' }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('body.adjustments.0.reason');
    expect((await as(hr, 'DELETE', `/api/payroll/salary-slips/${draft.id}`)).statusCode).toBe(409);

    const done = await as(hr, 'PATCH', `/api/payroll/salary-slips/${draft.id}/finalize`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'finalised', net: adjusted.json().net });
    for (const write of [
      as(hr, 'PATCH', `/api/payroll/salary-slips/${draft.id}`, { adjustments: [] }),
      as(hr, 'DELETE', `/api/payroll/salary-slips/${draft.id}`),
      as(hr, 'PATCH', `/api/payroll/salary-slips/${draft.id}/finalize`),
      as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/5/2026`),
    ]) {
      const res = await write;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('finalised');
    }

    const bell = (await as(person, 'GET', '/api/notifications')).json();
    expect(bell.items.map((n: { title: string }) => n.title)).toContain('Salary slip ready');
    const mine = (await as(person, 'GET', '/api/payroll/my-salary-slips')).json();
    expect(mine.items.map((s: { id: string }) => s.id)).toEqual([draft.id]);
    expect((await as(person, 'GET', `/api/payroll/salary-slips/${draft.id}`)).json().net).toBe(
      done.json().net,
    );
    // Nobody else reads it: not their manager, not a colleague.
    const colleague = await ctx.factories.person(companyId);
    expect((await as(colleague, 'GET', `/api/payroll/salary-slips/${draft.id}`)).statusCode).toBe(403);
    expect((await as(manager, 'GET', `/api/payroll/salary-slips/${draft.id}`)).statusCode).toBe(403);
    expect((await as(colleague, 'GET', '/api/payroll/my-salary-slips')).json().items).toEqual([]);
  });

  it('will not finalise without a bank account to pay into, and deletes only drafts', async () => {
    const person = await salaried({}, false);
    const slip = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/5/2026`)).json();
    const refused = await as(hr, 'PATCH', `/api/payroll/salary-slips/${slip.id}/finalize`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].message).toContain(person.employee.firstName);
    expect(refused.json().details[0].message).toContain('bank account');

    const other = await salaried();
    const draft = (await as(hr, 'POST', `/api/payroll/generate/${other.employee.id}/6/2026`)).json();
    expect((await as(hr, 'DELETE', `/api/payroll/salary-slips/${draft.id}`)).statusCode).toBe(200);
    expect((await as(hr, 'GET', `/api/payroll/salary-slips/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('a month’s run', () => {
  it('makes everyone’s slip as a job, lists who could not be paid and why, and twice makes nothing twice', async () => {
    const company = (await ctx.factories.company()).id;
    const boss = await ctx.factories.person(company, { role: 'hr', employee: { joinDate: '2025-01-01' } });
    const people = [];
    for (let i = 0; i < 3; i++) {
      const p = await ctx.factories.person(company, { employee: { joinDate: '2025-01-01' } });
      const made = await as(boss, 'POST', '/api/payroll/config', {
        employeeId: p.employee.id,
        effectiveFrom: '2026-04-01',
        annualCtc: 9_00_000_00,
      });
      expect(made.statusCode, made.body).toBe(201);
      people.push(p);
    }
    const start = async () => {
      const res = await as(boss, 'POST', '/api/payroll/bulk-generate/5/2026');
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ status: 'running', year: 2026, month: 5 });
      await ctx.app.services.jobs.settled();
      return (await as(boss, 'GET', `/api/payroll/runs/${res.json().id}`)).json();
    };
    const first = await start();
    // Everyone employed in May: the three, and hr, who has no salary.
    expect(first).toMatchObject({ status: 'done', total: 4, done: 4 });
    expect(first.failures).toEqual([
      { employeeId: boss.employee.id, name: expect.any(String), reason: 'No salary in force in May 2026' },
    ]);
    const again = await start();
    expect(again).toMatchObject({ status: 'done', total: 4 });
    const slips = await ctx.db.select().from(salarySlips).where(eq(salarySlips.companyId, company));
    expect(slips).toHaveLength(4);
    const summary = (await as(boss, 'GET', '/api/payroll/summary/5/2026')).json();
    expect(summary).toMatchObject({
      employed: 4,
      slips: 4,
      byStatus: { draft: 1, calculated: 3, finalised: 0 },
    });
    expect(summary.net).toBe(summary.gross - summary.totalDeductions);
    expect(summary.gross).toBe(slips.reduce((s, r) => s + r.gross, 0));

    // The month finalised at once: all or none, naming whoever cannot be paid.
    const refused = await as(boss, 'PATCH', '/api/payroll/finalize/5/2026');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toHaveLength(3);
    expect(refused.json().details[0].message).toContain('has no bank account');
    await ctx.db.insert(employeeStatutory).values(
      people.map((p, i) => ({
        employeeId: p.employee.id,
        bankAccountNumber: `00000000${i}`,
        bankIfsc: 'SBIN0000001',
      })),
    );
    const finalised = await as(boss, 'PATCH', '/api/payroll/finalize/5/2026');
    expect(finalised.statusCode, finalised.body).toBe(200);
    expect(finalised.json().finalised).toBe(3);
    const twice = await as(boss, 'PATCH', '/api/payroll/finalize/5/2026');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'May 2026 is already finalised: a correction is an adjustment in a later month.',
    );
    const told = (await as(people[0]!, 'GET', '/api/notifications')).json();
    expect(told.items.map((n: { title: string }) => n.title)).toContain('Salary slip ready');
    expect((await as(boss, 'GET', '/api/payroll/summary/5/2026')).json().byStatus).toEqual({
      draft: 1,
      calculated: 0,
      finalised: 3,
    });
  });

  it('a month’s summary of a department counts whom its run pays, leavers of the month among them', async () => {
    const company = (await ctx.factories.company()).id;
    const boss = await ctx.factories.person(company, { role: 'hr', employee: { joinDate: '2025-01-01' } });
    const sales = await ctx.factories.department(company);
    const inSales = (employee: Record<string, unknown>) =>
      ctx.factories.person(company, {
        employee: { joinDate: '2025-01-01', departmentId: sales.id, ...employee },
      });
    const stays = await inSales({});
    await inSales({ exitDate: '2026-05-20', status: 'inactive' }); // leaves in May: paid to the 20th
    await inSales({ exitDate: '2026-04-30', status: 'inactive' }); // gone before May
    await inSales({ joinDate: '2026-06-01' }); // joins after May
    await as(boss, 'POST', '/api/payroll/config', {
      employeeId: stays.employee.id,
      effectiveFrom: '2026-04-01',
      annualCtc: 6_00_000_00,
    });
    await as(boss, 'POST', `/api/payroll/calculate/${stays.employee.id}/5/2026`);

    const ofSales = await as(boss, 'GET', `/api/payroll/summary/5/2026?departmentId=${sales.id}`);
    expect(ofSales.statusCode, ofSales.body).toBe(200);
    expect(ofSales.json()).toMatchObject({ departmentId: sales.id, employed: 2, slips: 1 });
    expect(ofSales.json().byDepartment).toEqual([
      expect.objectContaining({ department: sales.name, slips: 1 }),
    ]);
    // The company: hr too, who has no slip.
    expect((await as(boss, 'GET', '/api/payroll/summary/5/2026')).json()).toMatchObject({
      employed: 3,
      slips: 1,
    });
    const bad = await as(boss, 'GET', '/api/payroll/summary/5/2026?departmentId=sales');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('query.departmentId');
  });

  it('refuses a run of a month whose slips are all finalised', async () => {
    const company = (await ctx.factories.company()).id;
    const boss = await ctx.factories.person(company, { role: 'hr', employee: { joinDate: '2025-01-01' } });
    const sales = await ctx.factories.department(company);
    const p = await ctx.factories.person(company, {
      employee: { joinDate: '2025-01-01', departmentId: sales.id },
    });
    await as(boss, 'POST', '/api/payroll/config', {
      employeeId: p.employee.id,
      effectiveFrom: '2026-04-01',
      annualCtc: 6_00_000_00,
    });
    await ctx.db
      .insert(employeeStatutory)
      .values({ employeeId: p.employee.id, bankAccountNumber: '01', bankIfsc: 'SBIN0000001' });
    await as(boss, 'POST', `/api/payroll/calculate/${p.employee.id}/5/2026`);
    expect(
      (await as(boss, 'PATCH', `/api/payroll/finalize/5/2026?departmentId=${sales.id}`)).statusCode,
    ).toBe(200);
    const again = await as(boss, 'POST', `/api/payroll/bulk-generate/5/2026?departmentId=${sales.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Every slip of May 2026 is finalised: a correction is an adjustment in a later month.',
    );
  });

  it('a run left unfinished with no job is queued at start, goes on from where it stopped, each slip once', async () => {
    const company = (await ctx.factories.company()).id;
    const boss = await ctx.factories.person(company, { role: 'hr', employee: { joinDate: '2025-01-01' } });
    const p = await ctx.factories.person(company, { employee: { joinDate: '2025-01-01' } });
    const q = await ctx.factories.person(company, { employee: { joinDate: '2025-01-01' } });
    for (const person of [p, q]) {
      await as(boss, 'POST', '/api/payroll/config', {
        employeeId: person.employee.id,
        effectiveFrom: '2026-04-01',
        annualCtc: 6_00_000_00,
      });
    }
    // Half done when its process stopped: one slip made since the run began, the run still running.
    const [run] = await ctx.db
      .insert(payrollRuns)
      .values({ companyId: company, year: 2026, month: 5, total: 3, done: 1, createdAt: ctx.clock.now() })
      .returning();
    ctx.clock.advance(1_000);
    await as(boss, 'POST', `/api/payroll/calculate/${p.employee.id}/5/2026`);
    const [made] = await ctx.db.select().from(salarySlips).where(eq(salarySlips.employeeId, p.employee.id));
    ctx.clock.advance(1_000);

    const { payrollRuns: runs, jobs: queue } = ctx.app.services;
    expect(await runs.queueUnfinished()).toBeGreaterThanOrEqual(1);
    await runs.queueUnfinished(); // a second start queues no second job for the run
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.key, run!.id));
    expect(queued).toHaveLength(1);
    await queue.runDue();
    await queue.settled();
    expect((await as(boss, 'GET', `/api/payroll/runs/${run!.id}`)).json()).toMatchObject({
      status: 'done',
      done: 3,
    });
    const slips = await ctx.db.select().from(salarySlips).where(eq(salarySlips.companyId, company));
    expect(slips.map((s) => s.employeeId).sort()).toEqual(
      [boss.employee.id, p.employee.id, q.employee.id].sort(),
    );
    // The slip made before the stop is left as it was: made once.
    expect(slips.find((s) => s.employeeId === p.employee.id)!.calculatedAt).toEqual(made!.calculatedAt);
    expect(slips.find((s) => s.employeeId === q.employee.id)!.calculatedAt!.getTime()).toBeGreaterThan(
      made!.calculatedAt!.getTime(),
    );
  });
});

describe('the month’s files', () => {
  it('a slip’s PDF for the person and hr; the bank list, the returns and every slip once finalised', async () => {
    const company = (await ctx.factories.company()).id;
    const boss = await ctx.factories.person(company, { role: 'hr', employee: { joinDate: '2025-01-01' } });
    const low = await ctx.factories.person(company, {
      employee: { joinDate: '2025-01-01', firstName: 'Zoë', lastName: 'Ñúñez' },
    });
    await ctx.db.insert(employeeStatutory).values([
      {
        employeeId: low.employee.id,
        uan: '100200300400',
        esicNumber: '3100123456',
        pan: 'ABCPN1234F',
        bankName: 'HDFC Bank',
        bankAccountNumber: '001234567890',
        bankIfsc: 'HDFC0001234',
      },
      { employeeId: boss.employee.id, bankAccountNumber: '009876543210', bankIfsc: 'ICIC0000123' },
    ]);
    // hr's own salary is an admin's to set.
    const chief = await ctx.factories.person(company, { role: 'admin' });
    for (const [person, basic] of [
      [low, 9_250_00],
      [boss, 40_000_00],
    ] as const) {
      const made = await as(chief, 'POST', '/api/payroll/config', {
        employeeId: person.employee.id,
        effectiveFrom: '2026-04-01',
        components: [fixed('BASIC', basic), fixed('SPECIAL', basic)],
        ptState: 'KA',
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const none = await as(boss, 'GET', '/api/payroll/exports/5/2026/bank-transfer');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('No slip of May 2026 is finalised');

    const ids: string[] = [];
    for (const person of [low, boss]) {
      const slip = (await as(boss, 'POST', `/api/payroll/calculate/${person.employee.id}/5/2026`)).json();
      ids.push(slip.id);
    }
    // Before it is final, the person cannot read it; hr can, marked as a draft.
    expect((await as(low, 'GET', `/api/payroll/salary-slips/${ids[0]}/pdf`)).statusCode).toBe(404);
    for (const id of ids) {
      expect((await as(boss, 'PATCH', `/api/payroll/salary-slips/${id}/finalize`)).statusCode).toBe(200);
    }
    const pdf = await as(low, 'GET', `/api/payroll/salary-slips/${ids[0]}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.includes('/Encrypt')).toBe(false);
    expect((await as(boss, 'GET', `/api/payroll/salary-slips/${ids[1]}/pdf`)).statusCode).toBe(200);
    expect((await as(manager, 'GET', `/api/payroll/salary-slips/${ids[0]}/pdf`)).statusCode).toBe(403);

    const bank = await as(boss, 'GET', '/api/payroll/exports/5/2026/bank-transfer');
    expect(bank.statusCode).toBe(200);
    expect(bank.headers['content-disposition']).toContain('bank-transfer-2026-05.csv');
    const lowSlip = (await as(boss, 'GET', `/api/payroll/salary-slips/${ids[0]}`)).json();
    const rupees = `${Math.trunc(lowSlip.net / 100)}.${String(lowSlip.net % 100).padStart(2, '0')}`;
    expect(bank.body).toContain(`001234567890,HDFC0001234,${rupees}`);

    const ecr = (await as(boss, 'GET', '/api/payroll/exports/5/2026/epf-ecr')).body.split('\n');
    expect(ecr).toHaveLength(2);
    // UAN, name, gross, EPF, EPS and EDLI wages, EPF, EPS, the employer's EPF, NCP days, refunds.
    expect(ecr).toContain('100200300400#~#ZOË ÑÚÑEZ#~#18500#~#9250#~#9250#~#9250#~#1110#~#771#~#339#~#0#~#0');

    const esi = await as(boss, 'GET', '/api/payroll/exports/5/2026/esi');
    expect(esi.headers['content-type']).toContain('spreadsheetml');
    const sheet = strFromU8(unzipSync(new Uint8Array(esi.rawPayload))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('3100123456');
    expect(sheet).not.toContain('009876543210');

    const pt = (await as(boss, 'GET', '/api/payroll/exports/5/2026/professional-tax')).body;
    expect(pt).toContain('Karnataka,2,98500.00,200.00');

    const zip = await as(boss, 'GET', '/api/payroll/exports/5/2026/slips');
    expect(zip.statusCode).toBe(200);
    const entries = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(entries.sort()).toEqual(
      [low, boss].map((p) => `salary-slip-2026-05-${p.employee.employeeCode}.pdf`).sort(),
    );
    expect((await as(low, 'GET', '/api/payroll/exports/5/2026/slips')).statusCode).toBe(403);
    expect((await as(boss, 'GET', '/api/payroll/exports/5/2026/payslips')).statusCode).toBe(400);

    // Protected slips open with the person's PAN.
    expect((await as(boss, 'PATCH', '/api/settings/payroll', { protectSlips: true })).statusCode).toBe(200);
    const locked = await as(low, 'GET', `/api/payroll/salary-slips/${ids[0]}/pdf`);
    expect(locked.rawPayload.includes('/Encrypt')).toBe(true);
    expect((await as(boss, 'PATCH', '/api/settings/payroll', { protectSlips: false })).statusCode).toBe(200);
  });
});

describe('the month’s rules', () => {
  it('a month is calculated as a preview at any time and finalised only on or after its pay day', async () => {
    at('2026-06-10T04:00:00Z');
    const person = await salaried();
    const june = (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/6/2026`)).json();
    expect(june.status).toBe('calculated');
    const early = await as(hr, 'PATCH', `/api/payroll/salary-slips/${june.id}/finalize`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'June 2026 can be finalised from its pay day, 30 June 2026; until then its slips are calculated as a preview.',
    );
    const month = await as(hr, 'PATCH', '/api/payroll/finalize/6/2026');
    expect(month.statusCode).toBe(409);
    expect(month.json().message).toContain('from its pay day, 30 June 2026');
    expect((await as(hr, 'GET', '/api/payroll/summary/6/2026')).json()).toMatchObject({
      payDay: '2026-06-30',
      finalisable: false,
      runInProgress: null,
    });

    // The last working day leaves out a holiday of every office: 30 June a holiday, 29 June pays.
    const holiday = await as(hr, 'POST', '/api/holidays', { date: '2026-06-30', name: 'Founders’ day' });
    expect(holiday.statusCode, holiday.body).toBe(201);
    expect((await as(hr, 'GET', '/api/payroll/summary/6/2026')).json().payDay).toBe('2026-06-29');
    at('2026-06-29T04:00:00Z');
    expect((await as(hr, 'GET', '/api/payroll/summary/6/2026')).json().finalisable).toBe(true);
    const done = await as(hr, 'PATCH', `/api/payroll/salary-slips/${june.id}/finalize`);
    expect(done.statusCode, done.body).toBe(200);
    await as(hr, 'DELETE', `/api/holidays/${holiday.json().id}`);
    at('2026-06-10T04:00:00Z');
  });

  it('a pay day set as a day of the month, the last day of a shorter one', async () => {
    at('2026-06-10T04:00:00Z');
    const set = async (payDay: unknown) =>
      expect((await as(hr, 'PATCH', '/api/settings/payroll', { payDay })).statusCode).toBe(200);
    await set(7);
    // July's slips are finalised from 7 July; the setting's 31 is June's 30th.
    expect((await as(hr, 'GET', '/api/payroll/summary/7/2026')).json()).toMatchObject({
      payDay: '2026-07-07',
      finalisable: false,
    });
    await set(31);
    expect((await as(hr, 'GET', '/api/payroll/summary/6/2026')).json().payDay).toBe('2026-06-30');
    await set('last_working_day');
  });

  it('the payroll page opens on the first month not yet finalised, at most next month', async () => {
    at('2026-06-10T04:00:00Z');
    const company = (await ctx.factories.company()).id;
    const boss = await ctx.factories.person(company, { role: 'hr', employee: { joinDate: '2025-01-01' } });
    const open = async () => (await as(boss, 'GET', '/api/payroll/open-month')).json();
    expect(await open()).toEqual({ year: 2026, month: 6 });
    await ctx.factories.person(company, { employee: { joinDate: '2025-01-01' } });
    const [row] = await ctx.db
      .insert(salarySlips)
      .values({ companyId: company, employeeId: boss.employee.id, year: 2026, month: 5, status: 'finalised' })
      .returning();
    expect(await open()).toEqual({ year: 2026, month: 6 });
    await ctx.db.update(salarySlips).set({ month: 4 }).where(eq(salarySlips.id, row!.id));
    expect(await open()).toEqual({ year: 2026, month: 5 });
    await ctx.db.update(salarySlips).set({ year: 2027, month: 1 }).where(eq(salarySlips.id, row!.id));
    expect(await open()).toEqual({ year: 2026, month: 7 });
  });

  it('one run of a month at a time: starts while one goes are told of it, whichever department', async () => {
    at('2026-06-10T04:00:00Z');
    const company = (await ctx.factories.company()).id;
    const boss = await ctx.factories.person(company, { role: 'hr', employee: { joinDate: '2025-01-01' } });
    const department = await ctx.factories.department(company);
    // A run going on (here, in another process: its row says so).
    const [going] = await ctx.db
      .insert(payrollRuns)
      .values({ companyId: company, year: 2026, month: 4, total: 7, done: 2 })
      .returning();
    const headers = ctx.bearer((await ctx.factories.session(boss.user.id)).token);
    const starts = await Promise.all(
      ['', `?departmentId=${department.id}`, '', ''].map((query) =>
        ctx.app.inject({ method: 'POST', url: `/api/payroll/bulk-generate/4/2026${query}`, headers }),
      ),
    );
    for (const refused of starts) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `A run of April 2026 is in progress (2 of 7 slips made, run ${going!.id}): wait for it to finish.`,
      );
    }
    expect((await as(boss, 'GET', '/api/payroll/summary/4/2026')).json().runInProgress).toMatchObject({
      id: going!.id,
      done: 2,
      total: 7,
    });
    // Two starts racing past that check: the database keeps one running run of a month.
    const second = ctx.db.insert(payrollRuns).values({ companyId: company, year: 2026, month: 4 });
    await expect(second).rejects.toThrow();
    await ctx.db.update(payrollRuns).set({ status: 'done' }).where(eq(payrollRuns.id, going!.id));
    const next = await as(boss, 'POST', '/api/payroll/bulk-generate/4/2026');
    expect(next.statusCode, next.body).toBe(202);
    await ctx.app.services.jobs.settled();
    expect((await as(boss, 'GET', '/api/payroll/summary/4/2026')).json().runInProgress).toBeNull();
  });
});
