/** How settlements read: financial years as HR writes them, and counts of days and years in words. */
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../../../i18n/i18n';

/** The financial year a day falls in, by the year it starts in April (2025 for FY 2025-26). */
export function financialYearOf(day: Date): number {
  return day.getMonth() >= 3 ? day.getFullYear() : day.getFullYear() - 1;
}

/** 2025 → `FY 2025-26`. */
export function financialYearLabel(startYear: number): string {
  return `FY ${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** `1 day`, `12.5 days`. */
export function formatDayCount(days: number): string {
  return i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
}

/** `1 year`, `8 years`. */
export function formatYearCount(years: number): string {
  return i18n._(msg`${plural(years, { one: '# year', other: '# years' })}`);
}
