/**
 * A person's own sessions, and every live session for admins (`sessions:admin`, or `settings:security`
 * through Settings → Security). Revoking a session ends it at once: its next request is 401 and its
 * sockets are disconnected.
 */
import type { AdminSessionListResponseSchema, Session } from '@hrms/contracts/auth-security';
import type { Permission } from '@hrms/contracts/roles';
import type { SecurityPolicy } from '@hrms/contracts/settings';
import type { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { type Clock, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { describeDevice, deviceLabel } from '../../lib/user-agent';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import type { SecurityPolicyService } from '../settings/settings.service';
import { countFailedAttemptsSince, findUserById, revokeSession, type SessionRow } from './auth.repository';
import { alertMessages, type SecurityAlertsService } from './security-alerts.service';
import {
  countDevicesOfUser,
  countLiveSessionsOfUser,
  findSessionOwner,
  type LiveAt,
  listLiveSessions,
  listSessionsOfUser,
  revokeSessionsOfUser,
} from './sessions.repository';

/** `GET /auth/sessions` shows sessions opened in this many days. */
export const SESSION_HISTORY_DAYS = 30;
const DAY_MS = 24 * HOUR_MS;
/** A person's own list stops here; nobody has this many devices in a month. */
const OWN_SESSIONS_LISTED = 100;

export type AdminSessionList = z.infer<typeof AdminSessionListResponseSchema>;
/** Who may see and end everyone's sessions: admins, from the sessions screen or from Settings → Security. */
export type SessionsAdminPermission = Extract<Permission, 'sessions:admin' | 'settings:security'>;

export function sessionDevice(row: SessionRow): string {
  return (
    row.deviceLabel ??
    deviceLabel(
      describeDevice(row.userAgent ?? undefined, {
        ...(row.browser ? { browser: row.browser } : {}),
        ...(row.os ? { os: row.os } : {}),
      }),
    )
  );
}

export function liveAt(now: Date, policy: SecurityPolicy): LiveAt {
  return { now, idleSince: new Date(now.getTime() - policy.sessionIdleMinutes * MINUTE_MS) };
}

function toSession(row: SessionRow, currentSessionId: string | null, at: LiveAt): Session {
  const status =
    row.revokedAt !== null
      ? 'revoked'
      : row.expiresAt.getTime() <= at.now.getTime() || row.lastSeenAt.getTime() < at.idleSince.getTime()
        ? 'expired'
        : 'active';
  return {
    id: row.id,
    current: row.id === currentSessionId,
    status,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    device: sessionDevice(row),
    deviceType: row.deviceType,
    browser: row.browser,
    os: row.os,
  };
}

const noSuchSession = () => new AppError('NOT_FOUND', 'That session does not exist.');

export class SessionsService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      realtime: RealtimeService;
      audit: AuditService;
      alerts: SecurityAlertsService;
      policy: SecurityPolicyService;
    },
  ) {}

  /** The actor's sessions of the last 30 days (or only the live ones), the current one marked. */
  async listOwn(actor: Actor, options: { activeOnly: boolean }): Promise<{ items: Session[] }> {
    const at = await this.liveAt();
    const rows = await listSessionsOfUser(this.deps.db, actor.userId, {
      createdSince: new Date(at.now.getTime() - SESSION_HISTORY_DAYS * DAY_MS),
      ...(options.activeOnly ? { liveAt: at } : {}),
      limit: OWN_SESSIONS_LISTED,
    });
    return { items: rows.map((row) => toSession(row, actor.sessionId, at)) };
  }

  /** Ends one of the actor's own sessions (the current one too, like signing out); 404 for anyone else's. */
  async revokeOwn(actor: Actor, sessionId: string): Promise<void> {
    const found = await findSessionOwner(this.deps.db, sessionId);
    if (!found || found.session.userId !== actor.userId) throw noSuchSession();
    if (found.session.revokedAt === null) {
      await revokeSession(this.deps.db, sessionId, 'revoked_by_user', this.deps.clock.now());
    }
    this.deps.realtime.disconnectSession(sessionId);
  }

  /** Ends every other session of the actor. */
  async revokeOthers(actor: Actor): Promise<{ revoked: number }> {
    const ids = await this.revokeAllOf(actor.userId, {
      exceptSessionId: actor.sessionId,
      reason: 'revoked_by_user',
    });
    return { revoked: ids.length };
  }

  async stats(actor: Actor): Promise<{
    activeSessions: number;
    devicesLast30Days: number;
    lastLoginAt: string | null;
    failedAttemptsLast24Hours: number;
  }> {
    const { db } = this.deps;
    const at = await this.liveAt();
    const [activeSessions, devicesLast30Days, failedAttemptsLast24Hours, user] = await Promise.all([
      countLiveSessionsOfUser(db, actor.userId, at),
      countDevicesOfUser(db, actor.userId, new Date(at.now.getTime() - SESSION_HISTORY_DAYS * DAY_MS)),
      countFailedAttemptsSince(db, actor.userId, new Date(at.now.getTime() - DAY_MS)),
      findUserById(db, actor.userId),
    ]);
    return {
      activeSessions,
      devicesLast30Days,
      lastLoginAt: user?.lastLoginAt?.toISOString() ?? null,
      failedAttemptsLast24Hours,
    };
  }

  /** Every live session with its person, newest activity first. */
  async listAll(
    actor: Actor,
    query: { page: number; limit: number; search?: string | undefined; userId?: string | undefined },
    permission: SessionsAdminPermission,
  ): Promise<AdminSessionList> {
    requirePermission(actor, permission);
    const at = await this.liveAt();
    const { items, total } = await listLiveSessions(this.deps.db, query, at);
    return {
      items: items.map((row) => ({
        ...toSession(row.session, actor.sessionId, at),
        user: {
          ...row.user,
          name: row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : row.user.email,
        },
      })),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * An admin ends someone's session, with a reason: audited, the owner alerted and notified, the
   * session's sockets disconnected. 404 for an unknown session, 409 for one that has already ended.
   */
  async revokeAny(
    actor: Actor,
    sessionId: string,
    reason: string,
    permission: SessionsAdminPermission,
  ): Promise<void> {
    requirePermission(actor, permission);
    const { db, clock } = this.deps;
    const now = clock.now();
    const revoked = await withTransaction(db, async (tx) => {
      const found = await findSessionOwner(tx, sessionId);
      if (!found) throw noSuchSession();
      if (!(await revokeSession(tx, sessionId, 'admin', now))) {
        throw new AppError('CONFLICT', 'That session has already ended.');
      }
      await this.deps.audit.record(tx, actor, {
        action: 'session.revoke',
        entityType: 'session',
        entityId: sessionId,
        before: { revokedAt: null },
        after: { revokedAt: now.toISOString(), revokedReason: 'admin', userId: found.session.userId },
        reason,
      });
      return found.session;
    });
    this.deps.realtime.disconnectSession(sessionId);
    await this.deps.alerts.raise({
      userId: revoked.userId,
      type: 'session_revoked',
      message: alertMessages.sessionRevoked(sessionDevice(revoked), reason),
      ip: revoked.ip,
      device: sessionDevice(revoked),
    });
  }

  /** For the server's own use (password changed or reset): ends the user's sessions and their sockets. */
  async revokeAllOf(
    userId: string,
    options: { exceptSessionId: string | null; reason: string },
  ): Promise<string[]> {
    const ids = await revokeSessionsOfUser(this.deps.db, userId, { ...options, at: this.deps.clock.now() });
    for (const id of ids) this.deps.realtime.disconnectSession(id);
    return ids;
  }

  private async liveAt(): Promise<LiveAt> {
    return liveAt(this.deps.clock.now(), await this.deps.policy.current());
  }
}
