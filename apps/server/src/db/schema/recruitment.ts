/**
 * Recruitment: a company's pipeline of stages, its job openings, candidates (one per email
 * address), their applications to openings, the history of each application's stages, notes,
 * interviews with one scorecard row per interviewer, and the offer of an application.
 *
 * The database holds the rules that must survive concurrent requests: one application per
 * candidate and opening, one candidate per company and email, one scorecard per interviewer and
 * interview, one offer per application, and one hire per application (`hired_employee_id` unique).
 */
import {
  APPLICATION_SOURCES,
  OFFER_STATUSES,
  OPENING_STATUSES,
  type OpeningQuestion,
  RECOMMENDATIONS,
  STAGE_KINDS,
} from '@hrms/contracts/recruitment';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { companies, departments, designations, employees, offices } from './organization';
import { users } from './users';

export const stageKind = pgEnum('recruitment_stage_kind', STAGE_KINDS);
export const openingStatus = pgEnum('job_opening_status', OPENING_STATUSES);
export const applicationSource = pgEnum('job_application_source', APPLICATION_SOURCES);
export const offerStatus = pgEnum('job_offer_status', OFFER_STATUSES);
export const recommendation = pgEnum('interview_recommendation', RECOMMENDATIONS);
export const interviewStatus = pgEnum('job_interview_status', ['scheduled', 'cancelled']);

export const recruitmentStages = pgTable(
  'recruitment_stages',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: stageKind('kind').notNull(),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (t) => [index('recruitment_stages_company_idx').on(t.companyId, t.position)],
);

export const jobOpenings = pgTable(
  'job_openings',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'set null' }),
    designationId: uuid('designation_id').references(() => designations.id, { onDelete: 'set null' }),
    hiringManagerId: uuid('hiring_manager_id').references(() => employees.id, { onDelete: 'set null' }),
    positions: integer('positions').notNull().default(1),
    description: text('description').notNull().default(''),
    status: openingStatus('status').notNull().default('draft'),
    questions: jsonb('questions').$type<OpeningQuestion[]>().notNull().default([]),
    criteria: jsonb('criteria').$type<string[]>().notNull(),
    /** When it was first opened; the careers page lists the newest first. */
    openedAt: instant('opened_at'),
    ...timestamps(),
  },
  (t) => [
    index('job_openings_company_idx').on(t.companyId, t.status, t.createdAt),
    index('job_openings_manager_idx').on(t.hiringManagerId),
    check('job_openings_positions_check', sql`${t.positions} between 1 and 500`),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower case; one candidate per address. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** The phone's digits, to find the same person under another address. */
    phoneDigits: text('phone_digits'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('candidates_email_key').on(t.companyId, t.email),
    index('candidates_phone_idx').on(t.companyId, t.phoneDigits),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    openingId: uuid('opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'restrict' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'restrict' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => recruitmentStages.id, { onDelete: 'restrict' }),
    source: applicationSource('source').notNull(),
    /** Answers to the opening's questions, by question id. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** The résumé sent with it (a storage key), its file name as cleaned, and its kind. */
    resumeKey: text('resume_key'),
    resumeName: text('resume_name'),
    resumeKind: text('resume_kind'),
    rejectionReason: text('rejection_reason'),
    hiredEmployeeId: uuid('hired_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    hiredAt: instant('hired_at'),
    appliedAt: instant('applied_at').notNull().defaultNow(),
    stageChangedAt: instant('stage_changed_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('job_applications_candidate_key').on(t.openingId, t.candidateId),
    uniqueIndex('job_applications_hired_key').on(t.hiredEmployeeId),
    index('job_applications_stage_idx').on(t.openingId, t.stageId, t.stageChangedAt),
    index('job_applications_candidate_idx').on(t.candidateId),
  ],
);

/** Every stage an application entered, with who moved it: the funnel and the history read this. */
export const applicationStageEvents = pgTable(
  'job_application_stage_events',
  {
    id: id(),
    /** The order events happened in, when two share an instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    fromStageId: uuid('from_stage_id').references(() => recruitmentStages.id, { onDelete: 'set null' }),
    toStageId: uuid('to_stage_id')
      .notNull()
      .references(() => recruitmentStages.id, { onDelete: 'restrict' }),
    /** The kind of the stage entered, kept when stages are renamed. */
    toKind: stageKind('to_kind').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('job_application_stage_events_app_idx').on(t.applicationId, t.at)],
);

export const applicationNotes = pgTable(
  'job_application_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentionIds: jsonb('mention_ids').$type<string[]>().notNull().default([]),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('job_application_notes_app_idx').on(t.applicationId, t.createdAt)],
);

export const interviews = pgTable(
  'job_interviews',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull(),
    /** The IANA zone the interview happens in: its time is shown there, labelled when not the viewer's. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    status: interviewStatus('status').notNull().default('scheduled'),
    /** Bumped on each change: the SEQUENCE of the calendar invitation. */
    sequence: integer('sequence').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('job_interviews_application_idx').on(t.applicationId, t.startsAt)],
);

/** One row per interviewer on a panel; the card is filled once. */
export const interviewScorecards = pgTable(
  'job_interview_scorecards',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    ratings: jsonb('ratings').$type<{ criterion: string; rating: number }[]>(),
    recommendation: recommendation('recommendation'),
    comments: text('comments'),
    submittedAt: instant('submitted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.interviewerId] }),
    index('job_interview_scorecards_interviewer_idx').on(t.interviewerId),
    check(
      'job_interview_scorecards_submitted_check',
      sql`(${t.submittedAt} is null) = (${t.recommendation} is null)`,
    ),
  ],
);

export const offers = pgTable(
  'job_offers',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    status: offerStatus('status').notNull().default('draft'),
    annualCtc: bigint('annual_ctc', { mode: 'number' }).notNull(),
    joinDate: date('join_date', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    letter: text('letter').notNull(),
    sentAt: instant('sent_at'),
    decidedAt: instant('decided_at'),
    ...timestamps(),
  },
  (t) => [check('job_offers_ctc_check', sql`${t.annualCtc} > 0`)],
);
