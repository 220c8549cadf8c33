/**
 * First-run setup's writes: the company, its first office, the first person and their admin account,
 * in the people kernel's tables (docs/decisions/010), which no module's service can make before the
 * server has a company and an admin to act as.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';

/** Held until the transaction ends: two setups at once (the page and the command) go one at a time. */
const SETUP_LOCK_KEY = 7_301_202_611;

export async function lockSetup(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
}

/** Whether the server has a company or an account yet: setup is for an empty database only. */
export async function hasCompanyOrAccount(db: Database): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (company) return true;
  const [account] = await db.select({ id: users.id }).from(users).limit(1);
  return account !== undefined;
}

export async function insertCompany(db: Database, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function insertOffice(db: Database, values: typeof offices.$inferInsert) {
  const [row] = await db.insert(offices).values(values).returning();
  return row!;
}

export async function insertEmployee(db: Database, values: typeof employees.$inferInsert) {
  const [row] = await db.insert(employees).values(values).returning();
  return row!;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, email: users.email });
  return row!;
}
