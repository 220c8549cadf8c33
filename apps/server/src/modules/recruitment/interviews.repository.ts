/**
 * Interviews of an application, each with its panel's scorecards, and the colleagues on a panel.
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, employees, offices } from '../../db/schema/organization';
import {
  candidates,
  interviewScorecards,
  interviews,
  jobApplications,
  jobOpenings,
} from '../../db/schema/recruitment';
import { users } from '../../db/schema/users';
import { type InterviewRow, personName, type ScorecardRow, type Viewer } from './recruitment.repository';

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
  const filters: (SQL | undefined)[] = [viewer.sees];
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
