import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginHistory, sessions, users } from '../../db/schema/auth';
import { departments, employees, offices } from '../../db/schema/organization';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type NewLoginAttempt = typeof loginHistory.$inferInsert;

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

export interface SessionWithUser {
  session: SessionRow;
  user: { id: string; role: UserRow['role']; isActive: boolean; employeeId: string | null };
  employeeStatus: 'active' | 'on_notice' | 'inactive' | null;
}

export async function findSessionWithUser(
  db: Database,
  sessionId: string,
): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({
      session: sessions,
      user: { id: users.id, role: users.role, isActive: users.isActive, employeeId: users.employeeId },
      employeeStatus: employees.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
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
  employee: {
    id: string;
    firstName: string;
    lastName: string;
    employeeCode: string;
    designation: string | null;
    department: string | null;
    office: string | null;
    phone: string | null;
    personalEmail: string | null;
  } | null;
}

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      designation: employees.designation,
      department: departments.name,
      office: offices.name,
      phone: employees.phone,
      personalEmail: employees.personalEmail,
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    employee:
      row.employeeId === null
        ? null
        : {
            id: row.employeeId,
            firstName: row.firstName!,
            lastName: row.lastName!,
            employeeCode: row.employeeCode!,
            designation: row.designation,
            department: row.department,
            office: row.office,
            phone: row.phone,
            personalEmail: row.personalEmail,
          },
  };
}

export interface EmployeeContact {
  phone: string | null;
  personalEmail: string | null;
}

/** Locks the employee row so concurrent edits audit a true "before". */
export async function findEmployeeContactForUpdate(
  db: Database,
  employeeId: string,
): Promise<EmployeeContact | undefined> {
  const [row] = await db
    .select({ phone: employees.phone, personalEmail: employees.personalEmail })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1)
    .for('update');
  return row;
}

export async function updateEmployeeContact(
  db: Database,
  employeeId: string,
  contact: Partial<EmployeeContact>,
  at: Date,
): Promise<void> {
  await db
    .update(employees)
    .set({ ...contact, updatedAt: at })
    .where(eq(employees.id, employeeId));
}
