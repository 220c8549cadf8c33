/**
 * The only code that reads and writes recruitment's tables: stages, openings, candidates,
 * applications with their history and notes, interviews with their scorecards, and offers.
 *
 * Who sees an application is one condition (`visibleTo`): admin and hr every one of the company, a
 * hiring manager those of their openings, an interviewer those they are on a panel for.
 */
import type { StageKind } from '@hrms/contracts/recruitment';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { selectRows } from '../../db/raw';
import { companies, departments, designations, employees, offices } from '../../db/schema/organization';
import {
  applicationNotes,
  applicationStageEvents,
  candidates,
  interviewScorecards,
  interviews,
  jobApplications,
  jobOpenings,
  offers,
  recruitmentStages,
} from '../../db/schema/recruitment';
import { users } from '../../db/schema/users';
import { writesOf } from '../../db/writes';

export type StageRow = typeof recruitmentStages.$inferSelect;
export type OpeningRow = typeof jobOpenings.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;
export type ApplicationRow = typeof jobApplications.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;
export type ScorecardRow = typeof interviewScorecards.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

export const stageWrites = writesOf(recruitmentStages);
export const openingWrites = writesOf(jobOpenings);
export const candidateWrites = writesOf(candidates);
export const applicationWrites = writesOf(jobApplications);
export const interviewWrites = writesOf(interviews);

/** Whose applications a caller sees: the whole company, or as hiring manager and interviewer. */
export type Viewer =
  | { companyId: string; all: true }
  | { companyId: string; all: false; employeeId: string | null };

const personName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

function visibleTo(viewer: Viewer): SQL {
  const company = eq(jobOpenings.companyId, viewer.companyId);
  if (viewer.all) return company;
  if (!viewer.employeeId) return sql`false`;
  return and(
    company,
    or(
      eq(jobOpenings.hiringManagerId, viewer.employeeId),
      sql`exists (select 1 from ${interviewScorecards} s join ${interviews} i on i.id = s.interview_id
        where i.application_id = ${jobApplications.id} and s.interviewer_id = ${viewer.employeeId})`,
    ),
  )!;
}

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

// ---------------------------------------------------------------- candidates

export async function findCandidateByEmail(
  tx: Database,
  companyId: string,
  email: string,
): Promise<CandidateRow | undefined> {
  const [row] = await tx
    .select()
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.email, email)));
  return row;
}

/** Inserts the candidate or, for a known address, keeps the one there; answers the row either way. */
export async function upsertCandidate(
  tx: Database,
  values: typeof candidates.$inferInsert,
): Promise<CandidateRow> {
  const [row] = await tx
    .insert(candidates)
    .values(values)
    .onConflictDoUpdate({
      target: [candidates.companyId, candidates.email],
      set: {
        name: values.name,
        phone: sql`coalesce(excluded.phone, ${candidates.phone})`,
        phoneDigits: sql`coalesce(excluded.phone_digits, ${candidates.phoneDigits})`,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row!;
}

/**
 * Whether a candidate was hired (through any application): their email and phone are then an
 * employee's personal contacts.
 */
const candidateHired = sql<boolean>`exists (select 1 from ${jobApplications} hired
  where hired.candidate_id = ${candidates}.id and hired.hired_employee_id is not null)`;

/** Other candidates with the same phone digits: the same person under a second address, most often. */
export async function samePhone(
  db: Database,
  companyId: string,
  pairs: readonly { id: string; phoneDigits: string | null }[],
): Promise<Map<string, { id: string; name: string; email: string; hired: boolean }[]>> {
  const digits = [...new Set(pairs.flatMap((p) => (p.phoneDigits ? [p.phoneDigits] : [])))];
  const found = new Map<string, { id: string; name: string; email: string; hired: boolean }[]>();
  if (digits.length === 0) return found;
  const rows = await db
    .select({
      id: candidates.id,
      name: candidates.name,
      email: candidates.email,
      phoneDigits: candidates.phoneDigits,
      hired: candidateHired,
    })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), inArray(candidates.phoneDigits, digits)));
  for (const p of pairs) {
    found.set(
      p.id,
      rows
        .filter((r) => r.phoneDigits === p.phoneDigits && r.id !== p.id)
        .map(({ id, name, email, hired }) => ({ id, name, email, hired })),
    );
  }
  return found;
}

// ---------------------------------------------------------------- applications

