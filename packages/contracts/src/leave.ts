/**
 * Leave (spec §7 "Leave"): types and their policies, requests and their approval, balances kept as a
 * ledger. Amounts of leave are days in steps of a quarter (monthly accrual of 15 a year is 1.25); the
 * server keeps them as whole hundredths of a day, so sums are exact.
 */
import { z } from 'zod';
import { CalendarDateSchema, decisionBodySchema, IdSchema, InstantSchema, paginated } from './common';
import { GenderSchema } from './employees';
import { multiLine, singleLine } from './text';

export const LEAVE_ACCRUALS = ['yearly', 'monthly', 'none'] as const;
export const LeaveAccrualSchema = z.enum(LEAVE_ACCRUALS, { message: 'Choose yearly, monthly or none' });
export type LeaveAccrual = z.infer<typeof LeaveAccrualSchema>;

/** Days, in steps of a quarter day, from 0 to 366. */
const DaysSchema = z
  .number({ message: 'Must be a number of days' })
  .min(0, { message: 'Must not be negative' })
  .max(366, { message: 'Must be at most 366 days' })
  .refine((days) => Number.isInteger(days * 4), { message: 'Use whole, half or quarter days' });

export const LeaveTypeSchema = z.object({
  id: IdSchema,
  /** Short code on slips and reports: CL, SL, EL. */
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  paid: z.boolean(),
  /** Whether a balance is kept: not for unpaid leave, which is only counted. */
  tracksBalance: z.boolean(),
  /** Days a year; null when days come only by grant (compensatory off) or no balance is kept. */
  annualDays: z.number().nullable(),
  /** How the year's days arrive: all at the start, a twelfth each month, or not at all (granted). */
  accrual: LeaveAccrualSchema,
  /** Whether someone joining during the year gets a share of a yearly credit (not for maternity). */
  prorateForJoiners: z.boolean(),
  carryForwardMaxDays: z.number().nullable(),
  encashmentMaxDays: z.number().nullable(),
  halfDayAllowed: z.boolean(),
  maxConsecutiveDays: z.number().nullable(),
  minNoticeDays: z.number().int(),
  /** A medical certificate or other proof is asked for a leave longer than this. */
  attachmentAfterDays: z.number().nullable(),
  /** The "sandwich rule": weekends and holidays inside a leave count as leave. */
  countsWeekendsAndHolidays: z.boolean(),
  allowNegativeBalance: z.boolean(),
  /**
   * Taken only on the optional holidays of one's office, one holiday a request ("restricted
   * holidays"); the type's days a year are how many a person may take.
   */
  optionalHolidays: z.boolean(),
  /** Empty: everyone. */
  genders: z.array(GenderSchema),
  /** Empty: every office. */
  officeIds: z.array(IdSchema),
  active: z.boolean(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type LeaveType = z.infer<typeof LeaveTypeSchema>;
export const LeaveTypeListResponseSchema = z.object({ items: z.array(LeaveTypeSchema) });
export type LeaveTypeListResponse = z.infer<typeof LeaveTypeListResponseSchema>;

export const ListLeaveTypesQuerySchema = z.strictObject({
  /** `mine` (default): the active types that apply to me; `all`: every type (admin and hr). */
  scope: z.enum(['mine', 'all']).default('mine'),
});

const LeaveTypeFieldsSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{0,5}$/, { message: 'Use 1 to 6 letters or digits, starting with a letter' }),
  name: singleLine(z.string().trim().min(2, { message: 'Give the leave type a name' }).max(60)),
  description: multiLine(z.string().trim().max(500)).nullable(),
  paid: z.boolean(),
  tracksBalance: z.boolean(),
  annualDays: DaysSchema.nullable(),
  accrual: LeaveAccrualSchema,
  prorateForJoiners: z.boolean(),
  carryForwardMaxDays: DaysSchema.nullable(),
  encashmentMaxDays: DaysSchema.nullable(),
  halfDayAllowed: z.boolean(),
  maxConsecutiveDays: DaysSchema.nullable(),
  minNoticeDays: z.number().int().min(0).max(365),
  attachmentAfterDays: DaysSchema.nullable(),
  countsWeekendsAndHolidays: z.boolean(),
  allowNegativeBalance: z.boolean(),
  optionalHolidays: z.boolean(),
  genders: z.array(GenderSchema).max(4),
  officeIds: z.array(IdSchema).max(100),
  active: z.boolean(),
});

