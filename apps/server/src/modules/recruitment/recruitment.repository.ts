/**
 * What recruitment's repositories share, and the only place that says who sees an application
 * (`visibleTo`): admin and hr every one of the company, a hiring manager those of their openings, an
 * interviewer those they are on a panel for.
 *
 * Recruitment's tables are read and written only by its repositories, one per concern: the
 * pipeline's stages and the openings (openings.repository), candidates and applications with their
 * history and notes (applications.repository), interviews with their scorecards
 * (interviews.repository), offers and the hire's suggestions (offers.repository), and the funnel
 * (recruitment-report.repository).
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { employees } from '../../db/schema/organization';
import {
  candidates,
  interviewScorecards,
  interviews,
  jobApplications,
  jobOpenings,
  type offers,
  recruitmentStages,
} from '../../db/schema/recruitment';
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

/** A colleague's name as people read it. */
export const personName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** Applications the viewer sees, as a condition on an application joined to its opening. */
export function visibleTo(viewer: Viewer): SQL {
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

/**
 * Whether a candidate was hired (through any application): their email and phone are then an
 * employee's personal contacts.
 */
export const candidateHired = sql<boolean>`exists (select 1 from ${jobApplications} hired
  where hired.candidate_id = ${candidates}.id and hired.hired_employee_id is not null)`;

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
