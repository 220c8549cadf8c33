/**
 * Sign-in (with the second step when two-factor is on), authentication of every request, sign-out,
 * the signed-in profile, login history and the person's own security settings (spec §3 and §7
 * "Auth"; docs/decisions/002-server-side-sessions.md).
 */
import { createHash } from 'node:crypto';
import type {
  AuthUser,
  Capabilities,
  LoginBody,
  LoginOptionsResponse,
  LoginResponse,
  UpdateProfileBody,
} from '@hrms/contracts/auth';
import type {
  LoginHistoryResponseSchema,
  LoginResult,
  LoginTwoFactorBody,
} from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import type { Locale } from '@hrms/contracts/locales';
import { can } from '@hrms/contracts/roles';
import type { SecurityPolicy } from '@hrms/contracts/settings';
import { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_VISIBLE_KEY, DEMO_PASSWORD } from '../../demo/accounts';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { ChallengeTokens } from '../../lib/challenge-token';
import { type Clock, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { ClientInfo } from '../../lib/request-actor';
import type { SessionTokens } from '../../lib/session-token';
import { type DeviceDescription, describeDevice, deviceLabel } from '../../lib/user-agent';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingValue } from '../configuration/setting-value';
import type { OrganizationService } from '../organization/organization.service';
import type { SecurityPolicyService } from '../settings/settings.service';
import {
  deleteStaleChallenges,
  findActivePasswordHashes,
  findChallenge,
  findProfile,
  findSessionWithUser,
  findUserById,
  findUserForLogin,
  findUserForUpdate,
  hasSucceededWithFingerprint,
  insertChallenge,
  insertSession,
  type LoginOutcome,
  listLoginHistory,
  revokeSession,
  setLastLogin,
  spendChallenge,
  touchSession,
  type UserRow,
  updateUser,
} from './auth.repository';
import type { Attempt, LoginGuard } from './login-guard.service';
import { alertMessages, type SecurityAlertsService } from './security-alerts.service';
import type { SecondFactor, TwoFactorService } from './two-factor.service';

/** `last_seen_at` is written at most this often per session, so a read stays a read. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;
/** How long the second step of a two-factor sign-in may take. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * MINUTE_MS;

export interface Authenticated {
  actor: Actor;
  /** "Chrome on Linux (desktop)", for device_connected events. */
  device: string;
  /** The company requires two-factor for the role and it is not on: only set-up routes are open. */
  twoFactorSetupRequired: boolean;
}

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  tokens: SessionTokens;
  challenges: ChallengeTokens;
  realtime: RealtimeService;
  audit: AuditService;
  configuration: ConfigurationService;
  organization: OrganizationService;
  policy: SecurityPolicyService;
  guard: LoginGuard;
  alerts: SecurityAlertsService;
  twoFactor: TwoFactorService;
  /**
   * The owner of the person record (the employees service): the contact details on the profile are
   * part of it, so they change there, audited and announced like any change to a person.
   */
  people: PersonRecords;
  /**
   * Whether the demo accounts may be offered at all (demo-mode.ts: never in production unless
   * `DEMO_MODE=true`); the `auth.demoAccountsVisible` setting decides within that.
   */
  demoAccountsAllowed: boolean;
  /** Recruitment's word on whether a person takes part in hiring (the menu's Recruitment). */
  hiring: { takesPart(employeeId: string): Promise<boolean> };
}

/** What the auth module needs of the person record's owner. */
export interface PersonRecords {
  updateOwnProfile(actor: Actor, employeeId: string, body: UpdateProfileBody): Promise<unknown>;
}

type LoginHistoryResponse = z.infer<typeof LoginHistoryResponseSchema>;

/** What the first step of a sign-in learnt about the device, carried to the session it opens. */
interface DeviceSeen extends DeviceDescription {
  fingerprint: string | null;
}

const clientHash = (userAgent: string | null) =>
  createHash('sha256')
    .update(userAgent ?? '')
    .digest('hex');

function attemptOf(email: string, userId: string | null, device: DeviceSeen, client: ClientInfo): Attempt {
  return {
    email,
    userId,
    ip: client.ip,
    userAgent: client.userAgent,
    deviceType: device.deviceType,
    browser: device.browser,
    os: device.os,
    fingerprint: device.fingerprint,
  };
}

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);

export class AuthService {
  /** Stored hash → whether it is of the demo password (a promise, so concurrent checks share one). */
  private readonly demoHashVerdicts = new Map<string, Promise<boolean>>();

  private readonly demoAccountsVisible: SettingValue<boolean>;

