/**
 * Training: courses (self-paced or run in sessions), enrolments with a waitlist, attendance and
 * completion, and which mandatory courses each person has still to complete.
 *
 * Everyone reads the catalogue and enrols themselves (`training:read`); a manager enrols their team;
 * admin and hr manage courses, sessions and every enrolment (`training:manage`).
 */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, paginated } from './common';
import { TimeZoneSchema } from './organization';
import { RoleSchema } from './roles';
import { multiLine, singleLine } from './text';

export const TRAINING_MODULE = 'training';

/** `self-paced`: learnt from the materials and marked complete by the learner; `sessions`: taught. */
export const CourseDeliverySchema = z.enum(['self-paced', 'sessions']);
export type CourseDelivery = z.infer<typeof CourseDeliverySchema>;
export const CourseStatusSchema = z.enum(['active', 'archived']);

export const ENROLMENT_STATUSES = [
  'enrolled',
  'waitlisted',
  'attended',
  'absent',
  'completed',
  'cancelled',
] as const;
export const EnrolmentStatusSchema = z.enum(ENROLMENT_STATUSES);
export type EnrolmentStatus = z.infer<typeof EnrolmentStatusSchema>;

/** Limits the server holds (and the forms show). */
export const TRAINING_LIMITS = {
  maxDurationMinutes: 100 * 60,
  maxDueWithinDays: 365,
  maxSeats: 500,
  maxMaterials: 20,
  maxScore: 100,
} as const;

/** An instant of a session: from 2000 to 2100, so a slip of the year neither saves nor breaks a page. */
const SessionInstantSchema = InstantSchema.refine(
  (value) => Date.parse(value) >= Date.UTC(2000, 0, 1) && Date.parse(value) < Date.UTC(2101, 0, 1),
  { message: 'Choose a time between the years 2000 and 2100' },
);

const title = singleLine(
  z.string().trim().min(3, { message: 'Give a title of at least 3 characters' }).max(200),
);

/** A link to read or watch: http(s) only, so nothing runs a script from a course page. */
export const MaterialSchema = z.strictObject({
  title: singleLine(z.string().trim().min(1, { message: 'Name the material' }).max(200)),
  url: singleLine(z.string().trim().max(2000)).pipe(
    z.url({ protocol: /^https?$/, message: 'Give a web address starting with http:// or https://' }),
  ),
});
export type Material = z.infer<typeof MaterialSchema>;

/**
 * Who must complete the course and by when: people in any of the departments (none chosen: every
 * department) with any of the roles (none chosen: every role). Each has `dueWithinDays` from the
 * later of `from` and their joining date.
 */
export const MandatorySchema = z.strictObject({
  departmentIds: z.array(IdSchema).max(100).default([]),
  roles: z.array(RoleSchema).max(4).default([]),
  from: CalendarDateSchema.refine((date) => date >= '2000-01-01' && date <= '2100-12-31', {
    message: 'Choose a date between the years 2000 and 2100',
  }),
  dueWithinDays: z
    .number({ message: 'Give the number of days to complete it in' })
    .int({ message: 'Give a whole number of days' })
    .min(1, { message: 'Allow at least 1 day' })
    .max(TRAINING_LIMITS.maxDueWithinDays, { message: 'Allow at most 365 days' }),
});
export type Mandatory = z.infer<typeof MandatorySchema>;

