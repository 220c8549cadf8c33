/**
 * Holidays and the office calendar (spec §7 "Holidays"). Everyone reads them (`holidays:read`);
 * admin and hr manage them (`holidays:manage`).
 */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, paginated } from './common';
import { multiLine, singleLine } from './text';

export const HOLIDAY_TYPES = ['public', 'optional', 'company'] as const;
export const HolidayTypeSchema = z.enum(HOLIDAY_TYPES, {
  message: 'Choose public, optional or company',
});
export type HolidayType = z.infer<typeof HolidayTypeSchema>;

export const HOLIDAY_TYPE_LABELS: Record<HolidayType, { label: string; description: string }> = {
  public: { label: 'Public', description: 'A national or state holiday: the office is closed.' },
  optional: {
    label: 'Optional',
    description: 'A restricted holiday: the office is open, and a person may choose to take it.',
  },
  company: { label: 'Company', description: 'A day the company closes, such as its foundation day.' },
};

/** Day of the week as JavaScript numbers it: 0 Sunday … 6 Saturday. */
export const WeekdaySchema = z.number().int().min(0).max(6);
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * One weekend rule: `weekday` is off in the listed weeks of the month (1 = its first occurrence in
 * the month … 5 = the fifth), or every week when `weeks` is empty.
 */
export const WeekendRuleSchema = z.strictObject({
  weekday: WeekdaySchema,
  weeks: z
    .array(z.number().int().min(1).max(5))
    .max(5)
    .default([])
    .refine((weeks) => new Set(weeks).size === weeks.length, { message: 'Name each week once' }),
});
export type WeekendRule = z.infer<typeof WeekendRuleSchema>;

/** Saturday and Sunday, every week (product decisions). */
export const DEFAULT_WEEKEND: WeekendRule[] = [
  { weekday: 0, weeks: [] },
  { weekday: 6, weeks: [] },
];

const OfficeRefSchema = z.object({ id: IdSchema, name: z.string() });

export const HolidaySchema = z.object({
  id: IdSchema,
  date: CalendarDateSchema,
  name: z.string(),
  type: HolidayTypeSchema,
  description: z.string().nullable(),
  /** Every office when true; else the offices below and every office of the regions below. */
  allOffices: z.boolean(),
  offices: z.array(OfficeRefSchema),
  regions: z.array(z.string()),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Holiday = z.infer<typeof HolidaySchema>;

const RegionSchema = singleLine(z.string().trim().min(2, { message: 'Name the region' }).max(60));

const HolidayFieldsBaseSchema = z.strictObject({
  date: CalendarDateSchema,
  name: singleLine(z.string().trim().min(2, { message: 'Give the holiday a name' }).max(100)),
  type: HolidayTypeSchema,
  description: multiLine(z.string().trim().max(500)).nullable(),
  officeIds: z.array(IdSchema).max(100),
  regions: z.array(RegionSchema).max(40),
});

export const CreateHolidayBodySchema = HolidayFieldsBaseSchema.extend({
  type: HolidayTypeSchema.default('public'),
  description: HolidayFieldsBaseSchema.shape.description.optional(),
  officeIds: HolidayFieldsBaseSchema.shape.officeIds.default([]),
  regions: HolidayFieldsBaseSchema.shape.regions.default([]),
});
export type CreateHolidayBody = z.infer<typeof CreateHolidayBodySchema>;

export const UpdateHolidayBodySchema = HolidayFieldsBaseSchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { message: 'Change at least one field' },
);
export type UpdateHolidayBody = z.infer<typeof UpdateHolidayBodySchema>;

const YearSchema = z.coerce
  .number({ message: 'Must be a year' })
  .int({ message: 'Must be a year' })
  .min(2000, { message: 'Must be a year from 2000 to 2100' })
  .max(2100, { message: 'Must be a year from 2000 to 2100' });

export const ListHolidaysQuerySchema = z.strictObject({
  year: YearSchema.optional(),
  type: HolidayTypeSchema.optional(),
  officeId: IdSchema.optional(),
  search: singleLine(z.string().trim().max(100)).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type ListHolidaysQuery = z.infer<typeof ListHolidaysQuerySchema>;
export const HolidayListResponseSchema = paginated(HolidaySchema);
export type HolidayListResponse = z.infer<typeof HolidayListResponseSchema>;

export const UpcomingHolidaysQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  officeId: IdSchema.optional(),
});
export const HolidayItemsResponseSchema = z.object({ items: z.array(HolidaySchema) });
export type HolidayItemsResponse = z.infer<typeof HolidayItemsResponseSchema>;

export const MyHolidaysQuerySchema = z.strictObject({ year: YearSchema.optional() });

export const HolidayTypesResponseSchema = z.object({
  items: z.array(z.object({ value: HolidayTypeSchema, label: z.string(), description: z.string() })),
});

export const HolidayOfficesResponseSchema = z.object({
  items: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      timezone: z.string(),
    }),
  ),
  /** The caller's own office, which the page shows first. */
  ownOfficeId: IdSchema.nullable(),
});
export const HolidayRegionsResponseSchema = z.object({ items: z.array(z.string()) });

