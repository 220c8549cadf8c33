/**
 * Holiday files: a year's holidays exported as CSV or iCalendar, and such a file imported, checked
 * row by row first. Reading the file's rows is holiday-files.ts.
 */

import {
  HOLIDAY_IMPORT_MAX_BYTES,
  HOLIDAY_IMPORT_MAX_ROWS,
  HOLIDAY_TYPE_LABELS,
  type HolidayExportQuery,
  HolidayImportFieldsSchema,
  type HolidayImportResult,
} from '@hrms/contracts/holidays';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { detectFileKind } from '../../lib/file-type';
import { toICalendar } from '../../lib/icalendar';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import { toCsv } from '../../lib/spreadsheet';
import { parseHolidayCsv, parseICalendar } from './holiday-files';
import { allHolidays } from './holidays.repository';
import {
  companyOf,
  type HolidaysDeps,
  type HolidayWrites,
  officeOf,
  toHoliday,
  unique,
  uniqueRegions,
  yearRange,
} from './holidays-context';

export class HolidayFilesService {
  constructor(
    private readonly deps: HolidaysDeps,
    private readonly writes: HolidayWrites,
  ) {}

  /** A year's holidays (of one office, or all) as CSV or iCalendar. */
  async exportFile(
    actor: Actor,
    query: HolidayExportQuery,
  ): Promise<{ body: string; contentType: string; fileName: string }> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const office = query.officeId ? officeOf(company, query.officeId, 'query.officeId') : undefined;
    const rows = await allHolidays(this.deps.db, company.id, { ...yearRange(query.year), office });
    const holidays = rows.map((row) => toHoliday(row, company));
    const base = `holidays-${query.year}${office ? `-${office.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : ''}`;
    if (query.format === 'ics') {
      const body = toICalendar(
        `Holidays ${query.year}${office ? ` · ${office.name}` : ''}`,
        holidays.map((h) => ({
          uid: `holiday-${h.id}@hrms`,
          date: h.date,
          summary: h.type === 'optional' ? `${h.name} (optional)` : h.name,
          description: h.description,
          categories: [HOLIDAY_TYPE_LABELS[h.type].label],
          stamp: new Date(h.updatedAt),
        })),
      );
      return { body, contentType: 'text/calendar; charset=utf-8', fileName: `${base}.ics` };
    }
    const body = toCsv([
      ['date', 'name', 'type', 'offices', 'regions', 'description'],
      ...holidays.map((h) => [
        h.date,
        h.name,
        h.type,
        h.allOffices ? 'All offices' : h.offices.map((o) => o.name).join('; '),
        h.regions.join('; '),
        h.description,
      ]),
    ]);
    return { body, contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` };
  }

  /**
   * A CSV (our export's columns) or an iCalendar file of holidays. `dry-run` reports every row's
   * problem and changes nothing; `commit` adds every new row or, if any row is wrong, none. A row
   * already there (its name on its date) is skipped, so importing a file twice adds it once.
   */
  async importFile(actor: Actor, receive: ReceiveUpload): Promise<HolidayImportResult> {
    requirePermission(actor, 'holidays:manage');
    const { file, fields } = await receive(HOLIDAY_IMPORT_MAX_BYTES);
    const parsedFields = HolidayImportFieldsSchema.safeParse(fields);
    if (!parsedFields.success) {
      throw validationFailed(
        parsedFields.error.issues.map((issue) => ({
          field: `body.${issue.path.join('.')}`,
          message: issue.message,
        })),
      );
    }
    if (!file) throw validationFailed([{ field: 'file', message: 'Choose a CSV or .ics file to import' }]);
    const mode = parsedFields.data.mode;
    if (detectFileKind(file.bytes) !== 'csv') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a CSV or an iCalendar (.ics) file: UTF-8 text.');
    }
    const text = file.bytes.toString('utf8');
    const format = /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text) ? 'ics' : 'csv';
    const { rows, errors } = format === 'ics' ? parseICalendar(text) : parseHolidayCsv(file.bytes);
    if (rows.length > HOLIDAY_IMPORT_MAX_ROWS) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file holds ${rows.length} holidays; at most ${HOLIDAY_IMPORT_MAX_ROWS} can be imported at once.`,
      );
    }
    const company = await companyOf(this.deps.db, actor);
    const officeByName = new Map(company.offices.map((o) => [o.name.toLowerCase(), o]));
    const seen = new Map<string, number>();
    const resolved = rows.map((row) => {
      const officeIds = row.offices.flatMap((name) => {
        const office = officeByName.get(name.toLowerCase());
        if (!office) errors.push({ row: row.line, column: 'offices', message: `No office is named ${name}` });
        return office ? [office.id] : [];
      });
      const key = `${row.date}|${row.name.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined && row.date) {
        errors.push({
          row: row.line,
          column: 'name',
          message: `${row.name} on ${row.date} is also on line ${first}`,
        });
      } else seen.set(key, row.line);
      return { ...row, officeIds: unique(officeIds), regions: uniqueRegions(row.regions) };
    });
    const dates = resolved
      .map((r) => r.date)
      .filter(Boolean)
      .sort();
    const existing = dates.length
      ? await allHolidays(this.deps.db, company.id, { from: dates[0], to: dates.at(-1) })
      : [];
    const there = new Set(existing.map((h) => `${h.date}|${h.name.toLowerCase()}`));
    const isThere = (r: { date: string; name: string }) => there.has(`${r.date}|${r.name.toLowerCase()}`);
    const badLines = new Set(errors.map((e) => e.row));
    const fresh = resolved.filter((r) => !isThere(r));
    const names = new Map(company.offices.map((o) => [o.id, o.name]));
    const result: HolidayImportResult = {
      mode,
      format,
      totalRows: rows.length,
      validRows: resolved.filter((r) => !badLines.has(r.line)).length,
      errors: errors.sort((a, b) => a.row - b.row),
      committed: false,
      created: 0,
      skipped: resolved.length - fresh.length,
      preview: resolved.slice(0, 50).map((r) => ({
        row: r.line,
        date: r.date || null,
        name: r.name,
        type: r.type,
        appliesTo:
          r.officeIds.length === 0 && r.regions.length === 0
            ? 'All offices'
            : [...r.officeIds.map((id) => names.get(id) ?? ''), ...r.regions.map((g) => `${g} offices`)].join(
                ', ',
              ),
        exists: isThere(r),
      })),
    };
    if (mode === 'dry-run' || errors.length > 0) {
      this.deps.audit.nothingChanged();
      return result;
    }
    const created = await this.writes.unique('A holiday in the file', () =>
      this.writes.transact(async (tx) => {
        for (const row of fresh) {
          const { date, name, type, description, officeIds, regions } = row;
          await this.writes.add(
            tx,
            actor,
            company.id,
            { date, name, type, description, officeIds, regions },
            format,
          );
        }
        return fresh.length;
      }),
    );
    if (created === 0) this.deps.audit.nothingChanged();
    return { ...result, committed: true, created };
  }
}
