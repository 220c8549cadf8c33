/**
 * Two-factor authentication with TOTP (RFC 6238) and single-use backup codes: set-up, turning off,
 * new backup codes, status, and spending a second factor at sign-in. A TOTP code is accepted once
 * (the last accepted time step is stored), a backup code once (its hash is removed).
 */
import type { TwoFactorStatusResponse } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { type Database, withTransaction } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/password';
import type { ClientInfo } from '../../lib/request-actor';
import { generateTotpSecret, matchTotp, otpauthUrl } from '../../lib/totp';
import type { AuditService } from '../audit/audit.service';
import type { SecurityPolicyService } from '../settings/settings.service';
import { findUserById, findUserForUpdate, type UserRow, updateUser } from './auth.repository';
import { generateBackupCodes, hashBackupCode } from './backup-codes';
import type { Attempt, LoginGuard } from './login-guard.service';
import { alertMessages, type SecurityAlertsService } from './security-alerts.service';

export const TOTP_ISSUER = 'HRMS';

export type SecondFactor = { code: string } | { backupCode: string };

const invalidCode = (field = 'body.code') =>
  new AppError('VALIDATION_FAILED', Messages.invalidTwoFactorCode, [
    { field, message: Messages.invalidTwoFactorCode },
  ]);

const notFound = () => new AppError('NOT_FOUND', 'No account is linked to this session.');

