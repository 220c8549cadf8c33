/**
 * Corrections of attendance days (spec §7 "Attendance"), asked through attendance.service.ts: one
 * day, bulk-mark, bulk-update, and regenerating a day.
 *
 * Rules (product decisions, issue #13):
 * - A correction (one day, bulk-mark, bulk-update) takes a reason, wins over derivation (a later
 *   punch or regeneration keeps it), is audited and tells the person. Nobody corrects their own day.
 *   A correction with `status: null` removes itself and lets the facts speak again.
 * - Regenerating a day is for hr and admin; it is idempotent and never undoes a correction.
 */
import {
  ATTENDANCE_MODULE,
  ATTENDANCE_STATUS_LABELS,
  type AttendanceDay,
  type AttendanceStatus,
  type BulkAttendanceResult,
  type BulkMarkAttendanceBody,
  type BulkUpdateAttendanceBody,
  type CorrectAttendanceBody,
} from '@hrms/contracts/attendance';
import type { FieldIssue } from '@hrms/contracts/errors';
import { employeeScope } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import { calendarDateText } from '../../lib/calendar-text';
import { companyIdOf } from '../../people/actor-company';
import { findPeople, findWorkers } from '../../people/people.repository';
import type { Notice } from '../notifications/notifications.service';
import {
  type AttendanceDayRow,
  correctDays,
  daysOn,
  findDay,
  findDays,
  lockDays,
} from './attendance-days.repository';
import { type AttendanceDeps, presentDays } from './attendance-rules';

const notFound = () => new AppError('NOT_FOUND', 'Attendance day not found.');
const ownDay = () =>
  new AppError('FORBIDDEN', 'You cannot correct your own attendance; ask your manager or hr.');

export class AttendanceCorrectionsService {
  constructor(private readonly deps: AttendanceDeps) {}

  async correct(actor: Actor, id: string, body: CorrectAttendanceBody): Promise<AttendanceDay> {
    requirePermission(actor, 'attendance:manage');
    const day = await findDay(this.deps.db, id);
    if (!day) throw notFound();
    await this.deps.access.require({
      actor,
      permission: 'attendance:manage',
      ids: [day.employeeId],
      hidden: notFound,
    });
    if (day.employeeId === actor.employeeId) throw ownDay();
    const [updated] = await this.applyCorrections(actor, [day.id], body.status, body.reason);
    return updated!;
  }

  async bulkUpdate(actor: Actor, body: BulkUpdateAttendanceBody): Promise<BulkAttendanceResult> {
    requirePermission(actor, 'attendance:manage');
    const days = await findDays(
      this.deps.db,
      body.items.map((i) => i.id),
    );
    const known = new Map(days.map((d) => [d.id, d]));
    const missing = body.items.flatMap((item, i) =>
      known.has(item.id) ? [] : [{ field: `body.items.${i}.id`, message: 'No such attendance day' }],
    );
    if (missing.length > 0) throw validationFailed(missing);
    await this.deps.access.require({
      actor,
      permission: 'attendance:manage',
      ids: days.map((d) => d.employeeId),
      hidden: notFound,
    });
    if (days.some((d) => d.employeeId === actor.employeeId)) throw ownDay();
    const byStatus = new Map<AttendanceStatus, string[]>();
    for (const item of body.items) byStatus.set(item.status, [...(byStatus.get(item.status) ?? []), item.id]);
    const items: AttendanceDay[] = [];
    for (const [status, ids] of byStatus)
      items.push(...(await this.applyCorrections(actor, ids, status, body.reason)));
    return { updated: items.length, items };
  }

  /**
   * Marks people's day: their derived day is made first (it may not exist yet), then corrected.
   * A date ahead, or outside someone's employment, is refused naming the person.
   */
  async bulkMark(actor: Actor, body: BulkMarkAttendanceBody): Promise<BulkAttendanceResult> {
    await this.deps.access.require({ actor, permission: 'attendance:manage', ids: body.employeeIds });
    if (body.employeeIds.includes(actor.employeeId ?? '')) throw ownDay();
    const workers = await findWorkers(this.deps.db, await companyIdOf(this.deps.db, actor), body.employeeIds);
    const now = this.deps.clock.now();
    const issues: FieldIssue[] = [];
    body.employeeIds.forEach((id, i) => {
      const w = workers.find((x) => x.id === id);
      if (!w) return;
      if (body.date > calendarDateIn(now, w.timeZone)) {
        issues.push({
          field: 'body.date',
          message: 'Must not be a date ahead: attendance is marked for days that have begun',
        });
      } else if (body.date < w.joinDate) {
        issues.push({
          field: `body.employeeIds.${i}`,
          message: `${w.name} joined on ${w.joinDate}, after this date`,
        });
      } else if (w.exitDate && body.date > w.exitDate) {
        issues.push({
          field: `body.employeeIds.${i}`,
          message: `${w.name} left on ${w.exitDate}, before this date`,
        });
      }
    });
    if (issues.length > 0) throw validationFailed(dedupe(issues));
    await withTransaction(this.deps.db, (tx) => this.deps.derivation.deriveMany(tx, workers, body.date));
    const rows = await daysOn(this.deps.db, body.employeeIds, body.date);
    const items = await this.applyCorrections(
      actor,
      rows.map((r) => r.id),
      body.status,
      body.reason,
    );
    return { updated: items.length, items };
  }