  constructor(private readonly deps: AuthServiceDeps) {
    this.demoAccountsVisible = new SettingValue(deps, {
      key: DEMO_ACCOUNTS_VISIBLE_KEY,
      category: 'security',
      description:
        'The sign-in page offers the demo accounts that still have the demo password. Turn it off before real people use the product.',
      schema: z.boolean({ message: 'Must be true or false' }),
      defaultValue: false,
      auditAction: 'settings.sign_in.update',
      adminOnly: true,
    });
  }

  /**
   * First step: throttled by the route, refused while the email is locked, then the password. With
   * two-factor on the answer is a challenge for `loginTwoFactor`; otherwise a session. Unknown email
   * and wrong password get the same answer after the same work.
   */
  async login(body: LoginBody, client: ClientInfo): Promise<LoginResult> {
    const { db, clock } = this.deps;
    const device: DeviceSeen = {
      ...describeDevice(client.userAgent ?? undefined, body.device ?? {}),
      fingerprint: body.device?.fingerprint?.trim() || null,
    };
    const found = await findUserForLogin(db, body.email);
    await this.deps.guard.assertNotLocked(attemptOf(body.email, found?.user.id ?? null, device, client));

    const passwordOk = found
      ? await verifyPassword(found.user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!found || !passwordOk) {
      await this.deps.guard.recordFailure(
        attemptOf(body.email, found?.user.id ?? null, device, client),
        found ? 'wrong_password' : 'unknown_email',
      );
      throw unauthenticated(Messages.invalidCredentials);
    }
    const { user } = found;
    const attempt = attemptOf(body.email, user.id, device, client);
    // Checked only after the password, so the answer does not reveal which accounts exist.
    if (!user.isActive || found.employeeStatus === 'inactive') {
      await this.deps.guard.recordFailure(attempt, 'inactive');
      throw new AppError('FORBIDDEN', Messages.accountInactive);
    }

    if (user.twoFactorEnabled) {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MS);
      await deleteStaleChallenges(db, user.id, now);
      const challenge = await insertChallenge(db, {
        userId: user.id,
        clientHash: clientHash(client.userAgent),
        device,
        createdAt: now,
        expiresAt,
      });
      const challengeToken = await this.deps.challenges.sign(
        { challengeId: challenge.id, userId: user.id },
        now,
        expiresAt,
      );
      return { twoFactorRequired: true, challengeToken, expiresAt: expiresAt.toISOString() };
    }
    return this.openSession(user, attempt, device, client);
  }

  /**
   * Second step: the challenge (signed, five minutes, once, from the same browser) and a code from the
   * app or a backup code. A wrong code is a failed attempt and counts towards the lockout.
   */
  async loginTwoFactor(body: LoginTwoFactorBody, client: ClientInfo): Promise<LoginResponse> {
    const { db, clock } = this.deps;
    const expired = () => unauthenticated(Messages.twoFactorChallengeExpired);
    const now = clock.now();
    const claims = await this.deps.challenges.verify(body.challengeToken, now);
    if (!claims) throw expired();
    const challenge = await findChallenge(db, claims.challengeId);
    if (
      !challenge ||
      challenge.userId !== claims.userId ||
      challenge.usedAt !== null ||
      challenge.expiresAt.getTime() <= now.getTime() ||
      challenge.clientHash !== clientHash(client.userAgent)
    ) {
      throw expired();
    }
    const byId = await findUserById(db, challenge.userId);
    const found = byId && (await findUserForLogin(db, byId.email));
    if (!found?.user.isActive || found.employeeStatus === 'inactive') throw expired();
    const { user } = found;
    const device: DeviceSeen = {
      deviceType: challenge.device.deviceType as DeviceSeen['deviceType'],
      browser: challenge.device.browser,
      os: challenge.device.os,
      fingerprint: challenge.device.fingerprint,
    };
    const attempt = attemptOf(user.email, user.id, device, client);
    await this.deps.guard.assertNotLocked(attempt);

    const factor: SecondFactor =
      body.code !== undefined ? { code: body.code } : { backupCode: body.backupCode ?? '' };
    const outcome = await withTransaction(db, async (tx) => {
      if (!(await this.deps.twoFactor.spend(tx, user.id, factor))) return 'invalid' as const;
      if (!(await spendChallenge(tx, challenge.id, clock.now()))) return 'spent' as const;
      return 'ok' as const;
    });
    if (outcome === 'spent') throw expired();
    if (outcome === 'invalid') {
      await this.deps.guard.recordFailure(
        attempt,
        'code' in factor ? 'invalid_two_factor_code' : 'invalid_backup_code',
      );
      throw unauthenticated(Messages.invalidTwoFactorCode);
    }
    return this.openSession(user, attempt, device, client);
  }

  /** Opens the session, records the success, and flags (and alerts about) a device not seen before. */
  private async openSession(
    user: UserRow,
    attempt: Attempt,
    device: DeviceSeen,
    client: ClientInfo,
  ): Promise<LoginResponse> {
    const { db, clock } = this.deps;
    const policy = await this.deps.policy.current();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + policy.sessionAbsoluteHours * HOUR_MS);
    const label = deviceLabel(device);
    const { fingerprint } = device;
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
      await this.deps.guard.recordSuccess(tx, attempt);
      await setLastLogin(tx, user.id, now);
      return { session, isNewDevice };
    });

    let securityAlert: { message: string } | undefined;
    if (isNewDevice && user.alertOnNewDevice) {
      // The new session has no socket yet, so the notification reaches the user's other sessions.
      const alert = await this.deps.alerts.raise({
        userId: user.id,
        type: 'new_device',
        message: alertMessages.newDevice(label, client.ip),
        ip: client.ip,
        device: label,
      });
      securityAlert = { message: alert.message };
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
      ...(securityAlert ? { securityAlert } : {}),
      twoFactorSetupRequired: twoFactorSetupRequired(policy, user),
    };
  }

  /**
   * Token → live session → active user, for every HTTP request and socket handshake. Throws
   * UNAUTHENTICATED; role and employee come from the database, not the token. The idle limit and the
   * two-factor requirement come from the company's security policy.
   */
  async authenticate(token: string | undefined): Promise<Authenticated> {
    if (!token) throw unauthenticated(Messages.notSignedIn);
    const now = this.deps.clock.now();
    const claims = await this.deps.tokens.verify(token, now);
    if (!claims) throw unauthenticated(Messages.sessionExpired);

    const [found, policy] = await Promise.all([
      findSessionWithUser(this.deps.db, claims.sessionId),
      this.deps.policy.current(),
    ]);
    if (!found || found.user.id !== claims.userId) throw unauthenticated(Messages.sessionExpired);
    const { session, user } = found;
    const idleFor = now.getTime() - session.lastSeenAt.getTime();
    if (
      session.revokedAt !== null ||
      session.expiresAt.getTime() <= now.getTime() ||
      idleFor > policy.sessionIdleMinutes * MINUTE_MS ||
      !user.isActive ||
      found.employeeStatus === 'inactive'
    ) {
      throw unauthenticated(Messages.sessionExpired);
    }
    if (idleFor >= SESSION_TOUCH_INTERVAL_MS) await touchSession(this.deps.db, session.id, now);

    return {
      actor: { userId: user.id, role: user.role, employeeId: user.employeeId, sessionId: session.id },
      // Only the socket handshake reads the label: it is not worked out on every HTTP request.
      get device() {
        return (
          session.deviceLabel ??
          deviceLabel(
            describeDevice(session.userAgent ?? undefined, {
              ...(session.browser ? { browser: session.browser } : {}),
              ...(session.os ? { os: session.os } : {}),
            }),
          )
        );
      },
      twoFactorSetupRequired: twoFactorSetupRequired(policy, user),
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

  /**
   * What the person can reach beyond their role: Recruitment for admin and hr, and for whoever is a
   * hiring manager of an opening or sits on an interview panel (recruitment shows them those).
   */
  async capabilities(actor: Actor): Promise<Capabilities> {
    requirePermission(actor, 'profile:self');
    const canRecruit =
      can(actor.role, 'recruitment:read') ||
      (actor.employeeId !== null && (await this.deps.hiring.takesPart(actor.employeeId)));
    return { canRecruit };
  }

  /**
   * The person's own contact details (on their employee record) and language (on their account,
   * so an account without an employee record may choose one too).
   */
  async updateProfile(actor: Actor, body: UpdateProfileBody): Promise<AuthUser> {
    requirePermission(actor, 'profile:self');
    const { language, ...contact } = body;
    const changesContact = contact.phone !== undefined || contact.personalEmail !== undefined;
    if (changesContact && !actor.employeeId) {
      throw new AppError('NOT_FOUND', 'No employee record is linked to this account.');
    }
    if (language !== undefined) await this.setLanguage(actor, language);
    if (changesContact && actor.employeeId) {
      await this.deps.people.updateOwnProfile(actor, actor.employeeId, contact);
    }
    return this.profileOf(actor.userId);
  }

  /** The person's language on their account, audited; unchanged when it is the same. */
  private async setLanguage(actor: Actor, language: Locale | null): Promise<void> {
    const { db, audit, clock } = this.deps;
    await withTransaction(db, async (tx) => {
      const user = await findUserForUpdate(tx, actor.userId);
      if (!user) throw unauthenticated(Messages.sessionExpired);
      if (user.language === language) {
        audit.nothingChanged();
        return;
      }
      await updateUser(tx, actor.userId, { language }, clock.now());
      await audit.record(tx, actor, {
        action: 'user.language.update',
        entityType: 'user',
        entityId: actor.userId,
        before: { language: user.language },
        after: { language },
      });
    });
  }

  /** The actor's own sign-in attempts, newest first. */
  async loginHistory(
    actor: Actor,
    query: { page: number; limit: number; outcome?: LoginOutcome | undefined },
  ): Promise<LoginHistoryResponse> {
    const { items, total } = await listLoginHistory(this.deps.db, actor.userId, query);
    return {
      items: items.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        outcome: row.outcome,
        reason: row.reason,
        ip: row.ip,
        device: deviceLabel(
          describeDevice(row.userAgent ?? undefined, {
            ...(row.deviceType ? { deviceType: row.deviceType as DeviceDescription['deviceType'] } : {}),
            ...(row.browser ? { browser: row.browser } : {}),
            ...(row.os ? { os: row.os } : {}),
          }),
        ),
        browser: row.browser,
        os: row.os,
      })),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async securitySettings(actor: Actor): Promise<{ twoFactorEnabled: boolean; alertOnNewDevice: boolean }> {
    const user = await findUserById(this.deps.db, actor.userId);
    if (!user) throw unauthenticated(Messages.sessionExpired);
    return { twoFactorEnabled: user.twoFactorEnabled, alertOnNewDevice: user.alertOnNewDevice };
  }

  async updateSecuritySettings(
    actor: Actor,
    body: { alertOnNewDevice: boolean },
  ): Promise<{ twoFactorEnabled: boolean; alertOnNewDevice: boolean }> {
    const { db, audit, clock } = this.deps;
    // Audited: switching the alerts off is what someone holding a stolen session would do first.
    await withTransaction(db, async (tx) => {
      const user = await findUserForUpdate(tx, actor.userId);
      if (!user) throw unauthenticated(Messages.sessionExpired);
      if (user.alertOnNewDevice === body.alertOnNewDevice) {
        audit.nothingChanged();
        return;
      }
      await updateUser(tx, actor.userId, { alertOnNewDevice: body.alertOnNewDevice }, clock.now());
      await audit.record(tx, actor, {
        action: 'user.security_alerts.update',
        entityType: 'user',
        entityId: actor.userId,
        before: { alertOnNewDevice: user.alertOnNewDevice },
        after: { alertOnNewDevice: body.alertOnNewDevice },
      });
    });
    return this.securitySettings(actor);
  }

  /**
   * Public: what the sign-in page shows before anyone signs in. A demo account is offered only while
   * the demo is allowed (in production, with `DEMO_MODE=true` alone) and on, and the account is
   * active and still has the demo password: the moment its
   * password changes, it is no longer listed, and no other password is ever shown.
   */
  async loginOptions(): Promise<LoginOptionsResponse> {
    const [{ companyName, logoUrl, language }, demoVisible] = await Promise.all([
      this.deps.organization.brand(),
      this.deps.demoAccountsAllowed ? this.demoAccountsVisible.current() : false,
    ]);
    const demoAccounts = demoVisible ? await this.accountsWithDemoPassword() : [];
    return {
      companyName,
      logoUrl,
      language,
      demoAccounts: demoAccounts.map((a) => ({ ...a, password: DEMO_PASSWORD })),
    };
  }

  /** The demo accounts that are active and still open with the demo password. */
  async accountsWithDemoPassword(): Promise<typeof DEMO_ACCOUNTS> {
    const hashes = await findActivePasswordHashes(
      this.deps.db,
      DEMO_ACCOUNTS.map((a) => a.email),
    );
    const open = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => {
        const hash = hashes.get(account.email);
        return hash !== undefined && (await this.isDemoPasswordHash(hash));
      }),
    );
    return DEMO_ACCOUNTS.filter((_, i) => open[i]);
  }

  /**
   * Whether a stored hash is of the demo password. Verifying is slow on purpose, and this answers an
   * unauthenticated page: each hash is verified once and remembered (a changed password is a new hash).
   */
  private async isDemoPasswordHash(hash: string): Promise<boolean> {
    let known = this.demoHashVerdicts.get(hash);
    if (known === undefined) {
      known = verifyPassword(hash, DEMO_PASSWORD);
      if (this.demoHashVerdicts.size >= 64) this.demoHashVerdicts.clear();
      this.demoHashVerdicts.set(hash, known);
    }
    return known;
  }

  private async profileOf(userId: string): Promise<AuthUser> {
    const profile = await findProfile(this.deps.db, userId);
    if (!profile) throw unauthenticated(Messages.sessionExpired);
    return profile;
  }
}

function twoFactorSetupRequired(
  policy: SecurityPolicy,
  user: { role: UserRow['role']; twoFactorEnabled: boolean },
): boolean {
  return !user.twoFactorEnabled && policy.twoFactorRequiredRoles.includes(user.role);
}
