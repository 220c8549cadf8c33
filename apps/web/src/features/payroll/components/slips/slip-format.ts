/** How slips read: a month by its name, days as counted (a half day is 0.5), a status in words. */
import type { SalarySlip, SlipStatus } from '@hrms/contracts/payroll';

export interface YearMonth {
  year: number;
  month: number;
}

const monthNames = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthNames = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `October 2026` */
export const monthTitle = ({ year, month }: YearMonth) =>
  monthNames.format(new Date(Date.UTC(year, month - 1, 1)));
/** `Oct 2026` */
export const shortMonthTitle = ({ year, month }: YearMonth) =>
  shortMonthNames.format(new Date(Date.UTC(year, month - 1, 1)));

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

export const SLIP_STATUS_LABELS: Record<SlipStatus, string> = {
  draft: 'Draft',
  calculated: 'Calculated',
  finalised: 'Finalised',
};

/** What a PDF is saved as when the server names none. */
export const slipFileName = (slip: SalarySlip) =>
  `salary-slip-${monthKey(slip)}-${slip.employee.employeeCode}.pdf`;