export interface ApplicationView {
  application: ApplicationRow;
  opening: {
    id: string;
    title: string;
    hiringManagerId: string | null;
    questions: OpeningRow['questions'];
    criteria: string[];
    companyId: string;
  };
  candidate: CandidateRow;
  /** Hired through this or another application. */
  candidateHired: boolean;
  stage: { id: string; name: string; kind: StageKind };
  offerStatus: OfferRow['status'] | null;
  interviews: number;
  scorecards: number;
}

function applicationSelect(db: Database) {
  return db
    .select({
      application: jobApplications,
      opening: {
        id: jobOpenings.id,
        title: jobOpenings.title,
        hiringManagerId: jobOpenings.hiringManagerId,
        questions: jobOpenings.questions,
        criteria: jobOpenings.criteria,
        companyId: jobOpenings.companyId,
      },
      candidate: candidates,
      candidateHired,
      stage: { id: recruitmentStages.id, name: recruitmentStages.name, kind: recruitmentStages.kind },
      offerStatus: offers.status,
      interviews: sql<number>`(select count(*)::int from ${interviews} i
        where i.application_id = ${jobApplications}.id and i.status = 'scheduled')`,
      scorecards: sql<number>`(select count(*)::int from ${interviewScorecards} s join ${interviews} i on i.id = s.interview_id
        where i.application_id = ${jobApplications}.id and s.submitted_at is not null)`,
    })
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .innerJoin(candidates, eq(candidates.id, jobApplications.candidateId))
    .innerJoin(recruitmentStages, eq(recruitmentStages.id, jobApplications.stageId))
    .leftJoin(offers, eq(offers.applicationId, jobApplications.id));
}

export async function listApplications(
  db: Database,
  viewer: Viewer,
  query: {
    page: number;
    limit: number;
    openingId?: string;
    stageId?: string;
    source?: ApplicationRow['source'];
    search?: string;
  },
): Promise<{ items: ApplicationView[]; total: number }> {
  const filters: (SQL | undefined)[] = [visibleTo(viewer)];
  if (query.openingId) filters.push(eq(jobApplications.openingId, query.openingId));
  if (query.stageId) filters.push(eq(jobApplications.stageId, query.stageId));
  if (query.source) filters.push(eq(jobApplications.source, query.source));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const digits = query.search.replace(/\D/g, '');
    // Outside hr a hired candidate's email and phone are not shown, so they do not find them either.
    const contacts = or(
      ilike(candidates.email, pattern),
      digits.length >= 4 ? ilike(candidates.phoneDigits, `%${digits}%`) : undefined,
    );
    filters.push(
      or(ilike(candidates.name, pattern), viewer.all ? contacts : and(contacts, sql`not ${candidateHired}`)),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    applicationSelect(db)
      .where(where)
      .orderBy(asc(recruitmentStages.position), desc(jobApplications.stageChangedAt), asc(jobApplications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
      .innerJoin(candidates, eq(candidates.id, jobApplications.candidateId))
      .where(where),
  ]);
  return { items: rows, total: total?.n ?? 0 };
}

export async function findApplication(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<ApplicationView | undefined> {
  const [row] = await applicationSelect(db).where(and(visibleTo(viewer), eq(jobApplications.id, id)));
  return row;
}

export async function findApplicationForUpdate(
  tx: Database,
  companyId: string,
  id: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select({ application: jobApplications })
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobApplications.id, id)))
    .for('update', { of: jobApplications });
  return row?.application;
}

