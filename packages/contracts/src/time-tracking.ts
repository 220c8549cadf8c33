/**
 * Time tracking (spec §7 "Time tracking", product decisions): the clock's state machine, its entries,
 * reports of worked, break and overtime time, and the rules that say what a shift is.
 *
 * clocked_out → clock-in → working ⇄ break start / break end → on_break; clock-out from working or
 * on a break → clocked_out. Times are instants kept by the server; days are cut in the office's zone.
 */
import { z } from 'zod';
import { CLOCK_STATES } from './clock-states';
import { CalendarDateSchema, IdSchema, InstantSchema, paginated } from './common';
import { multiLine, singleLine } from './text';

export const TIME_TRACKING_MODULE = 'time-tracking';

export * from './clock-states';

export const ClockStateSchema = z.enum(CLOCK_STATES);

/** A time of day in the office's zone, `HH:MM` on a 24-hour clock. */
export const TimeOfDaySchema = z
  .string({ message: 'Must be a time like 09:30' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Must be a time like 09:30 (24-hour clock)' });

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** An IPv4 or IPv6 network in CIDR notation, like 203.0.113.0/24. */
export const CidrSchema = singleLine(
  z
    .string()
    .trim()
    .refine((value) => z.cidrv4().safeParse(value).success || z.cidrv6().safeParse(value).success, {
      message: 'Must be a network in CIDR notation, like 203.0.113.0/24',
    }),
);

const HoursSchema = z
  .number({ message: 'Must be a number of hours' })
  .min(0, { message: 'Must not be negative' })
  .max(24, { message: 'Must be at most 24 hours' })
  .refine((h) => Number.isInteger(h * 4), { message: 'Use steps of a quarter hour' });

export const OfficeShiftSchema = z.strictObject({
  officeId: IdSchema,
  shiftStart: TimeOfDaySchema,
  shiftEnd: TimeOfDaySchema,
});
export type OfficeShift = z.infer<typeof OfficeShiftSchema>;

/** The company's rules of the clock (`/settings/time-tracking`); offices may keep their own shift. */
export const TimeTrackingSettingsSchema = z.object({
  shiftStart: TimeOfDaySchema,
  shiftEnd: TimeOfDaySchema,
  /** Minutes after the shift start before a first clock-in counts as late. */
  graceMinutes: z.number().int().min(0).max(240),
  /** A day with fewer worked hours than this is a half day. */
  halfDayHours: HoursSchema,
  /** Worked time beyond this in a day is overtime. */
  overtimeAfterHours: HoursSchema,
  /** Whether breaks count as worked time. */
  breaksPaid: z.boolean(),
  /** Breaks longer than this in a day are flagged for review; null: no limit. */
  maxBreakMinutes: z.number().int().min(0).max(720).nullable(),
  /** An entry still open this many hours after the shift end is closed at the shift end and flagged. */
  autoCloseAfterHours: z.number().int().min(0).max(12),
  /** Clock-ins only from these networks; empty: from anywhere. */
  allowedNetworks: z.array(CidrSchema).max(50),
  /** Offices whose shift differs from the company's. */
  officeShifts: z.array(OfficeShiftSchema).max(200),
});
export type TimeTrackingSettings = z.infer<typeof TimeTrackingSettingsSchema>;

export const DEFAULT_TIME_TRACKING_SETTINGS: TimeTrackingSettings = {
  shiftStart: '09:30',
  shiftEnd: '18:30',
  graceMinutes: 15,
  halfDayHours: 4,
  overtimeAfterHours: 9,
  breaksPaid: false,
  maxBreakMinutes: 90,
  autoCloseAfterHours: 6,
  allowedNetworks: [],
  officeShifts: [],
};

function checkShift(
  shift: { shiftStart?: string | undefined; shiftEnd?: string | undefined },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  if (shift.shiftStart && shift.shiftEnd && minutesOfDay(shift.shiftEnd) <= minutesOfDay(shift.shiftStart)) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'shiftEnd'],
      message: 'The shift must end after it starts',
    });
  }
}

