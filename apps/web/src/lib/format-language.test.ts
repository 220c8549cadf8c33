import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { formatDate, formatNumber, formatPaise, formatRelativeTime } from './format';

afterEach(async () => {
  await changeLocale('en-IN', { remember: false });
});

describe('formatting in the reader’s language', () => {
  it('keeps Indian grouping and Latin digits in Hindi, and names months and times in Hindi', async () => {
    expect(formatPaise(1_234_567_890n)).toBe('₹1,23,45,678.90');
    expect(formatDate('2026-11-30')).toBe('30 Nov 2026');
    await changeLocale('hi-IN', { remember: false });
    expect(formatPaise(1_234_567_890n)).toBe('₹1,23,45,678.90');
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatDate('2026-11-30')).toBe('30 नव॰ 2026');
    const now = new Date('2026-11-30T10:00:00Z');
    expect(formatRelativeTime(new Date('2026-11-30T09:58:00Z'), now)).toBe('2 मिनट पहले');
  });
});
