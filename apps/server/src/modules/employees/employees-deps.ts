/** What the employees services are built from (employees.module.ts). */

import type { Database } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/storage';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { PasswordService } from '../auth/password.service';
import type { SessionsService } from '../auth/sessions.service';
import type { DocumentsService } from '../documents/documents.service';
import type { LeaveRequestsService } from '../leave/leave-requests.service';
import type { NotificationsService } from '../notifications/notifications.service';

export interface EmployeesServiceDeps {
  db: Database;
  access: AccessService;
  documents: Pick<DocumentsService, 'countsFor'>;
  leave: Pick<LeaveRequestsService, 'requestsOf'>;
  clock: Clock;
  audit: AuditService;
  realtime: RealtimeService;
  notifications: NotificationsService;
  passwords: PasswordService;
  sessions: SessionsService;
  storage: FileStorage;
  /** Tells of people deactivated and moved between offices (onboarding and leave follow). */
  events: EventBus;
}
