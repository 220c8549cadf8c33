/**
 * Recruitment: job openings, the public careers page and its application form, candidates and
 * their applications moving through a company's pipeline of stages, interviews with a scorecard
 * per interviewer, the offer and the hire that makes the candidate an employee.
 *
 * Admin and hr (`recruitment:manage`) run all of it. A hiring manager follows the applications of
 * their openings (moves them, writes notes); an interviewer sees the applications they interview
 * for and fills in their scorecard. A visitor, signed in or not, reads open roles and applies.
 */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, paginated } from './common';
import { PHONE_PATTERN } from './employees';
import { TimeZoneSchema } from './organization';
import { PaiseSchema } from './payroll-rules';
import { multiLine, singleLine } from './text';

export const RECRUITMENT_MODULE = 'recruitment';
export const RECRUITMENT_LINK = '/recruitment';
/** Where the web opens one application. */
export const applicationLink = (id: string) => `/recruitment?application=${id}`;

// ---------------------------------------------------------------------------------------------
// Stages

/**
 * What a stage means to the rules; a company names and adds stages, each of one kind. Kinds come in
 * this order on the board; `hired` is reached only by hiring a candidate whose offer was accepted.
 */
export const STAGE_KINDS = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export const StageKindSchema = z.enum(STAGE_KINDS, { message: 'Choose a kind of stage' });
export type StageKind = z.infer<typeof StageKindSchema>;
export const STAGE_KIND_LABELS: Record<StageKind, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};
/** Kinds that occur exactly once in a pipeline. */
export const SINGLE_STAGE_KINDS: readonly StageKind[] = ['applied', 'offer', 'hired', 'rejected'];

export const StageSchema = z.object({
  id: IdSchema,
  name: z.string(),
  kind: StageKindSchema,
  position: z.number().int(),
  /** Applications in it now. */
  applications: z.number().int(),
});
export type Stage = z.infer<typeof StageSchema>;
export const StageListResponseSchema = z.object({ items: z.array(StageSchema) });
export type StageListResponse = z.infer<typeof StageListResponseSchema>;

const stageName = singleLine(
  z.string().trim().min(2, { message: 'Give the stage a name of at least 2 characters' }).max(60),
);
/**
 * The whole pipeline, in order. Stages keep their id when sent with it; a stage left out is removed
 * (refused while applications are in it). Kinds follow the order of `STAGE_KINDS`.
 */
export const ReplaceStagesBodySchema = z.strictObject({
  stages: z
    .array(z.strictObject({ id: IdSchema.optional(), name: stageName, kind: StageKindSchema }))
    .min(STAGE_KINDS.length, { message: 'Keep one stage of each kind' })
    .max(20, { message: 'At most 20 stages' })
    .superRefine((stages, ctx) => {
      for (const kind of STAGE_KINDS) {
        const count = stages.filter((s) => s.kind === kind).length;
        if (count === 0) ctx.addIssue({ code: 'custom', message: `Keep a stage of the kind "${kind}"` });
        if (count > 1 && SINGLE_STAGE_KINDS.includes(kind)) {
          ctx.addIssue({ code: 'custom', message: `Only one stage may be of the kind "${kind}"` });
        }
      }
      const ranks = stages.map((s) => STAGE_KINDS.indexOf(s.kind));
      if (ranks.some((rank, i) => i > 0 && rank < ranks[i - 1]!)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Put the stages in the order applied, screening, interview, offer, hired, rejected',
        });
      }
      const names = new Set(stages.map((s) => s.name.toLowerCase()));
      if (names.size !== stages.length)
        ctx.addIssue({ code: 'custom', message: 'Give each stage its own name' });
    }),
});
export type ReplaceStagesBody = z.infer<typeof ReplaceStagesBodySchema>;

// ---------------------------------------------------------------------------------------------
// Openings

export const OPENING_STATUSES = ['draft', 'open', 'on_hold', 'closed'] as const;
export const OpeningStatusSchema = z.enum(OPENING_STATUSES, {
  message: 'Choose draft, open, on hold or closed',
});
export type OpeningStatus = z.infer<typeof OpeningStatusSchema>;
export const OPENING_STATUS_LABELS: Record<OpeningStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  on_hold: 'On hold',
  closed: 'Closed',
};