export const WeekendConfigResponseSchema = z.object({
  items: z.array(z.object({ office: OfficeRefSchema, rules: z.array(WeekendRuleSchema) })),
});
export type WeekendConfigResponse = z.infer<typeof WeekendConfigResponseSchema>;
export const UpdateWeekendConfigBodySchema = z.strictObject({
  officeId: IdSchema,
  rules: z
    .array(WeekendRuleSchema)
    .max(7)
    .refine((rules) => new Set(rules.map((r) => r.weekday)).size === rules.length, {
      message: 'Give each weekday one rule',
    })
    .refine((rules) => rules.filter((r) => r.weeks.length === 0).length < 7, {
      message: 'An office must work on some day of the week',
    }),
});
export type UpdateWeekendConfigBody = z.infer<typeof UpdateWeekendConfigBodySchema>;

/** Why a day is not worked. */
export const DayOffReasonSchema = z.enum(['weekend', 'holiday']);
export const CalendarDataQuerySchema = z
  .strictObject({
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    officeId: IdSchema.optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'The end must not be before the start', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'Ask for at most a year at a time',
    path: ['to'],
  });
export const CalendarDaySchema = z.object({
  date: CalendarDateSchema,
  working: z.boolean(),
  reason: DayOffReasonSchema.nullable(),
  /** Holidays on the day (an optional one leaves the day working). */
  holidays: z.array(z.object({ id: IdSchema, name: z.string(), type: HolidayTypeSchema })),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;
export const CalendarDataResponseSchema = z.object({
  office: OfficeRefSchema,
  days: z.array(CalendarDaySchema),
  workingDays: z.number().int(),
});
export type CalendarDataResponse = z.infer<typeof CalendarDataResponseSchema>;

export const HolidayCalendarQuerySchema = z.strictObject({
  year: YearSchema,
  officeId: IdSchema.optional(),
});
export const HolidayCalendarResponseSchema = z.object({
  year: z.number().int(),
  office: OfficeRefSchema.nullable(),
  months: z.array(z.object({ month: z.number().int().min(1).max(12), holidays: z.array(HolidaySchema) })),
});
export type HolidayCalendarResponse = z.infer<typeof HolidayCalendarResponseSchema>;

export const HolidayStatsQuerySchema = z.strictObject({ year: YearSchema.optional() });
export const HolidayStatsResponseSchema = z.object({
  year: z.number().int(),
  total: z.number().int(),
  byType: z.record(HolidayTypeSchema, z.number().int()),
  byMonth: z.array(z.number().int()).length(12),
  /** Holidays from today to the end of the year. */
  upcoming: z.number().int(),
  nextHoliday: HolidaySchema.nullable(),
});
export type HolidayStatsResponse = z.infer<typeof HolidayStatsResponseSchema>;

export const HolidayExportQuerySchema = z.strictObject({
  year: YearSchema,
  officeId: IdSchema.optional(),
  format: z.enum(['csv', 'ics']).default('csv'),
});
export type HolidayExportQuery = z.infer<typeof HolidayExportQuerySchema>;

/** An import: `dry-run` checks every row and changes nothing; `commit` adds them all or none. */
export const HolidayImportFieldsSchema = z.strictObject({
  mode: z.enum(['dry-run', 'commit'], { message: 'Choose dry-run or commit' }).default('dry-run'),
});
export const HOLIDAY_IMPORT_MAX_BYTES = 1024 * 1024;
export const HOLIDAY_IMPORT_MAX_ROWS = 500;

export const HolidayImportResultSchema = z.object({
  mode: z.enum(['dry-run', 'commit']),
  format: z.enum(['csv', 'ics']),
  /** Holidays the file holds (a multi-day event counts each day). */
  totalRows: z.number().int(),
  validRows: z.number().int(),
  /** `row`: the CSV line (the header is line 1), or the line of an event's BEGIN:VEVENT. */
  errors: z.array(z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() })),
  committed: z.boolean(),
  created: z.number().int(),
  /** Rows already there (the same name on the same date): an import run twice adds nothing. */
  skipped: z.number().int(),
  preview: z.array(
    z.object({
      row: z.number().int(),
      /** Null when the row's date could not be read (its error says why). */
      date: CalendarDateSchema.nullable(),
      name: z.string(),
      type: HolidayTypeSchema,
      appliesTo: z.string(),
      exists: z.boolean(),
    }),
  ),
});
export type HolidayImportResult = z.infer<typeof HolidayImportResultSchema>;

