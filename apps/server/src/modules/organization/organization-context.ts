/**
 * What the organisation use cases share (organization.service.ts): their dependencies, the company's
 * today, who is told of a change, and the messages more than one of them gives.
 */
import { EMPLOYEE_UPDATE_EVENT } from '@hrms/contracts/employees';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { ROLES } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import { findPrimaryCompany } from './organization.repository';

export interface OrganizationServiceDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  realtime: RealtimeService;
  events: EventBus;
}

export const peopleCount = (n: number) => (n === 1 ? '1 person' : `${n} people`);
export const noCompany = () => new AppError('CONFLICT', 'Set up the company first.');

export const notFound = (what: 'department' | 'designation') =>
  new AppError('NOT_FOUND', what === 'department' ? 'Department not found.' : 'Designation not found.');

const sameTarget = (what: 'department' | 'designation') =>
  validationFailed([{ field: 'body.intoId', message: `Choose another ${what} to merge into` }]);

/**
 * What a merge of one department or designation into another starts from: the actor may change
 * people's records, the company is set up, and the two ids, in lower case, differ.
 */
export async function mergeStart(
  deps: OrganizationServiceDeps,
  actor: Actor,
  what: 'department' | 'designation',
  anyCaseId: string,
  body: { intoId: string },
) {
  requirePermission(actor, 'employees:write');
  const company = await findPrimaryCompany(deps.db);
  if (!company) throw notFound(what);
  const [id, intoId] = [anyCaseId.toLowerCase(), body.intoId.toLowerCase()];
  if (intoId === id) throw sameTarget(what);
  return { company, id, intoId };
}

/**
 * `employee-update` to everyone signed in: a department or title changed, was merged or deleted,
 * and the directory, pickers and the org chart name them (the web maps it to `organization`).
 */
export function tell(deps: OrganizationServiceDeps, id: string, type: UpdatePayload['type']): void {
  const { realtime, clock } = deps;
  realtime.emitTo({ roles: ROLES }, EMPLOYEE_UPDATE_EVENT, {
    id,
    type,
    timestamp: clock.now().toISOString(),
  } satisfies UpdatePayload);
}

/** The company's today, the day headcounts are taken on (people/headcount.ts). */
export function today(deps: OrganizationServiceDeps, company: { timezone: string }): string {
  return calendarDateIn(deps.clock.now(), company.timezone);
}
