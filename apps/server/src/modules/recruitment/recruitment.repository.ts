/**
 * What recruitment's repositories share, and the only place that says who sees an application
 * (`applicationsSeenBy`, the condition of the `recruitment.application:view` rule in
 * recruitment.access): admin and hr every one of the company, a hiring manager those of their
 * openings, an interviewer those they are on a panel for.
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
export type ViewerScope =
  | { companyId: string; all: true }
  | { companyId: string; all: false; employeeId: string | null };

/** A caller of recruitment, with the condition (asked of the access registry) on what they see. */
export type Viewer = ViewerScope & {
  /** The applications this caller sees, on an application joined to its opening. */
  sees: SQL;
};

/** A colleague's name as people read it. */
export const personName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** Applications seen in this scope, as a condition on an application joined to its opening. */
export function applicationsSeenBy(viewer: ViewerScope): SQL {
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

/** Applications moved along the pipeline in this scope: the company's, or those of one's openings. */
export function applicationsMovedBy(viewer: ViewerScope): SQL {
  const company = eq(jobOpenings.companyId, viewer.companyId);
  if (viewer.all) return company;
  if (!viewer.employeeId) return sql`false`;
  return and(company, eq(jobOpenings.hiringManagerId, viewer.employeeId))!;
}

/**
 * Whether a candidate was hired (through any application): their email and phone are then an
 * employee's personal contacts.
 */
export const candidateHired = sql<boolean>`exists (select 1 from ${jobApplications} hired
  where hired.candidate_id = ${candidates}.id and hired.hired_employee_id is not null)`;

/**
 * Whether a person takes part in hiring: the hiring manager of an opening or on an interview's panel,
 * the same people recruitment's `applicationsSeenBy` shows applications to.
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
