/** The audit trail: every change to people, roles, money or settings, written in the caller's transaction. */
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import {
  type ActivityPage,
  insertAuditEntries,
  insertAuditEntry,
  listEntriesAbout,
} from './audit.repository';
import type { AuditAction } from './audit-actions';
import { countAuditRows, markNothingChanged } from './audit-scope';

export interface AuditEntry {
  action: AuditAction;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

export class AuditService {
  constructor(private readonly clock: Clock) {}

  /**
   * `tx` must be the transaction that makes the change, so the change and its record commit together.
   * The actor is the signed-in person, or for changes made without a session (a password reset by
   * mailed link) the account itself with no session, or nobody (a visitor applying for a job).
   */
  record(
    tx: Database,
    actor: { userId: string | null; sessionId: string | null },
    entry: AuditEntry,
  ): Promise<void> {
    countAuditRows(1);
    return insertAuditEntry(tx, {
      actorUserId: actor.userId,
      sessionId: actor.sessionId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      createdAt: this.clock.now(),
    });
  }

  /**
   * Says that the request asked for a change that leaves everything as it was (a save with the
   * same values), so no audit row is due; the audit completeness check accepts it.
   */
  nothingChanged(): void {
    markNothingChanged();
  }

  /** Many entries by one actor in few statements (an import of thousands of people), same rules as `record`. */
  recordMany(
    tx: Database,
    actor: Pick<Actor, 'userId'> & { sessionId: string | null },
    entries: readonly AuditEntry[],
  ): Promise<void> {
    const createdAt = this.clock.now();
    countAuditRows(entries.length);
    return insertAuditEntries(
      tx,
      entries.map((entry) => ({
        actorUserId: actor.userId,
        sessionId: actor.sessionId,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        createdAt,
      })),
    );
  }

  /** What the trail holds about one record, newest first, with the names of who acted. */
  entriesAbout(
    db: Database,
    entityType: string,
    entityId: string,
    page: { page: number; limit: number },
  ): Promise<ActivityPage> {
    return listEntriesAbout(db, entityType, entityId, page);
  }
}