export const RECRUITMENT_LIMITS = {
  maxDescription: 10_000,
  maxQuestions: 10,
  maxCriteria: 8,
  maxNote: 4000,
  maxAnswer: 2000,
  maxPositions: 500,
  /** Résumés: a PDF or a Word document up to this size. */
  maxResumeBytes: 5 * 1024 * 1024,
  /** Applications one address may send a minute on the careers page. */
  applicationsPerMinute: 5,
} as const;

export const DEFAULT_CRITERIA = ['Skills for the role', 'Experience', 'Communication', 'Team fit'] as const;

const QuestionSchema = z.strictObject({
  /** Stable within the opening; made by the server when absent. */
  id: z
    .string()
    .regex(/^q[0-9a-z]{1,12}$/, { message: 'Must be a question id' })
    .optional(),
  text: singleLine(
    z.string().trim().min(3, { message: 'Write the question (at least 3 characters)' }).max(300),
  ),
  required: z.boolean().default(false),
});
export type QuestionInput = z.input<typeof QuestionSchema>;
export const OpeningQuestionSchema = z.object({ id: z.string(), text: z.string(), required: z.boolean() });
export type OpeningQuestion = z.infer<typeof OpeningQuestionSchema>;

const Ref = z.object({ id: IdSchema, name: z.string() }).nullable();

export const OpeningSchema = z.object({
  id: IdSchema,
  title: z.string(),
  department: Ref,
  office: Ref,
  designation: Ref,
  hiringManager: Ref,
  positions: z.number().int(),
  /** Markdown; the web renders it without raw HTML. */
  description: z.string(),
  status: OpeningStatusSchema,
  questions: z.array(OpeningQuestionSchema),
  /** What interviewers rate, 1 to 5 each. */
  criteria: z.array(z.string()),
  counts: z.object({ applications: z.number().int(), active: z.number().int(), hired: z.number().int() }),
  openedAt: InstantSchema.nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Opening = z.infer<typeof OpeningSchema>;

const OpeningFieldsSchema = z.strictObject({
  title: singleLine(
    z.string().trim().min(3, { message: 'Give the role a title of at least 3 characters' }).max(150),
  ),
  departmentId: IdSchema.nullable(),
  officeId: IdSchema.nullable(),
  designationId: IdSchema.nullable(),
  hiringManagerId: IdSchema.nullable(),
  positions: z
    .number({ message: 'Give the number of positions' })
    .int({ message: 'Give a whole number of positions' })
    .min(1, { message: 'At least one position' })
    .max(RECRUITMENT_LIMITS.maxPositions, { message: 'At most 500 positions' }),
  description: multiLine(
    z.string().trim().max(RECRUITMENT_LIMITS.maxDescription, { message: 'At most 10,000 characters' }),
  ),
  status: OpeningStatusSchema,
  questions: z
    .array(QuestionSchema)
    .max(RECRUITMENT_LIMITS.maxQuestions, { message: 'At most 10 questions' }),
  criteria: z
    .array(singleLine(z.string().trim().min(2, { message: 'Name each criterion' }).max(80)))
    .min(1, { message: 'Keep at least one criterion' })
    .max(RECRUITMENT_LIMITS.maxCriteria, { message: 'At most 8 criteria' })
    .refine((c) => new Set(c.map((x) => x.toLowerCase())).size === c.length, {
      message: 'Name each criterion once',
    }),
});
export const CreateOpeningBodySchema = OpeningFieldsSchema.extend({
  departmentId: IdSchema.nullable().default(null),
  officeId: IdSchema.nullable().default(null),
  designationId: IdSchema.nullable().default(null),
  hiringManagerId: IdSchema.nullable().default(null),
  positions: OpeningFieldsSchema.shape.positions.default(1),
  description: OpeningFieldsSchema.shape.description.default(''),
  status: OpeningStatusSchema.default('draft'),
  questions: OpeningFieldsSchema.shape.questions.default([]),
  criteria: OpeningFieldsSchema.shape.criteria.default([...DEFAULT_CRITERIA]),
});
export type CreateOpeningBody = z.input<typeof CreateOpeningBodySchema>;
export const UpdateOpeningBodySchema = OpeningFieldsSchema.partial();
export type UpdateOpeningBody = z.input<typeof UpdateOpeningBodySchema>;

export const ListOpeningsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: singleLine(z.string().trim().max(100)).optional(),
  status: OpeningStatusSchema.optional(),
});
export type ListOpeningsQuery = z.infer<typeof ListOpeningsQuerySchema>;
export const OpeningListResponseSchema = paginated(OpeningSchema).extend({
  summary: z.object({
    draft: z.number().int(),
    open: z.number().int(),
    on_hold: z.number().int(),
    closed: z.number().int(),
  }),
});
export type OpeningListResponse = z.infer<typeof OpeningListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The careers page (public)

