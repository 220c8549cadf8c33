/**
 * Attendance (spec §7 "Attendance", product decisions): a person's day, derived from their time
 * entries, approved leave, holidays and their office's weekend, or set by a correction that wins.
 */
import { z } from 'zod';
import { CalendarDateSchema, decisionBodySchema, IdSchema, InstantSchema, paginated } from './common';
import { multiLine, singleLine } from './text';
import { WorkedDaysSchema } from './time-tracking';

export const ATTENDANCE_MODULE = 'attendance';
export const ATTENDANCE_UPDATE_EVENT = 'attendance-update';

export const ATTENDANCE_STATUSES = [
  'present',
  'late',
  'half_day',
  'absent',
  'on_leave',
  'holiday',
  'weekend',
  'not_yet',
] as const;
export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, {
  message: 'Choose present, late, half_day, absent, on_leave, holiday, weekend or not_yet',
});
export type AttendanceStatus = z.infer<typeof AttendanceStatusSchema>;

export const ATTENDANCE_STATUS_LABELS: Readonly<Record<AttendanceStatus, string>> = {
  present: 'Present',
  late: 'Late',
  half_day: 'Half day',
  absent: 'Absent',
  on_leave: 'On leave',
  holiday: 'Holiday',
  weekend: 'Weekend',
  not_yet: 'Not yet in',
};

/** Where a day's status came from: derived from the facts, or a person's correction. */
export const ATTENDANCE_SOURCES = ['derived', 'corrected'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** One person's day as every attendance screen shows it. */
export const AttendanceDaySchema = z.object({
  id: IdSchema,
  employee: z.object({
    id: IdSchema,
    name: z.string(),
    employeeCode: z.string(),
    department: z.string().nullable(),
    office: z.string().nullable(),
  }),
  date: CalendarDateSchema,
  status: AttendanceStatusSchema,
  /** What the facts say; differs from `status` under a correction. */
  derivedStatus: AttendanceStatusSchema,
  source: z.enum(ATTENDANCE_SOURCES),
  firstIn: InstantSchema.nullable(),
  lastOut: InstantSchema.nullable(),
  workedMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  lateMinutes: z.number().int(),
  /** Leave that day: 0.5 or 1. */
  leaveDays: z.number(),
  leaveTypeCode: z.string().nullable(),
  holidayName: z.string().nullable(),
  correction: z.object({ reason: z.string(), by: z.string().nullable(), at: InstantSchema }).nullable(),
});
export type AttendanceDay = z.infer<typeof AttendanceDaySchema>;

export const AttendanceListResponseSchema = paginated(AttendanceDaySchema);
export type AttendanceListResponse = z.infer<typeof AttendanceListResponseSchema>;

const RangeFields = {
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
};
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const RANGE_ORDER = { path: ['to'], message: 'Must not be before the start' };
/** A query's range may span at most this many days. */
export const ATTENDANCE_MAX_RANGE_DAYS = 366;

export const MyAttendanceQuerySchema = z
  .strictObject({
    ...RangeFields,
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(31),
  })
  .refine(inOrder, RANGE_ORDER);
export type MyAttendanceQuery = z.infer<typeof MyAttendanceQuerySchema>;

export const ListAttendanceQuerySchema = z
  .strictObject({
    ...RangeFields,
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    departmentId: IdSchema.optional(),
    officeId: IdSchema.optional(),
    employeeId: IdSchema.optional(),
    status: AttendanceStatusSchema.optional(),
    /** A name or employee code. */
    search: singleLine(z.string().trim().max(100)).optional(),
  })
  .refine(inOrder, RANGE_ORDER);
export type ListAttendanceQuery = z.infer<typeof ListAttendanceQuerySchema>;

export const AttendanceExportQuerySchema = z
  .strictObject({
    ...RangeFields,
    departmentId: IdSchema.optional(),
    officeId: IdSchema.optional(),
    employeeId: IdSchema.optional(),
    status: AttendanceStatusSchema.optional(),
    search: singleLine(z.string().trim().max(100)).optional(),
    format: z.enum(['csv', 'xlsx'], { message: 'Choose csv or xlsx' }).default('csv'),
    /** `list`: a row a day; `muster`: people × days of one month, the muster roll payroll teams keep. */
    layout: z.enum(['list', 'muster'], { message: 'Choose list or muster' }).default('list'),
    /** The muster roll's month, `YYYY-MM`. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Must be a month in the form YYYY-MM' })
      .optional(),
  })
  .refine(inOrder, RANGE_ORDER);
export type AttendanceExportQuery = z.infer<typeof AttendanceExportQuerySchema>;

/** Statuses a person may set by hand: "not yet" is only ever derived. */
export const CORRECTABLE_STATUSES = ATTENDANCE_STATUSES.filter((s) => s !== 'not_yet');
const CorrectableStatusSchema = z.enum(CORRECTABLE_STATUSES as [AttendanceStatus, ...AttendanceStatus[]], {
  message: 'Choose present, late, half_day, absent, on_leave, holiday or weekend',
});
const ReasonSchema = multiLine(
  z
    .string({ message: 'Say why the day is corrected' })
    .trim()
    .min(3, { message: 'Say why the day is corrected' })
    .max(500, { message: 'Keep the reason under 500 characters' }),
);

/** A correction by hr or the manager: wins over derivation, is audited, and the person is told. */
export const CorrectAttendanceBodySchema = z.strictObject({
  /** A status, or `null` to remove the correction and let the facts speak again. */
  status: CorrectableStatusSchema.nullable(),
  reason: ReasonSchema,
});
export type CorrectAttendanceBody = z.infer<typeof CorrectAttendanceBodySchema>;

export const ATTENDANCE_BULK_MAX = 1000;

export const BulkMarkAttendanceBodySchema = z.strictObject({
  employeeIds: z
    .array(IdSchema)
    .min(1, { message: 'Choose at least one person' })
    .max(ATTENDANCE_BULK_MAX, {
      message: `Mark at most ${ATTENDANCE_BULK_MAX.toLocaleString('en')} people at once`,
    }),
  date: CalendarDateSchema,
  status: CorrectableStatusSchema,
  reason: ReasonSchema,
});
export type BulkMarkAttendanceBody = z.infer<typeof BulkMarkAttendanceBodySchema>;

export const BulkUpdateAttendanceBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ id: IdSchema, status: CorrectableStatusSchema }))
    .min(1, { message: 'List at least one day' })
    .max(ATTENDANCE_BULK_MAX, {
      message: `Change at most ${ATTENDANCE_BULK_MAX.toLocaleString('en')} days at once`,
    }),
  reason: ReasonSchema,
});
export type BulkUpdateAttendanceBody = z.infer<typeof BulkUpdateAttendanceBodySchema>;