export class TwoFactorService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      audit: AuditService;
      alerts: SecurityAlertsService;
      guard: LoginGuard;
      policy: SecurityPolicyService;
    },
  ) {}

  async status(actor: Actor): Promise<TwoFactorStatusResponse> {
    const user = await findUserById(this.deps.db, actor.userId);
    if (!user) throw notFound();
    const policy = await this.deps.policy.current();
    return {
      enabled: user.twoFactorEnabled,
      enabledAt: user.twoFactorEnabled ? (user.twoFactorEnabledAt?.toISOString() ?? null) : null,
      backupCodesRemaining: user.twoFactorEnabled ? (user.twoFactorBackupCodes?.length ?? 0) : 0,
      required: policy.twoFactorRequiredRoles.includes(user.role),
    };
  }

  /** A new secret for the authenticator app, kept pending until `enable` proves it with a code. */
  async generate(actor: Actor): Promise<{ secret: string; otpauthUrl: string }> {
    const { db, clock } = this.deps;
    const user = await findUserById(db, actor.userId);
    if (!user) throw notFound();
    if (user.twoFactorEnabled) {
      throw new AppError(
        'CONFLICT',
        'Two-factor authentication is already on. Turn it off first to set it up again.',
      );
    }
    const secret = generateTotpSecret();
    await updateUser(db, user.id, { twoFactorPendingSecret: secret }, clock.now());
    return { secret, otpauthUrl: otpauthUrl({ issuer: TOTP_ISSUER, account: user.email, secret }) };
  }

  /** Turns two-factor on once a code from the app matches the pending secret; returns the backup codes, once. */
  async enable(actor: Actor, body: { code: string }): Promise<{ backupCodes: string[] }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const backupCodes = generateBackupCodes();
    await withTransaction(db, async (tx) => {
      const user = await findUserForUpdate(tx, actor.userId);
      if (!user) throw notFound();
      if (user.twoFactorEnabled) throw new AppError('CONFLICT', 'Two-factor authentication is already on.');
      if (!user.twoFactorPendingSecret) {
        throw new AppError('CONFLICT', 'Start the set-up again: no secret has been generated.');
      }
      const step = matchTotp(user.twoFactorPendingSecret, body.code, now);
      if (step === null) throw invalidCode();
      await updateUser(
        tx,
        user.id,
        {
          twoFactorEnabled: true,
          twoFactorSecret: user.twoFactorPendingSecret,
          twoFactorPendingSecret: null,
          twoFactorEnabledAt: now,
          // The code that proved the set-up cannot also sign in.
          twoFactorLastStep: step,
          twoFactorBackupCodes: backupCodes.map((code) => hashBackupCode(user.id, code)),
        },
        now,
      );
      await this.deps.audit.record(tx, actor, {
        action: 'user.two_factor.enable',
        entityType: 'user',
        entityId: user.id,
        before: { twoFactorEnabled: false },
        after: { twoFactorEnabled: true },
      });
    });
    await this.deps.alerts.raise({
      userId: actor.userId,
      type: 'two_factor_changed',
      message: alertMessages.twoFactorEnabled,
    });
    return { backupCodes };
  }

  /** Turns two-factor off after the password or a current code; not while the company requires it. */
  async disable(
    actor: Actor,
    body: { password?: string | undefined; code?: string | undefined },
    client: ClientInfo,
  ): Promise<void> {
    const user = await this.confirm(actor, body, client);
    const policy = await this.deps.policy.current();
    if (policy.twoFactorRequiredRoles.includes(user.role)) {
      throw new AppError(
        'CONFLICT',
        'Your company requires two-factor authentication for your role, so it cannot be turned off.',
      );
    }
    const now = this.deps.clock.now();
    await withTransaction(this.deps.db, async (tx) => {
      await updateUser(
        tx,
        user.id,
        {
          twoFactorEnabled: false,
          twoFactorSecret: null,
          twoFactorPendingSecret: null,
          twoFactorEnabledAt: null,
          twoFactorBackupCodes: null,
          twoFactorLastStep: null,
        },
        now,
      );
      await this.deps.audit.record(tx, actor, {
        action: 'user.two_factor.disable',
        entityType: 'user',
        entityId: user.id,
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
      });
    });
    await this.deps.alerts.raise({
      userId: user.id,
      type: 'two_factor_changed',
      message: alertMessages.twoFactorDisabled,
      ip: client.ip,
    });
  }

  /** Ten new backup codes after the password or a current code; the old ones stop working. */
  async regenerateBackupCodes(
    actor: Actor,
    body: { password?: string | undefined; code?: string | undefined },
    client: ClientInfo,
  ): Promise<{ backupCodes: string[] }> {
    const user = await this.confirm(actor, body, client);
    const backupCodes = generateBackupCodes();
    await withTransaction(this.deps.db, async (tx) => {
      await updateUser(
        tx,
        user.id,
        { twoFactorBackupCodes: backupCodes.map((code) => hashBackupCode(user.id, code)) },
        this.deps.clock.now(),
      );
      await this.deps.audit.record(tx, actor, {
        action: 'user.two_factor.backup_codes',
        entityType: 'user',
        entityId: user.id,
        before: { backupCodesRemaining: user.twoFactorBackupCodes?.length ?? 0 },
        after: { backupCodesRemaining: backupCodes.length },
      });
    });
    await this.deps.alerts.raise({
      userId: user.id,
      type: 'two_factor_changed',
      message: alertMessages.backupCodesRegenerated,
      ip: client.ip,
    });
    return { backupCodes };
  }

  /**
   * Sign-in's second step, inside its transaction: spends a TOTP code (its time step) or a backup
   * code (its hash). False when the code is wrong or was used already.
   */
  async spend(tx: Database, userId: string, factor: SecondFactor): Promise<boolean> {
    const now = this.deps.clock.now();
    const user = await findUserForUpdate(tx, userId);
    if (!user?.twoFactorEnabled || !user.twoFactorSecret) return false;
    if ('code' in factor) {
      const step = matchTotp(user.twoFactorSecret, factor.code, now, user.twoFactorLastStep);
      if (step === null) return false;
      await updateUser(tx, user.id, { twoFactorLastStep: step }, now);
      return true;
    }
    const hash = hashBackupCode(user.id, factor.backupCode);
    const codes = user.twoFactorBackupCodes ?? [];
    if (!codes.includes(hash)) return false;
    await updateUser(tx, user.id, { twoFactorBackupCodes: codes.filter((c) => c !== hash) }, now);
    return true;
  }

  /**
   * Asks again before a two-factor change: every credential given must be right. A wrong one is a
   * failed attempt in login history and counts towards the lockout, as at sign-in.
   */
  private async confirm(
    actor: Actor,
    body: { password?: string | undefined; code?: string | undefined },
    client: ClientInfo,
  ): Promise<UserRow> {
    const user = await findUserById(this.deps.db, actor.userId);
    if (!user) throw notFound();
    if (!user.twoFactorEnabled) throw new AppError('CONFLICT', 'Two-factor authentication is not on.');
    const attempt: Attempt = {
      email: user.email,
      userId: user.id,
      ip: client.ip,
      userAgent: client.userAgent,
    };
    await this.deps.guard.assertNotLocked(attempt);

    if (body.password !== undefined && !(await verifyPassword(user.passwordHash, body.password))) {
      await this.deps.guard.recordFailure(attempt, 'wrong_password');
      throw new AppError('VALIDATION_FAILED', Messages.currentPasswordWrong, [
        { field: 'body.password', message: Messages.currentPasswordWrong },
      ]);
    }
    if (body.code !== undefined) {
      const code = body.code;
      const ok = await withTransaction(this.deps.db, (tx) => this.spend(tx, user.id, { code }));
      if (!ok) {
        await this.deps.guard.recordFailure(attempt, 'invalid_two_factor_code');
        throw invalidCode();
      }
    }
    return user;
  }
}