/** The rules a type must keep however it was written. */
function checkType(body: Partial<z.infer<typeof LeaveTypeFieldsSchema>>, ctx: z.RefinementCtx): void {
  if (body.accrual === 'monthly' && body.annualDays === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['annualDays'],
      message: 'A type that accrues monthly needs days a year',
    });
  }
  if (
    body.carryForwardMaxDays !== undefined &&
    body.carryForwardMaxDays !== null &&
    body.tracksBalance === false
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['carryForwardMaxDays'],
      message: 'Only a type with a balance can carry days forward',
    });
  }
}

export const CreateLeaveTypeBodySchema = LeaveTypeFieldsSchema.extend({
  description: LeaveTypeFieldsSchema.shape.description.default(null),
  paid: z.boolean().default(true),
  tracksBalance: z.boolean().default(true),
  annualDays: DaysSchema.nullable().default(null),
  accrual: LeaveAccrualSchema.default('yearly'),
  prorateForJoiners: z.boolean().default(true),
  carryForwardMaxDays: DaysSchema.nullable().default(null),
  encashmentMaxDays: DaysSchema.nullable().default(null),
  halfDayAllowed: z.boolean().default(true),
  maxConsecutiveDays: DaysSchema.nullable().default(null),
  minNoticeDays: LeaveTypeFieldsSchema.shape.minNoticeDays.default(0),
  attachmentAfterDays: DaysSchema.nullable().default(null),
  countsWeekendsAndHolidays: z.boolean().default(false),
  allowNegativeBalance: z.boolean().default(false),
  optionalHolidays: z.boolean().default(false),
  genders: LeaveTypeFieldsSchema.shape.genders.default([]),
  officeIds: LeaveTypeFieldsSchema.shape.officeIds.default([]),
  active: z.boolean().default(true),
}).superRefine(checkType);
export type CreateLeaveTypeBody = z.infer<typeof CreateLeaveTypeBodySchema>;

export const UpdateLeaveTypeBodySchema = LeaveTypeFieldsSchema.partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' })
  .superRefine(checkType);
export type UpdateLeaveTypeBody = z.infer<typeof UpdateLeaveTypeBodySchema>;

/** The company's types at first (product decisions); hr changes them in Settings. */
export const DEFAULT_LEAVE_TYPES: readonly Omit<CreateLeaveTypeBody, 'officeIds' | 'active'>[] = [
  base('CL', 'Casual leave', { annualDays: 12, maxConsecutiveDays: 3, minNoticeDays: 1 }),
  base('SL', 'Sick leave', { annualDays: 12, attachmentAfterDays: 2 }),
  base('EL', 'Earned leave', {
    annualDays: 15,
    accrual: 'monthly',
    carryForwardMaxDays: 30,
    encashmentMaxDays: 15,
    minNoticeDays: 7,
  }),
  base('LWP', 'Leave without pay', { paid: false, tracksBalance: false, annualDays: null, accrual: 'none' }),
  base('ML', 'Maternity leave', {
    annualDays: 182,
    halfDayAllowed: false,
    genders: ['female'],
    countsWeekendsAndHolidays: true,
    prorateForJoiners: false,
  }),
  base('PL', 'Paternity leave', {
    annualDays: 5,
    halfDayAllowed: false,
    genders: ['male'],
    prorateForJoiners: false,
  }),
  base('CO', 'Compensatory off', {
    annualDays: null,
    accrual: 'none',
    description: 'Earned by working on a holiday or a weekend.',
  }),
  base('OH', 'Optional holiday', {
    annualDays: 2,
    halfDayAllowed: false,
    prorateForJoiners: false,
    optionalHolidays: true,
    description:
      'One of the optional holidays of your office, taken as a day off; its days a year are how many you may take.',
  }),
];

function base(
  code: string,
  name: string,
  rest: Partial<Omit<CreateLeaveTypeBody, 'code' | 'name'>>,
): Omit<CreateLeaveTypeBody, 'officeIds' | 'active'> {
  return {
    code,
    name,
    description: null,
    paid: true,
    tracksBalance: true,
    annualDays: null,
    accrual: 'yearly',
    prorateForJoiners: true,
    carryForwardMaxDays: null,
    encashmentMaxDays: null,
    halfDayAllowed: true,
    maxConsecutiveDays: null,
    minNoticeDays: 0,
    attachmentAfterDays: null,
    countsWeekendsAndHolidays: false,
    allowNegativeBalance: false,
    optionalHolidays: false,
    genders: [],
    ...rest,
  };
}

