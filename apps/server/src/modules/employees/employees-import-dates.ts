/**
 * Dates in an import file as people write them: the company's format, day first (dd/mm/yyyy, and
 * d/m/yyyy, with `/`, `.` or `-`), or ISO yyyy-mm-dd, read into the ISO date the records hold.
 *
 * A spreadsheet saved on a machine set to month first writes 03/25/2025: that is no day-first date,
 * and once a file holds one, its 04/05/2025 could be either and is refused as ambiguous rather than
 * guessed. A two-digit year is refused too.
 */
import { MONTH_NAMES } from '@hrms/contracts/months';

export type ImportDate =
  | { ok: true; iso: string }
  | { ok: false; reason: 'invalid' | 'ambiguous'; message: string };

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const spoken = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
};

/** Whether the text can only be a month-first date (its second number is no month, its first is). */
export function isMonthFirst(text: string): boolean {
  const match = DAY_FIRST.exec(text.trim());
  if (!match || match[3]!.length !== 4) return false;
  const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isoOf(year, b, a) === null && isoOf(year, a, b) !== null;
}

/**
 * One cell: `monthFirstRow` is the row of the file holding a month-first date, when one does, which
 * makes a date that reads both ways ambiguous.
 */
export function readImportDate(text: string, monthFirstRow: number | null = null): ImportDate {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) {
    const found = isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return found
      ? { ok: true, iso: found }
      : { ok: false, reason: 'invalid', message: `${value} is not a date of the calendar` };
  }
  const match = DAY_FIRST.exec(value);
  if (!match) {
    return {
      ok: false,
      reason: 'invalid',
      message: `${value} is not a date: write it as dd/mm/yyyy (for example 01/04/2025) or yyyy-mm-dd`,
    };
  }
  if (match[3]!.length === 2) {
    return {
      ok: false,
      reason: 'ambiguous',
      message: `${value} has a two-digit year: write the year in full (dd/mm/yyyy)`,
    };
  }
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const dayFirst = isoOf(year, month, day);
  const monthFirst = isoOf(year, day, month);
  if (!dayFirst) {
    return {
      ok: false,
      reason: 'invalid',
      message: monthFirst
        ? `${value} is not a date read day first (dd/mm/yyyy): for ${spoken(monthFirst)} write ${isoToDayFirst(monthFirst)}`
        : `${value} is not a date of the calendar`,
    };
  }
  if (monthFirstRow !== null && monthFirst && monthFirst !== dayFirst) {
    return {
      ok: false,
      reason: 'ambiguous',
      message: `${value} could be ${spoken(dayFirst)} or ${spoken(monthFirst)}, as row ${monthFirstRow} writes the month first: write it as yyyy-mm-dd or correct that row`,
    };
  }
  return { ok: true, iso: dayFirst };
}

function isoToDayFirst(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
