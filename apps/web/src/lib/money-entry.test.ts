import { describe, expect, it } from 'vitest';
import { bpToPercent, paiseToRupeesEntry, percentToBp, rupeesToPaise } from './money-entry';

describe('rupees typed into paise', () => {
  it('reads Indian and western grouping, the rupee sign and up to two decimals exactly', () => {
    expect(rupeesToPaise('12,00,000')).toBe(120_000_000);
    expect(rupeesToPaise('₹ 12,00,000')).toBe(120_000_000);
    expect(rupeesToPaise('1,200,000.5')).toBe(120_000_050);
    expect(rupeesToPaise('0.29')).toBe(29);
    // 1.13 * 100 is 112.99999999999999 in floating point.
    expect(rupeesToPaise('1.13')).toBe(113);
    expect(rupeesToPaise('12.')).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', '-5', '1.234', '12 lakh', '1e6', '.5', 'abc']) {
      expect(rupeesToPaise(text), text).toBeNull();
    }
    expect(rupeesToPaise('999999999999999999')).toBeNull();
  });

  it('writes paise back as a rupee entry', () => {
    expect(paiseToRupeesEntry(120_000_000)).toBe('1200000');
    expect(paiseToRupeesEntry(125_050)).toBe('1250.50');
    expect(paiseToRupeesEntry(7)).toBe('0.07');
  });
});

describe('percents typed into basis points', () => {
  it('reads them exactly and writes them back', () => {
    expect(percentToBp('8.33')).toBe(833);
    expect(percentToBp('12 %')).toBe(1200);
    expect(percentToBp('0.75')).toBe(75);
    expect(percentToBp('0.5')).toBe(50);
    expect(percentToBp('8.333')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
    expect(bpToPercent(833)).toBe('8.33');
    expect(bpToPercent(1200)).toBe('12');
    expect(bpToPercent(75)).toBe('0.75');
    expect(bpToPercent(50)).toBe('0.5');
    expect(bpToPercent(325)).toBe('3.25');
  });
});