/** Days ⇄ the hundredths of a day the server keeps. */
export const toCentidays = (days: number): number => Math.round(days * 100);
export const fromCentidays = (centidays: number): number => centidays / 100;

// ---------------------------------------------------------------------------------------------
// Requests

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const LeaveStatusSchema = z.enum(LEAVE_STATUSES);
export type LeaveStatus = z.infer<typeof LeaveStatusSchema>;

/** How much of its first day a leave takes: all of it, the morning only (a one-day leave) or the afternoon. */
export const START_HALVES = ['full', 'first_half', 'second_half'] as const;
/** How much of its last day a leave of several days takes: all of it or the morning. */
export const END_HALVES = ['full', 'first_half'] as const;
export const StartHalfSchema = z.enum(START_HALVES, {
  message: 'Choose full day, first half or second half',
});
export const EndHalfSchema = z.enum(END_HALVES, { message: 'Choose full day or first half' });
export type StartHalf = z.infer<typeof StartHalfSchema>;
export type EndHalf = z.infer<typeof EndHalfSchema>;

/** The longest range one request may name, in calendar days. */
export const LEAVE_MAX_RANGE_DAYS = 366;

export const LeaveRequestBodySchema = z
  .strictObject({
    leaveTypeId: IdSchema,
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
    startHalf: StartHalfSchema.default('full'),
    endHalf: EndHalfSchema.default('full'),
    reason: multiLine(z.string().trim().max(1000, { message: 'Keep the reason under 1,000 characters' }))
      .nullable()
      .default(null),
    /**
     * A medical certificate or other proof: a document of one's own, uploaded first as a `medical`
     * document; a PDF or an image. Asked for when the type wants proof for a leave this long.
     */
    attachmentId: IdSchema.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.endDate < body.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The last day must be on or after the first day',
      });
      return;
    }
    if (body.startDate.slice(0, 4) !== body.endDate.slice(0, 4)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `A leave cannot run past 31 December, since each year's days come from that year's balance: ask for the days up to 31 December ${body.startDate.slice(0, 4)} and those from 1 January ${Number(body.startDate.slice(0, 4)) + 1} as two requests`,
      });
    }
    if (body.startDate === body.endDate) {
      if (body.endHalf !== 'full') {
        ctx.addIssue({
          code: 'custom',
          path: ['endHalf'],
          message: 'For a one-day leave, choose the half with the first day',
        });
      }
    } else if (body.startHalf === 'first_half') {
      ctx.addIssue({
        code: 'custom',
        path: ['startHalf'],
        message: 'A leave of several days can start in the afternoon, not end its first day at noon',
      });
    }
  });
export type LeaveRequestBody = z.input<typeof LeaveRequestBodySchema>;
export type LeaveRequestInput = z.output<typeof LeaveRequestBodySchema>;

const PersonRefSchema = z.object({ id: IdSchema, name: z.string() });

export const LeaveRequestSchema = z.object({
  id: IdSchema,
  employee: PersonRefSchema.extend({
    photoUrl: z.string().nullable(),
    department: z.string().nullable(),
  }),
  leaveType: z.object({ id: IdSchema, code: z.string(), name: z.string(), paid: z.boolean() }),
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema,
  startHalf: StartHalfSchema,
  endHalf: EndHalfSchema,
  /** Days counted against the balance: working days in the person's office calendar, halves as 0.5. */
  days: z.number(),
  reason: z.string().nullable(),
  /** The proof sent with the request, among the person's documents. */
  attachment: z
    .object({ id: IdSchema, name: z.string(), mimeType: z.string(), downloadPath: z.string() })
    .nullable(),
  status: LeaveStatusSchema,
  /** A pending request under two-level approval: `manager` first, then `hr`; null otherwise. */
  awaiting: z.enum(['manager', 'hr']).nullable(),
  /** The manager's approval, when a second level follows it. */
  managerApproval: z
    .object({ by: PersonRefSchema, at: InstantSchema, comment: z.string().nullable() })
    .nullable(),
  decidedBy: PersonRefSchema.nullable(),
  decidedAt: InstantSchema.nullable(),
  decisionComment: z.string().nullable(),
  cancelledBy: PersonRefSchema.nullable(),
  cancelledAt: InstantSchema.nullable(),
  cancelReason: z.string().nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  /** What the caller may do with it now. */
  canDecide: z.boolean(),
  canCancel: z.boolean(),
});
export type LeaveRequest = z.infer<typeof LeaveRequestSchema>;
export const LeaveRequestListResponseSchema = paginated(LeaveRequestSchema);
export type LeaveRequestListResponse = z.infer<typeof LeaveRequestListResponseSchema>;

