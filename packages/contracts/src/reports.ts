/**
 * Reports (`/reports`): figures over a period for hr and admin (the company) and managers (their
 * team), read from the modules' own rows. No salary figure reaches a manager: the payroll report
 * is for hr and admin.
 */
import { z } from 'zod';
import { AttendanceStatusSchema } from './attendance';
import { CalendarDateSchema, IdSchema } from './common';
import { PayrollAnalyticsQuerySchema, PayrollAnalyticsSchema } from './payroll';

export const REPORTS_MODULE = 'reports';

/** A report's period may span at most this many days (two years and a day). */
export const REPORT_MAX_RANGE_DAYS = 731;
/** Attendance trends reach back at most this many months. */
export const REPORT_MAX_TREND_MONTHS = 24;

const ReportFilterFields = {
  /** The first day; the first of the current month when left out. */
  from: CalendarDateSchema.optional(),
  /** The last day; today when left out. */
  to: CalendarDateSchema.optional(),
  departmentId: IdSchema.optional(),
  officeId: IdSchema.optional(),
  employeeId: IdSchema.optional(),
};
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const RANGE_ORDER = { path: ['to'], message: 'Must not be before the start' };

export const ReportQuerySchema = z.strictObject(ReportFilterFields).refine(inOrder, RANGE_ORDER);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const AttendanceReportQuerySchema = z
  .strictObject({ ...ReportFilterFields, status: AttendanceStatusSchema.optional() })
  .refine(inOrder, RANGE_ORDER);
export type AttendanceReportQuery = z.infer<typeof AttendanceReportQuerySchema>;

const PeriodSchema = z.object({ from: CalendarDateSchema, to: CalendarDateSchema });

/** Days per status that a report shows; holidays, weekends and "not yet" are no working days. */
const WorkingDaysSchema = z.object({
  present: z.number().int(),
  late: z.number().int(),
  half_day: z.number().int(),
  absent: z.number().int(),
  on_leave: z.number().int(),
});

export const AttendanceReportSchema = z.object({
  period: PeriodSchema,
  /** People with at least one day in the period. */
  people: z.number().int(),
  totals: WorkingDaysSchema.extend({
    holiday: z.number().int(),
    weekend: z.number().int(),
    not_yet: z.number().int(),
  }),
  /** Days worked (present, late, half day) of working days, in percent with one decimal. */
  attendanceRate: z.number().nullable(),
  /** Days worked on time of days worked, in percent with one decimal. */
  punctualityRate: z.number().nullable(),
  workedMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  byDate: z.array(WorkingDaysSchema.extend({ date: CalendarDateSchema })),
  byDepartment: z.array(
    WorkingDaysSchema.extend({
      department: z.string().nullable(),
      people: z.number().int(),
      attendanceRate: z.number().nullable(),
    }),
  ),
});
export type AttendanceReport = z.infer<typeof AttendanceReportSchema>;

export const AttendanceTrendsQuerySchema = z.strictObject({
  months: z.coerce.number().int().min(1).max(REPORT_MAX_TREND_MONTHS).default(6),
  departmentId: IdSchema.optional(),
  officeId: IdSchema.optional(),
  employeeId: IdSchema.optional(),
});
export type AttendanceTrendsQuery = z.infer<typeof AttendanceTrendsQuerySchema>;

export const AttendanceTrendsSchema = z.object({
  months: z.array(
    WorkingDaysSchema.extend({
      /** `YYYY-MM`, oldest first, the current month last. */
      month: z.string(),
      attendanceRate: z.number().nullable(),
    }),
  ),
});
export type AttendanceTrends = z.infer<typeof AttendanceTrendsSchema>;

export const LeaveReportSchema = z.object({
  period: PeriodSchema,
  /** Requests whose days fall in the period, by status; days in the period only. */
  byStatus: z.array(z.object({ status: z.string(), requests: z.number().int(), days: z.number() })),
  /** Approved days by leave type. */
  byType: z.array(
    z.object({ code: z.string(), name: z.string(), requests: z.number().int(), days: z.number() }),
  ),
  /** Approved days by department. */
  byDepartment: z.array(
    z.object({ department: z.string().nullable(), people: z.number().int(), days: z.number() }),
  ),
  /** Approved days by month (`YYYY-MM`). */
  byMonth: z.array(z.object({ month: z.string(), days: z.number() })),
});
export type LeaveReport = z.infer<typeof LeaveReportSchema>;

export const TimeTrackingReportSchema = z.object({
  period: PeriodSchema,
  people: z.number().int(),
  entries: z.number().int(),
  workedMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  /** Entries closed by the clock's pass and waiting for review. */
  flagged: z.number().int(),
  byDate: z.array(
    z.object({
      date: CalendarDateSchema,
      people: z.number().int(),
      workedMinutes: z.number().int(),
      overtimeMinutes: z.number().int(),
    }),
  ),
  byDepartment: z.array(
    z.object({
      department: z.string().nullable(),
      people: z.number().int(),
      workedMinutes: z.number().int(),
      overtimeMinutes: z.number().int(),
      /** Worked minutes per person-day with an entry. */
      averageMinutes: z.number().int(),
    }),
  ),
});
export type TimeTrackingReport = z.infer<typeof TimeTrackingReportSchema>;

