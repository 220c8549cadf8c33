/**
 * Attendance (spec §7 "Attendance"): a person's days, calendars and figures; hr's and managers'
 * lists, corrections and exports. One door for the routes; the corrections (one day, bulk-mark,
 * bulk-update, regenerating a day) are made by attendance-corrections.service.ts, and how a day is
 * shown is in attendance-rules.ts.
 *
 * Rules (product decisions, issue #13):
 * - Everyone reads their own days; a manager their whole line's; hr and admin everyone's.
 * - A correction takes a reason, is audited and tells the person (attendance-corrections.service.ts).
 * - Exports neutralise cells, as every export does; the muster roll is people × days of a month.
 */
import {
  ATTENDANCE_MAX_RANGE_DAYS,
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  type AttendanceCalendar,
  type AttendanceExportQuery,
  type AttendanceListResponse,
  type AttendanceStats,
  type AttendanceStatus,
  type AttendanceTotals,
  type ListAttendanceQuery,
  type MonthlyStats,
  type MyAttendanceQuery,
  type WeeklyOverview,
} from '@hrms/contracts/attendance';
import { employeeScope } from '@hrms/contracts/roles';
import { countWorkedDays } from '@hrms/contracts/time-tracking';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE, daysFrom, timeOfDayIn } from '../../lib/calendar-date';
import { CSV_CONTENT_TYPE, type Row, toCsv, toXlsx, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import { companyIdOf } from '../../people/actor-company';
import { findWorker, type Worker } from '../../people/people.repository';
import { AttendanceCorrectionsService } from './attendance-corrections.service';
import { type DayFilter, type DayScope, isCountedAhead } from './attendance-day-scope';
import { type AttendanceDayView, allDays, daysOfPerson, listDays } from './attendance-days.repository';
import { countDays, type DayFigures, dayFigures } from './attendance-rollups.repository';
import { type AttendanceDeps, presentDays } from './attendance-rules';
import { workedDayTallies } from './worked-days.repository';

export type { AttendanceDeps } from './attendance-rules';

type Corrections = AttendanceCorrectionsService;

/** A list's total above this is kept for a few seconds instead of being counted on every page. */
const COUNTED_ALWAYS_BELOW = 1_000;
const TOTAL_KEPT_MS = 15_000;
/** An export holds at most this many rows; a wider one is refused with a message to narrow it. */
const EXPORT_MAX_ROWS = 500_000;

function emptyTotals(): AttendanceTotals {
  return Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as AttendanceTotals;
}

function monthRange(year: number, month: number): { from: string; to: string } {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export class AttendanceService {
  /** Totals of large lists, by list, with when they were counted. */
  private readonly totals = new Map<string, { total: number; at: number; recounting: boolean }>();
  private readonly corrections: AttendanceCorrectionsService;

  constructor(private readonly deps: AttendanceDeps) {
    this.corrections = new AttendanceCorrectionsService(deps);
  }

  // ------------------------------------------------------------------------------- reading

  async myAttendance(actor: Actor, query: MyAttendanceQuery): Promise<AttendanceListResponse> {
    requirePermission(actor, 'attendance:self');
    const me = await this.self(actor);
    return this.page({ kind: 'person', employeeId: me.id }, this.range(me.timeZone, query), query);
  }

  async all(actor: Actor, query: ListAttendanceQuery): Promise<AttendanceListResponse> {
    const scope = await this.wideScope(actor, query.employeeId);
    return this.page(scope, { ...query, ...this.checkedRange(query) }, query);
  }

  async calendar(
    actor: Actor,
    year: number,
    month: number,
    query: { employeeId?: string | undefined },
  ): Promise<AttendanceCalendar> {
    const person = await this.reachable(actor, query.employeeId);
    const { from, to } = monthRange(year, month);
    const rows = await daysOfPerson(this.deps.db, person.id, from, to);
    const days = await presentDays(this.deps.db, rows);
    const byDate = new Map(days.map((d) => [d.date, d]));
    const totals = emptyTotals();
    for (const d of days) totals[d.status] += 1;
    const dates: string[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
    return {
      employee: { id: person.id, name: person.name },
      year,
      month,
      timeZone: person.timeZone,
      days: dates.map((date) => ({ date, day: byDate.get(date) ?? null })),
      totals,
      workedMinutes: days.reduce((sum, d) => sum + d.workedMinutes, 0),
      overtimeMinutes: days.reduce((sum, d) => sum + d.overtimeMinutes, 0),
    };
  }

  async calendarData(actor: Actor, query: { from: string; to: string; employeeId?: string | undefined }) {
    const person = await this.reachable(actor, query.employeeId);
    const range = this.checkedRange(query);
    const rows = await daysOfPerson(this.deps.db, person.id, range.from!, range.to!);
    return {
      employeeId: person.id,
      from: query.from,
      to: query.to,
      days: Object.fromEntries(rows.map((r) => [r.date, r.status])),
    };
  }

  async stats(
    actor: Actor,
    query: {
      from?: string | undefined;
      to?: string | undefined;
      employeeId?: string | undefined;
      scope: 'self' | 'team';
    },
  ): Promise<AttendanceStats> {
    const { scope, people } = await this.figureScope(actor, query);
    const range = this.range(await this.zoneOf(actor), query);
    const [figures, tallies] = await Promise.all([
      dayFigures(this.deps.db, scope, range, 'all'),
      workedDayTallies(this.deps.db, scope, { from: range.from!, to: range.to! }),
    ]);
    const totals = totalsOf(figures);
    const worked = totals.present + totals.late + totals.half_day;
    const workingDays = worked + totals.absent + totals.on_leave;
    const workedMinutes = figures.reduce((sum, f) => sum + f.workedMinutes, 0);
    const daysWorked = figures.filter((f) => f.workedMinutes > 0).reduce((sum, f) => sum + f.days, 0);
    return {
      from: range.from!,
      to: range.to!,
      people: people ?? Math.max(0, ...figures.map((f) => f.people)),
      totals,
      attendanceRate: percent(worked, workingDays),
      punctualityRate: percent(worked - totals.late, worked),
      workedMinutes,
      overtimeMinutes: figures.reduce((sum, f) => sum + f.overtimeMinutes, 0),
      averageWorkedMinutes: daysWorked === 0 ? 0 : Math.round(workedMinutes / daysWorked),
      days: countWorkedDays(tallies),
    };
  }

  async monthlyStats(
    actor: Actor,
    query: { year?: number | undefined; employeeId?: string | undefined; scope: 'self' | 'team' },
  ): Promise<MonthlyStats> {
    const { scope } = await this.figureScope(actor, query);
    const zone = await this.zoneOf(actor);
    const year = query.year ?? Number(calendarDateIn(this.deps.clock.now(), zone).slice(0, 4));
    const figures = await dayFigures(
      this.deps.db,
      scope,
      { from: `${year}-01-01`, to: `${year}-12-31` },
      'month',
    );
    return {
      year,
      months: Array.from({ length: 12 }, (_, i) => {
        const key = `${year}-${String(i + 1).padStart(2, '0')}`;
        const mine = figures.filter((f) => f.key === key);
        return {
          month: i + 1,
          totals: totalsOf(mine),
          workedMinutes: mine.reduce((sum, f) => sum + f.workedMinutes, 0),
          overtimeMinutes: mine.reduce((sum, f) => sum + f.overtimeMinutes, 0),
        };
      }),
    };
  }

  async weeklyOverview(
    actor: Actor,
    query: { date?: string | undefined; employeeId?: string | undefined; scope: 'self' | 'team' },
  ): Promise<WeeklyOverview> {
    const { scope } = await this.figureScope(actor, query);
    const date = query.date ?? calendarDateIn(this.deps.clock.now(), await this.zoneOf(actor));
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const from = addDays(date, -weekday);
    const to = addDays(from, 6);
    const figures = await dayFigures(this.deps.db, scope, { from, to }, 'date');
    return {
      from,
      to,
      days: Array.from({ length: 7 }, (_, i) => {
        const day = addDays(from, i);
        const mine = figures.filter((f) => f.key === day);
        return {
          date: day,
          totals: totalsOf(mine),
          workedMinutes: mine.reduce((sum, f) => sum + f.workedMinutes, 0),
        };
      }),
    };
  }
  // ------------------------------------------------------------------------------- corrections

  correct(...args: Parameters<Corrections['correct']>) {
    return this.corrections.correct(...args);
  }

  bulkUpdate(...args: Parameters<Corrections['bulkUpdate']>) {
    return this.corrections.bulkUpdate(...args);
  }

  bulkMark(...args: Parameters<Corrections['bulkMark']>) {
    return this.corrections.bulkMark(...args);
  }

  generate(...args: Parameters<Corrections['generate']>) {
    return this.corrections.generate(...args);
  }

  // ------------------------------------------------------------------------------- export

  async exportFile(
    actor: Actor,
    query: AttendanceExportQuery,
  ): Promise<{ body: string | Buffer; contentType: string; fileName: string }> {
    const scope = await this.wideScope(actor, query.employeeId);
    const muster = query.layout === 'muster';
    if (muster && !query.month) {
      throw validationFailed([
        { field: 'query.month', message: 'Choose the month of the muster roll (YYYY-MM)' },
      ]);
    }
    const range = muster
      ? monthRange(Number(query.month!.slice(0, 4)), Number(query.month!.slice(5, 7)))
      : this.checkedRange(query);
    const rows = await allDays(this.deps.db, scope, { ...query, ...range });
    if (rows.length > EXPORT_MAX_ROWS) {
      throw validationFailed([
        {
          field: 'query.from',
          message: `Narrow the range: the export would hold ${rows.length.toLocaleString('en')} rows`,
        },
      ]);
    }
    const table = muster ? musterRoll(rows, range.from!, range.to!) : listTable(rows);
    const base = muster ? `muster-roll-${query.month}` : `attendance-${range.from}-to-${range.to}`;
    if (query.format === 'xlsx') {
      return {
        body: Buffer.from(toXlsx(table, { sheetName: muster ? 'Muster roll' : 'Attendance' })),
        contentType: XLSX_CONTENT_TYPE,
        fileName: `${base}.xlsx`,
      };
    }
    return { body: toCsv(table, { bom: true }), contentType: CSV_CONTENT_TYPE, fileName: `${base}.csv` };
  }

  // ------------------------------------------------------------------------------- helpers

  /**
   * A page of days and their total. The company's days by dates and status are counted exactly from
   * the database's running counts (see `countDays`). Any other large total (a month of a department)
   * is counted once, then again in the background when it is older than `TOTAL_KEPT_MS`, so paging
   * through it costs a page each and no request waits for a recount; the rows are always read live,
   * and a small total is always counted exactly.
   */
  private async page(
    scope: DayScope,
    filter: DayFilter,
    page: { page: number; limit: number },
  ): Promise<AttendanceListResponse> {
    if (isCountedAhead(scope, filter)) {
      const { rows, total } = await listDays(this.deps.db, scope, filter, page);
      return {
        items: await presentDays(this.deps.db, rows),
        total: total ?? (await countDays(this.deps.db, scope, filter)),
        page: page.page,
        limit: page.limit,
      };
    }
    // One list whatever its page: the filter's own fields, not the query's paging.
    const key = JSON.stringify([
      scope,
      filter.from,
      filter.to,
      filter.departmentId,
      filter.officeId,
      filter.employeeId,
      filter.status,
      filter.search,
    ]);
    const known = this.totals.get(key);
    const [{ rows }, total] = await Promise.all([
      listDays(this.deps.db, scope, filter, page),
      known ? known.total : this.count(key, scope, filter),
    ]);
    if (known && this.deps.clock.now().getTime() - known.at >= TOTAL_KEPT_MS && !known.recounting) {
      known.recounting = true;
      void this.count(key, scope, filter).catch(() => this.totals.delete(key));
    }
    return { items: await presentDays(this.deps.db, rows), total, page: page.page, limit: page.limit };
  }

  /** Counts a list's days, keeping a large total for `page`. */
  private async count(key: string, scope: DayScope, filter: DayFilter): Promise<number> {
    const total = await countDays(this.deps.db, scope, filter);
    if (total > COUNTED_ALWAYS_BELOW) {
      if (this.totals.size >= 1000) this.totals.clear();
      this.totals.set(key, { total, at: this.deps.clock.now().getTime(), recounting: false });
    } else this.totals.delete(key);
    return total;
  }

  private companyOf(actor: Actor): Promise<string> {
    return companyIdOf(this.deps.db, actor);
  }

  /** The zone "today" is in for the actor: their office's, else the company's default. */
  private async zoneOf(actor: Actor): Promise<string> {
    const me = actor.employeeId ? await findWorker(this.deps.db, actor.employeeId) : undefined;
    return me?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  private async self(actor: Actor): Promise<Worker> {
    const worker = actor.employeeId ? await findWorker(this.deps.db, actor.employeeId) : undefined;
    if (!worker)
      throw new AppError('NOT_FOUND', 'Your account has no employee record, so it has no attendance.');
    return worker;
  }

  /** The actor, or a person they reach (their line for a manager, anyone for hr). */
  private async reachable(actor: Actor, employeeId: string | undefined): Promise<Worker> {
    requirePermission(actor, 'attendance:self');
    if (!employeeId || employeeId === actor.employeeId) return this.self(actor);
    await this.deps.access.require({ actor, permission: 'attendance:manage', ids: [employeeId] });
    return (await findWorker(this.deps.db, employeeId))!;
  }

  /** hr and admin: the company; a manager: their line; one person when named. */
  private async wideScope(actor: Actor, employeeId: string | undefined): Promise<DayScope> {
    requirePermission(actor, 'attendance:manage');
    if (employeeId) {
      await this.deps.access.require({ actor, permission: 'attendance:manage', ids: [employeeId] });
      return { kind: 'person', employeeId };
    }
    // hr and admin reach the company even without an employee record of their own.
    if (employeeScope(actor.role) === 'all')
      return { kind: 'company', companyId: await this.companyOf(actor) };
    const me = await this.self(actor);
    return { kind: 'team', managerId: me.id, companyId: me.companyId };
  }

  private async figureScope(
    actor: Actor,
    query: { employeeId?: string | undefined; scope: 'self' | 'team' },
  ): Promise<{ scope: DayScope; people?: number }> {
    if (query.employeeId) {
      const person = await this.reachable(actor, query.employeeId);
      return { scope: { kind: 'person', employeeId: person.id }, people: 1 };
    }
    if (query.scope === 'team') return { scope: await this.wideScope(actor, undefined) };
    const me = await this.reachable(actor, undefined);
    return { scope: { kind: 'person', employeeId: me.id }, people: 1 };
  }

  /** The query's range, this month to today by default, no wider than a year. */
  private range(zone: string, query: { from?: string | undefined; to?: string | undefined }): DayFilter {
    const today = calendarDateIn(this.deps.clock.now(), zone);
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? `${to.slice(0, 7)}-01`;
    return this.checkedRange({ from, to });
  }

  private checkedRange(query: { from?: string | undefined; to?: string | undefined }): DayFilter {
    const to = query.to ?? calendarDateIn(this.deps.clock.now(), 'UTC');
    const from = query.from ?? `${to.slice(0, 7)}-01`;
    if (daysFrom(from, to) >= ATTENDANCE_MAX_RANGE_DAYS) {
      throw validationFailed([{ field: 'query.to', message: 'Choose a range of at most a year' }]);
    }
    if (from > to) throw validationFailed([{ field: 'query.to', message: 'Must not be before the start' }]);
    return { from, to };
  }
}

function totalsOf(figures: readonly DayFigures[]): AttendanceTotals {
  const totals = emptyTotals();
  for (const f of figures) totals[f.status] += f.days;
  return totals;
}

/** A time of day in the person's office zone, as the day was lived. */
const hhmm = (instant: Date | null, zone: string) => (instant ? timeOfDayIn(instant, zone) : '');

function listTable(rows: readonly AttendanceDayView[]): Row[] {
  return [
    [
      'Date',
      'Employee code',
      'Name',
      'Department',
      'Office',
      'Status',
      'First in (UTC)',
      'Last out (UTC)',
      'Worked hours',
      'Overtime hours',
      'Late minutes',
      'Leave',
      'Corrected',
      'Reason',
    ],
    ...rows.map((r) => [
      r.date,
      r.employeeCode,
      r.name,
      r.department,
      r.office,
      ATTENDANCE_STATUS_LABELS[r.status],
      hhmm(r.firstIn, r.timeZone),
      hhmm(r.lastOut, r.timeZone),
      Math.round((r.workedMinutes / 60) * 100) / 100,
      Math.round((r.overtimeMinutes / 60) * 100) / 100,
      r.lateMinutes,
      r.leaveCentidays > 0 ? `${r.leaveCentidays / 100} ${r.leaveTypeCode ?? ''}`.trim() : '',
      r.source === 'corrected' ? 'Yes' : '',
      r.correctionReason,
    ]),
  ];
}

/** The muster-roll code of a status: what Indian payroll teams read at a glance. */
const MUSTER_CODES: Record<AttendanceStatus, string> = {
  present: 'P',
  late: 'L',
  half_day: 'HD',
  absent: 'A',
  on_leave: 'LV',
  holiday: 'H',
  weekend: 'WO',
  not_yet: '',
};

/** People × days of the month, with each person's totals; a day with half leave reads `LV½`. */
function musterRoll(rows: readonly AttendanceDayView[], from: string, to: string): Row[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  const people = new Map<string, { view: AttendanceDayView; days: Map<string, AttendanceDayView> }>();
  for (const row of rows) {
    const person = people.get(row.employeeId) ?? { view: row, days: new Map() };
    person.days.set(row.date, row);
    people.set(row.employeeId, person);
  }
  const header = [
    'Employee code',
    'Name',
    'Department',
    ...dates.map((d) => d.slice(8, 10)),
    'Present',
    'Late',
    'Half days',
    'Absent',
    'Leave',
    'Holidays',
    'Weekly off',
  ];
  const body = [...people.values()].map(({ view, days }) => {
    const count = (s: AttendanceStatus) => [...days.values()].filter((d) => d.status === s).length;
    const leave = [...days.values()].reduce(
      (sum, d) => sum + (d.status === 'on_leave' ? d.leaveCentidays / 100 || 1 : 0),
      0,
    );
    return [
      view.employeeCode,
      view.name,
      view.department,
      ...dates.map((d) => {
        const day = days.get(d);
        if (!day) return '';
        return day.status === 'on_leave' && day.leaveCentidays === 50 ? 'LV½' : MUSTER_CODES[day.status];
      }),
      count('present'),
      count('late'),
      count('half_day'),
      count('absent'),
      leave,
      count('holiday'),
      count('weekend'),
    ];
  });
  return [header, ...body];
}
