/**
 * Accounts, their server-side sessions, every sign-in attempt, and account security: lockouts,
 * two-factor sign-in challenges, password reset tokens and security alerts.
 */

import { SecurityAlertSchema } from '@hrms/contracts/auth-security';
import { index, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { ownerUserId, users } from './users';

/** Where a sign-in came from, as sessions and login history record it. */
const deviceColumns = () => ({
  ip: text('ip'),
  userAgent: text('user_agent'),
  deviceType: text('device_type'),
  browser: text('browser'),
  os: text('os'),
  fingerprint: text('fingerprint'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerUserId(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Idle limit is measured from here; written at most once a minute. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Absolute limit. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
    ...deviceColumns(),
    deviceLabel: text('device_label'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const LOGIN_OUTCOMES = ['success', 'failure', 'locked'] as const;
export const loginOutcome = pgEnum('login_outcome', LOGIN_OUTCOMES);

export const loginHistory = pgTable(
  'login_history',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    outcome: loginOutcome('outcome').notNull(),
    reason: text('reason'),
    ...deviceColumns(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_history_user_created_idx').on(t.userId, t.createdAt),
    index('login_history_email_created_idx').on(t.email, t.createdAt),
    index('login_history_user_fingerprint_idx').on(t.userId, t.fingerprint),
  ],
);

/** The `address` of a lockout that holds from every address. */
export const EVERY_ADDRESS = '*';

/**
 * Lockouts are keyed by the email typed, not the account, so an unknown email locks exactly like a
 * known one and the answers never reveal which accounts exist; and by the address the guesses came
 * from, so a stranger's guesses lock out the stranger, not the owner. Only many failures from many
 * addresses lock an email everywhere (`address` = '*').
 */
export const loginLockouts = pgTable(
  'login_lockouts',
  {
    email: text('email').notNull(),
    address: text('address').notNull().default(EVERY_ADDRESS),
    lockedAt: instant('locked_at').notNull(),
    lockedUntil: instant('locked_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/** The second step of a two-factor sign-in; the signed challenge token names a row, used once. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    userId: ownerUserId(),
    /** Hash of the User-Agent of the first step: the second must come from the same browser. */
    clientHash: text('client_hash').notNull(),
    /** What the first step reported about the device, for the session the second step opens. */
    device: jsonb('device')
      .$type<{ deviceType: string; browser: string; os: string; fingerprint: string | null }>()
      .notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('login_challenges_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: ownerUserId(),
    /** SHA-256 of the token; the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    /** `reset` (forgot password, 30 minutes) or `invitation` (a new account's first password). */
    purpose: text('purpose', { enum: ['reset', 'invitation'] })
      .notNull()
      .default('reset'),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    ip: text('ip'),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

type SecurityAlertType = (typeof SecurityAlertSchema.shape.type.options)[number];
export const SECURITY_ALERT_TYPES = SecurityAlertSchema.shape.type.options as [
  SecurityAlertType,
  ...SecurityAlertType[],
];
export const securityAlertType = pgEnum('security_alert_type', SECURITY_ALERT_TYPES);

export const securityAlerts = pgTable(
  'security_alerts',
  {
    id: id(),
    userId: ownerUserId(),
    type: securityAlertType('type').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    device: text('device'),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('security_alerts_user_created_idx').on(t.userId, t.createdAt)],
);
