/** The default statutory rows: valid by the contract, found by date, and changed by adding a row. */

import { PT_STATES } from '@hrms/contracts/payroll';
import { type StatutoryRule, StatutoryRuleSchema } from '@hrms/contracts/payroll-rules';
import { describe, expect, it } from 'vitest';
import { epfContributions } from './epf';
import { INDIA_DEFAULT_RULES, pickProfessionalTaxRule, pickRule } from './india-defaults';
import { rupees } from './money';

describe('INDIA_DEFAULT_RULES', () => {
  it('holds rows the contract accepts, one for each kind and key and date', () => {
    for (const row of INDIA_DEFAULT_RULES) {
      expect(StatutoryRuleSchema.safeParse(row).error?.issues ?? []).toEqual([]);
    }
    const ids = INDIA_DEFAULT_RULES.map((r) => `${r.kind}/${r.key}/${r.effectiveFrom}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'epf/default/2025-04-01',
        'esi/default/2025-04-01',
        'professional_tax/MH-male/2025-04-01',
        'professional_tax/MH-female/2025-04-01',
        'professional_tax/KA/2025-04-01',
        'professional_tax/WB/2025-04-01',
        'professional_tax/TG/2025-04-01',
        'professional_tax/GJ/2025-04-01',
        'professional_tax/TN/2025-04-01',
        'income_tax/new/2025-04-01',
        'income_tax/old/2025-04-01',
        'income_tax/new/2026-04-01',
        'income_tax/old/2026-04-01',
      ]),
    );
  });
});

describe('pickRule', () => {
  it('takes the latest row in force on the date', () => {
    expect(pickRule(INDIA_DEFAULT_RULES, 'income_tax', 'new', '2026-03-31')?.effectiveFrom).toBe(
      '2025-04-01',
    );
    expect(pickRule(INDIA_DEFAULT_RULES, 'income_tax', 'new', '2026-04-01')?.effectiveFrom).toBe(
      '2026-04-01',
    );
    expect(pickRule(INDIA_DEFAULT_RULES, 'epf', 'default', '2030-01-01')?.effectiveFrom).toBe('2025-04-01');
    expect(pickRule(INDIA_DEFAULT_RULES, 'epf', 'default', '2025-03-31')).toBeNull();
    expect(pickRule(INDIA_DEFAULT_RULES, 'esi', 'nowhere', '2025-06-01')).toBeNull();
  });

  it('lets an admin raise the EPF ceiling to ₹25,000 from 17 Sep 2026: September changes, August does not', () => {
    const current = pickRule(INDIA_DEFAULT_RULES, 'epf', 'default', '2026-08-31')!;
    const raised = StatutoryRuleSchema.parse({
      ...current,
      effectiveFrom: '2026-09-17',
      params: { ...current.params, wageCeiling: rupees(25_000) },
    });
    const rows: StatutoryRule[] = [...INDIA_DEFAULT_RULES, raised];
    // A pay period takes the rule in force on its last day.
    const epfFor = (lastDay: string) =>
      epfContributions(pickRule(rows, 'epf', 'default', lastDay)!.params, {
        pfWage: rupees(25_000),
        onActualWage: false,
        epsMember: true,
      });
    expect(epfFor('2026-08-31')).toMatchObject({
      employee: rupees(1_800),
      eps: rupees(1_250),
      edli: rupees(75),
    });
    // 12 % of 25,000 = 3,000; EPS 8.33 % = 2,082.50 → 2,083; employer EPF 917; EDLI 125.
    expect(epfFor('2026-09-30')).toMatchObject({
      employee: rupees(3_000),
      eps: rupees(2_083),
      employerEpf: rupees(917),
      edli: rupees(125),
      admin: rupees(125),
    });
  });
});

describe('StatutoryRuleSchema', () => {
  const esi = { kind: 'esi', key: 'default', effectiveFrom: '2025-04-01' };
  const messages = (value: unknown) =>
    StatutoryRuleSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('refuses an unknown kind, and params of another kind', () => {
    expect(messages({ ...esi, kind: 'gst', params: {} })).toEqual([
      'Choose a kind of rule: epf, esi, professional_tax or income_tax',
    ]);
    const epfParams = INDIA_DEFAULT_RULES[0]!.params;
    expect(messages({ ...esi, params: epfParams }).length).toBeGreaterThan(0);
  });

  it('says what is wrong with amounts, rates and dates', () => {
    expect(
      messages({ ...esi, params: { wageLimit: 2_100_000.5, employeeRateBp: 75, employerRateBp: 325 } }),
    ).toEqual(['Must be a whole number of paise']);
    expect(
      messages({ ...esi, params: { wageLimit: 2_100_000, employeeRateBp: 0.75, employerRateBp: 325 } }),
    ).toEqual(['Must be a whole number of basis points (833 for 8.33 %)']);
    expect(
      messages({ ...esi, params: { wageLimit: 2_100_000, employeeRateBp: 75, employerRateBp: 32_500 } }),
    ).toEqual(['Must be at most 100 % (10,000 basis points)']);
    expect(
      messages({
        ...esi,
        effectiveFrom: '1 April 2025',
        params: { wageLimit: 1, employeeRateBp: 1, employerRateBp: 1 },
      }),
    ).toEqual(['Must be a date in the form YYYY-MM-DD']);
  });

  it('holds slabs in rising order with an open last slab, and keys that match their params', () => {
    const wb = INDIA_DEFAULT_RULES.find((r) => r.key === 'WB')!;
    if (wb.kind !== 'professional_tax') throw new Error('expected professional tax');
    const swapped = [wb.params.slabs[1], wb.params.slabs[0], ...wb.params.slabs.slice(2)];
    expect(messages({ ...wb, params: { ...wb.params, slabs: swapped } })).toEqual([
      'Each slab’s upper bound must be above the one before it',
    ]);
    expect(messages({ ...wb, params: { ...wb.params, slabs: wb.params.slabs.slice(0, 2) } })).toEqual([
      'The last slab must have no upper bound (null), so that every amount falls in a slab',
    ]);
    expect(messages({ ...wb, key: 'KA' })).toEqual([
      "A professional-tax rule's key is its state and gender: WB",
    ]);
    const tn = INDIA_DEFAULT_RULES.find((r) => r.key === 'TN')!;
    if (tn.kind !== 'professional_tax') throw new Error('expected professional tax');
    expect(
      messages({
        ...tn,
        params: { ...tn.params, slabs: [{ upTo: null, amount: 100, februaryAmount: 300 }] },
      }),
    ).toEqual(['A half-yearly tax has no February amount']);
    const newRegime = pickRule(INDIA_DEFAULT_RULES, 'income_tax', 'new', '2025-04-01')!;
    expect(messages({ ...newRegime, key: 'old' })).toEqual(["An income-tax rule's key is its regime: new"]);
    expect(
      messages({
        ...newRegime,
        params: { ...newRegime.params, surcharge: [...newRegime.params.surcharge].reverse() },
      }),
    ).toContain('Each surcharge tier must start above the one before it');
    expect(messages({ ...newRegime, params: { ...newRegime.params, extra: 1 } }).length).toBe(1);
  });

  it('keeps the pension part within the employer’s share', () => {
    const epf = INDIA_DEFAULT_RULES[0]!;
    if (epf.kind !== 'epf') throw new Error('expected EPF');
    expect(messages({ ...epf, params: { ...epf.params, epsRateBp: 1300 } })).toEqual([
      'The pension (EPS) rate must not exceed the employer’s rate, of which it is a part',
    ]);
  });
});

describe('the states hr may choose', () => {
  it('each has a professional-tax rule shipped, for every gender', () => {
    for (const state of PT_STATES) {
      for (const gender of ['male', 'female', null]) {
        expect(
          pickProfessionalTaxRule(INDIA_DEFAULT_RULES, state, gender, '2026-06-30'),
          `${state} ${gender}`,
        ).not.toBeNull();
      }
    }
  });
});