  /** Regenerates a day for everyone of the company (hr, admin): idempotent; corrections stand. */
  async generate(actor: Actor, date: string): Promise<{ date: string; changed: number; people: number }> {
    requirePermission(actor, 'attendance:manage');
    if (employeeScope(actor.role) !== 'all') {
      throw new AppError('FORBIDDEN', 'Only hr and admin regenerate a day for everyone.');
    }
    const companyId = await companyIdOf(this.deps.db, actor);
    const workers = await findWorkers(this.deps.db, companyId);
    const latest = workers.reduce(
      (max, w) => {
        const today = calendarDateIn(this.deps.clock.now(), w.timeZone);
        return today > max ? today : max;
      },
      calendarDateIn(this.deps.clock.now(), DEFAULT_TIME_ZONE),
    );
    if (date > latest) {
      throw validationFailed([
        { field: 'params.date', message: 'Must not be a date ahead: no office has begun it' },
      ]);
    }
    const changed = await this.deps.derivation.regenerate(companyId, date);
    await withTransaction(this.deps.db, (tx) =>
      this.deps.audit.record(tx, actor, {
        action: 'attendance.regenerate',
        entityType: 'attendance_day',
        entityId: companyId,
        before: null,
        after: { date, changed: changed.length },
      }),
    );
    this.deps.derivation.announce(changed);
    return { date, changed: changed.length, people: workers.length };
  }

  /** Corrects days (locked, audited, the people told) and answers them as they read now. */
  private async applyCorrections(
    actor: Actor,
    ids: readonly string[],
    status: AttendanceStatus | null,
    reason: string,
  ): Promise<AttendanceDay[]> {
    let notices: Notice[] = [];
    const changed = await withTransaction(this.deps.db, async (tx) => {
      const before = await lockDays(tx, ids);
      const at = this.deps.clock.now();
      // A day already as asked is left as it is: no second audit row, no second notice.
      const changing = before.filter((day) => !isAsAsked(day, status, reason)).map((day) => day.id);
      if (changing.length === 0) this.deps.audit.nothingChanged();
      const after = await correctDays(tx, changing, { status, reason, by: actor.userId, at });
      const was = new Map(before.map((b) => [b.id, b]));
      await this.deps.audit.recordMany(
        tx,
        actor,
        after.map((row) => ({
          action: 'attendance.correct' as const,
          entityType: 'attendance_day',
          entityId: row.id,
          before: snapshot(was.get(row.id)!),
          after: snapshot(row),
          reason,
        })),
      );
      notices = await this.tell(tx, after, status, reason);
      return after;
    });
    this.deps.notifications.deliver(notices);
    this.deps.derivation.announce(changed);
    return presentDays(this.deps.db, await findDays(this.deps.db, ids));
  }

  private async tell(
    tx: Database,
    rows: readonly AttendanceDayRow[],
    status: AttendanceStatus | null,
    reason: string,
  ): Promise<Notice[]> {
    const people = await findPeople(
      tx,
      rows.map((r) => r.employeeId),
    );
    const notices: Notice[] = [];
    for (const row of rows) {
      const userId = people.get(row.employeeId)?.userId;
      if (!userId) continue;
      const what = status
        ? `marked ${ATTENDANCE_STATUS_LABELS[status].toLowerCase()}`
        : 'set back to what your clock shows';
      notices.push(
        ...(await this.deps.notifications.store(tx, [userId], {
          type: 'info',
          event: 'attendanceDecided',
          title: 'Attendance corrected',
          message: `Your attendance on ${calendarDateText(row.date)} was ${what}: ${reason}`,
          module: ATTENDANCE_MODULE,
          link: `/attendance?date=${row.date}`,
        })),
      );
    }
    return notices;
  }
}

/** The day already reads as the correction asks: corrected to this status for this reason, or not corrected at all. */
function isAsAsked(day: AttendanceDayRow, status: AttendanceStatus | null, reason: string): boolean {
  return status === null
    ? day.source !== 'corrected'
    : day.source === 'corrected' && day.status === status && day.correctionReason === reason;
}

function snapshot(row: AttendanceDayRow) {
  return { date: row.date, status: row.status, source: row.source, employeeId: row.employeeId };
}

function dedupe(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.field}|${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