export async function insertApplication(
  tx: Database,
  values: typeof jobApplications.$inferInsert,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx.insert(jobApplications).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertStageEvent(
  tx: Database,
  values: typeof applicationStageEvents.$inferInsert,
): Promise<void> {
  await tx.insert(applicationStageEvents).values(values);
}

export async function stageHistory(db: Database, applicationId: string) {
  const from = sql<
    string | null
  >`(select name from ${recruitmentStages} f where f.id = ${applicationStageEvents.fromStageId})`;
  return db
    .select({
      from,
      to: recruitmentStages.name,
      by: personName,
      byEmail: users.email,
      at: applicationStageEvents.at,
    })
    .from(applicationStageEvents)
    .innerJoin(recruitmentStages, eq(recruitmentStages.id, applicationStageEvents.toStageId))
    .leftJoin(users, eq(users.id, applicationStageEvents.byUserId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(applicationStageEvents.applicationId, applicationId))
    .orderBy(asc(applicationStageEvents.seq));
}

export async function insertNote(tx: Database, values: typeof applicationNotes.$inferInsert) {
  const [row] = await tx.insert(applicationNotes).values(values).returning();
  return row!;
}

export async function notesOf(db: Database, applicationId: string) {
  return db
    .select({ note: applicationNotes, author: personName, authorEmail: users.email })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
}

/** Employee ids on any panel of the application. */
export async function panelOf(db: Database, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: interviewScorecards.interviewerId })
    .from(interviewScorecards)
    .innerJoin(interviews, eq(interviews.id, interviewScorecards.interviewId))
    .where(eq(interviews.applicationId, applicationId));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- interviews

export interface InterviewView {
  interview: InterviewRow;
  candidate: string;
  candidateEmail: string;
  opening: string;
  criteria: string[];
  companyId: string;
  hiringManagerId: string | null;
  cards: (ScorecardRow & { name: string })[];
}

export async function listInterviews(
  db: Database,
  viewer: Viewer,
  query: {
    mineOf?: string;
    applicationId?: string;
    only?: string;
    upcomingFrom?: Date;
    page: number;
    limit: number;
  },
): Promise<{ items: InterviewView[]; total: number }> {
  const filters: (SQL | undefined)[] = [visibleTo(viewer)];
  if (query.only) filters.push(eq(interviews.id, query.only));
  if (query.applicationId) filters.push(eq(interviews.applicationId, query.applicationId));
  if (query.upcomingFrom) filters.push(sql`${interviews.startsAt} >= ${query.upcomingFrom.toISOString()}`);
  if (query.mineOf) {
    filters.push(
      sql`exists (select 1 from ${interviewScorecards} m where m.interview_id = ${interviews}.id and m.interviewer_id = ${query.mineOf})`,
    );
  }
  const where = and(...filters);
  const base = () =>
    db
      .select({
        interview: interviews,
        candidate: candidates.name,
        candidateEmail: candidates.email,
        opening: jobOpenings.title,
        criteria: jobOpenings.criteria,
        companyId: jobOpenings.companyId,
        hiringManagerId: jobOpenings.hiringManagerId,
      })
      .from(interviews)
      .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
      .innerJoin(candidates, eq(candidates.id, jobApplications.candidateId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(query.upcomingFrom ? asc(interviews.startsAt) : desc(interviews.startsAt), asc(interviews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(interviews)
      .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
      .where(where),
  ]);
  const cards = await cardsOf(
    db,
    rows.map((r) => r.interview.id),
  );
  return { items: rows.map((r) => ({ ...r, cards: cards.get(r.interview.id) ?? [] })), total: total?.n ?? 0 };
}

export async function cardsOf(db: Database, interviewIds: readonly string[]) {
  const byInterview = new Map<string, (ScorecardRow & { name: string })[]>();
  if (interviewIds.length === 0) return byInterview;
  const rows = await db
    .select({ card: interviewScorecards, name: personName })
    .from(interviewScorecards)
    .innerJoin(employees, eq(employees.id, interviewScorecards.interviewerId))
    .where(inArray(interviewScorecards.interviewId, [...interviewIds]))
    .orderBy(asc(employees.firstName), asc(employees.lastName));
  for (const r of rows) {
    const list = byInterview.get(r.card.interviewId) ?? [];
    list.push({ ...r.card, name: r.name });
    byInterview.set(r.card.interviewId, list);
  }
  return byInterview;
}

export async function findInterviewForUpdate(
  tx: Database,
  companyId: string,
  id: string,
): Promise<InterviewRow | undefined> {
  const [row] = await tx
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .where(and(eq(jobOpenings.companyId, companyId), eq(interviews.id, id)))
    .for('update', { of: interviews });
  return row?.interview;
}

export async function insertPanel(
  tx: Database,
  interviewId: string,
  interviewerIds: readonly string[],
): Promise<void> {
  await tx
    .insert(interviewScorecards)
    .values(interviewerIds.map((interviewerId) => ({ interviewId, interviewerId })));
}

/** Fills the card once: answers the row, or nothing when it was already in or the caller is not on the panel. */
export async function submitCard(
  tx: Database,
  interviewId: string,
  interviewerId: string,
  values: Pick<ScorecardRow, 'ratings' | 'recommendation' | 'comments' | 'submittedAt'>,
): Promise<ScorecardRow | undefined> {
  const [row] = await tx
    .update(interviewScorecards)
    .set(values)
    .where(
      and(
        eq(interviewScorecards.interviewId, interviewId),
        eq(interviewScorecards.interviewerId, interviewerId),
        sql`${interviewScorecards.submittedAt} is null`,
      ),
    )
    .returning();
  return row;
}

export async function findCard(
  db: Database,
  interviewId: string,
  interviewerId: string,
): Promise<ScorecardRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewScorecards)
    .where(
      and(
        eq(interviewScorecards.interviewId, interviewId),
        eq(interviewScorecards.interviewerId, interviewerId),
      ),
    );
  return row;
}

// ---------------------------------------------------------------- offers

export async function findOffer(db: Database, applicationId: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.applicationId, applicationId));
  return row;
}

