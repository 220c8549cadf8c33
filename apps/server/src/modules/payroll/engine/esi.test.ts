/** ESI: coverage fixed for a contribution period, contributions rounded up to the rupee. */
import { describe, expect, it } from 'vitest';
import { esiContributionPeriod, esiContributions, esiCoverage } from './esi';
import { INDIA_DEFAULT_RULES, pickRule } from './india-defaults';
import { rupees } from './money';

const rule = pickRule(INDIA_DEFAULT_RULES, 'esi', 'default', '2025-04-30')!.params;

describe('esiContributions', () => {
  it('holds the vector for a gross of ₹18,500: 138.75 → 139 and 601.25 → 602', () => {
    expect(esiContributions(rule, true, rupees(18_500))).toEqual({
      employee: rupees(139),
      employer: rupees(602),
    });
  });

  it('holds the vectors at the limit and just above it', () => {
    const at = esiCoverage(rule, '2025-04-30', rupees(21_000));
    expect(at.covered).toBe(true);
    // 157.50 → 158 and 682.50 → 683
    expect(esiContributions(rule, at.covered, rupees(21_000))).toEqual({
      employee: rupees(158),
      employer: rupees(683),
    });
    const above = esiCoverage(rule, '2025-04-30', rupees(21_001));
    expect(above.covered).toBe(false);
    expect(esiContributions(rule, above.covered, rupees(21_001))).toEqual({ employee: 0, employer: 0 });
  });

  it('is on the wages paid, and an exact rupee is not rounded up', () => {
    // ₹20,000 × 0.75 % = ₹150; × 3.25 % = ₹650
    expect(esiContributions(rule, true, rupees(20_000))).toEqual({
      employee: rupees(150),
      employer: rupees(650),
    });
    expect(esiContributions(rule, true, 0)).toEqual({ employee: 0, employer: 0 });
  });
});

describe('esiCoverage', () => {
  it('keeps someone covered to the end of the period when their pay rises past the limit', () => {
    // ₹20,000 on 1 April; a raise to ₹24,000 in July: still covered until September, on the wages paid.
    const july = esiCoverage(rule, '2025-07-31', rupees(20_000));
    expect(july).toEqual({ covered: true, period: { start: '2025-04-01', end: '2025-09-30' } });
    expect(esiContributions(rule, july.covered, rupees(24_000))).toEqual({
      employee: rupees(180),
      employer: rupees(780),
    });
    // On 1 October the gross is ₹24,000: not covered for October to March.
    expect(esiCoverage(rule, '2025-10-31', rupees(24_000))).toEqual({
      covered: false,
      period: { start: '2025-10-01', end: '2026-03-31' },
    });
  });

  it('finds the contribution period of a date', () => {
    expect(esiContributionPeriod('2025-04-01')).toEqual({ start: '2025-04-01', end: '2025-09-30' });
    expect(esiContributionPeriod('2025-09-30')).toEqual({ start: '2025-04-01', end: '2025-09-30' });
    expect(esiContributionPeriod('2025-10-01')).toEqual({ start: '2025-10-01', end: '2026-03-31' });
    expect(esiContributionPeriod('2026-02-15')).toEqual({ start: '2025-10-01', end: '2026-03-31' });
  });
});
