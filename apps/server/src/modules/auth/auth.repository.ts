import { isLocale, type Locale } from '@hrms/contracts/locales';
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/raw';
import {
  EVERY_ADDRESS,
  type LOGIN_OUTCOMES,
  loginChallenges,
  loginHistory,
  loginLockouts,
  passwordResetTokens,
  sessions,
} from '../../db/schema/auth';
import { employees } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { findPersonCard, type PersonCard } from '../../people/people.repository';

export type UserRow = typeof users.$inferSelect;
export type UserChange = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'passwordHash'
    | 'passwordChangedAt'
    | 'twoFactorEnabled'
    | 'twoFactorSecret'
    | 'twoFactorBackupCodes'
    | 'twoFactorPendingSecret'
    | 'twoFactorEnabledAt'
    | 'twoFactorLastStep'
    | 'alertOnNewDevice'
    | 'invitationPending'
    | 'language'
  >
>;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type NewLoginAttempt = typeof loginHistory.$inferInsert;
export type LoginHistoryRow = typeof loginHistory.$inferSelect;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];
export type LoginChallengeRow = typeof loginChallenges.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export interface UserForLogin {
  user: UserRow;
  employeeStatus: 'active' | 'on_notice' | 'inactive' | null;
}

export async function findUserForLogin(db: Database, email: string): Promise<UserForLogin | undefined> {
  const [row] = await db
    .select({ user: users, employeeStatus: employees.status })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The password hashes of active accounts with these emails (the demo accounts the sign-in page may offer). */
export async function findActivePasswordHashes(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.email, [...emails]), eq(users.isActive, true)));
  return new Map(rows.flatMap((row) => (row.passwordHash ? [[row.email, row.passwordHash] as const] : [])));
}

export interface SessionWithUser {
  session: SessionRow;
  user: {
    id: string;
    role: UserRow['role'];
    isActive: boolean;
    employeeId: string | null;
    twoFactorEnabled: boolean;
  };
  employeeStatus: 'active' | 'on_notice' | 'inactive' | null;
}

function prepareSessionLookup(db: Database) {
  return db
    .select({
      session: sessions,
      user: {
        id: users.id,
        role: users.role,
        isActive: users.isActive,
        employeeId: users.employeeId,
        twoFactorEnabled: users.twoFactorEnabled,
      },
      employeeStatus: employees.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('find_session_with_user');
}

/**
 * Every request runs this lookup, so it is a named prepared statement: PostgreSQL parses and plans
 * it once per connection instead of on every request.
 */
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

export async function findSessionWithUser(
  db: Database,
  sessionId: string,
): Promise<SessionWithUser | undefined> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ sessionId });
  return row;
}

export async function insertSession(db: Database, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function touchSession(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(
  db: Database,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function insertLoginAttempt(db: Database, values: NewLoginAttempt): Promise<void> {
  await db.insert(loginHistory).values(values);
}

export async function hasSucceededWithFingerprint(
  db: Database,
  userId: string,
  fingerprint: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.userId, userId),
        eq(loginHistory.fingerprint, fingerprint),
        eq(loginHistory.outcome, 'success'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function setLastLogin(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export interface ProfileRow {
  id: string;
  email: string;
  role: UserRow['role'];
  employee: PersonCard | null;
  language: Locale | null;
}

/** The account and, through the people kernel, the person it is. */
export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      employeeId: users.employeeId,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return undefined;
  const card = account.employeeId ? await findPersonCard(db, account.employeeId) : undefined;
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    employee: card ?? null,
    language: isLocale(account.language) ? account.language : null,
  };
}

// ---------------------------------------------------------------- users

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Locks the user's row: two-factor codes and backup codes are spent once even when requests race. */
export async function findUserForUpdate(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row;
}

export async function updateUser(db: Database, userId: string, change: UserChange, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: at })
    .where(eq(users.id, userId));
}

// ---------------------------------------------------------------- login history and lockouts

export async function listLoginHistory(
  db: Database,
  userId: string,
  query: { page: number; limit: number; outcome?: LoginOutcome | undefined },
): Promise<{ items: LoginHistoryRow[]; total: number }> {
  const where = and(
    eq(loginHistory.userId, userId),
    query.outcome ? eq(loginHistory.outcome, query.outcome) : undefined,
  );
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(loginHistory)
      .where(where)
      .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(loginHistory).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

export { EVERY_ADDRESS };

/** An attempt's address as lockouts key it: the client address, or `unknown` when there is none. */
export function lockoutAddress(ip: string | null | undefined): string {
  return ip ?? 'unknown';
}
const addressOfAttempt = sql<string>`coalesce(${loginHistory.ip}, 'unknown')`;

/** When the lock on this email, from this address or from every address, ends; null when none holds. */
export async function findLockedUntil(
  db: Database,
  email: string,
  address: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: max(loginLockouts.lockedUntil) })
    .from(loginLockouts)
    .where(
      and(
        eq(loginLockouts.email, email),
        inArray(loginLockouts.address, [address, EVERY_ADDRESS]),
        gt(loginLockouts.lockedUntil, now),
      ),
    );
  return row?.lockedUntil ?? null;
}