export const UpdateTimeTrackingSettingsBodySchema = z
  .strictObject({
    shiftStart: TimeOfDaySchema,
    shiftEnd: TimeOfDaySchema,
    graceMinutes: z
      .number({ message: 'Must be a number of minutes' })
      .int({ message: 'Use whole minutes' })
      .min(0, { message: 'Must not be negative' })
      .max(240, { message: 'Must be at most 240 minutes' }),
    halfDayHours: HoursSchema,
    overtimeAfterHours: HoursSchema,
    breaksPaid: z.boolean({ message: 'Must be true or false' }),
    maxBreakMinutes: z
      .number({ message: 'Must be a number of minutes' })
      .int({ message: 'Use whole minutes' })
      .min(0, { message: 'Must not be negative' })
      .max(720, { message: 'Must be at most 720 minutes' })
      .nullable(),
    autoCloseAfterHours: z
      .number({ message: 'Must be a number of hours' })
      .int({ message: 'Use whole hours' })
      .min(0, { message: 'Must not be negative' })
      .max(12, { message: 'Must be at most 12 hours' }),
    allowedNetworks: z.array(CidrSchema).max(50, { message: 'List at most 50 networks' }),
    officeShifts: z.array(OfficeShiftSchema).max(200, { message: 'List at most 200 offices' }),
  })
  .partial()
  .superRefine((body, ctx) => {
    checkShift(body, ctx);
    if (body.halfDayHours !== undefined && body.overtimeAfterHours !== undefined) {
      if (body.overtimeAfterHours < body.halfDayHours) {
        ctx.addIssue({
          code: 'custom',
          path: ['overtimeAfterHours'],
          message: 'Overtime must start after the half-day threshold',
        });
      }
    }
    const seen = new Set<string>();
    body.officeShifts?.forEach((shift, i) => {
      checkShift(shift, ctx, ['officeShifts', i]);
      if (seen.has(shift.officeId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['officeShifts', i, 'officeId'],
          message: 'This office is listed twice',
        });
      }
      seen.add(shift.officeId);
    });
  });
export type UpdateTimeTrackingSettingsBody = z.infer<typeof UpdateTimeTrackingSettingsBodySchema>;

export const SHIFT_SOURCES = ['company', 'office', 'employee'] as const;

/** A person's shift and the rules that apply to them (`GET /time-tracking/configuration`). */
export const TimeTrackingConfigurationSchema = z.object({
  employee: z.object({ id: IdSchema, name: z.string() }),
  timeZone: z.string(),
  office: z.object({ id: IdSchema, name: z.string() }).nullable(),
  shiftStart: TimeOfDaySchema,
  shiftEnd: TimeOfDaySchema,
  /** Where the shift comes from: the company's, the office's or the person's own. */
  shiftSource: z.enum(SHIFT_SOURCES),
  graceMinutes: z.number().int(),
  halfDayHours: z.number(),
  overtimeAfterHours: z.number(),
  breaksPaid: z.boolean(),
  maxBreakMinutes: z.number().int().nullable(),
  autoCloseAfterHours: z.number().int(),
  /** Whether clock-ins are limited to the office networks, and whether this request's address is in one. */
  networkRestricted: z.boolean(),
  allowedHere: z.boolean(),
});
export type TimeTrackingConfiguration = z.infer<typeof TimeTrackingConfigurationSchema>;

export const TimeTrackingConfigurationQuerySchema = z.strictObject({
  /** Another person's (a manager's team, or anyone for hr). */
  employeeId: IdSchema.optional(),
});

/** Hr gives one person a shift of their own, or takes it away (`shiftStart: null`). */
export const SetEmployeeShiftBodySchema = z.union([
  z
    .strictObject({
      employeeId: IdSchema,
      shiftStart: TimeOfDaySchema,
      shiftEnd: TimeOfDaySchema,
    })
    .superRefine((body, ctx) => checkShift(body, ctx)),
  z.strictObject({ employeeId: IdSchema, shiftStart: z.null(), shiftEnd: z.null().optional() }),
]);
export type SetEmployeeShiftBody = z.infer<typeof SetEmployeeShiftBodySchema>;

