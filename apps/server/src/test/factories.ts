/**
 * Test data with unique values on every call, so tests never depend on the demo seed or on each other.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@hrms/contracts/roles';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/auth';
import { companies, departments, designations, employees, offices } from '../db/schema/organization';
import { users } from '../db/schema/users';
import { type Clock, HOUR_MS } from '../lib/clock';
import { hashPassword } from '../lib/password';
import type { SessionTokens } from '../lib/session-token';

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

let counter = 0;
/** Unique within a run: the process id keeps parallel test files apart on a shared PostgreSQL. */
export const unique = (prefix = 'x') => `${prefix}${process.pid.toString(36)}${(++counter).toString(36)}`;

let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

type CompanyRow = typeof companies.$inferSelect;
type OfficeRow = typeof offices.$inferSelect;
type DepartmentRow = typeof departments.$inferSelect;
type EmployeeRow = typeof employees.$inferSelect;
type UserRow = typeof users.$inferSelect;

export interface Person {
  user: UserRow;
  employee: EmployeeRow;
  email: string;
  password: string;
}

export class Factories {
  constructor(
    private readonly db: Database,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
  ) {}

  async company(overrides: Partial<typeof companies.$inferInsert> = {}): Promise<CompanyRow> {
    const [row] = await this.db
      .insert(companies)
      .values({ name: `Company ${unique()}`, ...overrides })
      .returning();
    return row!;
  }

  async office(companyId: string, overrides: Partial<typeof offices.$inferInsert> = {}): Promise<OfficeRow> {
    const [row] = await this.db
      .insert(offices)
      .values({ companyId, name: `Office ${unique()}`, city: 'Pune', ...overrides })
      .returning();
    return row!;
  }

  async department(
    companyId: string,
    overrides: Partial<typeof departments.$inferInsert> = {},
  ): Promise<DepartmentRow> {
    const code = unique('D').toUpperCase();
    const [row] = await this.db
      .insert(departments)
      .values({ companyId, name: `Department ${code}`, code, ...overrides })
      .returning();
    return row!;
  }

  /** A designation of the company; the same name again returns the same row. */
  async designation(
    companyId: string,
    name: string = unique('Title '),
  ): Promise<typeof designations.$inferSelect> {
    const [existing] = await this.db
      .select()
      .from(designations)
      .where(and(eq(designations.companyId, companyId), eq(designations.name, name)));
    if (existing) return existing;
    const [row] = await this.db.insert(designations).values({ companyId, name }).returning();
    return row!;
  }

  async employee(
    companyId: string,
    overrides: Partial<typeof employees.$inferInsert> = {},
  ): Promise<EmployeeRow> {
    const id = unique();
    const [row] = await this.db
      .insert(employees)
      .values({
        companyId,
        employeeCode: `T-${id}`.toUpperCase(),
        firstName: 'Test',
        lastName: `Person ${id}`,
        workEmail: `${id}@work.test`,
        joinDate: '2024-04-01',
        ...overrides,
      })
      .returning();
    return row!;
  }

  /** An employee with a sign-in account. */
  async person(
    companyId: string,
    options: {
      role?: Role;
      isActive?: boolean;
      employee?: Partial<typeof employees.$inferInsert>;
    } = {},
  ): Promise<Person> {
    const employee = await this.employee(companyId, options.employee);
    const [user] = await this.db
      .insert(users)
      .values({
        email: employee.workEmail,
        role: options.role ?? 'employee',
        passwordHash: await testPasswordHash(),
        employeeId: employee.id,
        isActive: options.isActive ?? true,
      })
      .returning();
    return { user: user!, employee, email: employee.workEmail, password: TEST_PASSWORD };
  }

  /** A live session and its bearer token, without going through sign-in (no password hashing). */
  async session(
    userId: string,
    overrides: Partial<typeof sessions.$inferInsert> = {},
  ): Promise<{ sessionId: string; token: string }> {
    const now = this.clock.now();
    const expiresAt = overrides.expiresAt ?? new Date(now.getTime() + 12 * HOUR_MS);
    const [row] = await this.db
      .insert(sessions)
      .values({ id: randomUUID(), userId, createdAt: now, lastSeenAt: now, expiresAt, ...overrides })
      .returning();
    const token = await this.tokens.sign({ sessionId: row!.id, userId }, now, expiresAt);
    return { sessionId: row!.id, token };
  }
}
