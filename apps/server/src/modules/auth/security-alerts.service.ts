/**
 * Security alerts: stored for their owner (`GET /auth/security-alerts`) and pushed at once as a
 * realtime `notification` to the owner's open sessions.
 */
import type { SecurityAlert } from '@hrms/contracts/auth-security';
import { type Notification, ServerEvent } from '@hrms/contracts/realtime';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RealtimeService } from '../../realtime/realtime.service';
import {
  insertSecurityAlert,
  listSecurityAlerts,
  markSecurityAlertRead,
  type SecurityAlertRow,
} from './security-alerts.repository';

export type SecurityAlertType = SecurityAlert['type'];

/** The list keeps this many; older alerts stay stored but are not listed. */
export const SECURITY_ALERTS_LISTED = 100;

export interface NewAlert {
  userId: string;
  type: SecurityAlertType;
  message: string;
  ip?: string | null;
  device?: string | null;
}

export function toSecurityAlert(row: SecurityAlertRow): SecurityAlert {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    ip: row.ip,
    device: row.device,
  };
}

export class SecurityAlertsService {
  constructor(private readonly deps: { db: Database; clock: Clock; realtime: RealtimeService }) {}

  /** Stores the alert and notifies the owner's connected sessions. Call after the change has committed. */
  async raise(alert: NewAlert): Promise<SecurityAlert> {
    const row = await insertSecurityAlert(this.deps.db, {
      userId: alert.userId,
      type: alert.type,
      message: alert.message,
      ip: alert.ip ?? null,
      device: alert.device ?? null,
      createdAt: this.deps.clock.now(),
    });
    const notification: Notification = {
      id: row.id,
      type: 'warning',
      title: 'Security alert',
      message: row.message,
      timestamp: row.createdAt.toISOString(),
      userId: row.userId,
      read: false,
      module: 'security',
      link: '/profile',
    };
    this.deps.realtime.emitToUser(row.userId, ServerEvent.notification, notification);
    return toSecurityAlert(row);
  }

  /** The actor's own alerts: unread first, then newest. */
  async list(actor: Actor): Promise<{ items: SecurityAlert[]; unread: number }> {
    const { items, unread } = await listSecurityAlerts(this.deps.db, actor.userId, SECURITY_ALERTS_LISTED);
    return { items: items.map(toSecurityAlert), unread };
  }

  async markRead(actor: Actor, alertId: string): Promise<SecurityAlert> {
    const row = await markSecurityAlertRead(this.deps.db, actor.userId, alertId, this.deps.clock.now());
    if (!row) throw new AppError('NOT_FOUND', 'That security alert does not exist.');
    return toSecurityAlert(row);
  }
}

export const alertMessages = {
  newDevice: (device: string, ip: string | null) => `New sign-in from ${device}${ip ? ` (${ip})` : ''}`,
  accountLocked: (minutes: number) =>
    `Your account was locked for ${minutes} minutes after repeated failed sign-in attempts from several addresses.`,
  addressLocked: (minutes: number) =>
    `Sign-in to your account from one address was locked for ${minutes} minutes after repeated failed attempts from it. You can still sign in from elsewhere; if it was not you, change your password.`,
  passwordChanged: 'Your password was changed. Other sessions were signed out.',
  passwordReset: 'Your password was reset with an emailed link. Every session was signed out.',
  twoFactorEnabled: 'Two-factor authentication was turned on.',
  twoFactorDisabled: 'Two-factor authentication was turned off.',
  backupCodesRegenerated: 'New two-factor backup codes were made; the old ones no longer work.',
  sessionRevoked: (device: string, reason: string) =>
    `An administrator signed out your session on ${device}. Reason: ${reason}`,
};
