/**
 * Changing a password, and resetting a forgotten one by a mailed link (product decisions "Accounts and
 * sessions"): a random token stored hashed, valid 30 minutes, used once; the reply never says whether
 * the email has an account; a reset ends every session, a change every other one. A new account's
 * invitation is the same kind of link (`purpose = 'invitation'`, valid 7 days) through the same reset
 * flow; choosing a password ends the pending invitation.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Messages } from '@hrms/contracts/errors';
import { type Database, withTransaction } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { type Clock, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { ClientInfo } from '../../lib/request-actor';
import type { AuditService } from '../audit/audit.service';
import type { SecurityPolicyService } from '../settings/settings.service';
import {
  endLockout,
  findProfile,
  findResetToken,
  findUserById,
  findUserForLogin,
  insertResetToken,
  insertResetTokens,
  spendResetTokensOf,
  spendResetTokensOfUsers,
  updateUser,
} from './auth.repository';
import { checkNewPassword } from './new-password-rules';
import { alertMessages, type SecurityAlertsService } from './security-alerts.service';
import type { SessionsService } from './sessions.service';

export const RESET_TOKEN_TTL_MS = 30 * MINUTE_MS;
/** An invitation waits longer than a reset: the new person may not read mail before their first day. */
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * HOUR_MS;
const INVITATION_DAYS = INVITATION_TOKEN_TTL_MS / (24 * HOUR_MS);

/** A set-password link for a new account, made inside the transaction that creates the account. */
export interface Invitation {
  userId: string;
  email: string;
  token: string;
  expiresAt: Date;
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `asha.rao@acme.test` → `a****@acme.test`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  return `${email[0]}****${email.slice(at)}`;
}

export interface PasswordServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Links in mail start here, e.g. `https://hr.example.com`. */
  publicUrl: string;
  policy: SecurityPolicyService;
  sessions: SessionsService;
  alerts: SecurityAlertsService;
  audit: AuditService;
  log: { error(details: object, message: string): void };
}

