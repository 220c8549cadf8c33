/**
 * The events one module tells of and others follow (decision 032). A module emits inside the
 * transaction of its change; every handler runs in that transaction, in the order the modules are
 * listed, and queues what must wait for the commit (telling people, refreshing screens) with
 * `afterCommit`. The emitting module never knows who follows it.
 */
import type { DocumentCategory } from '@hrms/contracts/documents';
import type { Actor } from '../lib/access';
import type { Worker } from '../people/people.repository';

/** What a calendar change reaches: the dates a holiday moved on, or every day of an office. */
export type CalendarReach =
  | { kind: 'dates'; dates: readonly string[] }
  | { kind: 'office'; officeId: string };

export interface DomainEvents {
  /** Every reference to `fromId` moves to `intoId` (audiences, training rules, payroll groups). */
  'department.merged': { fromId: string; intoId: string };
  /** A document was verified by hr (onboarding completes the task that collects it). */
  'document.verified': { actor: Actor; employeeId: string; category: DocumentCategory };
  /** A person's document was added, reviewed or removed. */
  'document.changed': { employeeId: string; category: DocumentCategory };
  /** A person was deactivated (onboarding starts their exit checklist). */
  'employee.deactivated': { actor: Actor; employeeId: string };
  /** A person moved to another office, or out of one (leave counts their days in its calendar). */
  'employee.office-changed': { actor: Actor; employeeId: string };
  /**
   * A holiday was added, moved or removed, or an office's weekend changed. `dates` are the days
   * whose attendance may already stand (for a weekend, that office's today); `reason` tells the
   * people whose leave is counted again why.
   */
  'calendar.changed': {
    actor: Actor;
    companyId: string;
    reach: CalendarReach;
    dates: readonly string[];
    reason: string;
  };
  /** A person's clock entries of these work dates changed (a punch, an edit, an entry closed). */
  'clock.punched': { worker: Worker; dates: readonly string[] };
  /** A person's shift was set or cleared; `dates` are those it changes already (today). */
  'shift.changed': { worker: Worker; dates: readonly string[] };
  /** Leave of a person over `from`–`to` was decided, cancelled or counted again. */
  'leave.changed': { employeeId: string; from: string; to: string };
}

export type DomainEventName = keyof DomainEvents;
