/**
 * What the time tracking use cases share (time-tracking.service.ts): their dependencies, the 409 of
 * a punch the clock's state refuses, the clock's state of an entry, how an entry is shown, whom a
 * read is about, and whose clock the caller may open.
 */
import {
  CLOCK_STATE_LABELS,
  type ClockAction,
  type ClockState,
  type TimeEntry,
  type TimeTrackingSettings,
} from '@hrms/contracts/time-tracking';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findWorker, type PeopleOf, type Worker } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import type { HolidaysService } from '../holidays/holidays.service';
import type { EntryWithBreaks } from './time-tracking.repository';
import { workedTime } from './worked-time';

/** Past this many people a read asks for the company's rows rather than a list of ids. */
const MANY_PEOPLE = 200;

export interface TimeTrackingDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  configuration: ConfigurationService;
  realtime: RealtimeService;
  holidays: Pick<HolidaysService, 'officeCalendar'>;
  /** Tells of punches and shift changes (attendance derives the days in the same transaction). */
  events: EventBus;
}

/** The 409 of an action the clock's state does not allow, naming the state and what to do. */
export function clockConflict(action: ClockAction, state: ClockState): AppError {
  const now = `You are ${CLOCK_STATE_LABELS[state].toLowerCase()}`;
  const next: Record<ClockAction, string> = {
    'clock-in': state === 'on_break' ? 'end your break instead' : 'you are clocked in already',
    'clock-out': 'clock in first',
    'break-start': state === 'on_break' ? 'end it before starting another' : 'clock in before taking a break',
    'break-end': state === 'working' ? 'you are not on a break' : 'clock in first',
  };
  return new AppError('CONFLICT', `${now}: ${next[action]}.`);
}

export function stateOfEntry(entry: EntryWithBreaks | undefined): ClockState {
  if (!entry) return 'clocked_out';
  return entry.breaks.some((b) => b.endedAt === null) ? 'on_break' : 'working';
}

/** When the current state began: the open break's start, else the open entry's clock-in. */
export function sinceOf(entry: EntryWithBreaks | undefined): string | null {
  if (!entry) return null;
  const open = entry.breaks.find((b) => b.endedAt === null);
  return (open?.startedAt ?? entry.clockIn).toISOString();
}

export function toEntry(
  row: EntryWithBreaks,
  employee: TimeEntry['employee'],
  now: Date,
  settings: TimeTrackingSettings,
): TimeEntry {
  const time = workedTime(row, now, settings.breaksPaid);
  return {
    id: row.id,
    employee,
    workDate: row.workDate,
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
    workedSeconds: time.workedSeconds,
    breakSeconds: time.breakSeconds,
    breaks: row.breaks.map((b) => ({
      startedAt: b.startedAt.toISOString(),
      endedAt: b.endedAt?.toISOString() ?? null,
    })),
    clockInAddress: row.clockInAddress,
    clockInDevice: row.clockInDevice,
    clockOutAddress: row.clockOutAddress,
    clockOutDevice: row.clockOutDevice,
    note: row.note,
    autoClosed: row.autoClosed,
    flag: row.flag,
  };
}

/**
 * Whom a read is about: the ids, or for many people their company (one indexed read instead of a
 * list of thousands of ids; rows of others are ignored by the caller's keys).
 */
export function peopleOf(ids: readonly string[], companyId: string | undefined): PeopleOf {
  return ids.length > MANY_PEOPLE && companyId ? { companyId } : ids;
}

/** The actor's own record: the clock is for people with one. */
export async function ownWorker(deps: TimeTrackingDeps, actor: Actor): Promise<Worker> {
  const worker = actor.employeeId ? await findWorker(deps.db, actor.employeeId) : undefined;
  if (!worker) throw new AppError('NOT_FOUND', 'Your account has no employee record, so it has no clock.');
  return worker;
}

/** The actor's own, or another's they reach (their line for a manager, anyone for hr). */
export async function reachableWorker(
  deps: TimeTrackingDeps,
  actor: Actor,
  employeeId: string | undefined,
): Promise<Worker> {
  requirePermission(actor, 'time-tracking:self');
  if (!employeeId || employeeId === actor.employeeId) return ownWorker(deps, actor);
  await deps.access.require({ actor, permission: 'attendance:manage', ids: [employeeId] });
  return (await findWorker(deps.db, employeeId))!;
}