export const PublicOpeningSchema = z.object({
  id: IdSchema,
  title: z.string(),
  company: z.string(),
  department: z.string().nullable(),
  office: z.string().nullable(),
  description: z.string(),
  questions: z.array(OpeningQuestionSchema),
  openedAt: InstantSchema.nullable(),
});
export type PublicOpening = z.infer<typeof PublicOpeningSchema>;
export const PublicOpeningListResponseSchema = z.object({ items: z.array(PublicOpeningSchema) });
export type PublicOpeningListResponse = z.infer<typeof PublicOpeningListResponseSchema>;

export const CandidateNameSchema = singleLine(
  z
    .string()
    .trim()
    .min(2, { message: 'Enter your full name' })
    .max(120, { message: 'At most 120 characters' }),
);
export const CandidateEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }).max(254));
export const CandidatePhoneSchema = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, { message: 'Enter a phone number of 7 to 15 digits' })
  .refine((p) => p.replace(/\D/g, '').length >= 7 && p.replace(/\D/g, '').length <= 15, {
    message: 'Enter a phone number of 7 to 15 digits',
  });

/**
 * The text fields of the careers form (sent as multipart with the résumé in `resume`). `answers`
 * is JSON: `{ "<question id>": "answer" }`. `website` is a field people never see: a form that
 * fills it is a robot's, thanked and dropped.
 */
export const ApplyFieldsSchema = z.strictObject({
  name: CandidateNameSchema,
  email: CandidateEmailSchema,
  phone: CandidatePhoneSchema,
  answers: z
    .record(
      z.string().max(20),
      multiLine(z.string().trim().max(RECRUITMENT_LIMITS.maxAnswer, { message: 'At most 2,000 characters' })),
    )
    .default({}),
  website: z.string().max(500).optional(),
});
export type ApplyFields = z.infer<typeof ApplyFieldsSchema>;
export const ApplyResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

// ---------------------------------------------------------------------------------------------
// Candidates and applications

export const APPLICATION_SOURCES = [
  'careers',
  'referral',
  'linkedin',
  'job_board',
  'agency',
  'other',
] as const;
export const ApplicationSourceSchema = z.enum(APPLICATION_SOURCES, {
  message: 'Choose where the candidate came from',
});
export type ApplicationSource = z.infer<typeof ApplicationSourceSchema>;
export const SOURCE_LABELS: Record<ApplicationSource, string> = {
  careers: 'Careers page',
  referral: 'Referral',
  linkedin: 'LinkedIn',
  job_board: 'Job board',
  agency: 'Agency',
  other: 'Other',
};

