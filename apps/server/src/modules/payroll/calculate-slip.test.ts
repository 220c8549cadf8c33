/** A month that revisions change within: each revision's structure weighed by its calendar days. */
import { describe, expect, it } from 'vitest';
import { monthStructure, type SlipRevision } from './calculate-slip';
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
  pfMode: 'capped',
  epsMember: true,
  declarations: {},
});

describe('monthStructure', () => {
  it('weighs each revision by its days, to the paisa, a component one revision lacks counting nothing for its days', () => {
    // July: 10 days of Basic 31,000 and a conveyance of 1,000; 21 days of Basic 62,000 alone.
    const month = monthStructure(
      revision(component('BASIC', 62_000_00)),
      [{ revision: revision(component('BASIC', 31_000_00), component('CONVEYANCE', 1_000_00)), days: 10 }],
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

  it('is the revision’s own month when it is the only one, and refuses days that do not fit the month', () => {
    const only = revision(component('BASIC', 40_000_00));
    expect(monthStructure(only, [], INDIA_DEFAULT_RULES, '2026-06-30').gross).toBe(40_000_00);
    expect(() =>
      monthStructure(only, [{ revision: only, days: 30 }], INDIA_DEFAULT_RULES, '2026-06-30'),
    ).toThrow(RangeError);
  });
});
