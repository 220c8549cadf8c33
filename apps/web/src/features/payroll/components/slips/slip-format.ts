/** How slips read: a month by its name, days as counted (a half day is 0.5), a status in words. */
import type { SalarySlip, SlipStatus } from '@hrms/contracts/payroll';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLocale } from '../../../../i18n/i18n';

export interface YearMonth {
  year: number;
  month: number;
}

/** One month formatter per language and length, made on first use: months read in the active language. */
const monthFormatters = new Map<string, Intl.DateTimeFormat>();
function monthFormatter(month: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${formatLocale()}|${month}`;
  let formatter = monthFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(formatLocale(), { month, year: 'numeric', timeZone: 'UTC' });
    monthFormatters.set(key, formatter);
  }
  return formatter;
}

/** `October 2026` */
export const monthTitle = ({ year, month }: YearMonth) =>
  monthFormatter('long').format(new Date(Date.UTC(year, month - 1, 1)));
/** `Oct 2026` */
export const shortMonthTitle = ({ year, month }: YearMonth) =>
  monthFormatter('short').format(new Date(Date.UTC(year, month - 1, 1)));

/** `2026-10` */
export const monthKey = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;

export function monthFromKey(key: string): YearMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export function addMonths({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Today's month where the browser is. */
export function thisMonth(now = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** `30`, `29.5`: days as the slip counts them. */
export const formatDays = (days: number) => (Number.isInteger(days) ? String(days) : days.toFixed(1));

export const SLIP_STATUS_LABELS: Record<SlipStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  calculated: msg`Calculated`,
  finalised: msg`Finalised`,
};

/** What a PDF is saved as when the server names none. */
export const slipFileName = (slip: SalarySlip) =>
  `salary-slip-${monthKey(slip)}-${slip.employee.employeeCode}.pdf`;