export const CourseSchema = z.object({
  id: IdSchema,
  title: z.string(),
  /** Markdown; the web renders it sanitised. */
  description: z.string(),
  delivery: CourseDeliverySchema,
  durationMinutes: z.number().int(),
  materials: z.array(MaterialSchema),
  mandatory: MandatorySchema.nullable(),
  status: CourseStatusSchema,
  /** Sessions still to start (a `sessions` course). */
  upcomingSessions: z.number().int(),
  /** Live enrolments (enrolled, attended, completed), waitlist left out. */
  enrolled: z.number().int(),
  completed: z.number().int(),
  /** The caller's own live enrolment, if any. */
  myEnrolment: z
    .object({ id: IdSchema, status: EnrolmentStatusSchema, sessionId: IdSchema.nullable() })
    .nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Course = z.infer<typeof CourseSchema>;

const CourseFieldsSchema = z.strictObject({
  title,
  description: multiLine(z.string().trim().max(20_000)),
  delivery: CourseDeliverySchema,
  durationMinutes: z
    .number({ message: 'Give the duration in minutes' })
    .int({ message: 'Give a whole number of minutes' })
    .min(5, { message: 'A course lasts at least 5 minutes' })
    .max(TRAINING_LIMITS.maxDurationMinutes, { message: 'A course lasts at most 100 hours' }),
  materials: z.array(MaterialSchema).max(TRAINING_LIMITS.maxMaterials, { message: 'At most 20 materials' }),
  mandatory: MandatorySchema.nullable(),
});
export const CreateCourseBodySchema = CourseFieldsSchema.extend({
  description: CourseFieldsSchema.shape.description.default(''),
  materials: CourseFieldsSchema.shape.materials.default([]),
  mandatory: CourseFieldsSchema.shape.mandatory.default(null),
});
export type CreateCourseBody = z.infer<typeof CreateCourseBodySchema>;
/** Only what is sent changes; `status` archives a course or brings it back. */
export const UpdateCourseBodySchema = CourseFieldsSchema.partial().extend({
  status: CourseStatusSchema.optional(),
});
export type UpdateCourseBody = z.infer<typeof UpdateCourseBodySchema>;

export const ListCoursesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: singleLine(z.string().trim().max(100)).optional(),
  /** Archived courses are listed to those who manage training only. */
  status: CourseStatusSchema.optional(),
  mandatory: z.enum(['true', 'false']).optional(),
});
export type ListCoursesQuery = z.infer<typeof ListCoursesQuerySchema>;
export const CourseListResponseSchema = paginated(CourseSchema);
export type CourseListResponse = z.infer<typeof CourseListResponseSchema>;

export const SessionSchema = z.object({
  id: IdSchema,
  courseId: IdSchema,
  startsAt: InstantSchema,
  endsAt: InstantSchema,
  /** A trainer from the company, or one from outside by name. */
  trainer: z.object({ employeeId: IdSchema.nullable(), name: z.string() }),
  location: z.string(),
  /** The IANA zone the session happens in; its time is shown there. */
  timeZone: z.string(),
  link: z.string().nullable(),
  seats: z.number().int(),
  taken: z.number().int(),
  waitlisted: z.number().int(),
});
export type Session = z.infer<typeof SessionSchema>;

const SessionFieldsSchema = z.strictObject({
  startsAt: SessionInstantSchema,
  endsAt: SessionInstantSchema,
  trainerEmployeeId: IdSchema.nullable(),
  /** The name of a trainer from outside; ignored when `trainerEmployeeId` is given. */
  trainerName: singleLine(z.string().trim().max(200)).nullable(),
  location: singleLine(z.string().trim().max(300)),
  /** The zone the times were chosen in and the session happens in; the company's when left out. */
  timeZone: TimeZoneSchema.optional(),
  link: singleLine(z.string().trim().max(2000))
    .pipe(z.url({ protocol: /^https?$/, message: 'Give a web address starting with http:// or https://' }))
    .nullable(),
  seats: z
    .number({ message: 'Give the number of seats' })
    .int({ message: 'Give a whole number of seats' })
    .min(1, { message: 'A session has at least 1 seat' })
    .max(TRAINING_LIMITS.maxSeats, { message: 'A session has at most 500 seats' }),
});
export const CreateSessionBodySchema = SessionFieldsSchema.extend({
  trainerEmployeeId: SessionFieldsSchema.shape.trainerEmployeeId.default(null),
  trainerName: SessionFieldsSchema.shape.trainerName.default(null),
  location: SessionFieldsSchema.shape.location.default(''),
  link: SessionFieldsSchema.shape.link.default(null),
});
export type CreateSessionBody = z.infer<typeof CreateSessionBodySchema>;
export const UpdateSessionBodySchema = SessionFieldsSchema.partial();
export type UpdateSessionBody = z.infer<typeof UpdateSessionBodySchema>;