export const PayrollReportQuerySchema = PayrollAnalyticsQuerySchema;
export const PayrollReportSchema = PayrollAnalyticsSchema;

export const DepartmentStatsSchema = z.object({
  period: PeriodSchema,
  departments: z.array(
    z.object({
      id: IdSchema.nullable(),
      name: z.string().nullable(),
      /** People employed on the last day of the period. */
      headcount: z.number().int(),
      joiners: z.number().int(),
      leavers: z.number().int(),
      attendanceRate: z.number().nullable(),
      /** Approved leave days in the period. */
      leaveDays: z.number(),
    }),
  ),
});
export type DepartmentStats = z.infer<typeof DepartmentStatsSchema>;

export const RecentActivitiesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const RecentActivitiesSchema = z.object({
  items: z.array(
    z.object({
      id: IdSchema,
      at: z.string(),
      actor: z.string().nullable(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string().nullable(),
    }),
  ),
});
export type RecentActivities = z.infer<typeof RecentActivitiesSchema>;

export const DashboardReportSchema = z.object({
  /** Today in the company's zone. */
  date: CalendarDateSchema,
  headcount: z.number().int(),
  joinersThisMonth: z.number().int(),
  leaversThisMonth: z.number().int(),
  /** Leavers of the last twelve months over the average headcount, in percent with one decimal. */
  attritionRate: z.number().nullable(),
  /** Headcount at the end of each of the last twelve months, oldest first. */
  headcountTrend: z.array(z.object({ month: z.string(), headcount: z.number().int() })),
  today: WorkingDaysSchema.extend({ not_yet: z.number().int() }),
  pending: z.object({ leave: z.number().int(), regularizations: z.number().int() }),
});
export type DashboardReport = z.infer<typeof DashboardReportSchema>;

export const REPORT_EXPORTS = ['attendance', 'leave', 'time-tracking', 'department-stats'] as const;
export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** The tables a report's export holds, by key. */
export const REPORT_EXPORT_TABLE_KEYS = [
  'by-date',
  'by-type',
  'by-department',
  'by-status',
  'departments',
] as const;
export type ReportExportTable = (typeof REPORT_EXPORT_TABLE_KEYS)[number];
/**
 * Each report's tables in their order, with their names: a CSV holds one (the first unless `table`
 * names another), an Excel file a sheet each, a PDF all of them.
 */
export const REPORT_EXPORT_TABLES: Readonly<
  Record<(typeof REPORT_EXPORTS)[number], readonly { key: ReportExportTable; label: string }[]>
> = {
  attendance: [
    { key: 'by-date', label: 'By date' },
    { key: 'by-department', label: 'By department' },
  ],
  leave: [
    { key: 'by-type', label: 'By leave type' },
    { key: 'by-department', label: 'By department' },
    { key: 'by-status', label: 'By status' },
  ],
  'time-tracking': [
    { key: 'by-date', label: 'By date' },
    { key: 'by-department', label: 'By department' },
  ],
  'department-stats': [{ key: 'departments', label: 'Departments' }],
};

export const ReportExportQuerySchema = z
  .strictObject({
    report: z.enum(REPORT_EXPORTS, { message: `Choose one of ${REPORT_EXPORTS.join(', ')}` }),
    format: z.enum(REPORT_FORMATS, { message: `Choose one of ${REPORT_FORMATS.join(', ')}` }).default('csv'),
    /** The table of a CSV; the report's first when left out. */
    table: z
      .enum(REPORT_EXPORT_TABLE_KEYS, { message: `Choose one of ${REPORT_EXPORT_TABLE_KEYS.join(', ')}` })
      .optional(),
    ...ReportFilterFields,
  })
  .refine(inOrder, RANGE_ORDER);
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;

// ------------------------------------------------------------------------------- settings

/** `GET/PATCH /settings/reports`: hr and admin. */
export const ReportSettingsSchema = z.object({
  /** On the first of each month, last month's reports go by mail to every hr account. */
  monthlyMail: z.boolean(),
});
export type ReportSettings = z.infer<typeof ReportSettingsSchema>;
export const DEFAULT_REPORT_SETTINGS: ReportSettings = { monthlyMail: true };
export const UpdateReportSettingsBodySchema = z
  .strictObject({ monthlyMail: z.boolean({ message: 'Choose on or off' }) })
  .partial();
export type UpdateReportSettingsBody = z.infer<typeof UpdateReportSettingsBodySchema>;
