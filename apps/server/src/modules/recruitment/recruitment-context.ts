/**
 * What recruitment's services share: their dependencies, whose applications a caller sees, the
 * live update sent after a change, and how an offer is shown.
 */
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { can } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { AttemptStore } from '../../lib/attempt-counter';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import { companyIdOf } from '../../people/actor-company';
import { findPeople } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { EmployeesService } from '../employees/employees.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OnboardingService } from '../onboarding/onboarding.service';
import type { OfferRow, Viewer, ViewerScope } from './recruitment.repository';

export interface RecruitmentDeps {
  db: Database;
  clock: Clock;
  realtime: RealtimeService;
  audit: AuditService;
  access: AccessService;
  notifications: NotificationsService;
  storage: FileStorage;
  mailer: Mailer;
  /** Counts careers-form submissions per address (in Redis when there is one). */
  attempts: AttemptStore;
  /** A hire makes the employee record through the people module. */
  employees: Pick<EmployeesService, 'create'>;
  onboarding: Pick<OnboardingService, 'startForHire'>;
  log: { warn(object: unknown, message: string): void };
}

export const applicationNotFound = () => new AppError('NOT_FOUND', 'Application not found.');

export async function viewerOf(deps: Pick<RecruitmentDeps, 'db' | 'access'>, actor: Actor): Promise<Viewer> {
  const [scope, sees] = await Promise.all([
    viewerScopeOf(deps.db, actor),
    deps.access.where({ actor, permission: 'recruitment.application:view' }),
  ]);
  return { ...scope, sees };
}

/** Whether a caller sees the company's applications, or those they take part in hiring for. */
export async function viewerScopeOf(db: Database, actor: Actor): Promise<ViewerScope> {
  const companyId = await companyIdOf(db, actor);
  return can(actor.role, 'recruitment:manage')
    ? { companyId, all: true }
    : { companyId, all: false, employeeId: actor.employeeId };
}

/**
 * `recruitment-update` to the hr team and to the people involved (the hiring manager, the panel);
 * candidates are not users and hear nothing here.
 */
export async function tellRecruitment(
  deps: Pick<RecruitmentDeps, 'realtime' | 'clock' | 'db'>,
  change: Pick<UpdatePayload, 'id' | 'type'>,
  employeeIds: readonly (string | null)[],
): Promise<void> {
  const payload: UpdatePayload = { ...change, timestamp: deps.clock.now().toISOString() };
  const people = await findPeople(
    deps.db,
    employeeIds.filter((id): id is string => !!id),
  );
  const users = [...people.values()].flatMap((p) => (p.userId ? [p.userId] : []));
  deps.realtime.emitTo({ roles: ['admin', 'hr'], users }, 'recruitment-update', payload);
}

/** An offer as hr reads it: on the application and from the offer routes. */
export function toOffer(o: OfferRow) {
  return {
    applicationId: o.applicationId,
    status: o.status,
    annualCtc: o.annualCtc,
    joinDate: o.joinDate,
    expiresOn: o.expiresOn,
    letter: o.letter,
    sentAt: o.sentAt?.toISOString() ?? null,
    decidedAt: o.decidedAt?.toISOString() ?? null,
    updatedAt: o.updatedAt.toISOString(),
  };
}
