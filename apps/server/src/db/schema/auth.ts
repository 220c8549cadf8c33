/** Accounts, their server-side sessions and every sign-in attempt. */

import { ROLES } from '@hrms/contracts/roles';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { employees } from './organization';

export const role = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    role: role('role').notNull().default('employee'),
    passwordHash: text('password_hash').notNull(),
    employeeId: uuid('employee_id')
      .unique()
      .references(() => employees.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorBackupCodes: jsonb('two_factor_backup_codes').$type<string[]>(),
    passwordChangedAt: instant('password_changed_at'),
    lastLoginAt: instant('last_login_at'),
    ...timestamps(),
  },
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Idle limit is measured from here; written at most once a minute. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Absolute limit. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    deviceType: text('device_type'),
    browser: text('browser'),
    os: text('os'),
    fingerprint: text('fingerprint'),
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
    ip: text('ip'),
    userAgent: text('user_agent'),
    deviceType: text('device_type'),
    browser: text('browser'),
    os: text('os'),
    fingerprint: text('fingerprint'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_history_user_created_idx').on(t.userId, t.createdAt),
    index('login_history_email_created_idx').on(t.email, t.createdAt),
    index('login_history_user_fingerprint_idx').on(t.userId, t.fingerprint),
  ],
);
