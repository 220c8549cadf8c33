/** Months that revisions change within, and arrears of revisions dated back into paid months. */
import { describe, expect, it } from 'vitest';
import {
  arrearsOf,
  calculateSlip,
  monthStructure,
  type PaidMonth,
  type SlipRevision,
} from './calculate-slip';
import { INDIA_DEFAULT_RULES } from './engine/india-defaults';

const component = (code: string, amount: number) => ({
  code,
  name: code,
  kind: 'earning' as const,
  formula: null,
  amount,
  taxable: true,
  prorated: true,
});
const revision = (...components: ReturnType<typeof component>[]): SlipRevision => ({
  components,
  annualCtc: null,
  taxRegime: 'new',
  ptState: null,
  pfMode: 'none',
  epsMember: true,
  declarations: {},
});
const monthly = (amount: number) => revision(component('BASIC', amount));
const NOTHING_YET = {
  taxablePay: 0,
  tds: 0,
  professionalTax: 0,
  halfYearGross: 0,
  esiCoveredThisPeriod: false,
};

describe('monthStructure', () => {
  it('weighs each revision by its days, to the paisa, a component one revision lacks counting nothing for its days', () => {
    // July: 10 days of Basic 31,000 and a conveyance of 1,000; 21 days of Basic 62,000 alone.
    const month = monthStructure(
      [
        { revision: revision(component('BASIC', 31_000_00), component('CONVEYANCE', 1_000_00)), days: 10 },
        { revision: monthly(62_000_00), days: 21 },
      ],
      INDIA_DEFAULT_RULES,
      '2026-07-31',
    );
    expect(month.lines.map((l) => [l.code, l.monthly])).toEqual([
      ['BASIC', 52_000_00],
      // 1,000 × 10 ÷ 31 = 322.5806…
      ['CONVEYANCE', 322_58],
    ]);
    expect(month.gross).toBe(52_322_58);
  });

  it('is the revision’s own month when it is the only one, and refuses a revision of no days', () => {
    expect(
      monthStructure([{ revision: monthly(40_000_00), days: 30 }], INDIA_DEFAULT_RULES, '2026-06-30').gross,
    ).toBe(40_000_00);
    expect(() =>
      monthStructure(
        [
          { revision: monthly(40_000_00), days: 0 },
          { revision: monthly(50_000_00), days: 30 },
        ],
        INDIA_DEFAULT_RULES,
        '2026-06-30',
      ),
    ).toThrow(RangeError);
  });
});

describe('a month with a raise in it, for joiners and leavers', () => {
  const june = (person: { joinDate: string; exitDate: string | null }, before: number) =>
    calculateSlip({
      year: 2026,
      month: 6,
      person: { ...person, gender: null },
      revision: monthly(60_000_00),
      before: [{ revision: monthly(30_000_00), days: before }],
      rules: INDIA_DEFAULT_RULES,
      basis: 'calendar',
      lossOfPayDays: 0,
      adjustments: [],
      yearSoFar: NOTHING_YET,
    }).gross;

  it('pays a joiner each rate for the days they worked at it', () => {
    // Joins on the 10th at 30,000, raised to 60,000 on the 20th: 10 days at 1,000 and 11 at 2,000.
    expect(june({ joinDate: '2026-06-10', exitDate: null }, 10)).toBe(32_000_00);
  });

  it('pays a leaver each rate for the days they worked at it', () => {
    // 30,000 to the 10th, then 60,000, leaving on the 15th: 10 days at 1,000 and 5 at 2,000.
    expect(june({ joinDate: '2020-01-01', exitDate: '2026-06-15' }, 10)).toBe(20_000_00);
  });
});

describe('arrearsOf', () => {
  const may: PaidMonth = {
    year: 2026,
    month: 5,
    revisionId: 'r0',
    finalisedAt: new Date('2026-06-01T00:00:00Z'),
    basisCentidays: 3100,
    payableCentidays: 3100,
    earningsPaid: 50_000_00,
    pfWagePaid: 50_000_00,
  };
  const span = (id: string, amount: number, days: number, made: string) => ({
    id,
    createdAt: new Date(made),
    revision: monthly(amount),
    days,
  });

  it('owes a month only what it lacks after earlier arrears, however many revisions reach it', () => {
    // R1 (60,000 from April) was paid as arrears in July: 10,000 for May. R2 (65,000 from May) follows.
    const owed = arrearsOf({
      paid: [may],
      revisionsIn: () => [span('r2', 65_000_00, 31, '2026-08-02T00:00:00Z')],
      alreadyPaid: new Map([['2026-5', { amount: 10_000_00, pfWage: 0, cappedPfWage: 0 }]]),
      rules: INDIA_DEFAULT_RULES,
    });
    expect(owed.months).toEqual([{ year: 2026, month: 5, revisionId: 'r2', amount: 5_000_00 }]);
  });

  it('pays a revision dated into a paid month before that month’s newest revision', () => {
    // May was paid at R0 to the 15th and R1 (made before May was paid) from the 16th; R2 from the
    // 10th is made later: the 10th to the 15th are owed at R2 rather than R0.
    const owed = arrearsOf({
      paid: [{ ...may, earningsPaid: 9 * 1_000_00 + 6 * 1_000_00 + 16 * 2_000_00 }],
      revisionsIn: () => [
        span('r0', 31_000_00, 9, '2026-01-01T00:00:00Z'),
        span('r2', 46_500_00, 6, '2026-06-20T00:00:00Z'),
        span('r1', 62_000_00, 16, '2026-05-01T00:00:00Z'),
      ],
      alreadyPaid: new Map(),
      rules: INDIA_DEFAULT_RULES,
    });
    // Six days at 1,500 a day instead of 1,000.
    expect(owed.amount).toBe(3_000_00);
  });

  it('names the months in order, whatever order the slips come in', () => {
    const march = { ...may, month: 3, basisCentidays: 3100, payableCentidays: 3100 };
    const owed = arrearsOf({
      paid: [may, march],
      revisionsIn: () => [span('r1', 60_000_00, 31, '2026-08-02T00:00:00Z')],
      alreadyPaid: new Map(),
      rules: INDIA_DEFAULT_RULES,
    });
    expect(owed.months.map((m) => m.month)).toEqual([3, 5]);
  });
});