export class PasswordService {
  /** Reset links and invitations being made and mailed after the reply (see `forgot`). */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: PasswordServiceDeps) {}

  async change(
    actor: Actor,
    body: { currentPassword: string; newPassword: string },
    client: ClientInfo,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const user = await findUserById(db, actor.userId);
    if (!user) throw new AppError('NOT_FOUND', 'No account is linked to this session.');
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw new AppError('VALIDATION_FAILED', Messages.currentPasswordWrong, [
        { field: 'body.currentPassword', message: Messages.currentPasswordWrong },
      ]);
    }
    await this.checkNewPassword(body.newPassword, 'body.newPassword', user.id);
    const passwordHash = await hashPassword(body.newPassword);
    const now = clock.now();
    await withTransaction(db, async (tx) => {
      await updateUser(tx, user.id, { passwordHash, passwordChangedAt: now }, now);
      await this.deps.audit.record(tx, actor, {
        action: 'user.password.change',
        entityType: 'user',
        entityId: user.id,
        before: null,
        after: null,
      });
    });
    await this.deps.sessions.revokeAllOf(user.id, {
      exceptSessionId: actor.sessionId,
      reason: 'password_changed',
    });
    await this.deps.alerts.raise({
      userId: user.id,
      type: 'password_changed',
      message: alertMessages.passwordChanged,
      ip: client.ip,
    });
  }

  /**
   * Always the same reply, at once: the lookup, the token and the mail happen after it, so neither the
   * answer nor its timing tells whether the email has an account. For an active account a new link
   * replaces any earlier one.
   */
  forgot(body: { email: string }, client: ClientInfo): void {
    const work: Promise<void> = this.sendResetLink(body.email, client)
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'password reset mail failed'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  private async sendResetLink(email: string, client: ClientInfo): Promise<void> {
    const { db, clock } = this.deps;
    const found = await findUserForLogin(db, email);
    if (!found?.user.isActive || found.employeeStatus === 'inactive') return;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await withTransaction(db, async (tx) => {
      await spendResetTokensOf(tx, found.user.id, now);
      await insertResetToken(tx, {
        userId: found.user.id,
        tokenHash: hashResetToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        ip: client.ip,
      });
    });
    const link = `${this.deps.publicUrl}/reset-password/${token}`;
    await this.deps.mailer.send({
      to: found.user.email,
      subject: 'Reset your HRMS password',
      text: [
        'Someone asked to reset the password of your HRMS account.',
        '',
        `Open this link within ${RESET_TOKEN_TTL_MS / MINUTE_MS} minutes to choose a new password:`,
        link,
        '',
        'If it was not you, ignore this message: your password stays as it is.',
      ].join('\n'),
      link,
    });
  }

  /**
   * Invitation links for accounts created without a password, inside the caller's transaction: each
   * link works through the reset-password flow for seven days, and replaces any earlier unused link of
   * the account (`replaceEarlier`, for resending).
   */
  async createInvitations(
    tx: Database,
    accounts: readonly { userId: string; email: string }[],
    options: { replaceEarlier?: boolean } = {},
  ): Promise<Invitation[]> {
    if (accounts.length === 0) return [];
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TOKEN_TTL_MS);
    const invitations = accounts.map((account) => ({
      userId: account.userId,
      email: account.email,
      token: randomBytes(32).toString('base64url'),
      expiresAt,
    }));
    if (options.replaceEarlier) {
      await spendResetTokensOfUsers(
        tx,
        invitations.map((i) => i.userId),
        now,
      );
    }
    await insertResetTokens(
      tx,
      invitations.map((i) => ({
        userId: i.userId,
        tokenHash: hashResetToken(i.token),
        purpose: 'invitation' as const,
        createdAt: now,
        expiresAt,
      })),
    );
    return invitations;
  }

  /**
   * After the accounts are committed: mails each invitation, one after another, after the reply. A
   * failed mail is logged, not thrown: the account exists and the invitation can be sent again.
   */
  sendInvitations(invitations: readonly (Invitation & { name: string; companyName: string })[]): void {
    if (invitations.length === 0) return;
    const work: Promise<void> = (async () => {
      for (const invitation of invitations) {
        await this.mailInvitation(invitation).catch((error: unknown) =>
          this.deps.log.error({ err: error, userId: invitation.userId }, 'invitation mail failed'),
        );
      }
    })().finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  private async mailInvitation(invitation: Invitation & { name: string; companyName: string }) {
    const link = `${this.deps.publicUrl}/reset-password/${invitation.token}`;
    await this.deps.mailer.send({
      to: invitation.email,
      subject: `You're invited to ${invitation.companyName}`,
      text: [
        `Hello ${invitation.name},`,
        '',
        `${invitation.companyName} has added you to HRMS, where you will find your leave, payslips and documents.`,
        '',
        `Open this link within ${INVITATION_DAYS} days to choose your password:`,
        link,
        '',
        `Then sign in with ${invitation.email} and that password.`,
      ].join('\n'),
      link,
    });
  }

  async validateResetToken(token: string): Promise<{ valid: boolean }> {
    return { valid: (await this.usableToken(this.deps.db, token)) !== null };
  }

  async resetTokenInfo(token: string): Promise<{ email: string; expiresAt: string }> {
    const found = await this.usableToken(this.deps.db, token);
    if (!found) throw new AppError('NOT_FOUND', Messages.resetTokenInvalid);
    return { email: maskEmail(found.email), expiresAt: found.token.expiresAt.toISOString() };
  }

  /** Sets the new password, spends the token, ends every session and any lockout of the account. */
  async reset(body: { token: string; newPassword: string }, client: ClientInfo): Promise<void> {
    const { db, clock } = this.deps;
    // The rules first: a password that is refused must not spend the link.
    const usable = await this.usableToken(db, body.token);
    if (!usable) throw new AppError('VALIDATION_FAILED', Messages.resetTokenInvalid);
    await this.checkNewPassword(body.newPassword, 'body.newPassword', usable.token.userId);
    const passwordHash = await hashPassword(body.newPassword);
    const now = clock.now();
    const reset = await withTransaction(db, async (tx) => {
      const found = await this.usableToken(tx, body.token, { forUpdate: true });
      if (!found) return null;
      const userId = found.token.userId;
      const invitation = found.token.purpose === 'invitation';
      await spendResetTokensOf(tx, userId, now);
      // Any set password ends a pending invitation, whether through its link or a reset link.
      await updateUser(tx, userId, { passwordHash, passwordChangedAt: now, invitationPending: false }, now);
      await endLockout(tx, found.email, now);
      await this.deps.audit.record(
        tx,
        { userId, sessionId: null },
        {
          action: invitation ? 'user.invitation.accept' : 'user.password.reset',
          entityType: 'user',
          entityId: userId,
          before: null,
          after: null,
        },
      );
      return { userId, invitation };
    });
    if (!reset) throw new AppError('VALIDATION_FAILED', Messages.resetTokenInvalid);
    await this.deps.sessions.revokeAllOf(reset.userId, { exceptSessionId: null, reason: 'password_reset' });
    // Choosing a first password is not a security event to warn the owner about.
    if (reset.invitation) return;
    await this.deps.alerts.raise({
      userId: reset.userId,
      type: 'password_reset',
      message: alertMessages.passwordReset,
      ip: client.ip,
    });
  }

  /** Waits for reset links still being made and mailed (shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async usableToken(db: Database, token: string, options: { forUpdate?: boolean } = {}) {
    const found = await findResetToken(db, hashResetToken(token), options);
    if (!found) return null;
    const now = this.deps.clock.now();
    if (found.token.usedAt !== null || found.token.expiresAt.getTime() <= now.getTime()) return null;
    if (!found.isActive || found.employeeStatus === 'inactive') return null;
    return found;
  }

  /** The company's policy and this person's name and email (new-password-rules.ts). */
  private async checkNewPassword(password: string, field: string, userId: string): Promise<void> {
    const policy = await this.deps.policy.current();
    const owner = await findProfile(this.deps.db, userId);
    await checkNewPassword(password, field, policy.passwordMinLength, {
      email: owner?.email,
      names: [owner?.employee?.firstName, owner?.employee?.lastName],
    });
  }
}