/**
 * Failed attempts for an email that count towards a lockout: after `since`, after the last successful
 * sign-in and after the end of the last lockout of the same scope, with one of `reasons`. `address`:
 * only those from that address (towards its lock); without it, those from every address.
 */
export async function countFailuresTowardsLockout(
  db: Database,
  email: string,
  since: Date,
  reasons: readonly string[],
  address?: string,
): Promise<number> {
  const lastSuccess = db
    .select({ at: max(loginHistory.createdAt) })
    .from(loginHistory)
    .where(and(eq(loginHistory.email, email), eq(loginHistory.outcome, 'success')));
  const lockEnd = db
    .select({ at: loginLockouts.lockedUntil })
    .from(loginLockouts)
    .where(and(eq(loginLockouts.email, email), eq(loginLockouts.address, address ?? EVERY_ADDRESS)));
  const [row] = await db
    .select({ failures: count() })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.email, email),
        eq(loginHistory.outcome, 'failure'),
        inArray(loginHistory.reason, [...reasons]),
        address === undefined ? undefined : sql`${addressOfAttempt} = ${address}`,
        gt(loginHistory.createdAt, since),
        gt(loginHistory.createdAt, sql`coalesce((${lastSuccess}), '-infinity'::timestamptz)`),
        gte(loginHistory.createdAt, sql`coalesce((${lockEnd}), '-infinity'::timestamptz)`),
      ),
    );
  return row?.failures ?? 0;
}

export async function upsertLockout(
  db: Database,
  lock: { email: string; address: string; lockedAt: Date; lockedUntil: Date },
): Promise<void> {
  await db
    .insert(loginLockouts)
    .values(lock)
    .onConflictDoUpdate({
      target: [loginLockouts.email, loginLockouts.address],
      set: { lockedAt: lock.lockedAt, lockedUntil: lock.lockedUntil },
    });
}

/**
 * Ends every lockout of an email early (a completed password reset proves the owner is the one
 * signing in; an admin's unlock). Returns how many were in force.
 */
export async function endLockout(db: Database, email: string, at: Date): Promise<number> {
  const ended = await db
    .update(loginLockouts)
    .set({ lockedUntil: at })
    .where(and(eq(loginLockouts.email, email), gt(loginLockouts.lockedUntil, at)))
    .returning({ address: loginLockouts.address });
  return ended.length;
}

export interface ActiveLockout {
  email: string;
  address: string;
  lockedAt: Date;
  lockedUntil: Date;
}

/** Lockouts in force, latest first, for admin (Settings → Security). */
export async function listActiveLockouts(db: Database, now: Date): Promise<ActiveLockout[]> {
  return db
    .select({
      email: loginLockouts.email,
      address: loginLockouts.address,
      lockedAt: loginLockouts.lockedAt,
      lockedUntil: loginLockouts.lockedUntil,
    })
    .from(loginLockouts)
    .where(gt(loginLockouts.lockedUntil, now))
    .orderBy(desc(loginLockouts.lockedAt))
    .limit(200);
}

export async function countFailedAttemptsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.userId, userId),
        inArray(loginHistory.outcome, ['failure', 'locked']),
        gt(loginHistory.createdAt, since),
      ),
    );
  return row?.failures ?? 0;
}

// ---------------------------------------------------------------- two-factor sign-in challenges

export async function insertChallenge(
  db: Database,
  values: typeof loginChallenges.$inferInsert,
): Promise<LoginChallengeRow> {
  const [row] = await db.insert(loginChallenges).values(values).returning();
  return row!;
}

export async function findChallenge(db: Database, id: string): Promise<LoginChallengeRow | undefined> {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).limit(1);
  return row;
}

/** True for the one caller that spends the challenge. */
export async function spendChallenge(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: at })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, at)))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

/** Challenges that can no longer be used; removed as new ones are made, so the table stays small. */
export async function deleteStaleChallenges(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.userId, userId), lt(loginChallenges.expiresAt, now)));
}

// ---------------------------------------------------------------- password reset tokens

export async function insertResetToken(
  db: Database,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Many tokens in few statements (invitations for an import of thousands); every row with the same keys. */
export async function insertResetTokens(
  db: Database,
  values: (typeof passwordResetTokens.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < values.length; i += 5000) {
    await insertJsonRows(db, passwordResetTokens, values.slice(i, i + 5000));
  }
}

export async function spendResetTokensOfUsers(db: Database, userIds: readonly string[], at: Date) {
  for (let i = 0; i < userIds.length; i += 1000) {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(
        and(
          inArray(passwordResetTokens.userId, userIds.slice(i, i + 1000)),
          isNull(passwordResetTokens.usedAt),
        ),
      );
  }
}

/** Ends every unused token of the user (a newer link replaces older ones; a reset ends them all). */
export async function spendResetTokensOf(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export interface ResetTokenWithUser {
  token: PasswordResetTokenRow;
  email: string;
  isActive: boolean;
  employeeStatus: 'active' | 'on_notice' | 'inactive' | null;
}

export async function findResetToken(
  db: Database,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<ResetTokenWithUser | undefined> {
  const query = db
    .select({
      token: passwordResetTokens,
      email: users.email,
      isActive: users.isActive,
      employeeStatus: employees.status,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: passwordResetTokens }) : await query;
  return row;
}
