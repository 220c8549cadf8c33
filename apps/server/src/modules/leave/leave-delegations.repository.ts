/** Who approves leave in whose place, and when. */
import type { Role } from '@hrms/contracts/roles';
import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { leaveDelegations } from '../../db/schema/leave';
import { employees } from '../../db/schema/organization';
import { users } from '../../db/schema/users';

export type DelegationRow = typeof leaveDelegations.$inferSelect;

const delegator = alias(employees, 'delegator');
const delegate = alias(employees, 'delegate');

export interface DelegationView extends DelegationRow {
  delegatorName: string;
  delegateName: string;
}

/** The delegations a person gave or received that have not ended by `today`, soonest first. */
export async function delegationsOf(
  db: Database,
  employeeId: string,
  today: string,
): Promise<DelegationView[]> {
  const rows = await db
    .select({
      row: leaveDelegations,
      delegatorName: sql<string>`${delegator.firstName} || ' ' || ${delegator.lastName}`,
      delegateName: sql<string>`${delegate.firstName} || ' ' || ${delegate.lastName}`,
    })
    .from(leaveDelegations)
    .innerJoin(delegator, eq(delegator.id, leaveDelegations.delegatorId))
    .innerJoin(delegate, eq(delegate.id, leaveDelegations.delegateId))
    .where(
      and(
        or(eq(leaveDelegations.delegatorId, employeeId), eq(leaveDelegations.delegateId, employeeId)),
        gte(leaveDelegations.endDate, today),
      ),
    )
    .orderBy(asc(leaveDelegations.startDate));
  return rows.map(({ row, ...names }) => ({ ...row, ...names }));
}

/** Those who handed their approvals to this person for a range that holds `today`. */
export async function activeDelegators(db: Database, delegateId: string, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: leaveDelegations.delegatorId })
    .from(leaveDelegations)
    .where(
      and(
        eq(leaveDelegations.delegateId, delegateId),
        lte(leaveDelegations.startDate, today),
        gte(leaveDelegations.endDate, today),
      ),
    );
  return [...new Set(rows.map((r) => r.id))];
}

/** A delegation of this delegator whose range meets `from`–`to`. */
export async function overlappingDelegation(
  db: Database,
  delegatorId: string,
  from: string,
  to: string,
): Promise<DelegationRow | undefined> {
  const [row] = await db
    .select()
    .from(leaveDelegations)
    .where(
      and(
        eq(leaveDelegations.delegatorId, delegatorId),
        lte(leaveDelegations.startDate, to),
        gte(leaveDelegations.endDate, from),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDelegation(
  db: Database,
  values: typeof leaveDelegations.$inferInsert,
): Promise<DelegationRow> {
  const [row] = await db.insert(leaveDelegations).values(values).returning();
  return row!;
}

export async function findDelegation(db: Database, id: string): Promise<DelegationRow | undefined> {
  const [row] = await db.select().from(leaveDelegations).where(eq(leaveDelegations.id, id));
  return row;
}

export async function deleteDelegation(db: Database, id: string): Promise<void> {
  await db.delete(leaveDelegations).where(eq(leaveDelegations.id, id));
}

/** The company's people whose active account has one of these roles, by name. */
export async function peopleWithRoles(
  db: Database,
  companyId: string,
  roles: readonly Role[],
): Promise<{ id: string; name: string }[]> {
  if (roles.length === 0) return [];
  return db
    .select({ id: employees.id, name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}` })
    .from(employees)
    .innerJoin(users, and(eq(users.employeeId, employees.id), eq(users.isActive, true)))
    .where(
      and(
        eq(employees.companyId, companyId),
        inArray(users.role, [...roles]),
        ne(employees.status, 'inactive'),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName));
}
