/**
 * Formatting at the edge (spec §9): money in rupees with Indian digit grouping
 * (₹1,23,456.00), calendar dates and instants, in the reader's language (`en-IN`, `hi-IN`: both
 * group digits the Indian way and write them as 0–9). Money travels as integer paise.
 */
import { msg } from '@lingui/core/macro';
import { formatLocale, i18n } from '../i18n/i18n';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

/** One formatter per language and kind, made on first use. */
function cached<T extends Formatter>(kind: string, make: (locale: string) => T): T {
  const locale = formatLocale();
  const key = `${locale}|${kind}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date and time formatter of the caller's own kind, in the reader's language, made on first use;
 * throws when the browser does not know the options' zone.
 */
export function ownDateTimeFormat(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`own|${kind}`, (locale) => new Intl.DateTimeFormat(locale, options));
}

function currencyFormatter(currency: string): Intl.NumberFormat {
  return cached(
    `currency|${currency}`,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
}

/** `123456.5` → `₹1,23,456.50`. */
export function formatCurrency(amount: number, currency = 'INR'): string {
  return currencyFormatter(currency).format(amount);
}

/** Integer paise (as the API sends money) → `₹1,23,456.50`. */
export function formatPaise(paise: number | bigint, currency = 'INR'): string {
  const value = typeof paise === 'bigint' ? paise : BigInt(Math.round(paise));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rupees = abs / 100n;
  const rest = Number(abs % 100n) / 100;
  // Intl formats bigint exactly; the two decimals come from the remainder.
  const whole = currencyFormatter(currency).format(rupees);
  const decimals = rest.toFixed(2).slice(1);
  const formatted = whole.replace(/\.\d{2}$/, decimals);
  return negative ? `-${formatted}` : formatted;
}

/** `123456` → `1,23,456`. */
export function formatNumber(value: number): string {
  return cached('number', (locale) => new Intl.NumberFormat(locale)).format(value);
}

/** Parses `YYYY-MM-DD` as a local calendar date, so no time zone shifts the day. */
export function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormatter = () =>
  cached(
    'date',
    (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
  );
/** `2024-03-05` → `5 Mar 2024`; an unreadable value comes back as it is. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? (parseCalendarDate(value) ?? new Date(value)) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateFormatter().format(date);
}

const birthdayFormatter = () =>
  cached('birthday', (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }));
/** A birthday without its year, `07-15` → `15 July`; an unreadable value comes back as it is. */
export function formatBirthday(monthDay: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  // A leap year, so 29 February is a day too.
  const date = match ? new Date(2000, Number(match[1]) - 1, Number(match[2])) : null;
  return date && date.getMonth() === Number(match![1]) - 1 ? birthdayFormatter().format(date) : monthDay;
}

const dateTimeFormatter = () =>
  cached(
    'date-time',
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  );
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormatter().format(date);
}

/** The zone this browser reads clocks in, e.g. `Asia/Kolkata`. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function zonedFormatter(timeZone: string, withDate: boolean, named: boolean): Intl.DateTimeFormat {
  return cached(
    `zoned|${timeZone}|${withDate}|${named}`,
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        ...(withDate ? { day: 'numeric', month: 'short', year: 'numeric' } : {}),
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        ...(named ? { timeZoneName: 'short' } : {}),
      }),
  );
}

function offsetAt(date: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** Whether a clock in `zone` reads differently from the viewer's at this instant. */
export function zoneDiffers(date: Date, zone: string, viewerZone: string = viewerTimeZone()): boolean {
  return zone !== viewerZone && offsetAt(date, zone) !== offsetAt(date, viewerZone);
}

function formatIn(value: string | Date, zone: string, viewerZone: string, withDate: boolean): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  let named: boolean;
  try {
    named = zoneDiffers(date, zone, viewerZone);
  } catch {
    // A zone this browser does not know: the viewer's clock, as before.
    return withDate ? formatDateTime(date) : zonedFormatter(viewerZone, false, false).format(date);
  }
  return zonedFormatter(zone, withDate, named).format(date);
}

/**
 * An instant as the clock reads where it happens (an interview's, a session's or the company's
 * zone): `10 Mar 2026, 10:00 am`, with the zone's short name (`GST`, `GMT+4`) when the viewer's
 * clock reads otherwise.
 */
export function formatDateTimeIn(
  value: string | Date,
  zone: string,
  viewerZone: string = viewerTimeZone(),
): string {
  return formatIn(value, zone, viewerZone, true);
}

/** The time of day only, as {@link formatDateTimeIn}: `10:00 am`, or `10:00 am GST`. */
export function formatTimeIn(
  value: string | Date,
  zone: string,
  viewerZone: string = viewerTimeZone(),
): string {
  return formatIn(value, zone, viewerZone, false);
}

const relativeFormatter = () =>
  cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
/** `2 minutes ago`, `yesterday`; older than a week falls back to the date. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return i18n._(msg`just now`);
  if (abs < 3600) return relativeFormatter().format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relativeFormatter().format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relativeFormatter().format(Math.round(seconds / 86_400), 'day');
  return formatDate(date);
}

/**
 * Browser and OS as a second line under a device description, leaving out what
 * the description already says (`Chrome 140 on Linux` needs no `Chrome 140 · Linux`).
 */
export function deviceDetails(device: string, parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part) && !device.includes(part as string))
    .join(' · ');
}

/** An Indian mobile number however it was typed: 10 digits from 6–9, after +91, 91 or nothing. */
function indianMobile(raw: string): string | null {
  return /^(?:91)?([6-9]\d{9})$/.exec(raw.replace(/\D/g, ''))?.[1] ?? null;
}

/**
 * One way to show a phone number, however it was entered: an Indian mobile reads `+91 98450 12345`;
 * anything else keeps its digits and `+`, with single spaces.
 */
export function formatPhone(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  const mobile = indianMobile(raw);
  if (mobile) return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  return raw.trim().replace(/\s+/g, ' ');
}

/** The `tel:` link of a number: the digits a dialler needs, with the country code when known. */
export function phoneHref(raw: string): string {
  const mobile = indianMobile(raw);
  return `tel:${mobile ? `+91${mobile}` : raw.replace(/[^\d+]/g, '')}`;
}
