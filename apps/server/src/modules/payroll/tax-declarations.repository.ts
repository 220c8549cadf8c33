/** Tax declarations' rows: one a person and financial year, with the person they belong to. */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { departments, designations, employees } from '../../db/schema/organization';
import { taxDeclarations } from '../../db/schema/payroll';
import { users } from '../../db/schema/users';

export type TaxDeclarationRow = typeof taxDeclarations.$inferSelect;

const deciders = alias(employees, 'deciders');

function declarationQuery(db: Database) {
  return db
    .select({
      row: taxDeclarations,
      employee: {
        id: employees.id,
        name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
        employeeCode: employees.employeeCode,
        department: departments.name,
        designation: designations.name,
      },
      // The decider by name, or by their account's email when they have no employee record.
      decidedBy: sql<
        string | null
      >`coalesce(${deciders.firstName} || ' ' || ${deciders.lastName}, ${users.email})`,
    })
    .from(taxDeclarations)
    .innerJoin(employees, eq(employees.id, taxDeclarations.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(users, eq(users.id, taxDeclarations.decidedBy))
    .leftJoin(deciders, eq(deciders.id, users.employeeId));
}
export type DeclarationWithPerson = Awaited<ReturnType<typeof declarationQuery>>[number];

export async function declarationOf(
  db: Database,
  employeeId: string,
  financialYear: number,
): Promise<DeclarationWithPerson | undefined> {
  const [row] = await declarationQuery(db).where(
    and(eq(taxDeclarations.employeeId, employeeId), eq(taxDeclarations.financialYear, financialYear)),
  );
  return row;
}

export async function declarationById(db: Database, id: string): Promise<DeclarationWithPerson | undefined> {
  const [row] = await declarationQuery(db).where(eq(taxDeclarations.id, id));
  return row;
}

/** The declaration, locked for a decision in this transaction. */
export async function lockDeclaration(tx: Database, id: string): Promise<TaxDeclarationRow | undefined> {
  const [row] = await tx.select().from(taxDeclarations).where(eq(taxDeclarations.id, id)).for('update');
  return row;
}

/**
 * Submits a person's declaration for a year: a new one, or the one there replaced and waiting for a
 * decision again. Answers the row before (if any) and after, from one statement each under a lock.
 */
export async function submitDeclaration(
  tx: Database,
  values: Pick<
    typeof taxDeclarations.$inferInsert,
    'companyId' | 'employeeId' | 'financialYear' | 'regime' | 'section80C' | 'note' | 'submittedAt'
  >,
): Promise<{ before: TaxDeclarationRow | undefined; after: TaxDeclarationRow }> {
  const [before] = await tx
    .select()
    .from(taxDeclarations)
    .where(
      and(
        eq(taxDeclarations.employeeId, values.employeeId),
        eq(taxDeclarations.financialYear, values.financialYear),
      ),
    )
    .for('update');
  const fresh = {
    regime: values.regime,
    section80C: values.section80C,
    note: values.note,
    status: 'submitted',
    submittedAt: values.submittedAt,
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    updatedAt: values.submittedAt,
  };
  const [after] = await tx
    .insert(taxDeclarations)
    .values({ ...values, status: 'submitted' })
    .onConflictDoUpdate({ target: [taxDeclarations.employeeId, taxDeclarations.financialYear], set: fresh })
    .returning();
  return { before, after: after! };
}

export async function decideDeclaration(
  tx: Database,
  id: string,
  decision: Pick<TaxDeclarationRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote'>,
): Promise<TaxDeclarationRow> {
  const [row] = await tx
    .update(taxDeclarations)
    .set({ ...decision, updatedAt: decision.decidedAt ?? sql`now()` })
    .where(eq(taxDeclarations.id, id))
    .returning();
  return row!;
}

/** A company's declarations, waiting ones first, newest first; by status and name or code. */
export async function listDeclarations(
  db: Database,
  companyId: string,
  filter: { status?: string | undefined; search?: string | undefined },
  page: { page: number; limit: number },
): Promise<{ rows: DeclarationWithPerson[]; total: number }> {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  const where = and(
    eq(taxDeclarations.companyId, companyId),
    filter.status ? eq(taxDeclarations.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
          ilike(employees.employeeCode, pattern),
        )
      : undefined,
  );
  const [rows, [counted]] = [
    await declarationQuery(db)
      .where(where)
      .orderBy(
        sql`${taxDeclarations.status} = 'submitted' desc`,
        desc(taxDeclarations.submittedAt),
        asc(taxDeclarations.id),
      )
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    await db
      .select({ total: count() })
      .from(taxDeclarations)
      .innerJoin(employees, eq(employees.id, taxDeclarations.employeeId))
      .where(where),
  ];
  return { rows, total: counted?.total ?? 0 };
}