export const BulkAttendanceResultSchema = z.object({
  updated: z.number().int(),
  items: z.array(AttendanceDaySchema),
});
export type BulkAttendanceResult = z.infer<typeof BulkAttendanceResultSchema>;

export const AttendanceTotalsSchema = z.object(
  Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, z.number().int()])) as Record<
    AttendanceStatus,
    z.ZodNumber
  >,
);
export type AttendanceTotals = z.infer<typeof AttendanceTotalsSchema>;

/** A month of one person's days, for the calendar: a status a day, with totals. */
export const AttendanceCalendarSchema = z.object({
  employee: z.object({ id: IdSchema, name: z.string() }),
  year: z.number().int(),
  month: z.number().int(),
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: CalendarDateSchema,
      /** Null for a day ahead, or before the person joined. */
      day: AttendanceDaySchema.nullable(),
    }),
  ),
  totals: AttendanceTotalsSchema,
  workedMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
});
export type AttendanceCalendar = z.infer<typeof AttendanceCalendarSchema>;

export const PersonQuerySchema = z.strictObject({ employeeId: IdSchema.optional() });

/** `calendar-data`: a compact date → status map of one person's range. */
export const AttendanceCalendarDataQuerySchema = z
  .strictObject({ from: CalendarDateSchema, to: CalendarDateSchema, employeeId: IdSchema.optional() })
  .refine(inOrder, RANGE_ORDER);
export const AttendanceCalendarDataSchema = z.object({
  employeeId: IdSchema,
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  days: z.record(z.string(), AttendanceStatusSchema),
});

/** Figures over a range: one person's, or (scope=team) everyone one reaches. */
export const AttendanceStatsQuerySchema = z
  .strictObject({
    ...RangeFields,
    employeeId: IdSchema.optional(),
    scope: z.enum(['self', 'team']).default('self'),
  })
  .refine(inOrder, RANGE_ORDER);
