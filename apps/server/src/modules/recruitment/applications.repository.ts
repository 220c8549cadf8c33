/**
 * Candidates and their applications: the stage each is in, its history and its notes. Who sees an
 * application is `viewer.sees`, the condition of recruitment's access rule.
 */
import type { StageKind } from '@hrms/contracts/recruitment';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { employees } from '../../db/schema/organization';
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
import {
  type ApplicationRow,
  type CandidateRow,
  candidateHired,
  type OfferRow,
  type OpeningRow,
  personName,
  type Viewer,
} from './recruitment.repository';

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
  const filters: (SQL | undefined)[] = [viewer.sees];
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
  const [row] = await applicationSelect(db).where(and(viewer.sees, eq(jobApplications.id, id)));
  return row;
}

/** Which of these applications a query under `condition` (on an application joined to its opening) finds. */
export async function applicationIdsWhere(
  db: Database,
  condition: SQL,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .where(and(condition, inArray(jobApplications.id, [...ids])));
  return new Set(rows.map((r) => r.id));
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
