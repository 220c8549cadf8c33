/** Gratuity, statutory bonus and full and final settlement, through the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { fixedEarning as fixed } from '../../test/salary';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let hr: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-06-10T04:00:00Z');
  companyId = (await ctx.factories.company()).id;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  const casual = await as(hr, 'POST', '/api/leave/types', {
    code: 'EL',
    name: 'Earned leave',
    annualDays: 12,
    encashmentMaxDays: 10,
  });
  expect(casual.statusCode, casual.body).toBe(201);
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

async function salaried(joinDate: string, basic: number, special: number): Promise<Person> {
  const person = await ctx.factories.person(companyId, { employee: { joinDate } });
  const made = await as(hr, 'POST', '/api/payroll/config', {
    employeeId: person.employee.id,
    effectiveFrom: joinDate > '2026-04-01' ? joinDate : '2026-04-01',
    components: [fixed('BASIC', basic), fixed('SPECIAL', special)],
  });
  expect(made.statusCode, made.body).toBe(201);
  return person;
}

describe('gratuity', () => {
  it('is 15 days’ Basic + DA a year of service after five years, and nothing before', async () => {
    const long = await salaried('2020-01-01', 30_000_00, 30_000_00);
    const res = await as(hr, 'POST', '/api/payroll/calculators/gratuity', {
      employeeId: long.employee.id,
      lastDay: '2026-06-30',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Six years and five months: six years counted. 30,000 × 15 × 6 ÷ 26 = 1,03,846.15 → ₹1,03,846.
    expect(res.json()).toMatchObject({
      monthlyWage: 30_000_00,
      eligible: true,
      completedYears: 6,
      countedYears: 6,
      amount: 1_03_846_00,
    });
    const short = await salaried('2023-01-01', 30_000_00, 0);
    expect(
      (
        await as(hr, 'POST', '/api/payroll/calculators/gratuity', {
          employeeId: short.employee.id,
          lastDay: '2026-06-30',
        })
      ).json(),
    ).toMatchObject({ eligible: false, amount: 0 });
    const early = await as(hr, 'POST', '/api/payroll/calculators/gratuity', {
      employeeId: short.employee.id,
      lastDay: '2022-06-30',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().details[0].field).toBe('body.lastDay');
  });
});

describe('statutory bonus', () => {
  it('is 8.33 % of Basic + DA capped at ₹7,000 a month, over the year’s slips', async () => {
    const person = await salaried('2024-01-01', 9_000_00, 6_000_00);
    for (const month of [4, 5]) {
      expect(
        (await as(hr, 'POST', `/api/payroll/calculate/${person.employee.id}/${month}/2026`)).statusCode,
      ).toBe(200);
    }
    const res = await as(hr, 'POST', '/api/payroll/calculators/bonus', {
      employeeId: person.employee.id,
      financialYear: 2026,
      rateBp: 833,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 2 × ₹7,000 × 8.33 % = ₹1,166.20 → ₹1,166.
    expect(res.json()).toMatchObject({
      months: 2,
      workingDays: 61,
      eligible: true,
      bonusWages: 14_000_00,
      amount: 1_166_00,
    });
    const high = await as(hr, 'POST', '/api/payroll/calculators/bonus', {
      employeeId: person.employee.id,
      financialYear: 2026,
      rateBp: 2500,
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().details[0].field).toBe('body.rateBp');
  });
});

describe('full and final settlement', () => {
  it('pays the last month to the last day, encashes leave within its cap, and adds gratuity', async () => {
    const leaver = await salaried('2019-06-01', 26_000_00, 26_000_00);
    expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
    const res = await as(hr, 'GET', `/api/payroll/full-and-final/${leaver.employee.id}?lastDay=2026-06-15`);
    expect(res.statusCode, res.body).toBe(200);
    const settlement = res.json();
    // Half of June: ₹52,000 × 15 ÷ 30.
    expect(settlement.pendingSalary).toMatchObject({
      year: 2026,
      month: 6,
      payableDays: 15,
      gross: 26_000_00,
    });
    // ₹26,000 ÷ 26 = ₹1,000 a day.
    expect(settlement.leaveEncashment.dailyRate).toBe(1_000_00);
    const earned = settlement.leaveEncashment.items.find((i: { code: string }) => i.code === 'EL');
    expect(earned.days).toBeGreaterThan(0);
    expect(earned.days).toBeLessThanOrEqual(10);
    expect(earned.amount).toBe(Math.round(earned.days * 1_000_00));
    // Seven years and fifteen days: seven years. 26,000 × 15 × 7 ÷ 26 = ₹1,05,000.
    expect(settlement.gratuity).toMatchObject({ eligible: true, countedYears: 7, amount: 1_05_000_00 });
    expect(settlement.recoveries).toEqual({ items: [], amount: 0 });
    expect(settlement.total).toBe(
      settlement.pendingSalary.net + settlement.leaveEncashment.amount + 1_05_000_00,
    );

    // hr puts a bonus and a recovery on June's slip: the bonus is pay, the recovery comes off the total.
    const june = (await as(hr, 'POST', `/api/payroll/generate/${leaver.employee.id}/6/2026`)).json();
    const adjusted = await as(hr, 'PATCH', `/api/payroll/salary-slips/${june.id}`, {
      adjustments: [
        { kind: 'earning', label: 'Retention bonus', amount: 5_000_00, reason: 'Agreed at resignation' },
        { kind: 'deduction', label: 'Notice pay short', amount: 12_000_00, reason: 'Served 18 of 30 days' },
      ],
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const withThem = (
      await as(hr, 'GET', `/api/payroll/full-and-final/${leaver.employee.id}?lastDay=2026-06-15`)
    ).json();
    expect(withThem.pendingSalary.gross).toBe(26_000_00 + 5_000_00);
    expect(withThem.recoveries).toEqual({
      items: [{ label: 'Notice pay short', reason: 'Served 18 of 30 days', amount: 12_000_00 }],
      amount: 12_000_00,
    });
    expect(withThem.total).toBe(
      withThem.pendingSalary.net + withThem.leaveEncashment.amount + 1_05_000_00 - 12_000_00,
    );

    const noDay = await as(hr, 'GET', `/api/payroll/full-and-final/${leaver.employee.id}`);
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().details[0].field).toBe('query.lastDay');
  });
});