export const ApplicationSchema = z.object({
  id: IdSchema,
  opening: z.object({ id: IdSchema, title: z.string() }),
  candidate: z.object({
    id: IdSchema,
    name: z.string(),
    /**
     * Null outside hr and admin once the candidate is hired: their email and phone are then an
     * employee's personal contacts.
     */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Other candidates with the same phone number (a second email address, most often). */
    possibleDuplicates: z.array(z.object({ id: IdSchema, name: z.string(), email: z.string() })),
  }),
  stage: z.object({ id: IdSchema, name: z.string(), kind: StageKindSchema }),
  source: ApplicationSourceSchema,
  hasResume: z.boolean(),
  appliedAt: InstantSchema,
  stageChangedAt: InstantSchema,
  rejectionReason: z.string().nullable(),
  offerStatus: z.enum(['draft', 'sent', 'accepted', 'declined', 'withdrawn']).nullable(),
  hiredEmployeeId: IdSchema.nullable(),
  /** Interviews scheduled, and how many scorecards are in. */
  interviews: z.number().int(),
  scorecards: z.number().int(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ListApplicationsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  openingId: IdSchema.optional(),
  stageId: IdSchema.optional(),
  source: ApplicationSourceSchema.optional(),
  /** Name, email or phone. */
  search: singleLine(z.string().trim().max(100)).optional(),
});
export type ListApplicationsQuery = z.infer<typeof ListApplicationsQuerySchema>;
export const ApplicationListResponseSchema = paginated(ApplicationSchema);
export type ApplicationListResponse = z.infer<typeof ApplicationListResponseSchema>;

/** hr adds a candidate who did not come through the careers page. */
export const CreateApplicationBodySchema = z.strictObject({
  openingId: IdSchema,
  name: CandidateNameSchema,
  email: CandidateEmailSchema,
  phone: CandidatePhoneSchema.nullable().default(null),
  source: ApplicationSourceSchema.exclude(['careers']),
});
export type CreateApplicationBody = z.input<typeof CreateApplicationBodySchema>;

/** Move to another stage; a rejection may say why. Hired is reached only through the hire. */
export const MoveApplicationBodySchema = z.strictObject({
  stageId: IdSchema,
  reason: singleLine(z.string().trim().max(300, { message: 'At most 300 characters' })).optional(),
});
export type MoveApplicationBody = z.infer<typeof MoveApplicationBodySchema>;

export const StageEventSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  by: z.string().nullable(),
  at: InstantSchema,
});

export const NoteSchema = z.object({
  id: IdSchema,
  author: z.string(),
  body: z.string(),
  mentions: z.array(z.object({ id: IdSchema, name: z.string() })),
  createdAt: InstantSchema,
});
export type Note = z.infer<typeof NoteSchema>;
export const CreateNoteBodySchema = z.strictObject({
  body: multiLine(
    z
      .string()
      .trim()
      .min(1, { message: 'Write a note' })
      .max(RECRUITMENT_LIMITS.maxNote, { message: 'A note is at most 4,000 characters' }),
  ),
  /** Colleagues to tell (employee ids); each must be able to see the application. */
  mentionIds: z.array(IdSchema).max(10, { message: 'Mention at most 10 people' }).default([]),
});
export type CreateNoteBody = z.input<typeof CreateNoteBodySchema>;

// ---------------------------------------------------------------------------------------------
// Interviews and scorecards

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export const RecommendationSchema = z.enum(RECOMMENDATIONS, { message: 'Choose a recommendation' });
export type Recommendation = z.infer<typeof RecommendationSchema>;
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

