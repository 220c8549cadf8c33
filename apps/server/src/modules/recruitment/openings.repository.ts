/**
 * The company's pipeline of stages and its job openings, with what the careers page reads of them.
 */
import type { StageKind } from '@hrms/contracts/recruitment';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { companies, departments, designations, employees, offices } from '../../db/schema/organization';
import { jobApplications, jobOpenings, recruitmentStages } from '../../db/schema/recruitment';
import { type OpeningRow, personName, type StageRow, type Viewer } from './recruitment.repository';

// ---------------------------------------------------------------- stages

export async function listStages(
  db: Database,
  companyId: string,
): Promise<(StageRow & { applications: number })[]> {
  return db
    .select({
      id: recruitmentStages.id,
      companyId: recruitmentStages.companyId,
      name: recruitmentStages.name,
      kind: recruitmentStages.kind,
      position: recruitmentStages.position,
      createdAt: recruitmentStages.createdAt,
      updatedAt: recruitmentStages.updatedAt,
      applications: sql<number>`(select count(*)::int from ${jobApplications} a where a.stage_id = ${recruitmentStages}.id)`,
    })
    .from(recruitmentStages)
    .where(eq(recruitmentStages.companyId, companyId))
    .orderBy(asc(recruitmentStages.position));
}

/** Locks the company's pipeline so two edits (or an edit and a move) do not interleave. */
export async function lockStages(tx: Database, companyId: string): Promise<StageRow[]> {
  return tx
    .select()
    .from(recruitmentStages)
    .where(eq(recruitmentStages.companyId, companyId))
    .orderBy(asc(recruitmentStages.position))
    .for('update');
}

/** The company row serialises two first reads of an empty pipeline. */
export async function lockCompany(tx: Database, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function insertStages(
  tx: Database,
  rows: (typeof recruitmentStages.$inferInsert)[],
): Promise<StageRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(recruitmentStages).values(rows).returning();
}

export async function stageInUse(tx: Database, stageId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.stageId, stageId));
  return (row?.n ?? 0) > 0;
}

export async function firstStageOfKind(
  db: Database,
  companyId: string,
  kind: StageKind,
): Promise<StageRow | undefined> {
  const [row] = await db
    .select()
    .from(recruitmentStages)
    .where(and(eq(recruitmentStages.companyId, companyId), eq(recruitmentStages.kind, kind)))
    .orderBy(asc(recruitmentStages.position))
    .limit(1);
  return row;
}

export async function findStage(db: Database, companyId: string, id: string): Promise<StageRow | undefined> {
  const [row] = await db
    .select()
    .from(recruitmentStages)
    .where(and(eq(recruitmentStages.companyId, companyId), eq(recruitmentStages.id, id)));
  return row;
}

// ---------------------------------------------------------------- openings

export interface OpeningView extends OpeningRow {
  department: { id: string; name: string } | null;
  office: { id: string; name: string } | null;
  designation: { id: string; name: string } | null;
  hiringManager: { id: string; name: string } | null;
  counts: { applications: number; active: number; hired: number };
  company: string;
}

const countsOf = sql<{ applications: number; active: number; hired: number }>`(
  select json_build_object(
    'applications', count(*)::int,
    'active', (count(*) filter (where s.kind not in ('hired', 'rejected')))::int,
    'hired', (count(*) filter (where s.kind = 'hired'))::int)
  from ${jobApplications} a join ${recruitmentStages} s on s.id = a.stage_id
  where a.opening_id = ${jobOpenings}.id)`;

function openingSelect(db: Database) {
  return db
    .select({
      opening: jobOpenings,
      departmentName: departments.name,
      officeName: offices.name,
      designationName: designations.name,
      managerName: personName,
      counts: countsOf,
      company: companies.name,
    })
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .leftJoin(departments, eq(departments.id, jobOpenings.departmentId))
    .leftJoin(offices, eq(offices.id, jobOpenings.officeId))
    .leftJoin(designations, eq(designations.id, jobOpenings.designationId))
    .leftJoin(employees, eq(employees.id, jobOpenings.hiringManagerId));
}

