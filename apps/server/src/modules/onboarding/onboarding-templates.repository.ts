/**
 * The onboarding templates: the tasks a checklist is started from, and for whom each template is
 * meant. The checklists and their tasks are in onboarding.repository.ts.
 */
import type { ChecklistKind } from '@hrms/contracts/onboarding';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { onboardingChecklists, onboardingTemplates } from '../../db/schema/onboarding';
import { departments, designations, employees, offices } from '../../db/schema/organization';
import { writesOf } from '../../db/writes';

export type TemplateRow = typeof onboardingTemplates.$inferSelect;

export const templateWrites = writesOf(onboardingTemplates);

export async function listTemplates(
  db: Database,
  companyId: string,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    kind?: ChecklistKind | undefined;
    status?: TemplateRow['status'] | undefined;
  },
): Promise<{ rows: (TemplateRow & { used: number })[]; total: number }> {
  const where = and(
    eq(onboardingTemplates.companyId, companyId),
    query.kind ? eq(onboardingTemplates.kind, query.kind) : undefined,
    query.status ? eq(onboardingTemplates.status, query.status) : undefined,
    query.search ? ilike(onboardingTemplates.name, `%${escapeLike(query.search)}%`) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ template: onboardingTemplates, used: usedCount })
      .from(onboardingTemplates)
      .where(where)
      .orderBy(
        asc(onboardingTemplates.status),
        asc(onboardingTemplates.kind),
        asc(onboardingTemplates.name),
        asc(onboardingTemplates.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(onboardingTemplates).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.template, used: r.used })), total: totalRow?.total ?? 0 };
}

// The outer table is named in full: in a query of one table Drizzle leaves columns unqualified.
const usedCount = sql<number>`(select count(*) from ${onboardingChecklists} c
  where c.template_id = ${onboardingTemplates}.id)`.mapWith(Number);

export async function findTemplate(
  db: Database,
  companyId: string,
  id: string,
  lock?: 'no key update',
): Promise<(TemplateRow & { used: number }) | undefined> {
  const query = db
    .select({ template: onboardingTemplates, used: usedCount })
    .from(onboardingTemplates)
    .where(and(eq(onboardingTemplates.id, id), eq(onboardingTemplates.companyId, companyId)));
  const [row] = await (lock ? query.for(lock, { of: onboardingTemplates }) : query);
  return row && { ...row.template, used: row.used };
}

/** The company's active templates of a kind: the candidates to start a checklist from. */
export function activeTemplates(
  db: Database,
  companyId: string,
  kind: ChecklistKind,
): Promise<TemplateRow[]> {
  return db
    .select()
    .from(onboardingTemplates)
    .where(
      and(
        eq(onboardingTemplates.companyId, companyId),
        eq(onboardingTemplates.kind, kind),
        eq(onboardingTemplates.status, 'active'),
      ),
    )
    .orderBy(asc(onboardingTemplates.createdAt), asc(onboardingTemplates.id));
}

/** The ids among these that name nothing of the company in that table. */
export async function unknownRefs(
  db: Database,
  companyId: string,
  refs: { departmentIds: string[]; designationIds: string[]; officeIds: string[]; employeeIds: string[] },
): Promise<{
  departmentIds: string[];
  designationIds: string[];
  officeIds: string[];
  employeeIds: string[];
}> {
  const missing = async (
    table: typeof departments | typeof designations | typeof offices | typeof employees,
    ids: string[],
    extra?: SQL,
  ) => {
    if (ids.length === 0) return [];
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, [...new Set(ids)]), extra));
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  };
  const [departmentIds, designationIds, officeIds, employeeIds] = await Promise.all([
    missing(departments, refs.departmentIds),
    missing(designations, refs.designationIds),
    missing(offices, refs.officeIds),
    missing(employees, refs.employeeIds, sql`${employees.status} <> 'inactive'`),
  ]);
  return { departmentIds, designationIds, officeIds, employeeIds };
}