/** Bulk operations (admin and hr): up to 100 holidays at once, all or nothing for create and update. */
export const BULK_HOLIDAYS_MAX = 100;
export const BulkCreateHolidaysBodySchema = z.strictObject({
  holidays: z
    .array(CreateHolidayBodySchema)
    .min(1, { message: 'Send at least one holiday' })
    .max(BULK_HOLIDAYS_MAX, { message: `At most ${BULK_HOLIDAYS_MAX} holidays at once` }),
});
export type BulkCreateHolidaysBody = z.infer<typeof BulkCreateHolidaysBodySchema>;
export const BulkUpdateHolidaysBodySchema = z.strictObject({
  holidays: z
    .array(HolidayFieldsBaseSchema.partial().extend({ id: IdSchema }))
    .min(1, { message: 'Send at least one holiday' })
    .max(BULK_HOLIDAYS_MAX, { message: `At most ${BULK_HOLIDAYS_MAX} holidays at once` }),
});
export type BulkUpdateHolidaysBody = z.infer<typeof BulkUpdateHolidaysBodySchema>;
export const BulkDeleteHolidaysBodySchema = z.strictObject({
  holidayIds: z
    .array(IdSchema)
    .min(1, { message: 'Choose at least one holiday' })
    .max(BULK_HOLIDAYS_MAX, { message: `At most ${BULK_HOLIDAYS_MAX} holidays at once` }),
});
export type BulkDeleteHolidaysBody = z.infer<typeof BulkDeleteHolidaysBodySchema>;
export const BulkDeleteHolidaysResultSchema = z.object({
  results: z.array(z.object({ id: IdSchema, ok: z.boolean(), error: z.string().optional() })),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type BulkDeleteHolidaysResult = z.infer<typeof BulkDeleteHolidaysResultSchema>;

/** A template's id: a built-in's key (`karnataka-2026`) or a company template's uuid. */
export const TemplateIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{2,64}$/, { message: 'Must be a template id' }),
});

export const TemplateHolidaySchema = z.object({
  date: CalendarDateSchema,
  name: z.string(),
  type: HolidayTypeSchema,
  description: z.string().nullable(),
  /** Empty: every office. */
  regions: z.array(z.string()),
});
export const HolidayTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  builtIn: z.boolean(),
  /** The years its dates fall in. */
  years: z.array(z.number().int()),
  holidays: z.array(TemplateHolidaySchema),
});
export type HolidayTemplate = z.infer<typeof HolidayTemplateSchema>;
export const HolidayTemplatesResponseSchema = z.object({ items: z.array(HolidayTemplateSchema) });

export const CreateHolidayTemplateBodySchema = z.strictObject({
  name: singleLine(z.string().trim().min(2, { message: 'Give the template a name' }).max(100)),
  description: multiLine(z.string().trim().max(500)).nullable().optional(),
  holidays: z
    .array(
      z.strictObject({
        date: CalendarDateSchema,
        name: HolidayFieldsBaseSchema.shape.name,
        type: HolidayTypeSchema.default('public'),
        description: HolidayFieldsBaseSchema.shape.description.optional(),
        regions: HolidayFieldsBaseSchema.shape.regions.default([]),
      }),
    )
    .min(1, { message: 'A template holds at least one holiday' })
    .max(200, { message: 'A template holds at most 200 holidays' }),
});
export type CreateHolidayTemplateBody = z.infer<typeof CreateHolidayTemplateBodySchema>;

