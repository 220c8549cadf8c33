/**
 * What the leave balance use cases share (leave-balances.service.ts): their dependencies, whose
 * balance the caller may read, the leave year and the company's today, and who is told when
 * balances move.
 */
import { LEAVE_MODULE, LEAVE_UPDATE_EVENT } from '@hrms/contracts/leave';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { HolidaysService } from '../holidays/holidays.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LeaveService } from './leave.service';
import type { LeavePerson } from './leave-person';
import { companyTimeZone, findPerson } from './leave-requests.repository';

export interface LeaveBalancesDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  holidays: HolidaysService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  settings: Pick<LeaveService, 'currentSettings'>;
}

/** The person whose balance is read: oneself, or someone the actor reaches as manager, hr or admin. */
export async function personReached(
  deps: LeaveBalancesDeps,
  actor: Actor,
  employeeId: string | undefined,
): Promise<LeavePerson> {
  requirePermission(actor, 'leave:self');
  const id = employeeId ?? actor.employeeId;
  if (!id) throw new AppError('NOT_FOUND', 'You have no employee record, so no leave balance.');
  if (id !== actor.employeeId) await deps.access.require({ actor, permission: 'leave:approve', ids: [id] });
  const person = await findPerson(deps.db, id);
  if (!person) throw new AppError('NOT_FOUND', 'Employee not found.');
  return person;
}

/** The leave year the person is in today, in their office's zone. */
export function thisYear(deps: LeaveBalancesDeps, person: LeavePerson): number {
  return Number(calendarDateIn(deps.clock.now(), person.timeZone).slice(0, 4));
}

export async function companyToday(deps: LeaveBalancesDeps, companyId: string): Promise<string> {
  const zone = (await companyTimeZone(deps.db, companyId)) ?? DEFAULT_TIME_ZONE;
  return calendarDateIn(deps.clock.now(), zone);
}

export async function announce(deps: LeaveBalancesDeps, employeeId: string): Promise<void> {
  const users = await deps.access.followersOf([employeeId]);
  const timestamp = deps.clock.now().toISOString();
  const target = { users, roles: ['admin', 'hr'] as const };
  deps.realtime.emitTo(target, LEAVE_UPDATE_EVENT, {
    id: employeeId,
    type: 'update',
    timestamp,
  } satisfies UpdatePayload);
  deps.realtime.emitTo(target, ServerEvent.dashboardUpdate, { module: LEAVE_MODULE, timestamp });
}

/** Balances moved for many: every open leave page refreshes. */
export function announceAll(deps: LeaveBalancesDeps): void {
  const timestamp = deps.clock.now().toISOString();
  deps.realtime.emitTo({ roles: ['admin', 'hr', 'manager', 'employee'] }, LEAVE_UPDATE_EVENT, {
    id: 'accrual',
    type: 'update',
    timestamp,
  } satisfies UpdatePayload);
}
