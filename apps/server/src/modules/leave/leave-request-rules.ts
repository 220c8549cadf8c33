/**
 * What every use case of leave requests shares (leave-requests.service.ts): their dependencies, how a
 * request is shown to the person asking, what the audit trail keeps of it, and who is told it changed.
 */

import { documentDownloadPath } from '@hrms/contracts/documents';
import { employeePhotoUrl } from '@hrms/contracts/employees';
import { fromCentidays, LEAVE_MODULE, LEAVE_UPDATE_EVENT, type LeaveRequest } from '@hrms/contracts/leave';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { employeeScope } from '@hrms/contracts/roles';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { userDisplayNames } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { DocumentRef, DocumentsService } from '../documents/documents.service';
import type { HolidaysService } from '../holidays/holidays.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LeaveService } from './leave.service';
import { findRequestView, type LeaveRequestView, type RequestScope } from './leave-request-lists.repository';
import type { LeaveRequestRow } from './leave-requests.repository';

export interface LeaveRequestsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  holidays: HolidaysService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  settings: Pick<LeaveService, 'currentSettings'>;
  /** Certificates sent with requests are the person's documents. */
  documents: Pick<DocumentsService, 'describe'>;
  /** Tells of approved leave decided, cancelled or counted again (attendance marks the days). */
  events: EventBus;
}

/** How the actor decides a person's requests: any of them, as their manager, or not at all. */
export type DecidesAs = 'staff' | 'manager' | null;

/** Who decides for whom (leave-decisions.service.ts), which says what a request shown lets one do. */
export interface Deciders {
  deciderOf(actor: Actor, employeeId: string): Promise<DecidesAs>;
}

export const notFound = () => new AppError('NOT_FOUND', 'Leave request not found.');
const DECIDER_ROLES = ['admin', 'hr'] as const;

/** One request as the caller sees it, saying whether they may decide it. */
export async function presentRequest(
  deps: LeaveRequestsDeps,
  deciders: Deciders,
  actor: Actor,
  id: string,
): Promise<LeaveRequest> {
  const view = await findRequestView(deps.db, id);
  if (!view) throw notFound();
  const as = await deciders.deciderOf(actor, view.employeeId);
  const [item] = await presentRequests(
    deps,
    actor,
    [view],
    as === 'staff' ? 'all' : as === 'manager' ? 'team' : 'none',
  );
  return item!;
}

/**
 * Requests as the caller sees them. `scope` says whom the caller decides for among the rows:
 * everyone (`company` / `all`), the team, or nobody.
 */
export async function presentRequests(
  deps: LeaveRequestsDeps,
  actor: Actor,
  rows: readonly LeaveRequestView[],
  scope: RequestScope | 'all' | 'team' | 'none',
): Promise<LeaveRequest[]> {
  const names = await userDisplayNames(
    deps.db,
    rows.flatMap((r) =>
      [r.decidedBy, r.cancelledBy, r.managerApprovedBy].filter((u): u is string => u !== null),
    ),
  );
  const { twoLevelApproval } = await deps.settings.currentSettings();
  const attachments = await deps.documents.describe(
    rows.flatMap((r) => (r.attachmentId ? [r.attachmentId] : [])),
  );
  const staff = employeeScope(actor.role) === 'all';
  const decides =
    typeof scope === 'string'
      ? scope !== 'none'
      : scope.kind === 'people' || scope.kind === 'team' || (scope.kind === 'company' && staff);
  const now = deps.clock.now();
  const ref = (userId: string | null) =>
    userId ? { id: userId, name: names.get(userId) ?? 'Someone' } : null;
  return rows.map((r) => {
    const own = r.employeeId === actor.employeeId;
    const live = r.status === 'pending' || r.status === 'approved';
    const today = calendarDateIn(now, r.timeZone ?? DEFAULT_TIME_ZONE);
    const pending = r.status === 'pending';
    return {
      id: r.id,
      employee: {
        id: r.employeeId,
        name: `${r.firstName} ${r.lastName}`,
        photoUrl: employeePhotoUrl(r.photoKey),
        department: r.department,
      },
      leaveType: { id: r.leaveTypeId, code: r.typeCode, name: r.typeName, paid: r.typePaid },
      startDate: r.startDate,
      endDate: r.endDate,
      startHalf: r.startHalf,
      endHalf: r.endHalf,
      days: fromCentidays(r.centidays),
      reason: r.reason,
      attachment: attachmentOf(r, attachments),
      status: r.status,
      awaiting: !pending ? null : r.approvalLevel === 2 ? 'hr' : twoLevelApproval ? 'manager' : null,
      managerApproval:
        r.managerApprovedBy && r.managerApprovedAt
          ? {
              by: ref(r.managerApprovedBy)!,
              at: r.managerApprovedAt.toISOString(),
              comment: r.managerComment,
            }
          : null,
      decidedBy: ref(r.decidedBy),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decisionComment: r.decisionComment,
      cancelledBy: ref(r.cancelledBy),
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      cancelReason: r.cancelReason,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      // A manager decides the first level only; hr and admin either.
      canDecide: pending && !own && (staff || (decides && r.approvalLevel === 1)),
      canCancel: live && (staff || (own && (r.status === 'pending' || today < r.startDate))),
    };
  });
}

/** What the audit trail keeps of a request. */
export function snapshot(row: LeaveRequestRow) {
  return {
    employeeId: row.employeeId,
    leaveTypeId: row.leaveTypeId,
    startDate: row.startDate,
    endDate: row.endDate,
    startHalf: row.startHalf,
    endHalf: row.endHalf,
    days: fromCentidays(row.centidays),
    status: row.status,
  };
}

/** `leave-update` to the person, everyone above them, and hr and admin; the dashboard refreshes too. */
export async function announce(
  deps: LeaveRequestsDeps,
  row: LeaveRequestRow,
  type: UpdatePayload['type'],
): Promise<void> {
  const users = await deps.access.followersOf([row.employeeId]);
  const timestamp = deps.clock.now().toISOString();
  const target = { users, roles: DECIDER_ROLES };
  deps.realtime.emitTo(target, LEAVE_UPDATE_EVENT, {
    id: row.id,
    type,
    timestamp,
  } satisfies UpdatePayload);
  deps.realtime.emitTo(target, ServerEvent.dashboardUpdate, { module: LEAVE_MODULE, timestamp });
}

/** The certificate as the request shows it; gone when the person deleted the document. */
function attachmentOf(
  row: LeaveRequestView,
  attachments: ReadonlyMap<string, DocumentRef>,
): LeaveRequest['attachment'] {
  const document = row.attachmentId ? attachments.get(row.attachmentId) : undefined;
  return document
    ? {
        id: document.id,
        name: document.name,
        mimeType: document.mimeType,
        downloadPath: documentDownloadPath(document.employeeId, document.id),
      }
    : null;
}
