/**
 * Leave (spec §7 "Leave"): types and their policies now; requests, balances and approvals follow.
 * Amounts of leave are days in steps of a quarter (monthly accrual of 15 a year is 1.25); the server
 * keeps them as whole hundredths of a day, so sums are exact.
 */
import { z } from 'zod';
import { IdSchema, InstantSchema } from './common';
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
  carryForwardMaxDays: DaysSchema.nullable(),
  encashmentMaxDays: DaysSchema.nullable(),
  halfDayAllowed: z.boolean(),
  maxConsecutiveDays: DaysSchema.nullable(),
  minNoticeDays: z.number().int().min(0).max(365),
  attachmentAfterDays: DaysSchema.nullable(),
  countsWeekendsAndHolidays: z.boolean(),
  allowNegativeBalance: z.boolean(),
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
  carryForwardMaxDays: DaysSchema.nullable().default(null),
  encashmentMaxDays: DaysSchema.nullable().default(null),
  halfDayAllowed: z.boolean().default(true),
  maxConsecutiveDays: DaysSchema.nullable().default(null),
  minNoticeDays: LeaveTypeFieldsSchema.shape.minNoticeDays.default(0),
  attachmentAfterDays: DaysSchema.nullable().default(null),
  countsWeekendsAndHolidays: z.boolean().default(false),
  allowNegativeBalance: z.boolean().default(false),
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
  }),
  base('PL', 'Paternity leave', { annualDays: 5, halfDayAllowed: false, genders: ['male'] }),
  base('CO', 'Compensatory off', {
    annualDays: null,
    accrual: 'none',
    description: 'Earned by working on a holiday or a weekend.',
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
    carryForwardMaxDays: null,
    encashmentMaxDays: null,
    halfDayAllowed: true,
    maxConsecutiveDays: null,
    minNoticeDays: 0,
    attachmentAfterDays: null,
    countsWeekendsAndHolidays: false,
    allowNegativeBalance: false,
    genders: [],
    ...rest,
  };
}

/** Days ⇄ the hundredths of a day the server keeps. */
export const toCentidays = (days: number): number => Math.round(days * 100);
export const fromCentidays = (centidays: number): number => centidays / 100;