type OpeningSelectRow = Awaited<ReturnType<ReturnType<typeof openingSelect>['execute']>>[number];
const ref = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
function toOpeningView(r: OpeningSelectRow): OpeningView {
  const o = r.opening;
  return {
    ...o,
    department: ref(o.departmentId, r.departmentName),
    office: ref(o.officeId, r.officeName),
    designation: ref(o.designationId, r.designationName),
    hiringManager: ref(o.hiringManagerId, r.managerName),
    counts: r.counts ?? { applications: 0, active: 0, hired: 0 },
    company: r.company,
  };
}

function openingScope(viewer: Viewer): SQL {
  const company = eq(jobOpenings.companyId, viewer.companyId);
  if (viewer.all) return company;
  if (!viewer.employeeId) return sql`false`;
  return and(company, eq(jobOpenings.hiringManagerId, viewer.employeeId))!;
}

export async function listOpenings(
  db: Database,
  viewer: Viewer,
  query: { page: number; limit: number; search?: string; status?: OpeningRow['status'] },
): Promise<{ items: OpeningView[]; total: number; summary: Record<OpeningRow['status'], number> }> {
  const filters = [openingScope(viewer)];
  if (query.search) filters.push(ilike(jobOpenings.title, `%${escapeLike(query.search)}%`));
  const base = and(...filters);
  const where = query.status ? and(base, eq(jobOpenings.status, query.status)) : base;
  const [rows, totals] = await Promise.all([
    openingSelect(db)
      .where(where)
      .orderBy(sql`${jobOpenings.status} = 'closed'`, desc(jobOpenings.updatedAt), asc(jobOpenings.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ status: jobOpenings.status, n: count() })
      .from(jobOpenings)
      .where(base)
      .groupBy(jobOpenings.status),
  ]);
  const summary = { draft: 0, open: 0, on_hold: 0, closed: 0 };
  for (const t of totals) summary[t.status] = t.n;
  return {
    items: rows.map(toOpeningView),
    total: query.status ? summary[query.status] : Object.values(summary).reduce((a, b) => a + b, 0),
    summary,
  };
}

export async function findOpening(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<OpeningView | undefined> {
  const [row] = await openingSelect(db).where(and(openingScope(viewer), eq(jobOpenings.id, id)));
  return row ? toOpeningView(row) : undefined;
}

export interface PublicOpeningRow {
  id: string;
  companyId: string;
  title: string;
  company: string;
  department: string | null;
  office: string | null;
  description: string;
  questions: OpeningRow['questions'];
  hiringManagerId: string | null;
  openedAt: Date | null;
}

/** Open roles for the careers page, newest first: what a visitor reads, nothing counted. */
export async function openOpenings(db: Database, id?: string): Promise<PublicOpeningRow[]> {
  return db
    .select({
      id: jobOpenings.id,
      companyId: jobOpenings.companyId,
      title: jobOpenings.title,
      company: companies.name,
      department: departments.name,
      office: offices.name,
      description: jobOpenings.description,
      questions: jobOpenings.questions,
      hiringManagerId: jobOpenings.hiringManagerId,
      openedAt: jobOpenings.openedAt,
    })
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .leftJoin(departments, eq(departments.id, jobOpenings.departmentId))
    .leftJoin(offices, eq(offices.id, jobOpenings.officeId))
    .where(and(eq(jobOpenings.status, 'open'), id ? eq(jobOpenings.id, id) : undefined))
    .orderBy(desc(jobOpenings.openedAt), asc(jobOpenings.title));
}

export async function findOpeningForUpdate(
  tx: Database,
  companyId: string,
  id: string,
): Promise<OpeningRow | undefined> {
  const [row] = await tx
    .select()
    .from(jobOpenings)
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.id, id)))
    .for('update');
  return row;
}

/** Applications of the opening that were hired (after this transaction's own hire). */
export async function hiredCount(tx: Database, openingId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(jobApplications)
    .where(
      and(eq(jobApplications.openingId, openingId), sql`${jobApplications.hiredEmployeeId} is not null`),
    );
  return row?.n ?? 0;
}

export async function openingHasApplications(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.openingId, id));
  return (row?.n ?? 0) > 0;
}
