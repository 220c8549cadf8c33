/**
 * Reading holiday files people bring: our own CSV export (date, name, type, offices, regions,
 * description) or an iCalendar (.ics) file from a government or calendar site. Each gives rows with
 * the line they came from, or errors naming that line; nothing here touches the database.
 */
import { HOLIDAY_TYPES, type HolidayType } from '@hrms/contracts/holidays';
import { CsvError, parse } from 'csv-parse/sync';
import ICAL from 'ical.js';

export interface HolidayRowIn {
  line: number;
  date: string;
  name: string;
  type: HolidayType;
  /** Office names as written; empty for every office. */
  offices: string[];
  regions: string[];
  description: string | null;
}

export interface RowError {
  row: number;
  column: string | null;
  message: string;
}

const MAX_EVENT_DAYS = 31;

/** `2026-01-26` or `26/01/2026` → `2026-01-26`, if it is a real date. */
export function readDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const indian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : indian
      ? [indian[3], indian[2]?.padStart(2, '0'), indian[1]?.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== date ||
    year < '2000' ||
    year > '2100'
    ? null
    : date;
}

function readType(text: string): HolidayType | null {
  const value = text.trim().toLowerCase();
  if (value === '') return 'public';
  if (value === 'restricted') return 'optional';
  return HOLIDAY_TYPES.find((t) => t === value) ?? null;
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(/[;,]/)
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.toLowerCase() !== 'all offices');

// A control character in a name or a description is refused, as the API refuses it; a description
// may hold line breaks and tabs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters to refuse
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters to refuse
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function checkText(row: HolidayRowIn, errors: RowError[]): void {
  if (row.name.length < 2 || row.name.length > 100) {
    errors.push({ row: row.line, column: 'name', message: 'Give the holiday a name of 2 to 100 characters' });
  } else if (CONTROL.test(row.name)) {
    errors.push({ row: row.line, column: 'name', message: 'Must be one line, without control characters' });
  }
  if (row.description && (row.description.length > 500 || CONTROL_IN_TEXT.test(row.description))) {
    errors.push({
      row: row.line,
      column: 'description',
      message: 'At most 500 characters, without control characters',
    });
  }
}

export function parseHolidayCsv(bytes: Buffer): { rows: HolidayRowIn[]; errors: RowError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as never;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return {
        rows: [],
        errors: [{ row: line, column: null, message: `The file is not valid CSV: ${error.message}` }],
      };
    }
    throw error;
  }
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((h) => h.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  const errors: RowError[] = [];
  for (const required of ['date', 'name']) {
    if (at(required) < 0)
      errors.push({ row: 1, column: required, message: `The header has no "${required}" column` });
  }
  if (errors.length > 0) return { rows: [], errors };
  const rows: HolidayRowIn[] = [];
  for (const { record, info } of body) {
    if (record.every((v) => v.trim() === '')) continue;
    const line = info.lines;
    const cell = (name: string) => (at(name) >= 0 ? (record[at(name)] ?? '') : '');
    const date = readDate(cell('date'));
    const type = readType(cell('type'));
    if (!date)
      errors.push({ row: line, column: 'date', message: 'Must be a date as YYYY-MM-DD or DD/MM/YYYY' });
    if (!type) errors.push({ row: line, column: 'type', message: 'Must be public, optional or company' });
    const row: HolidayRowIn = {
      line,
      date: date ?? '',
      name: cell('name').trim(),
      type: type ?? 'public',
      offices: list(cell('offices')),
      regions: list(cell('regions')),
      description: cell('description').trim() || null,
    };
    checkText(row, errors);
    rows.push(row);
  }
  return { rows, errors };
}

type Component = InstanceType<typeof ICAL.Component>;
type Event = InstanceType<typeof ICAL.Event>;

/**
 * A repeating event (RRULE, RDATE) gives its occurrences that start within this many years of its
 * own start…
 */
const REPEAT_YEARS = 2;
/** …and at most this many of them. */
const MAX_OCCURRENCES = 50;

/** Time to expand all of a file's repeating events in. */
const EXPANSION_BUDGET_MS = 2000;

/**
 * The BY parts that narrow each frequency down rather than expand it. ical.js tries every next
 * candidate against them without end when none can match (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`),
 * so a rule with one is not followed; finer frequencies than daily make no sense for a holiday.
 */