export const ScorecardSchema = z.object({
  interviewer: z.object({ id: IdSchema, name: z.string() }),
  /** Null until submitted, and for another interviewer's card until the caller submits theirs. */
  submittedAt: InstantSchema.nullable(),
  ratings: z.array(z.object({ criterion: z.string(), rating: z.number().int() })).nullable(),
  recommendation: RecommendationSchema.nullable(),
  comments: z.string().nullable(),
  /** True when the card is in but hidden from the caller. */
  hidden: z.boolean(),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

export const InterviewSchema = z.object({
  id: IdSchema,
  applicationId: IdSchema,
  candidate: z.string(),
  opening: z.string(),
  startsAt: InstantSchema,
  durationMinutes: z.number().int(),
  location: z.string(),
  /** The IANA zone the interview happens in; its time is shown there. */
  timeZone: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  criteria: z.array(z.string()),
  scorecards: z.array(ScorecardSchema),
  /** Whether the caller is on the panel and has yet to submit. */
  awaitingMyScorecard: z.boolean(),
});
export type Interview = z.infer<typeof InterviewSchema>;

const future = InstantSchema.refine((at) => at >= '2000-01-01' && at <= '2100-12-31', {
  message: 'Choose a time between the years 2000 and 2100',
});
export const ScheduleInterviewBodySchema = z.strictObject({
  startsAt: future,
  durationMinutes: z
    .number({ message: 'Give the length in minutes' })
    .int()
    .min(15, { message: 'At least 15 minutes' })
    .max(480, { message: 'At most 8 hours' })
    .default(60),
  location: singleLine(z.string().trim().min(2, { message: 'Say where: a room or a video link' }).max(300)),
  /** The zone the time was chosen in and the interview happens in; the company's when left out. */
  timeZone: TimeZoneSchema.optional(),
  interviewerIds: z
    .array(IdSchema)
    .min(1, { message: 'Choose at least one interviewer' })
    .max(8, { message: 'At most 8 interviewers' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Choose each interviewer once' }),
});
export type ScheduleInterviewBody = z.input<typeof ScheduleInterviewBodySchema>;
export const UpdateInterviewBodySchema = z
  .strictObject({
    startsAt: future.optional(),
    durationMinutes: ScheduleInterviewBodySchema.shape.durationMinutes.unwrap().optional(),
    location: ScheduleInterviewBodySchema.shape.location.optional(),
    timeZone: TimeZoneSchema.optional(),
    status: z.literal('cancelled').optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Say what to change' });
export type UpdateInterviewBody = z.infer<typeof UpdateInterviewBodySchema>;

/** An interviewer's card, submitted once; every criterion of the opening rated 1 to 5. */
export const SubmitScorecardBodySchema = z.strictObject({
  ratings: z
    .array(
      z.strictObject({
        criterion: z.string().max(80),
        rating: z
          .number({ message: 'Rate from 1 to 5' })
          .int({ message: 'Rate from 1 to 5' })
          .min(1, { message: 'Rate from 1 to 5' })
          .max(5, { message: 'Rate from 1 to 5' }),
      }),
    )
    .min(1, { message: 'Rate each criterion' })
    .max(RECRUITMENT_LIMITS.maxCriteria),
  recommendation: RecommendationSchema,
  comments: multiLine(z.string().trim().max(4000, { message: 'At most 4,000 characters' })).default(''),
});
export type SubmitScorecardBody = z.input<typeof SubmitScorecardBodySchema>;

export const ListInterviewsQuerySchema = z.strictObject({
  /** `mine`: the caller's panels; hr's default is every interview. */
  mine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  applicationId: IdSchema.optional(),
  upcoming: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListInterviewsQuery = z.infer<typeof ListInterviewsQuerySchema>;
export const InterviewListResponseSchema = paginated(InterviewSchema);
export type InterviewListResponse = z.infer<typeof InterviewListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Offer and hire

export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'withdrawn'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The letter's text; `{{candidate}}`, `{{title}}`, `{{company}}`, `{{ctc}}`, `{{joinDate}}`, `{{expiresOn}}` are filled in. */
export const DEFAULT_OFFER_TEMPLATE = `Dear {{candidate}},

We are delighted to offer you the position of {{title}} at {{company}}.

Your annual cost to company will be {{ctc}}, and we look forward to welcoming you on {{joinDate}}.

Please confirm your acceptance by {{expiresOn}}. This offer is subject to the verification of your documents.

We look forward to working with you.`;

export const OfferSchema = z.object({
  applicationId: IdSchema,
  status: OfferStatusSchema,
  annualCtc: PaiseSchema,
  joinDate: CalendarDateSchema,
  expiresOn: CalendarDateSchema,
  letter: z.string(),
  sentAt: InstantSchema.nullable(),
  decidedAt: InstantSchema.nullable(),
  updatedAt: InstantSchema,
});
export type Offer = z.infer<typeof OfferSchema>;

const dateInRange = CalendarDateSchema.refine((d) => d >= '2000-01-01' && d <= '2100-12-31', {
  message: 'Choose a date between the years 2000 and 2100',
});
export const SaveOfferBodySchema = z
  .strictObject({
    annualCtc: PaiseSchema.min(1, { message: 'Give a CTC above zero' }).max(100_000_000_000, {
      message: 'That CTC is beyond ₹100 crore a year: check the figure (it is in paise)',
    }),
    joinDate: dateInRange,
    expiresOn: dateInRange,
    letter: multiLine(
      z.string().trim().min(20, { message: 'Write the letter (at least 20 characters)' }).max(10_000),
    ).default(DEFAULT_OFFER_TEMPLATE),
  })
  .refine((b) => b.expiresOn <= b.joinDate, {
    message: 'The offer should expire on or before the joining date',
    path: ['expiresOn'],
  });
export type SaveOfferBody = z.input<typeof SaveOfferBodySchema>;
/** sent: the letter went out; accepted or declined: the candidate's answer; withdrawn: the company's. */
export const DecideOfferBodySchema = z.strictObject({
  status: z.enum(['sent', 'accepted', 'declined', 'withdrawn'], {
    message: 'Choose sent, accepted, declined or withdrawn',
  }),
});
export type DecideOfferBody = z.infer<typeof DecideOfferBodySchema>;

const EMPLOYEE_CODE = /^[A-Za-z0-9_-]{1,32}$/;
/** Make the candidate an employee: the people module creates the record and mails the invitation. */
export const HireBodySchema = z.strictObject({
  employeeCode: z.string().trim().regex(EMPLOYEE_CODE, {
    message: 'Employee code may hold letters, digits, - and _ (at most 32 characters)',
  }),
  workEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid work email address' }).max(254)),
  /** The candidate's name split as the record should hold it; from their name when absent. */
  firstName: singleLine(z.string().trim().min(1).max(100)).optional(),
  lastName: singleLine(z.string().trim().min(1).max(100)).optional(),
  /** Defaults to the opening's hiring manager. */
  managerId: IdSchema.nullable().default(null),
  /** Defaults to the offer's joining date. */
  joinDate: dateInRange.optional(),
  /** Start this onboarding template; the best fit when absent. */
  onboardingTemplateId: IdSchema.optional(),
  /**
   * Hire although an interview has not happened yet or a panel member's scorecard is missing (the
   * preview's `missing`); without it such a hire is refused, naming what is missing.
   */
  confirmMissing: z.boolean().default(false),
});
export type HireBody = z.input<typeof HireBodySchema>;

/**
 * What the hire dialog starts from: the next employee code of the company's commonest shape and a
 * work email in the pattern most of its addresses follow (null when it has none), and what the
 * panel has not done yet, in words, for the confirmation.
 */
export const HirePreviewSchema = z.object({
  employeeCode: z.string().nullable(),
  workEmail: z.string().nullable(),
  missing: z.array(z.string()),
});
export type HirePreview = z.infer<typeof HirePreviewSchema>;

export const ApplicationDetailSchema = ApplicationSchema.extend({
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  history: z.array(StageEventSchema),
  notes: z.array(NoteSchema),
  offer: OfferSchema.nullable(),
  /** What the caller may do. */
  can: z.object({ move: z.boolean(), manage: z.boolean(), note: z.boolean() }),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

export const HireResponseSchema = z.object({
  employeeId: IdSchema,
  onboardingChecklistId: IdSchema.nullable(),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------
// The report

export const RecruitmentReportQuerySchema = z.strictObject({
  openingId: IdSchema.optional(),
  from: dateInRange.optional(),
  to: dateInRange.optional(),
});
export type RecruitmentReportQuery = z.infer<typeof RecruitmentReportQuerySchema>;

const FunnelSchema = z.object({
  applications: z.number().int(),
  /** How many reached each kind of stage (and are in it or went past it). */
  reached: z.object({
    screening: z.number().int(),
    interview: z.number().int(),
    offer: z.number().int(),
    hired: z.number().int(),
  }),
  rejected: z.number().int(),
  /** Median days from applying to being hired; null with nobody hired. */
  medianDaysToHire: z.number().nullable(),
});
export const RecruitmentReportSchema = z.object({
  total: FunnelSchema,
  /** Applications in each stage now. */
  stages: z.array(
    z.object({ id: IdSchema, name: z.string(), kind: StageKindSchema, applications: z.number().int() }),
  ),
  byOpening: z.array(FunnelSchema.extend({ id: IdSchema, title: z.string(), status: OpeningStatusSchema })),
  bySource: z.array(FunnelSchema.extend({ source: ApplicationSourceSchema })),
});
export type RecruitmentReport = z.infer<typeof RecruitmentReportSchema>;
