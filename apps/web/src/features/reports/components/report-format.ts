/** How the report tabs write their figures. */
import type { AttendanceReport } from '@hrms/contracts/reports';
import type { ColumnSeries } from '../../../components/charts/column-chart';
import { formatNumber } from '../../../lib/format';

const dateNames = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDates = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const monthNames = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
const longMonths = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const utcDate = (date: string) => new Date(`${date.length === 7 ? `${date}-01` : date}T00:00:00Z`);
/** `3 Mar` under a day's column; `3 Mar 2026` in its table row. */
export const dayTick = (date: string) => dateNames.format(utcDate(date));
export const dayLabel = (date: string) => longDates.format(utcDate(date));
/** `Mar` under a month's column; `March 2026` in its table row. */
export const monthTick = (month: string) => monthNames.format(utcDate(month));
export const monthLabel = (month: string) => longMonths.format(utcDate(month));

/** `92.5%`, or a dash where there is nothing to measure. */
export const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-IN')}%`);
export const count = (value: number) => formatNumber(value);
/** Minutes as hours with one decimal: `7.5 h`. */
export const hours = (minutes: number) => `${(Math.round(minutes / 6) / 10).toLocaleString('en-IN')} h`;
/** Leave days, halves kept: `2.5`. */
export const days = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** Days as the attendance charts stack them: worked on time, late or half, away. */
export const ATTENDANCE_SERIES: readonly ColumnSeries[] = [
  { label: 'Present', tone: 'primary' },
  { label: 'Late or half day', tone: 'warning' },
  { label: 'Absent or on leave', tone: 'info' },
];
export const ATTENDANCE_MORE = ['Half day', 'Absent', 'On leave', 'Attendance'];

type WorkingDays = Pick<AttendanceReport['totals'], 'present' | 'late' | 'half_day' | 'absent' | 'on_leave'>;

/** A period's days as the chart's three stacks. */
export const attendanceValues = (d: WorkingDays) => [d.present, d.late + d.half_day, d.absent + d.on_leave];

/** The cells the chart's table adds after its stacks. */
export const attendanceMore = (d: WorkingDays, rate: number | null) => [
  count(d.half_day),
  count(d.absent),
  count(d.on_leave),
  percent(rate),
];

/** An audit action as a sentence's start: `leave.request.approve` → `Approved a leave request`. */
export function describeAction(action: string): string {
  const words = action.split('.');
  const verb = words.at(-1) ?? action;
  const thing = words.slice(0, -1).join(' ').replaceAll('_', ' ');
  const done = VERBS[verb] ?? `${verb.charAt(0).toUpperCase()}${verb.slice(1).replaceAll('_', ' ')}`;
  return thing ? `${done} · ${thing}` : done;
}

const VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  approve: 'Approved',
  reject: 'Rejected',
  cancel: 'Cancelled',
  correct: 'Corrected',
  regenerate: 'Regenerated',
  upload: 'Uploaded',
  verify: 'Verified',
  reopen: 'Reopened',
  archive: 'Archived',
  finalize: 'Finalised',
  start: 'Started',
  adjust: 'Adjusted',
  run: 'Ran',
  revoke: 'Revoked',
  unlock: 'Unlocked',
  send: 'Sent',
  accept: 'Accepted',
  enable: 'Turned on',
  disable: 'Turned off',
  deactivate: 'Deactivated',
  change: 'Changed',
  reset: 'Reset',
  apply: 'Applied',
  resolve: 'Resolved',
  set: 'Set',
  clear: 'Cleared',
  shorten: 'Shortened',
  refund: 'Refunded',
};

const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
/** Today in the company's zone (India's, as the server's reports count it). */
export const today = (now: Date = new Date()) => inIndia.format(now);