export const ClockActionBodySchema = z
  .strictObject({
    note: multiLine(z.string().trim().max(500, { message: 'Keep the note under 500 characters' })).optional(),
  })
  // A punch usually has no body at all.
  .nullish();
export type ClockActionBody = z.infer<typeof ClockActionBodySchema>;

export const TimeBreakSchema = z.object({
  startedAt: InstantSchema,
  endedAt: InstantSchema.nullable(),
});

export const TimeEntrySchema = z.object({
  id: IdSchema,
  employee: z.object({ id: IdSchema, name: z.string(), employeeCode: z.string() }),
  /** The office day the entry began on. */
  workDate: CalendarDateSchema,
  clockIn: InstantSchema,
  clockOut: InstantSchema.nullable(),
  /** Worked and break time so far (to now for an open entry). */
  workedSeconds: z.number().int(),
  breakSeconds: z.number().int(),
  breaks: z.array(TimeBreakSchema),
  clockInAddress: z.string().nullable(),
  clockInDevice: z.string().nullable(),
  clockOutAddress: z.string().nullable(),
  clockOutDevice: z.string().nullable(),
  note: z.string().nullable(),
  /** Closed by the clock at the shift end because it was left open; hr reviews it. */
  autoClosed: z.boolean(),
  /** Why the entry wants a look, or null. */
  flag: z.string().nullable(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

export const TimeEntryListResponseSchema = paginated(TimeEntrySchema);
export type TimeEntryListResponse = z.infer<typeof TimeEntryListResponseSchema>;

export const ListTimeEntriesQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** One person's; without it, one's own, or (scope=team) everyone one may see. */
    employeeId: IdSchema.optional(),
    scope: z.enum(['self', 'team']).default('self'),
    from: CalendarDateSchema.optional(),
    to: CalendarDateSchema.optional(),
    /** Only entries closed by the clock or flagged for review. */
    flagged: z
      .enum(['true', 'false'], { message: 'Must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
    search: singleLine(z.string().trim().max(100)).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'Must not be before the start',
  });
export type ListTimeEntriesQuery = z.infer<typeof ListTimeEntriesQuerySchema>;

/** What the clock widget shows (`GET /time-tracking/status`, and each clock action's answer). */
export const ClockStatusSchema = z.object({
  state: ClockStateSchema,
  /**
   * Since when: the break's start on a break, the clock-in while working (a break inside the entry
   * does not restart it), the last clock-out when clocked out; null before any clock-in today.
   */
  since: InstantSchema.nullable(),
  /** The server's now, so a browser's running timer does not trust its own clock. */
  serverTime: InstantSchema,
  timeZone: z.string(),
  /** Today in the office's zone, and the time worked and on breaks so far today. */
  today: z.object({
    date: CalendarDateSchema,
    workedSeconds: z.number().int(),
    breakSeconds: z.number().int(),
    firstIn: InstantSchema.nullable(),
    lastOut: InstantSchema.nullable(),
  }),
  shiftStart: TimeOfDaySchema,
  shiftEnd: TimeOfDaySchema,
  openEntry: TimeEntrySchema.nullable(),
});
export type ClockStatus = z.infer<typeof ClockStatusSchema>;

export const TimeReportDaySchema = z.object({
  date: CalendarDateSchema,
  workedSeconds: z.number().int(),
  breakSeconds: z.number().int(),
  overtimeSeconds: z.number().int(),
  firstIn: InstantSchema.nullable(),
  lastOut: InstantSchema.nullable(),
  entries: z.number().int(),
  /** Whether the office works that day, and why not. */
  working: z.boolean(),
  reason: z.enum(['weekend', 'holiday']).nullable(),
});
export type TimeReportDay = z.infer<typeof TimeReportDaySchema>;

// ---------------------------------------------------------------------------------------------
// Days worked and working days: one definition for time tracking and attendance

/**
 * The days of a period, counted one way wherever they are shown (time tracking's week and month,
 * attendance's figures): a **worked day** is a day with clocked time, whatever the calendar says; the
 * **working days** are the office calendar's working days of the period up to today, while the
 * person is employed; a day worked that is not a working day (a weekend, a holiday) is an **extra**
 * day, worked but not among the working days. So a week of five working days and a Sunday clocked
 * reads "5 of 5 + 1 extra", never "6 of 5".
 */
export const WorkedDaysSchema = z.object({
  /** Days with clocked time, working days or not. */
  daysWorked: z.number().int(),
  /** The office calendar's working days of the period, up to today, while employed. */
  workingDays: z.number().int(),
  /** Days worked that were not working days (weekends, holidays). */
  extraDays: z.number().int(),
});
export type WorkedDays = z.infer<typeof WorkedDaysSchema>;

/** A day of a period (or `days` alike days): whether it is a working day, and whether it was worked. */
export interface PeriodDay {
  working: boolean;
  worked: boolean;
  /** How many such days this stands for (1 unless the days come counted). */
  days?: number;
}

/** The one count of worked, working and extra days; the caller says which days are working days. */
export function countWorkedDays(days: Iterable<PeriodDay>): WorkedDays {
  const count = { daysWorked: 0, workingDays: 0, extraDays: 0 };
  for (const day of days) {
    const n = day.days ?? 1;
    if (day.working) count.workingDays += n;
    if (day.worked) count.daysWorked += n;
    if (day.worked && !day.working) count.extraDays += n;
  }
  return count;
}

/** "5 of 5 + 1 extra": working days worked of the working days, then the extra days; `noun` follows the working days. */
export function workedDaysText(days: WorkedDays, noun = ''): string {
  const of = `${days.daysWorked - days.extraDays} of ${days.workingDays}${noun ? ` ${noun}` : ''}`;
  return days.extraDays > 0 ? `${of} + ${days.extraDays} extra` : of;
}

export const TimeReportSchema = z.object({
  employee: z.object({ id: IdSchema, name: z.string(), employeeCode: z.string() }),
  period: z.enum(['daily', 'weekly', 'monthly']),
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  timeZone: z.string(),
  days: z.array(TimeReportDaySchema),
  /** Worked, break and overtime time of the period, and its days as `WorkedDaysSchema` counts them. */
  totals: WorkedDaysSchema.extend({
    workedSeconds: z.number().int(),
    breakSeconds: z.number().int(),
    overtimeSeconds: z.number().int(),
  }),
  /** The day's entries (daily report only). */
  entries: z.array(TimeEntrySchema),
});
export type TimeReport = z.infer<typeof TimeReportSchema>;

export const TimeReportQuerySchema = z.strictObject({ employeeId: IdSchema.optional() });
export const DateParamsSchema = z.strictObject({ date: CalendarDateSchema });

/** The team board: each person one may see, their clock state and today's time so far. */
export const TeamClockBoardSchema = z.object({
  serverTime: InstantSchema,
  items: z.array(
    z.object({
      employee: z.object({
        id: IdSchema,
        name: z.string(),
        employeeCode: z.string(),
        designation: z.string().nullable(),
        photoUrl: z.string().nullable(),
      }),
      state: ClockStateSchema,
      since: InstantSchema.nullable(),
      workedSecondsToday: z.number().int(),
      firstInToday: InstantSchema.nullable(),
    }),
  ),
});
export type TeamClockBoard = z.infer<typeof TeamClockBoardSchema>;

/** `time_tracking:status_updated`: a person's clock changed (to them, their managers and hr). */
export const ClockStatusUpdatedSchema = z.object({
  employeeId: IdSchema,
  state: ClockStateSchema,
  since: InstantSchema.nullable(),
  timestamp: InstantSchema,
});
export type ClockStatusUpdated = z.infer<typeof ClockStatusUpdatedSchema>;
