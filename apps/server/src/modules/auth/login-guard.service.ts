/**
 * What stands between a guesser and an account (product decisions "Accounts and sessions"): throttling
 * per client address, lockout per email after repeated failures, and the login history that records
 * every attempt.
 */
import { Messages } from '@hrms/contracts/errors';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AttemptStore } from '../../lib/attempt-counter';
import { type Clock, MINUTE_MS } from '../../lib/clock';
import { describeDevice, deviceLabel } from '../../lib/user-agent';
import type { SecurityPolicyService } from '../settings/settings.service';
import {
  countFailuresTowardsLockout,
  findLockedUntil,
  insertLoginAttempt,
  type NewLoginAttempt,
  upsertLockout,
} from './auth.repository';
import { alertMessages, type SecurityAlertsService } from './security-alerts.service';

/** Failures count towards a lockout for this long. */
export const LOCKOUT_WINDOW_MS = 15 * MINUTE_MS;
export const THROTTLE_WINDOW_MS = MINUTE_MS;

/** Why an attempt failed, as login history records it. */
export type FailureReason =
  | 'unknown_email'
  | 'wrong_password'
  | 'invalid_two_factor_code'
  | 'invalid_backup_code'
  | 'inactive';

/** Guesses count towards a lockout; an inactive account with the right password does not. */
const COUNTED: readonly FailureReason[] = [
  'unknown_email',
  'wrong_password',
  'invalid_two_factor_code',
  'invalid_backup_code',
];

/** One attempt as login history keeps it, without outcome, reason and time. */
export type Attempt = Omit<NewLoginAttempt, 'id' | 'outcome' | 'reason' | 'createdAt'>;

export class LoginGuard {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      attempts: AttemptStore;
      attemptsPerMinute: number;
      policy: SecurityPolicyService;
      alerts: SecurityAlertsService;
    },
  ) {}

  /** Counts a sign-in attempt from `ip`; the one past the limit in a minute, and every later one, is 429. */
  async throttle(ip: string | null): Promise<void> {
    const { attempts, clock, attemptsPerMinute } = this.deps;
    const now = clock.now().getTime();
    const seen = await attempts.hit(`sign-in:${ip ?? 'unknown'}`, now, THROTTLE_WINDOW_MS);
    if (seen > attemptsPerMinute) {
      // Windows are aligned to the clock (lib/attempt-counter): the next one starts at the next multiple.
      const windowEnds = (Math.floor(now / THROTTLE_WINDOW_MS) + 1) * THROTTLE_WINDOW_MS;
      throw new AppError('RATE_LIMITED', Messages.tooManyAttempts).retryAfter(windowEnds - now);
    }
  }

  /** While the email is locked: records the attempt as `locked` and throws 423, whatever the password. */
  async assertNotLocked(attempt: Attempt): Promise<void> {
    const now = this.deps.clock.now();
    const lockedUntil = await findLockedUntil(this.deps.db, attempt.email);
    if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
      await insertLoginAttempt(this.deps.db, {
        ...attempt,
        outcome: 'locked',
        reason: 'account_locked',
        createdAt: now,
      });
      throw new AppError('ACCOUNT_LOCKED', Messages.accountLocked).retryAfter(
        lockedUntil.getTime() - now.getTime(),
      );
    }
  }

  /**
   * Records a failed attempt. When it is the policy's threshold-th guess within the window, the email
   * is locked for the policy's minutes and the owner, if the account exists, gets a security alert.
   */
  async recordFailure(attempt: Attempt, reason: FailureReason): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    await insertLoginAttempt(db, { ...attempt, outcome: 'failure', reason, createdAt: now });
    if (!COUNTED.includes(reason)) return;
    const policy = await this.deps.policy.current();
    const failures = await countFailuresTowardsLockout(
      db,
      attempt.email,
      new Date(now.getTime() - LOCKOUT_WINDOW_MS),
      COUNTED,
    );
    if (failures < policy.lockoutThreshold) return;
    await upsertLockout(db, attempt.email, now, new Date(now.getTime() + policy.lockoutMinutes * MINUTE_MS));
    if (attempt.userId) {
      await this.deps.alerts.raise({
        userId: attempt.userId,
        type: 'account_locked',
        message: alertMessages.accountLocked(policy.lockoutMinutes),
        ip: attempt.ip ?? null,
        device: deviceLabel(
          describeDevice(attempt.userAgent ?? undefined, {
            ...(attempt.browser ? { browser: attempt.browser } : {}),
            ...(attempt.os ? { os: attempt.os } : {}),
          }),
        ),
      });
    }
  }

  /** Inside the sign-in's transaction. */
  recordSuccess(tx: Database, attempt: Attempt): Promise<void> {
    return insertLoginAttempt(tx, { ...attempt, outcome: 'success', createdAt: this.deps.clock.now() });
  }
}
