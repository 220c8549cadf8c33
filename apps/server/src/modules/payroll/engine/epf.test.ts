/** EPF contributions: the vectors of payroll-india.md, and who is in the pension scheme. */
import { describe, expect, it } from 'vitest';
import { epfContributions, isEpsMember } from './epf';
import { INDIA_DEFAULT_RULES, pickRule } from './india-defaults';
import { rupees } from './money';

const rule = pickRule(INDIA_DEFAULT_RULES, 'epf', 'default', '2025-04-30')!.params;
const inRupees = (c: ReturnType<typeof epfContributions>) => ({
  employee: c.employee / 100,
  eps: c.eps / 100,
  employerEpf: c.employerEpf / 100,
  edli: c.edli / 100,
  admin: c.admin / 100,
});

describe('epfContributions', () => {
  it('holds the vector for a basic of ₹12,345 (under the ceiling)', () => {
    const c = epfContributions(rule, { pfWage: rupees(12_345), onActualWage: false, epsMember: true });
    // 12 % = 1,481.40; EPS 8.33 % = 1,028.34; EDLI and admin 0.5 % = 61.725
    expect(inRupees(c)).toEqual({ employee: 1481, eps: 1028, employerEpf: 453, edli: 62, admin: 62 });
    expect(c.employerShare).toBe(rupees(1481));
  });

  it('holds the vector for ₹25,000 on the capped wage', () => {
    const c = epfContributions(rule, { pfWage: rupees(25_000), onActualWage: false, epsMember: true });
    expect(inRupees(c)).toEqual({ employee: 1800, eps: 1250, employerEpf: 550, edli: 75, admin: 75 });
  });

  it('holds the vector for ₹25,000 on the actual wage: EPS and EDLI stay on the capped wage', () => {
    const c = epfContributions(rule, { pfWage: rupees(25_000), onActualWage: true, epsMember: true });
    expect(inRupees(c)).toEqual({ employee: 3000, eps: 1250, employerEpf: 1750, edli: 75, admin: 125 });
  });

  it('puts the whole employer share into EPF for someone outside the pension scheme', () => {
    const c = epfContributions(rule, { pfWage: rupees(25_000), onActualWage: false, epsMember: false });
    expect(inRupees(c)).toEqual({ employee: 1800, eps: 0, employerEpf: 1800, edli: 75, admin: 75 });
  });

  it('contributes on the wage after loss of pay, and nothing on nothing', () => {
    // ₹12,000 × 28 ÷ 30 = ₹11,200 paid: 12 % = 1,344; EPS 932.96 → 933
    const c = epfContributions(rule, { pfWage: rupees(11_200), onActualWage: false, epsMember: true });
    expect(inRupees(c)).toEqual({ employee: 1344, eps: 933, employerEpf: 411, edli: 56, admin: 56 });
    const none = epfContributions(rule, { pfWage: 0, onActualWage: false, epsMember: true });
    expect(inRupees(none)).toEqual({ employee: 0, eps: 0, employerEpf: 0, edli: 0, admin: 0 });
  });

  it('keeps voluntary PF apart and unmatched', () => {
    const c = epfContributions(rule, {
      pfWage: rupees(25_000),
      onActualWage: false,
      epsMember: true,
      voluntary: rupees(2_000),
    });
    expect(c.voluntary).toBe(rupees(2_000));
    expect(c.employerShare).toBe(rupees(1_800));
  });

  it('refuses a wage that is not whole paise', () => {
    expect(() => epfContributions(rule, { pfWage: 10.5, onActualWage: false, epsMember: true })).toThrow(
      RangeError,
    );
  });
});

describe('isEpsMember', () => {
  it('leaves out those joining from 1 Sep 2014 above the ceiling, unless members before', () => {
    const above = rupees(15_001);
    expect(
      isEpsMember(rule, { joinDate: '2014-09-01', pfWageAtJoining: above, previouslyEpsMember: false }),
    ).toBe(false);
    expect(
      isEpsMember(rule, { joinDate: '2014-08-31', pfWageAtJoining: above, previouslyEpsMember: false }),
    ).toBe(true);
    expect(
      isEpsMember(rule, {
        joinDate: '2020-01-01',
        pfWageAtJoining: rupees(15_000),
        previouslyEpsMember: false,
      }),
    ).toBe(true);
    expect(
      isEpsMember(rule, { joinDate: '2020-01-01', pfWageAtJoining: above, previouslyEpsMember: true }),
    ).toBe(true);
  });
});