export async function upsertOffer(tx: Database, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await tx
    .insert(offers)
    .values(values)
    .onConflictDoUpdate({
      target: offers.applicationId,
      set: {
        status: values.status,
        annualCtc: values.annualCtc,
        joinDate: values.joinDate,
        expiresOn: values.expiresOn,
        letter: values.letter,
        sentAt: null,
        decidedAt: null,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row!;
}

export async function updateOffer(
  tx: Database,
  applicationId: string,
  values: Partial<typeof offers.$inferInsert>,
): Promise<OfferRow> {
  const [row] = await tx
    .update(offers)
    .set(values)
    .where(eq(offers.applicationId, applicationId))
    .returning();
  return row!;
}

// ---------------------------------------------------------------- the report

/** The funnel of a group of applications: by opening, by source, by current stage, or all (`by` null). */
export interface FunnelGroup {
  by: 'opening' | 'source' | 'stage' | null;
  key: string | null;
  applications: number;
  screening: number;
  interview: number;
  offer: number;
  hired: number;
  rejected: number;
  medianDaysToHire: number | null;
}

/**
 * One statement with grouping sets: each application counts as having reached every kind of stage
 * up to the furthest it entered (a rejection aside); the median days from applying to being hired
 * is the database's `percentile_cont`.
 */
export async function funnelGroups(
  db: Database,
  companyId: string,
  filter: { openingId?: string; fromInstant?: Date; toInstant?: Date },
): Promise<FunnelGroup[]> {
  const conditions = [sql`o.company_id = ${companyId}`];
  if (filter.openingId) conditions.push(sql`a.opening_id = ${filter.openingId}`);
  if (filter.fromInstant) conditions.push(sql`a.applied_at >= ${filter.fromInstant.toISOString()}`);
  if (filter.toInstant) conditions.push(sql`a.applied_at < ${filter.toInstant.toISOString()}`);
  const rows = await selectRows<{
    g_opening: number;
    g_source: number;
    g_stage: number;
    opening_id: string | null;
    source: string | null;
    stage_id: string | null;
    applications: number;
    screening: number;
    interview: number;
    offer: number;
    hired: number;
    rejected: number;
    median_days: number | string | null;
  }>(
    db,
    sql`with furthest as (
      select e.application_id,
             max(array_position(array['applied','screening','interview','offer','hired'], e.to_kind::text)) as rank
        from ${applicationStageEvents} e
        join ${jobApplications} a on a.id = e.application_id
        join ${jobOpenings} o on o.id = a.opening_id
       where o.company_id = ${companyId} and e.to_kind <> 'rejected'
       group by e.application_id)
    select grouping(a.opening_id) as g_opening, grouping(a.source) as g_source, grouping(a.stage_id) as g_stage,
           a.opening_id, a.source::text as source, a.stage_id,
           count(*)::int as applications,
           (count(*) filter (where f.rank >= 2))::int as screening,
           (count(*) filter (where f.rank >= 3))::int as interview,
           (count(*) filter (where f.rank >= 4))::int as offer,
           (count(*) filter (where f.rank >= 5))::int as hired,
           (count(*) filter (where s.kind = 'rejected'))::int as rejected,
           percentile_cont(0.5) within group (order by extract(epoch from a.hired_at - a.applied_at) / 86400)
             filter (where a.hired_at is not null) as median_days
      from ${jobApplications} a
      join ${jobOpenings} o on o.id = a.opening_id
      join ${recruitmentStages} s on s.id = a.stage_id
      left join furthest f on f.application_id = a.id
     where ${sql.join(conditions, sql` and `)}
     group by grouping sets ((a.opening_id), (a.source), (a.stage_id), ())`,
  );
  return rows.map((r) => {
    const by = !r.g_opening ? 'opening' : !r.g_source ? 'source' : !r.g_stage ? 'stage' : null;
    return {
      by,
      key: by === 'opening' ? r.opening_id : by === 'source' ? r.source : by === 'stage' ? r.stage_id : null,
      applications: r.applications,
      screening: r.screening,
      interview: r.interview,
      offer: r.offer,
      hired: r.hired,
      rejected: r.rejected,
      medianDaysToHire: r.median_days === null ? null : Number(r.median_days),
    };
  });
}

export async function openingTitles(db: Database, companyId: string) {
  return db
    .select({ id: jobOpenings.id, title: jobOpenings.title, status: jobOpenings.status })
    .from(jobOpenings)
    .where(eq(jobOpenings.companyId, companyId))
    .orderBy(asc(jobOpenings.title));
}

export interface Contact {
  id: string;
  name: string;
  companyId: string;
  status: string;
  userId: string | null;
  email: string;
  /** Their office's zone, else the company's. */
  timeZone: string;
}

/** Names, addresses and zones of colleagues: an interview's panel. */
export async function contactsOf(
  db: Database,
  employeeIds: readonly string[],
): Promise<Map<string, Contact>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      name: personName,
      companyId: employees.companyId,
      status: employees.status,
      userId: users.id,
      email: sql<string>`coalesce(${users.email}, ${employees.workEmail})`,
      timeZone: sql<string>`coalesce(${offices.timezone}, ${companies.timezone})`,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(users, and(eq(users.employeeId, employees.id), eq(users.isActive, true)))
    .where(inArray(employees.id, [...new Set(employeeIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------- the hire's suggestions

/**
 * The company's most used employee code shape (a prefix, then a number of a width) and its highest
 * number; null when no code ends in a number.
 */
export async function commonCodeShape(
  db: Database,
  companyId: string,
): Promise<{ prefix: string; width: number; highest: bigint } | null> {
  const rows = await selectRows<{ prefix: string; width: number; highest: string }>(
    db,
    sql`select prefix, width, max(digits::numeric)::text as highest
      from (select substring(${employees.employeeCode} from '^(.*?)[0-9]+$') as prefix,
                   substring(${employees.employeeCode} from '([0-9]+)$') as digits
            from ${employees} where ${employees.companyId} = ${companyId}) as codes,
           lateral (select length(digits) as width) as w
      where digits is not null
      group by prefix, width
      order by count(*) desc, max(digits::numeric) desc, prefix asc
      limit 1`,
  );
  const row = rows[0];
  return row ? { prefix: row.prefix, width: Number(row.width), highest: BigInt(row.highest) } : null;
}

/** Which of these codes or work emails are someone's already (codes compared without case). */
export async function takenCodesAndEmails(
  db: Database,
  codes: readonly string[],
  emails: readonly string[],
): Promise<{ codes: Set<string>; emails: Set<string> }> {
  const rows =
    codes.length + emails.length === 0
      ? []
      : await db
          .select({ code: employees.employeeCode, email: employees.workEmail })
          .from(employees)
          .where(
            or(
              codes.length
                ? inArray(
                    sql`lower(${employees.employeeCode})`,
                    codes.map((c) => c.toLowerCase()),
                  )
                : undefined,
              emails.length ? inArray(employees.workEmail, [...emails]) : undefined,
            ),
          );
  return {
    codes: new Set(rows.map((r) => r.code.toLowerCase())),
    emails: new Set(rows.map((r) => r.email)),
  };
}

/** The names and work emails of the company's latest people, to read how it makes addresses. */
export async function recentWorkEmails(
  db: Database,
  companyId: string,
  limit = 500,
): Promise<{ firstName: string; lastName: string; workEmail: string }[]> {
  return db
    .select({ firstName: employees.firstName, lastName: employees.lastName, workEmail: employees.workEmail })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(desc(employees.createdAt), asc(employees.id))
    .limit(limit);
}

/** The interviews of an application that still stand, each with its panel and whose cards are in. */
export async function panelProgress(db: Database, applicationId: string) {
  const rows = await db
    .select({ id: interviews.id, startsAt: interviews.startsAt, location: interviews.location })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'scheduled')))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  const cards = await cardsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    panel: (cards.get(r.id) ?? []).map((c) => ({ name: c.name, submitted: c.submittedAt !== null })),
  }));
}

/**
 * Whether a person takes part in hiring: the hiring manager of an opening or on an interview's panel,
 * the same people recruitment's `visibleTo` shows applications to.
 */
export async function takesPartInHiring(db: Database, employeeId: string): Promise<boolean> {
  const [row] = await selectRows<{ involved: boolean }>(
    db,
    sql`select exists (select 1 from ${jobOpenings} where ${jobOpenings.hiringManagerId} = ${employeeId})
        or exists (select 1 from ${interviewScorecards} where ${interviewScorecards.interviewerId} = ${employeeId})
        as involved`,
  );
  return row?.involved === true;
}