export const AttendanceStatsSchema = z.object({
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  people: z.number().int(),
  totals: AttendanceTotalsSchema,
  /** Present, late or half-day days over working days, as a whole percentage. */
  attendanceRate: z.number(),
  /** Days worked on time (not late) over days worked, as a whole percentage. */
  punctualityRate: z.number(),
  workedMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  averageWorkedMinutes: z.number().int(),
  /** Days worked, working days and extra days, counted as time tracking counts them. */
  days: WorkedDaysSchema,
});
export type AttendanceStats = z.infer<typeof AttendanceStatsSchema>;

export const MonthlyStatsQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  employeeId: IdSchema.optional(),
  scope: z.enum(['self', 'team']).default('self'),
});
export const MonthlyStatsSchema = z.object({
  year: z.number().int(),
  months: z.array(
    z.object({
      month: z.number().int(),
      totals: AttendanceTotalsSchema,
      workedMinutes: z.number().int(),
      overtimeMinutes: z.number().int(),
    }),
  ),
});
export type MonthlyStats = z.infer<typeof MonthlyStatsSchema>;

export const WeeklyOverviewQuerySchema = z.strictObject({
  /** Any date of the week (Monday to Sunday); this week without it. */
  date: CalendarDateSchema.optional(),
  employeeId: IdSchema.optional(),
  scope: z.enum(['self', 'team']).default('self'),
});
export const WeeklyOverviewSchema = z.object({
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  days: z.array(
    z.object({ date: CalendarDateSchema, totals: AttendanceTotalsSchema, workedMinutes: z.number().int() }),
  ),
});
export type WeeklyOverview = z.infer<typeof WeeklyOverviewSchema>;

export const GenerateDayParamsSchema = z.strictObject({ date: CalendarDateSchema });
export const GenerateDayResultSchema = z.object({
  date: CalendarDateSchema,
  /** Days written or changed; a second run of a quiet day changes none. */
  changed: z.number().int(),
  people: z.number().int(),
});

// ------------------------------------------------------------------------------- regularisation

export const REGULARIZATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const RegularizationStatusSchema = z.enum(REGULARIZATION_STATUSES);
export type RegularizationStatus = z.infer<typeof RegularizationStatusSchema>;

const TimeSchema = z
  .string({ message: 'Must be a time like 09:30' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Must be a time like 09:30 (24-hour clock)' });

/**
 * Someone who forgot to punch asks for the day's times to be recorded; their manager (or hr) decides,
 * as for leave. Approved, the times become a clock entry and the day is derived again.
 */
export const RegularizationBodySchema = z
  .strictObject({
    date: CalendarDateSchema,
    clockIn: TimeSchema,
    clockOut: TimeSchema,
    reason: ReasonSchema,
  })
  .refine((b) => b.clockOut > b.clockIn, { path: ['clockOut'], message: 'Must be after the clock-in' });
export type RegularizationBody = z.infer<typeof RegularizationBodySchema>;

export const RegularizationSchema = z.object({
  id: IdSchema,
  employee: z.object({ id: IdSchema, name: z.string(), employeeCode: z.string() }),
  date: CalendarDateSchema,
  /** The times asked for, in the person's office zone, and the instants they are. */
  clockIn: z.string(),
  clockOut: z.string(),
  clockInAt: InstantSchema,
  clockOutAt: InstantSchema,
  timeZone: z.string(),
  reason: z.string(),
  status: RegularizationStatusSchema,
  decidedBy: z.string().nullable(),
  decidedAt: InstantSchema.nullable(),
  decisionComment: z.string().nullable(),
  createdAt: InstantSchema,
  /** Whether the caller may decide it, or cancel it. */
  canDecide: z.boolean(),
  canCancel: z.boolean(),
});
export type Regularization = z.infer<typeof RegularizationSchema>;
export const RegularizationListResponseSchema = paginated(RegularizationSchema);
export type RegularizationListResponse = z.infer<typeof RegularizationListResponseSchema>;

export const ListRegularizationsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** `mine`: my own; `to-decide`: those waiting for me; `all`: every one I reach. */
  scope: z.enum(['mine', 'to-decide', 'all'], { message: 'Choose mine, to-decide or all' }).default('mine'),
  status: RegularizationStatusSchema.optional(),
});
export type ListRegularizationsQuery = z.infer<typeof ListRegularizationsQuerySchema>;

export const DecideRegularizationBodySchema = decisionBodySchema('Say why the correction is refused');
export type DecideRegularizationBody = z.input<typeof DecideRegularizationBodySchema>;