export const ListLeaveRequestsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: LeaveStatusSchema.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  leaveTypeId: IdSchema.optional(),
  /** `all` only: one person's requests. */
  employeeId: IdSchema.optional(),
  /** `all` only: a name or employee code. */
  search: singleLine(z.string().trim().max(100)).optional(),
});
export type ListLeaveRequestsQuery = z.infer<typeof ListLeaveRequestsQuerySchema>;

export const DecideLeaveBodySchema = decisionBodySchema('Say why the leave is refused');
export type DecideLeaveBody = z.input<typeof DecideLeaveBodySchema>;

export const CancelLeaveBodySchema = z.strictObject({
  reason: multiLine(z.string().trim().max(1000, { message: 'Keep the reason under 1,000 characters' }))
    .nullable()
    .default(null),
  /**
   * Admin and hr, for a leave that has started: its new last day (the rest is given back). Without
   * it the whole leave is cancelled.
   */
  endDate: CalendarDateSchema.optional(),
});
export type CancelLeaveBody = z.input<typeof CancelLeaveBodySchema>;

/** What a request would count, before it is sent. */
export const LeavePreviewSchema = z.object({
  days: z.number(),
  dates: z.array(
    z.object({
      date: CalendarDateSchema,
      /** 1, 0.5 or 0. */
      counted: z.number(),
      reason: z.enum(['weekend', 'holiday']).nullable(),
      holiday: z.string().nullable(),
    }),
  ),
  /**
   * The type's balance now (pending requests held) and after this request, in the leave year the
   * request falls in (the next year's once it opens for booking); null without a balance.
   */
  balance: z.object({ year: z.number().int(), available: z.number(), after: z.number() }).nullable(),
  /** Whether the type asks for a certificate for a leave this long. */
  attachmentRequired: z.boolean(),
  /** What would refuse the request, as the request itself would say it. */
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type LeavePreview = z.infer<typeof LeavePreviewSchema>;

// ---------------------------------------------------------------------------------------------
// Balances and their ledger

export const LEDGER_KINDS = [
  'accrual',
  'grant',
  'adjustment',
  'deduction',
  'restoration',
  'carry_forward',
  'lapse',
] as const;
export const LedgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKindSchema>;

export const LeaveBalanceItemSchema = z.object({
  leaveType: z.object({
    id: IdSchema,
    code: z.string(),
    name: z.string(),
    paid: z.boolean(),
    tracksBalance: z.boolean(),
    annualDays: z.number().nullable(),
    halfDayAllowed: z.boolean(),
  }),
  /** Carried forward from last year. */
  opening: z.number(),
  /** Accrued and granted this year. */
  credited: z.number(),
  /** Hr's corrections, either way. */
  adjusted: z.number(),
  /** Taken: approved leave, less what was given back. */
  used: z.number(),
  /** Held by pending requests. */
  pending: z.number(),
  /** What a new request may spend; null for a type without a balance. */
  available: z.number().nullable(),
});
export type LeaveBalanceItem = z.infer<typeof LeaveBalanceItemSchema>;

export const LeaveBalanceResponseSchema = z.object({
  employee: PersonRefSchema,
  year: z.number().int(),
  items: z.array(LeaveBalanceItemSchema),
});
export type LeaveBalanceResponse = z.infer<typeof LeaveBalanceResponseSchema>;

export const LeaveBalanceQuerySchema = z.strictObject({
  /** Someone else's balance: their manager, hr or admin. */
  employeeId: IdSchema.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const LeaveBalanceReportQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** Everyone's balances in one table: the people the caller reaches, each type's figures. */
export const LeaveBalanceReportSchema = z.object({
  year: z.number().int(),
  leaveTypes: z.array(
    z.object({
      id: IdSchema,
      code: z.string(),
      name: z.string(),
      tracksBalance: z.boolean(),
      accrual: LeaveAccrualSchema,
    }),
  ),
  rows: z.array(
    z.object({
      employee: PersonRefSchema.extend({ employeeCode: z.string(), department: z.string().nullable() }),
      /** By leave type id: used, pending, and available (null without a balance). */
      balances: z.record(
        z.string(),
        z.object({ used: z.number(), pending: z.number(), available: z.number().nullable() }),
      ),
    }),
  ),
});
export type LeaveBalanceReport = z.infer<typeof LeaveBalanceReportSchema>;

export const LeaveLedgerQuerySchema = z.strictObject({
  employeeId: IdSchema.optional(),
  leaveTypeId: IdSchema,
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const LeaveLedgerResponseSchema = z.object({
  employee: PersonRefSchema,
  leaveType: z.object({ id: IdSchema, code: z.string(), name: z.string() }),
  year: z.number().int(),
  items: z.array(
    z.object({
      id: IdSchema,
      kind: LedgerKindSchema,
      /** Signed: a credit is positive, a deduction negative. */
      days: z.number(),
      /** The balance after this entry. */
      balance: z.number(),
      /** The month (`YYYY-MM`) or year an accrual is for. */
      period: z.string().nullable(),
      reason: z.string().nullable(),
      requestId: IdSchema.nullable(),
      by: PersonRefSchema.nullable(),
      at: InstantSchema,
    }),
  ),
});
export type LeaveLedgerResponse = z.infer<typeof LeaveLedgerResponseSchema>;

export const LeaveAdjustmentBodySchema = z.strictObject({
  employeeId: IdSchema,
  leaveTypeId: IdSchema,
  /** Added to the balance; negative takes days away. */
  days: z
    .number({ message: 'Must be a number of days' })
    .min(-366, { message: 'Must be at least -366 days' })
    .max(366, { message: 'Must be at most 366 days' })
    .refine((d) => d !== 0, { message: 'Add or remove at least a quarter day' })
    .refine((d) => Number.isInteger(d * 4), { message: 'Use whole, half or quarter days' }),
  reason: multiLine(
    z
      .string()
      .trim()
      .min(3, { message: 'Say why the balance changes' })
      .max(500, { message: 'Keep the reason under 500 characters' }),
  ),
});
export type LeaveAdjustmentBody = z.infer<typeof LeaveAdjustmentBodySchema>;

export const YearEndBodySchema = z.strictObject({
  /** The leave year to close: its leftover days carry forward into the next up to each type's cap; the rest lapse. */
  year: z.number({ message: 'Must be a year' }).int().min(2000).max(2100),
});
export type YearEndBody = z.infer<typeof YearEndBodySchema>;

export const YearEndResultSchema = z.object({
  year: z.number().int(),
  /** False for a preview: nothing was written. */
  done: z.boolean(),
  /** Per leave type: how many people close with days left, what carries forward and what lapses. */
  types: z.array(
    z.object({
      leaveType: z.object({ id: IdSchema, code: z.string(), name: z.string() }),
      carryForwardMaxDays: z.number().nullable(),
      people: z.number().int(),
      carried: z.number(),
      lapsed: z.number(),
    }),
  ),
  /** Entries written (or that would be): carry-forwards and lapses. A year closed before writes none. */
  entries: z.number().int(),
});
export type YearEndResult = z.infer<typeof YearEndResultSchema>;

/** Hr credits compensatory off for a weekend or holiday worked; it lapses after the setting's days. */
export const CompOffGrantBodySchema = z.strictObject({
  employeeId: IdSchema,
  /** The type credited: one that keeps a balance and is credited only by grant. */
  leaveTypeId: IdSchema,
  workedOn: CalendarDateSchema,
  days: z.union([z.literal(0.5), z.literal(1)], { message: 'Grant a whole day or a half day' }),
  reason: multiLine(z.string().trim().max(500, { message: 'Keep the reason under 500 characters' }))
    .nullable()
    .default(null),
});
export type CompOffGrantBody = z.input<typeof CompOffGrantBodySchema>;

export const RunAccrualBodySchema = z.strictObject({
  /** Credits due up to this date (default: today); months after it are not credited. */
  asOf: CalendarDateSchema.optional(),
});
export const RunAccrualResultSchema = z.object({ asOf: CalendarDateSchema, credited: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Calendar and figures

export const LeaveCalendarParamsSchema = z.strictObject({
  year: z.coerce
    .number()
    .int()
    .min(2000, { message: 'Must be a year from 2000' })
    .max(2100, { message: 'Must be a year up to 2100' }),
  month: z.coerce
    .number()
    .int()
    .min(1, { message: 'Must be a month from 1 to 12' })
    .max(12, { message: 'Must be a month from 1 to 12' }),
});

export const LeaveCalendarResponseSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The caller's office's days: weekends and holidays marked. */
  days: z.array(
    z.object({
      date: CalendarDateSchema,
      working: z.boolean(),
      reason: z.enum(['weekend', 'holiday']).nullable(),
      holidays: z.array(z.object({ name: z.string() })),
    }),
  ),
  /** Approved and pending leave overlapping the month, of the people the caller sees. */
  items: z.array(
    z.object({
      id: IdSchema,
      employee: PersonRefSchema,
      leaveType: z.object({ code: z.string(), name: z.string() }),
      startDate: CalendarDateSchema,
      endDate: CalendarDateSchema,
      startHalf: StartHalfSchema,
      endHalf: EndHalfSchema,
      days: z.number(),
      status: z.enum(['pending', 'approved']),
    }),
  ),
});
export type LeaveCalendarResponse = z.infer<typeof LeaveCalendarResponseSchema>;

export const LeaveStatsResponseSchema = z.object({
  year: z.number().int(),
  /** My own year. */
  mine: z.object({
    daysTaken: z.number(),
    daysPending: z.number(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    cancelled: z.number().int(),
  }),
  /** For those who approve: what waits for them, and who of theirs is away today. */
  approvals: z.object({ pending: z.number().int(), awayToday: z.number().int() }).nullable(),
});
export type LeaveStatsResponse = z.infer<typeof LeaveStatsResponseSchema>;

export const LEAVE_MODULE = 'leave';
export const LEAVE_UPDATE_EVENT = 'leave-update';
export const leaveRequestLink = (id: string) => `/leave-management?request=${id}`;

// ---------------------------------------------------------------------------------------------
// Settings and delegation

export const LeaveSettingsSchema = z.object({
  /** Manager first, then hr: a manager's approval sends the request on instead of deciding it. */
  twoLevelApproval: z.boolean(),
  /** Days after the day worked that a compensatory-off credit stays usable. */
  compOffExpiryDays: z.number().int(),
  /**
   * Days before 1 January that the next leave year opens: from then its entitlement is credited and
   * leave in it is asked for against it (the Christmas–New Year break is booked in November).
   */
  bookAheadDays: z.number().int(),
});
export type LeaveSettings = z.infer<typeof LeaveSettingsSchema>;
export const DEFAULT_LEAVE_SETTINGS: LeaveSettings = {
  twoLevelApproval: false,
  compOffExpiryDays: 90,
  bookAheadDays: 90,
};
export const UpdateLeaveSettingsBodySchema = z
  .strictObject({
    twoLevelApproval: z.boolean({ message: 'Must be true or false' }),
    compOffExpiryDays: z
      .number({ message: 'Must be a number of days' })
      .int({ message: 'Use whole days' })
      .min(1, { message: 'At least 1 day' })
      .max(365, { message: 'At most 365 days' }),
    bookAheadDays: z
      .number({ message: 'Must be a number of days' })
      .int({ message: 'Use whole days' })
      .min(0, { message: 'At least 0 days (the year opens on 1 January)' })
      .max(365, { message: 'At most 365 days' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one setting' });
export type UpdateLeaveSettingsBody = z.infer<typeof UpdateLeaveSettingsBodySchema>;

/** Someone approves for an absent approver, for a date range. */
export const LeaveDelegationSchema = z.object({
  id: IdSchema,
  from: PersonRefSchema,
  to: PersonRefSchema,
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema,
  /** In force today. */
  active: z.boolean(),
  createdAt: InstantSchema,
});
export type LeaveDelegation = z.infer<typeof LeaveDelegationSchema>;
export const LeaveDelegationListSchema = z.object({
  /** Those I gave. */
  given: z.array(LeaveDelegationSchema),
  /** Those given to me. */
  received: z.array(LeaveDelegationSchema),
  /** Who may be handed my approvals: colleagues whose role approves leave. */
  candidates: z.array(PersonRefSchema),
});
export type LeaveDelegationList = z.infer<typeof LeaveDelegationListSchema>;

export const CreateLeaveDelegationBodySchema = z
  .strictObject({
    /** The employee who approves in my place. */
    delegateId: IdSchema,
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
  })
  .refine((b) => b.endDate >= b.startDate, {
    message: 'The last day must be on or after the first day',
    path: ['endDate'],
  });
export type CreateLeaveDelegationBody = z.infer<typeof CreateLeaveDelegationBodySchema>;
