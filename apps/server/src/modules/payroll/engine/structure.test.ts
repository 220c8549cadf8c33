/** The default template, a structure from a gross, and from a CTC with the employer's PF inside it. */
import { describe, expect, it } from 'vitest';
import { FormulaError } from './formula';
import { INDIA_DEFAULT_RULES, pickRule } from './india-defaults';
import { rupees } from './money';
import { defaultTemplate, structureFromCtc, structureFromGross } from './structure';

const epf = pickRule(INDIA_DEFAULT_RULES, 'epf', 'default', '2025-04-30')!.params;
const amounts = (s: { components: { code: string; monthly: number }[] }) =>
  Object.fromEntries(s.components.map((c) => [c.code, c.monthly / 100]));

describe('defaultTemplate and structureFromGross', () => {
  it('splits a gross of ₹60,000 in a metro: Basic 30,000, HRA 15,000, special 15,000', () => {
    const structure = structureFromGross(defaultTemplate({ metro: true }), rupees(60_000));
    expect(amounts(structure)).toEqual({ BASIC: 30_000, HRA: 15_000, SPECIAL: 15_000 });
    expect(structure.gross).toBe(rupees(60_000));
    expect(structure.components.every((c) => c.kind === 'earning' && c.taxable && c.prorated)).toBe(true);
  });

  it('gives HRA 40 % of Basic elsewhere, and pays fixed allowances before the special allowance', () => {
    const template = defaultTemplate({
      metro: false,
      fixedAllowances: [{ code: 'CONVEYANCE', name: 'Conveyance', amount: rupees(1_600), prorated: false }],
    });
    expect(template.find((c) => c.code === 'SPECIAL')?.formula).toBe('GROSS - BASIC - HRA - CONVEYANCE');
    const structure = structureFromGross(template, rupees(60_000));
    expect(amounts(structure)).toEqual({ BASIC: 30_000, HRA: 12_000, CONVEYANCE: 1_600, SPECIAL: 16_400 });
    expect(structure.gross).toBe(rupees(60_000));
    expect(structure.components.find((c) => c.code === 'CONVEYANCE')?.prorated).toBe(false);
  });

  it('keeps paise exact: an odd gross still adds up', () => {
    const structure = structureFromGross(defaultTemplate({ metro: true }), rupees('33,333.33'));
    // Basic 16,666.665 → 16,666.67; HRA 8,333.335 → 8,333.34; special the rest, 8,333.32.
    expect(amounts(structure)).toEqual({ BASIC: 16_666.67, HRA: 8_333.34, SPECIAL: 8_333.32 });
    expect(structure.gross).toBe(rupees('33,333.33'));
  });

  it('refuses a gross too small for the fixed allowances, naming the special allowance', () => {
    const template = defaultTemplate({
      metro: true,
      fixedAllowances: [{ code: 'CONVEYANCE', name: 'Conveyance', amount: rupees(5_000) }],
    });
    expect(() => structureFromGross(template, rupees(8_000))).toThrow(FormulaError);
    expect(() => structureFromGross(template, rupees(8_000))).toThrow(
      /Special allowance \(SPECIAL\) comes to less than zero/,
    );
  });
});

describe('structureFromCtc', () => {
  it('takes the capped employer PF out of CTC: ₹18 L → gross 1,48,200 + PF 1,800 a month', () => {
    const s = structureFromCtc(defaultTemplate({ metro: true }), rupees('18,00,000'), epf);
    expect(s.gross).toBe(rupees('1,48,200'));
    expect(s.employerPf).toBe(rupees(1_800));
    expect(amounts(s)).toEqual({ BASIC: 74_100, HRA: 37_050, SPECIAL: 37_050 });
    expect(s.unallocated).toBe(0);
    expect(12 * (s.gross + s.employerPf) + s.unallocated).toBe(s.annualCtc);
  });

  it('solves below the ceiling: ₹3,18,000 → gross 25,000, Basic 12,500, PF 1,500', () => {
    // gross + 12 % of half the gross = 1.06 × gross = 26,500 a month.
    const s = structureFromCtc(defaultTemplate({ metro: false }), rupees('3,18,000'), epf);
    expect(s.gross).toBe(rupees(25_000));
    expect(s.employerPf).toBe(rupees(1_500));
    expect(s.unallocated).toBe(0);
  });

  it('leaves what paise cannot place as unallocated, never more than the CTC', () => {
    // ₹10 L: 83,333.33 a month, less 1,800 PF → gross 81,533.33; 12 × 83,333.33 = 9,99,999.96.
    const s = structureFromCtc(defaultTemplate({ metro: true }), rupees('10,00,000'), epf);
    expect(s.gross).toBe(rupees('81,533.33'));
    expect(s.unallocated).toBe(4);
    // Below the ceiling the PF rounds to the rupee, so some months cannot be met to the paisa.
    // ₹3,00,084 is 25,007 a month: gross 23,591.66 has Basic 11,795.83 and PF 1,415.4996 → 1,415
    // (25,006.66); a paisa more makes Basic 11,795.84 and PF 1,416 (25,007.67). 12 × 0.34 is left.
    const low = structureFromCtc(defaultTemplate({ metro: true }), rupees('3,00,084'), epf);
    expect(low.gross).toBe(rupees('23,591.66'));
    expect(low.employerPf).toBe(rupees(1_415));
    expect(low.unallocated).toBe(rupees('4.08'));
    expect(low.unallocated).toBeLessThan(rupees(13));
  });

  it('puts the whole CTC into gross without employer PF, and takes more PF on the actual wage', () => {
    const none = structureFromCtc(defaultTemplate({ metro: true }), rupees('18,00,000'), epf, {
      employerPfInCtc: false,
    });
    expect(none.gross).toBe(rupees('1,50,000'));
    expect(none.employerPf).toBe(0);
    // Actual wage: gross + 6 % of gross = 1,50,000 → gross 1,41,509.43, PF on Basic 70,754.72 = 8,490.57 → 8,491.
    const actual = structureFromCtc(defaultTemplate({ metro: true }), rupees('18,00,000'), epf, {
      onActualWage: true,
    });
    expect(actual.employerPf).toBe(rupees(8_491));
    expect(12 * (actual.gross + actual.employerPf)).toBeLessThanOrEqual(rupees('18,00,000'));
    expect(actual.unallocated).toBeLessThan(rupees(13));
  });

  it('is nothing on nothing', () => {
    const s = structureFromCtc(defaultTemplate({ metro: true }), 0, epf);
    expect([s.gross, s.employerPf, s.unallocated]).toEqual([0, 0, 0]);
  });
});
