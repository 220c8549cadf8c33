/**
 * Sign-in, sessions and the signed-in profile (spec §3 and §7 "Auth";
 * docs/decisions/002-server-side-sessions.md).
 */
import type {
  AuthUser,
  LoginBody,
  LoginOptionsResponse,
  LoginResponse,
  UpdateProfileBody,
} from '@hrms/contracts/auth';
import { Messages } from '@hrms/contracts/errors';
import { type Database, withTransaction } from '../../db/client';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_VISIBLE_KEY, DEMO_PASSWORD } from '../../db/demo-accounts';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { type Clock, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { SessionTokens } from '../../lib/session-token';
import { describeDevice, deviceLabel } from '../../lib/user-agent';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import type { OrganizationService } from '../organization/organization.service';
import {
  findEmployeeContactForUpdate,
  findProfile,
  findSessionWithUser,
  findUserForLogin,
  hasSucceededWithFingerprint,
  insertLoginAttempt,
  insertSession,
  revokeSession,
  setLastLogin,
  touchSession,
  updateEmployeeContact,
} from './auth.repository';

/** Session limits (product decisions: 30 minutes idle, 12 hours absolute; settings later). */
export const SESSION_IDLE_MS = 30 * MINUTE_MS;
export const SESSION_ABSOLUTE_MS = 12 * HOUR_MS;
/** `last_seen_at` is written at most this often per session, so a read stays a read. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

/** Where a request came from, as the route sees it. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface Authenticated {
  actor: Actor;
  /** "Chrome on Linux (desktop)", for device_connected events. */
  device: string;
}

/**
 * The seam for new-device security alerts (a later issue): it will store an alert and notify the
 * owner. Today nothing is recorded and the login response carries no `securityAlert`.
 */