const NARROWING: Record<string, readonly string[]> = {
  YEARLY: [],
  MONTHLY: ['BYMONTH'],
  WEEKLY: ['BYWEEKNO', 'BYMONTH'],
  DAILY: ['BYDAY', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYMONTH'],
};
const UNFOLLOWABLE =
  'Cannot expand this repeat rule: it may repeat yearly, monthly, weekly or daily, but not narrow a daily rule with BY parts, or a weekly or monthly one with BYMONTH or BYWEEKNO';

function followable(component: Component): boolean {
  return component.getAllProperties('rrule').every((property) =>
    property.getValues().every((rule) => {
      if (!(rule instanceof ICAL.Recur)) return false;
      const narrowing = NARROWING[rule.freq];
      const parts: Record<string, unknown[] | undefined> = rule.parts;
      return narrowing !== undefined && !narrowing.some((part) => parts[part]?.length);
    }),
  );
}

/**
 * What ical.js reads lazily (a date, the next occurrence) throws when the file holds nonsense there:
 * read as absent.
 */
function attempt<T>(read: () => T): T | null {
  try {
    return read() ?? null;
  } catch {
    return null;
  }
}

/** A date or date-time's calendar date as written (no change of zone), if it is a real date. */
function calendarDate(time: unknown): string | null {
  if (!(time instanceof ICAL.Time)) return null;
  const pad = (n: number, size: number) => String(n).padStart(size, '0');
  return readDate(`${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`);
}

/**
 * Whether a DATE or DATE-TIME property, when the event has it, was written as a real calendar date:
 * ical.js turns 30 February into 1 March without a word, so the text is checked before its value
 * is used.
 */
function writtenAsRealDate(component: Component, name: string): boolean {
  const property = component.getFirstProperty(name);
  if (!property) return true;
  const written = property.jCal[3];
  return typeof written === 'string' && readDate(written.slice(0, 10)) !== null;
}

function dayAfter(date: string, days = 1): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The days from `start` to the day before `end` (DTEND of an all-day event is the day after its last
 * day), or `start` alone; one more than the limit at most.
 */
function daysOf(start: string, end: string | null): string[] {
  const last = end && end > start ? dayAfter(end, -1) : start;
  const days: string[] = [];
  for (let d = start; d <= last && days.length <= MAX_EVENT_DAYS; d = dayAfter(d)) days.push(d);
  return days;
}

const textOf = (component: Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
};

/** Every VEVENT in the file, in order, with the line of its `BEGIN:VEVENT`. */
function eventsIn(source: string, top: Component[]): { component: Component; line: number }[] {
  // ical.js keeps no line numbers: the n-th VEVENT it reads is the n-th `BEGIN:VEVENT` line.
  const lines = source.split('\r\n').flatMap((text, i) => (/^BEGIN:VEVENT$/i.test(text) ? [i + 1] : []));
  const events: { component: Component; line: number }[] = [];
  const walk = (component: Component) => {
    if (component.name === 'vevent') events.push({ component, line: lines[events.length] ?? 1 });
    for (const child of component.getAllSubcomponents()) walk(child);
  };
  for (const component of top) walk(component);
  return events;
}

/**
 * RFC 5545, read with ical.js: each VEVENT's start date (a date-time gives its calendar date), its
 * days up to DTEND or DURATION, summary, description and first category. A repeating event gives
 * its occurrences in its first {@link REPEAT_YEARS} years, {@link MAX_OCCURRENCES} at most, less
 * EXDATEs, with an occurrence changed by another VEVENT (same UID, RECURRENCE-ID) as changed there.
 */
export function parseICalendar(text: string): { rows: HolidayRowIn[]; errors: RowError[] } {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n|\r|\n/g, '\r\n');
  let top: Component[];
  try {
    const jcal: unknown[] = ICAL.parse(source);
    // One component is given as itself, more as a list of them.
    top = (typeof jcal[0] === 'string' ? [jcal] : jcal).map((c) => new ICAL.Component(c as unknown[]));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const short = reason.length > 200 ? `${reason.slice(0, 200)}…` : reason;
    return {
      rows: [],
      errors: [{ row: 1, column: null, message: `The file is not valid iCalendar: ${short}` }],
    };
  }
  const rows: HolidayRowIn[] = [];
  const errors: RowError[] = [];
  const found = eventsIn(source, top);
  const lineOf = new Map(found.map(({ component, line }) => [component, line]));

  // A VEVENT with a RECURRENCE-ID changes one occurrence of the repeating VEVENT with its UID.
  const repeating = new Map<string, Event>();
  for (const { component } of found) {
    const uid = textOf(component, 'uid');
    if (uid && !component.hasProperty('recurrence-id') && !repeating.has(uid)) {
      const event = new ICAL.Event(component, { exceptions: [], strictExceptions: true });
      if (event.isRecurring()) repeating.set(uid, event);
    }
  }
  const changes = new Set<Component>();
  for (const { component } of found) {
    const master = component.hasProperty('recurrence-id') && repeating.get(textOf(component, 'uid'));
    if (!master) continue;
    try {
      master.relateException(component);
      changes.add(component);
    } catch {
      // No readable RECURRENCE-ID: read as an event of its own.
    }
  }

  const add = (item: Component, master: Component, line: number, days: string[]) => {
    const name = (textOf(item, 'summary') || textOf(master, 'summary')).trim();
    const category = item.getFirstPropertyValue('categories') ?? master.getFirstPropertyValue('categories');
    const description = (textOf(item, 'description') || textOf(master, 'description')).trim() || null;
    for (const date of days) {
      const row: HolidayRowIn = {
        line,
        date,
        name,
        type: readType(typeof category === 'string' ? category : '') ?? 'public',
        offices: [],
        regions: [],
        description,
      };
      checkText(row, errors);
      rows.push(row);
    }
  };
  const noStart = (line: number) =>
    errors.push({ row: line, column: 'DTSTART', message: 'The event has no start date' });
  const tooLong = (line: number) =>
    errors.push({ row: line, column: 'DTEND', message: `An event may last at most ${MAX_EVENT_DAYS} days` });

  // ical.js gives up on a rule that matches nothing only after scanning years of it (half a second
  // for some); many such events in one file would hold the server for minutes.
  const deadline = performance.now() + EXPANSION_BUDGET_MS;
  let outOfTime = false;
  for (const { component, line } of found) {
    if (changes.has(component)) continue;
    const known = repeating.get(textOf(component, 'uid'));
    const event = known?.component === component ? known : new ICAL.Event(component, { exceptions: [] });
    const start = writtenAsRealDate(component, 'dtstart')
      ? calendarDate(attempt(() => event.startDate))
      : null;
    if (!start) {
      noStart(line);
      continue;
    }
    // DTEND, or DTSTART and DURATION; a DTEND that is no real date is left out, as if absent.
    const end = writtenAsRealDate(component, 'dtend') ? calendarDate(attempt(() => event.endDate)) : null;
    const days = daysOf(start, end);
    if (days.length > MAX_EVENT_DAYS) {
      tooLong(line);
      continue;
    }
    if (!event.isRecurring()) {
      add(component, component, line, days);
      continue;
    }
    const expansion = followable(component) ? attempt(() => event.iterator()) : null;
    if (!expansion) {
      errors.push({ row: line, column: 'RRULE', message: UNFOLLOWABLE });
      continue;
    }
    if (outOfTime) continue;
    const until = `${Number(start.slice(0, 4)) + REPEAT_YEARS}${start.slice(4)}`;
    // Occurrences on one day (a rule with BYHOUR) give it once.
    const taken = new Set<string>();
    for (let n = 0; n < MAX_OCCURRENCES; n++) {
      if (performance.now() > deadline) {
        outOfTime = true;
        errors.push({
          row: line,
          column: 'RRULE',
          message: 'The repeating events take too long to expand: import them in smaller files',
        });
        break;
      }
      const next = attempt(() => expansion.next());
      if (!next) break;
      const date = calendarDate(next);
      if (date && date >= until) break;
      const details = attempt(() => event.getOccurrenceDetails(next));
      const changed = details && details.item !== event ? details.item.component : null;
      if (!changed) {
        if (date && !taken.has(date)) {
          taken.add(date);
          add(
            component,
            component,
            line,
            days.map((_, i) => dayAfter(date, i)),
          );
        }
        continue;
      }
      // An occurrence another VEVENT moved, changed or cancelled.
      const at = lineOf.get(changed) ?? line;
      if (textOf(changed, 'status').toUpperCase() === 'CANCELLED') continue;
      const moved = calendarDate(details?.startDate);
      const movedDays = moved ? daysOf(moved, calendarDate(details?.endDate)) : [];
      if (!moved) noStart(at);
      else if (movedDays.length > MAX_EVENT_DAYS) tooLong(at);
      else add(changed, component, at, movedDays);
    }
  }
  if (rows.length === 0 && errors.length === 0) {
    errors.push({ row: 1, column: null, message: 'The calendar has no events' });
  }
  return { rows, errors };
}
