/**
 * What stands between a guesser and an account (product decisions "Accounts and sessions"): throttling
 * per client address; lockout per email and address after repeated failures, so that a stranger's
 * guesses lock the stranger out and not the owner; a lockout everywhere only after many failures from
 * many addresses; failures slowed down progressively; and the login history of every attempt.
 */
import type { Lockout, UnlockBody } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { AttemptStore } from '../../lib/attempt-counter';
import { type Clock, MINUTE_MS } from '../../lib/clock';
import { describeDevice, deviceLabel } from '../../lib/user-agent';
import type { AuditService } from '../audit/audit.service';
import type { SecurityPolicyService } from '../settings/settings.service';
import {
  countFailuresTowardsLockout,
  EVERY_ADDRESS,
  endLockout,
  findLockedUntil,
  insertLoginAttempt,
  listActiveLockouts,
  lockoutAddress,
  type NewLoginAttempt,
  upsertLockout,
} from './auth.repository';
import { alertMessages, type SecurityAlertsService } from './security-alerts.service';

/** Failures count towards a lockout for this long. */
export const LOCKOUT_WINDOW_MS = 15 * MINUTE_MS;
export const THROTTLE_WINDOW_MS = MINUTE_MS;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/**
 * How long the answer to a failed guess waits: nothing for the first two of a series from one
 * address, then a quarter of a second doubling up to two seconds, so guessing slows to a crawl well
 * before the lockout while a person who mistypes twice notices nothing.
 */
export function failureSlowdownMs(failuresFromAddress: number): number {
  return failuresFromAddress < 3 ? 0 : Math.min(250 * 2 ** (failuresFromAddress - 3), 2_000);
}

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
      audit: AuditService;
      /** Waits before a failed guess is answered; tests pass one that does not wait. */
      sleep?: (ms: number) => Promise<void>;
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

  /**
   * While the email is locked for this address, or everywhere: records the attempt as `locked` and
   * throws 423, whatever the password.
   */
  async assertNotLocked(attempt: Attempt): Promise<void> {
    const now = this.deps.clock.now();
    const lockedUntil = await findLockedUntil(this.deps.db, attempt.email, lockoutAddress(attempt.ip), now);
    if (lockedUntil) {
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
   * Records a failed attempt. The policy's `lockoutThreshold`-th guess from one address within the
   * window locks the email for that address; the `accountLockoutThreshold`-th from any addresses
   * locks it everywhere. The owner, if the account exists, gets a security alert either way. The
   * answer is then slowed by the number of failures from this address.
   */
  async recordFailure(attempt: Attempt, reason: FailureReason): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    await insertLoginAttempt(db, { ...attempt, outcome: 'failure', reason, createdAt: now });
    if (!COUNTED.includes(reason)) return;
    const policy = await this.deps.policy.current();
    const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
    const address = lockoutAddress(attempt.ip);
    const [fromHere, fromAnywhere] = await Promise.all([
      countFailuresTowardsLockout(db, attempt.email, since, COUNTED, address),
      countFailuresTowardsLockout(db, attempt.email, since, COUNTED),
    ]);
    const lockedUntil = new Date(now.getTime() + policy.lockoutMinutes * MINUTE_MS);
    const lockHere = fromHere >= policy.lockoutThreshold;
    const lockEverywhere = fromAnywhere >= policy.accountLockoutThreshold;
    if (lockHere) await upsertLockout(db, { email: attempt.email, address, lockedAt: now, lockedUntil });
    if (lockEverywhere) {
      await upsertLockout(db, { email: attempt.email, address: EVERY_ADDRESS, lockedAt: now, lockedUntil });
    }
    if ((lockHere || lockEverywhere) && attempt.userId)
      await this.alertOwner(attempt, policy.lockoutMinutes, lockEverywhere);
    const wait = failureSlowdownMs(fromHere);
    if (wait > 0 && !lockHere) await (this.deps.sleep ?? sleep)(wait);
  }

  private async alertOwner(attempt: Attempt, minutes: number, everywhere: boolean): Promise<void> {
    if (!attempt.userId) return;
    await this.deps.alerts.raise({
      userId: attempt.userId,
      type: 'account_locked',
      message: everywhere ? alertMessages.accountLocked(minutes) : alertMessages.addressLocked(minutes),
      ip: attempt.ip ?? null,
      device: deviceLabel(
        describeDevice(attempt.userAgent ?? undefined, {
          ...(attempt.browser ? { browser: attempt.browser } : {}),
          ...(attempt.os ? { os: attempt.os } : {}),
        }),
      ),
    });
  }

  /** Admin (Settings → Security): the lockouts in force. */
  async listLockouts(actor: Actor): Promise<Lockout[]> {
    requirePermission(actor, 'settings:security');
    const rows = await listActiveLockouts(this.deps.db, this.deps.clock.now());
    return rows.map((row) => ({
      email: row.email,
      address: row.address === EVERY_ADDRESS ? null : row.address,
      lockedAt: row.lockedAt.toISOString(),
      lockedUntil: row.lockedUntil.toISOString(),
    }));
  }

  /**
   * Admin ends every lockout of an email at once, with a reason (audited): the owner was locked out
   * by someone else's guesses, or has proved who they are. 404 when none is in force.
   */
  async unlock(actor: Actor, body: UnlockBody): Promise<{ unlocked: number }> {
    requirePermission(actor, 'settings:security');
    const now = this.deps.clock.now();
    return withTransaction(this.deps.db, async (tx) => {
      const unlocked = await endLockout(tx, body.email, now);
      if (unlocked === 0) throw new AppError('NOT_FOUND', 'That email is not locked.');
      await this.deps.audit.record(tx, actor, {
        action: 'login.unlock',
        entityType: 'login_lockout',
        // Lockouts are keyed by the email typed, which may name no account.
        entityId: body.email,
        before: { email: body.email, lockouts: unlocked },
        after: { email: body.email, lockouts: 0 },
        reason: body.reason,
      });
      return { unlocked };
    });
  }

  /** Inside the sign-in's transaction. */
  recordSuccess(tx: Database, attempt: Attempt): Promise<void> {
    return insertLoginAttempt(tx, { ...attempt, outcome: 'success', createdAt: this.deps.clock.now() });
  }
}