export interface NewDeviceListener {
  onNewDevice(event: { userId: string; sessionId: string; device: string; ip: string | null }): Promise<void>;
}

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  tokens: SessionTokens;
  realtime: RealtimeService;
  audit: AuditService;
  configuration: ConfigurationService;
  organization: OrganizationService;
  newDevice?: NewDeviceListener;
}

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async login(body: LoginBody, client: ClientInfo): Promise<LoginResponse> {
    const { db, clock } = this.deps;
    const device = describeDevice(client.userAgent ?? undefined, body.device ?? {});
    const fingerprint = body.device?.fingerprint?.trim() || null;
    const attempt = {
      email: body.email,
      ip: client.ip,
      userAgent: client.userAgent,
      deviceType: device.deviceType,
      browser: device.browser,
      os: device.os,
      fingerprint,
    };

    const found = await findUserForLogin(db, body.email);
    // Unknown email and wrong password take the same time and give the same answer.
    const passwordOk = found
      ? await verifyPassword(found.user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!found || !passwordOk) {
      await insertLoginAttempt(db, {
        ...attempt,
        userId: found?.user.id ?? null,
        outcome: 'failure',
        reason: found ? 'wrong_password' : 'unknown_email',
        createdAt: clock.now(),
      });
      throw unauthenticated(Messages.invalidCredentials);
    }
    const { user } = found;
    // Checked only after the password, so the answer does not reveal which accounts exist.
    if (!user.isActive || found.employeeStatus === 'inactive') {
      await insertLoginAttempt(db, {
        ...attempt,
        userId: user.id,
        outcome: 'failure',
        reason: 'inactive',
        createdAt: clock.now(),
      });
      throw new AppError('FORBIDDEN', Messages.accountInactive);
    }

    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    const label = deviceLabel(device);
    const { session, isNewDevice } = await withTransaction(db, async (tx) => {
      const isNewDevice =
        fingerprint !== null && !(await hasSucceededWithFingerprint(tx, user.id, fingerprint));
      const session = await insertSession(tx, {
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        ip: client.ip,
        userAgent: client.userAgent,
        deviceType: device.deviceType,
        browser: device.browser,
        os: device.os,
        fingerprint,
        deviceLabel: label,
      });
      await insertLoginAttempt(tx, { ...attempt, userId: user.id, outcome: 'success', createdAt: now });
      await setLastLogin(tx, user.id, now);
      return { session, isNewDevice };
    });

    if (isNewDevice) {
      await this.deps.newDevice?.onNewDevice({
        userId: user.id,
        sessionId: session.id,
        device: label,
        ip: client.ip,
      });
    }

    const accessToken = await this.deps.tokens.sign(
      { sessionId: session.id, userId: user.id },
      now,
      expiresAt,
    );
    return {
      access_token: accessToken,
      user: await this.profileOf(user.id),
      isNewDevice,
      ...(isNewDevice ? { device: label } : {}),
    };
  }

  /**
   * Token → live session → active user, for every HTTP request and socket handshake. Throws
   * UNAUTHENTICATED; role and employee come from the database, not the token.
   */
  async authenticate(token: string | undefined): Promise<Authenticated> {
    if (!token) throw unauthenticated(Messages.notSignedIn);
    const now = this.deps.clock.now();
    const claims = await this.deps.tokens.verify(token, now);
    if (!claims) throw unauthenticated(Messages.sessionExpired);

    const found = await findSessionWithUser(this.deps.db, claims.sessionId);
    if (!found || found.user.id !== claims.userId) throw unauthenticated(Messages.sessionExpired);
    const { session, user } = found;
    const idleFor = now.getTime() - session.lastSeenAt.getTime();
    if (
      session.revokedAt !== null ||
      session.expiresAt.getTime() <= now.getTime() ||
      idleFor > SESSION_IDLE_MS ||
      !user.isActive ||
      found.employeeStatus === 'inactive'
    ) {
      throw unauthenticated(Messages.sessionExpired);
    }
    if (idleFor >= SESSION_TOUCH_INTERVAL_MS) await touchSession(this.deps.db, session.id, now);

    return {
      actor: { userId: user.id, role: user.role, employeeId: user.employeeId, sessionId: session.id },
      device:
        session.deviceLabel ??
        deviceLabel(
          describeDevice(session.userAgent ?? undefined, {
            ...(session.browser ? { browser: session.browser } : {}),
            ...(session.os ? { os: session.os } : {}),
          }),
        ),
    };
  }

  async logout(actor: Actor): Promise<void> {
    await revokeSession(this.deps.db, actor.sessionId, 'logout', this.deps.clock.now());
    this.deps.realtime.disconnectSession(actor.sessionId);
  }

  async getProfile(actor: Actor): Promise<AuthUser> {
    requirePermission(actor, 'profile:self');
    return this.profileOf(actor.userId);
  }

  async updateProfile(actor: Actor, body: UpdateProfileBody): Promise<AuthUser> {
    requirePermission(actor, 'profile:self');
    const employeeId = actor.employeeId;
    if (!employeeId) throw new AppError('NOT_FOUND', 'No employee record is linked to this account.');

    await withTransaction(this.deps.db, async (tx) => {
      const before = await findEmployeeContactForUpdate(tx, employeeId);
      if (!before) throw new AppError('NOT_FOUND', 'No employee record is linked to this account.');
      const change: { phone?: string | null; personalEmail?: string | null } = {};
      if (body.phone !== undefined && body.phone !== before.phone) change.phone = body.phone;
      if (body.personalEmail !== undefined && body.personalEmail !== before.personalEmail) {
        change.personalEmail = body.personalEmail;
      }
      if (Object.keys(change).length === 0) return;
      await updateEmployeeContact(tx, employeeId, change, this.deps.clock.now());
      const fields = Object.keys(change) as (keyof typeof change)[];
      await this.deps.audit.record(tx, actor, {
        action: 'employee.contact.update',
        entityType: 'employee',
        entityId: employeeId,
        before: Object.fromEntries(fields.map((f) => [f, before[f]])),
        after: change,
      });
    });
    return this.profileOf(actor.userId);
  }

  /** Public: what the sign-in page shows before anyone signs in. */
  async loginOptions(): Promise<LoginOptionsResponse> {
    const [companyName, demoVisible] = await Promise.all([
      this.deps.organization.companyName(),
      this.deps.configuration.flag(DEMO_ACCOUNTS_VISIBLE_KEY, false),
    ]);
    return {
      companyName,
      demoAccounts: demoVisible ? DEMO_ACCOUNTS.map((a) => ({ ...a, password: DEMO_PASSWORD })) : [],
    };
  }

  private async profileOf(userId: string): Promise<AuthUser> {
    const profile = await findProfile(this.deps.db, userId);
    if (!profile) throw unauthenticated(Messages.sessionExpired);
    return profile;
  }
}
