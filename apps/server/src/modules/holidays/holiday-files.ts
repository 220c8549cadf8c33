/**
 * Reading holiday files people bring: our own CSV export (date, name, type, offices, regions,
 * description) or an iCalendar (.ics) file from a government or calendar site. Each gives rows with
 * the line they came from, or errors naming that line; nothing here touches the database.
 */
import { HOLIDAY_TYPES, type HolidayType } from '@hrms/contracts/holidays';
import { CsvError, parse } from 'csv-parse/sync';

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

function unescapeText(text: string): string {
  return text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** `20260126` or `20260126T000000Z` → `2026-01-26`. */
function icsDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(value.trim());
  return match ? readDate(`${match[1]}-${match[2]}-${match[3]}`) : null;
}

function dayAfter(date: string, days = 1): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** RFC 5545: unfolds lines, reads each VEVENT's date, summary, description and categories. */
export function parseICalendar(text: string): { rows: HolidayRowIn[]; errors: RowError[] } {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const lines: { text: string; line: number }[] = [];
  physical.forEach((value, i) => {
    if ((value.startsWith(' ') || value.startsWith('\t')) && lines.length > 0) {
      lines[lines.length - 1]!.text += value.slice(1);
    } else lines.push({ text: value, line: i + 1 });
  });
  const rows: HolidayRowIn[] = [];
  const errors: RowError[] = [];
  let event: { line: number; props: Map<string, string> } | null = null;
  for (const { text: content, line } of lines) {
    if (content === 'BEGIN:VEVENT') {
      event = { line, props: new Map() };
      continue;
    }
    if (content === 'END:VEVENT' && event) {
      const props = event.props;
      const start = icsDate(props.get('DTSTART') ?? '');
      const end = props.has('DTEND') ? icsDate(props.get('DTEND') ?? '') : null;
      const name = unescapeText(props.get('SUMMARY') ?? '').trim();
      const category = unescapeText(props.get('CATEGORIES') ?? '').split(',')[0] ?? '';
      const type = readType(category) ?? 'public';
      if (!start) {
        errors.push({ row: event.line, column: 'DTSTART', message: 'The event has no start date' });
      } else {
        // DTEND of an all-day event is the day after its last day.
        const last = end && end > start ? dayAfter(end, -1) : start;
        const days: string[] = [];
        for (let d = start; d <= last && days.length <= MAX_EVENT_DAYS; d = dayAfter(d)) days.push(d);
        if (days.length > MAX_EVENT_DAYS) {
          errors.push({
            row: event.line,
            column: 'DTEND',
            message: `An event may last at most ${MAX_EVENT_DAYS} days`,
          });
        } else {
          for (const date of days) {
            const row: HolidayRowIn = {
              line: event.line,
              date,
              name,
              type,
              offices: [],
              regions: [],
              description: unescapeText(props.get('DESCRIPTION') ?? '').trim() || null,
            };
            checkText(row, errors);
            rows.push(row);
          }
        }
      }
      event = null;
      continue;
    }
    if (!event) continue;
    const colon = content.indexOf(':');
    if (colon < 0) continue;
    // The property name, without its parameters (`DTSTART;VALUE=DATE`).
    const key = content.slice(0, colon).split(';')[0]!.toUpperCase();
    if (!event.props.has(key)) event.props.set(key, content.slice(colon + 1));
  }
  if (rows.length === 0 && errors.length === 0) {
    errors.push({ row: 1, column: null, message: 'The calendar has no events' });
  }
  return { rows, errors };
}