/** A course with its sessions, soonest first. */
export const CourseDetailSchema = CourseSchema.extend({ sessions: z.array(SessionSchema) });
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

export const EnrolmentSchema = z.object({
  id: IdSchema,
  courseId: IdSchema,
  courseTitle: z.string(),
  sessionId: IdSchema.nullable(),
  sessionStartsAt: InstantSchema.nullable(),
  /** The zone the session happens in; null without a session. */
  sessionTimeZone: z.string().nullable(),
  employee: z.object({ id: IdSchema, name: z.string() }),
  status: EnrolmentStatusSchema,
  /** Place on the waitlist, 1 first; null when not waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  score: z.number().int().nullable(),
  completedAt: InstantSchema.nullable(),
  /** Who enrolled them, when not themselves. */
  assignedBy: z.string().nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;

/** Enrol yourself (no `employeeId`), a report (a manager) or anyone (admin, hr). */
export const CreateEnrolmentBodySchema = z.strictObject({
  courseId: IdSchema,
  /** Required for a course taught in sessions; none for a self-paced one. */
  sessionId: IdSchema.nullable().default(null),
  employeeId: IdSchema.optional(),
});
export type CreateEnrolmentBody = z.infer<typeof CreateEnrolmentBodySchema>;

/**
 * `attended`/`absent`: marked for a session that has started (admin, hr, the trainer).
 * `complete`: a self-paced course by the learner or admin and hr; a taught one by admin, hr or the
 * trainer once attended, with an optional score. `cancel`: the learner, their manager, admin or hr,
 * before completion; the first on the waitlist takes the seat.
 */
export const UpdateEnrolmentBodySchema = z.strictObject({
  action: z.enum(['attended', 'absent', 'complete', 'cancel']),
  score: z
    .number({ message: 'Give the score as a number' })
    .int({ message: 'Give a whole-number score' })
    .min(0, { message: 'A score is from 0 to 100' })
    .max(TRAINING_LIMITS.maxScore, { message: 'A score is from 0 to 100' })
    .nullable()
    .optional(),
});
export type UpdateEnrolmentBody = z.infer<typeof UpdateEnrolmentBodySchema>;

export const ListEnrolmentsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  courseId: IdSchema.optional(),
  sessionId: IdSchema.optional(),
  employeeId: IdSchema.optional(),
  status: EnrolmentStatusSchema.optional(),
});
export type ListEnrolmentsQuery = z.infer<typeof ListEnrolmentsQuerySchema>;
export const EnrolmentListResponseSchema = paginated(EnrolmentSchema);
export type EnrolmentListResponse = z.infer<typeof EnrolmentListResponseSchema>;

export const ComplianceStatusSchema = z.enum(['completed', 'due', 'overdue']);
export type ComplianceStatus = z.infer<typeof ComplianceStatusSchema>;

/** One person × one mandatory course that applies to them. */
export const ComplianceRowSchema = z.object({
  employee: z.object({ id: IdSchema, name: z.string(), department: z.string().nullable() }),
  course: z.object({ id: IdSchema, title: z.string() }),
  dueOn: CalendarDateSchema,
  status: ComplianceStatusSchema,
  completedAt: InstantSchema.nullable(),
});
export type ComplianceRow = z.infer<typeof ComplianceRowSchema>;

export const ComplianceQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  courseId: IdSchema.optional(),
  departmentId: IdSchema.optional(),
  employeeId: IdSchema.optional(),
  status: ComplianceStatusSchema.optional(),
});
export type ComplianceQuery = z.infer<typeof ComplianceQuerySchema>;
export const ComplianceResponseSchema = paginated(ComplianceRowSchema).extend({
  /** Over every row the filters select, the status filter left out. */
  summary: z.object({ completed: z.number().int(), due: z.number().int(), overdue: z.number().int() }),
});
export type ComplianceResponse = z.infer<typeof ComplianceResponseSchema>;

/** Where the web opens a course. */
export const courseLink = (id: string) => `/training?course=${id}`;