/** Why a holiday's date needs a second look: a weekend in an office it reaches, or another holiday. */
export const HolidayConflictSchema = z.object({
  /** A weekend of an office it reaches, another holiday there, or approved leave on the day. */
  kind: z.enum(['weekend', 'holiday', 'leave']),
  date: CalendarDateSchema,
  /** The holiday the conflict is about (its name as given). */
  name: z.string(),
  message: z.string(),
  office: OfficeRefSchema.nullable(),
  holiday: z.object({ id: IdSchema, name: z.string() }).nullable(),
});
export type HolidayConflict = z.infer<typeof HolidayConflictSchema>;

export const ApplyTemplateResultSchema = z.object({
  template: z.object({ id: z.string(), name: z.string() }),
  created: z.number().int(),
  /** Holidays of the template already there (its name on its date): applying twice adds nothing. */
  skipped: z.number().int(),
  conflicts: z.array(HolidayConflictSchema),
});
export type ApplyTemplateResult = z.infer<typeof ApplyTemplateResultSchema>;

export const CheckConflictsBodySchema = z.strictObject({
  date: CalendarDateSchema,
  name: HolidayFieldsBaseSchema.shape.name.optional(),
  officeIds: z.array(IdSchema).max(100).default([]),
  regions: HolidayFieldsBaseSchema.shape.regions.default([]),
  /** The holiday being moved, which does not conflict with itself. */
  excludeId: IdSchema.optional(),
});
export type CheckConflictsBody = z.infer<typeof CheckConflictsBodySchema>;
export const CheckConflictsResponseSchema = z.object({ conflicts: z.array(HolidayConflictSchema) });

/**
 * My calendar subscription: an .ics address a phone or mail calendar follows, with my office's
 * holidays. The address is shown once, when made; a reset makes a new one and ends the old.
 */
export const CalendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: InstantSchema.nullable(),
  /** The path of the address (`/api/holidays/feed/….ics`), only in the answer that made it. */
  path: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
export const CalendarFeedParamsSchema = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { message: 'Not a calendar address' }),
});

/** Reminders of a coming holiday, to the people of the offices it reaches (*setting*). */
export const HolidayNotificationSettingsSchema = z.object({
  enabled: z.boolean(),
  /** How many days before the holiday; 0 reminds on the morning of the day. */
  daysBefore: z.number().int().min(0).max(30),
});
export type HolidayNotificationSettings = z.infer<typeof HolidayNotificationSettingsSchema>;
export const DEFAULT_HOLIDAY_NOTIFICATIONS: HolidayNotificationSettings = { enabled: true, daysBefore: 2 };
export const UpdateHolidayNotificationSettingsBodySchema = z
  .strictObject({
    enabled: z.boolean(),
    daysBefore: z
      .number({ message: 'Must be a number of days' })
      .int({ message: 'Must be a whole number of days' })
      .min(0, { message: 'Must be from 0 to 30 days' })
      .max(30, { message: 'Must be from 0 to 30 days' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one setting' });
export type UpdateHolidayNotificationSettingsBody = z.infer<
  typeof UpdateHolidayNotificationSettingsBodySchema
>;

export const HolidayAnalyticsQuerySchema = z.strictObject({ year: YearSchema.optional() });
/** A year in each office's calendar: what hr plans capacity and leave policy with. */
export const HolidayAnalyticsResponseSchema = z.object({
  year: z.number().int(),
  offices: z.array(
    z.object({
      office: OfficeRefSchema,
      /** Days worked in the year: every day but weekends and public or company holidays. */
      workingDays: z.number().int(),
      weekendDays: z.number().int(),
      /** Public and company holidays on a working day: the days off they give. */
      holidaysOnWorkingDays: z.number().int(),
      /** Public and company holidays that fall on a weekend anyway. */
      holidaysOnWeekends: z.number().int(),
      optionalHolidays: z.number().int(),
      /** Working days per month, January first. */
      workingDaysByMonth: z.array(z.number().int()).length(12),
      /** Runs of three or more days off in a row that a holiday makes. */
      longWeekends: z.array(
        z.object({ from: CalendarDateSchema, to: CalendarDateSchema, days: z.number().int() }),
      ),
    }),
  ),
});
export type HolidayAnalyticsResponse = z.infer<typeof HolidayAnalyticsResponseSchema>;

export const HolidayUtilizationQuerySchema = z.strictObject({ year: YearSchema.optional() });
/** How many days and people a group counts: who could take optional holidays and who did. */
const UtilizationFiguresSchema = z.object({
  /** Active people the group's optional holidays reach. */
  people: z.number().int(),
  /** Of them, those who took at least one (approved). */
  peopleWhoTook: z.number().int(),
  /** Optional holidays taken (approved), and asked for and waiting. */
  daysTaken: z.number().int(),
  daysPending: z.number().int(),
});
/**
 * Optional holidays taken in a year (leave of the type marked for them): per holiday, per office
 * and per department, against each person's allowance.
 */
export const HolidayUtilizationResponseSchema = z.object({
  year: z.number().int(),
  /** Optional holidays one person may take in the year; null when no leave type is marked for them. */
  allowance: z.number().nullable(),
  totals: UtilizationFiguresSchema.extend({
    /** Allowance not used: everyone's allowance less what was taken or asked for. */
    daysUnused: z.number().int(),
  }),
  holidays: z.array(
    z.object({
      id: IdSchema,
      date: CalendarDateSchema,
      name: z.string(),
      /** Active people of the offices it applies to. */
      eligible: z.number().int(),
      taken: z.number().int(),
      pending: z.number().int(),
    }),
  ),
  offices: z.array(UtilizationFiguresSchema.extend({ office: OfficeRefSchema })),
  departments: z.array(
    UtilizationFiguresSchema.extend({ department: z.object({ id: IdSchema, name: z.string() }).nullable() }),
  ),
});
export type HolidayUtilizationResponse = z.infer<typeof HolidayUtilizationResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Leave a holiday meets

/** Comma-separated values in a query string: `a,b` → `['a', 'b']`. */
const commaList = singleLine(z.string().max(4000)).transform((text) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

export const LeaveImpactQuerySchema = z
  .strictObject({
    /** A saved holiday: the approved leave that still counts its day. */
    holidayId: IdSchema.optional(),
    /** Or a planned one: its date and where it applies (no offices and no regions: everywhere). */
    date: CalendarDateSchema.optional(),
    officeIds: commaList.pipe(z.array(IdSchema).max(100)).optional(),
    regions: commaList.pipe(z.array(RegionSchema).max(100)).optional(),
  })
  .refine((q) => q.holidayId !== undefined || q.date !== undefined, {
    message: 'Name a holiday (holidayId) or a date',
    path: ['date'],
  });
export type LeaveImpactQuery = z.infer<typeof LeaveImpactQuerySchema>;

export const LeaveOnHolidaySchema = z.object({
  requestId: IdSchema,
  employee: z.object({ id: IdSchema, name: z.string() }),
  leaveType: z.object({ code: z.string(), name: z.string() }),
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema,
  /** The days the person gets back when the leave is counted again with the holiday. */
  daysBack: z.number(),
});
export type LeaveOnHoliday = z.infer<typeof LeaveOnHolidaySchema>;

export const LeaveImpactResponseSchema = z.object({
  date: CalendarDateSchema,
  items: z.array(LeaveOnHolidaySchema),
  people: z.number().int(),
  daysBack: z.number(),
});
export type LeaveImpactResponse = z.infer<typeof LeaveImpactResponseSchema>;

export const RESOLUTIONS = ['keep', 'move', 'refund'] as const;
export const ResolveConflictBodySchema = z
  .strictObject({
    /** Keep the holiday as it is, move it to `date`, or give the leave on its day back. */
    action: z.enum(RESOLUTIONS, { message: 'Choose keep, move or refund' }),
    date: CalendarDateSchema.optional(),
    note: multiLine(z.string().trim().max(500, { message: 'Keep the note under 500 characters' })).optional(),
  })
  .refine((body) => body.action !== 'move' || body.date !== undefined, {
    message: 'Say which date the holiday moves to',
    path: ['date'],
  });
export type ResolveConflictBody = z.infer<typeof ResolveConflictBodySchema>;

export const ResolveConflictResultSchema = z.object({
  action: z.enum(RESOLUTIONS),
  holiday: HolidaySchema,
  /** The leave given back (refund): each person's days. */
  refunded: z.array(LeaveOnHolidaySchema),
});
export type ResolveConflictResult = z.infer<typeof ResolveConflictResultSchema>;
