/**
 * Payroll (`/payroll`, `/settings/payroll`): salary configuration by dated revision, the month's
 * salary slips (draft → calculated → finalised), the statutory rules as dated rows, and the company's
 * payroll settings. Money is integer paise throughout; only admin, hr and the person see it.
 */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, PageQuerySchema, paginated } from './common';
import { PaiseSchema, StatutoryRuleKindSchema, StatutoryRuleSchema } from './payroll-rules';

export const PAYROLL_MODULE = 'payroll';

/** A component's name in formulas: BASIC, HRA, SPECIAL. */
export const COMPONENT_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,31}$/;
/** Names formulas may use that are not components. */
export const FORMULA_INPUTS = ['GROSS', 'CTC'] as const;

export const COMPONENT_KINDS = ['earning', 'deduction'] as const;

export const SalaryComponentSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(COMPONENT_CODE_PATTERN, {
        message: 'Use capital letters, digits and _ , starting with a letter (BASIC, HRA, LTA_2)',
      })
      .refine((code) => !(FORMULA_INPUTS as readonly string[]).includes(code), {
        message: 'GROSS and CTC are names formulas use; choose another code',
      }),
    name: z
      .string()
      .trim()
      .min(1, { message: 'Name the component' })
      .max(80, { message: 'Keep the name under 80 characters' }),
    kind: z.enum(COMPONENT_KINDS, { message: 'Choose earning or deduction' }),
    /** A formula of other components, GROSS and CTC, in rupees a month (`GROSS * 0.5`); or null. */
    formula: z
      .string()
      .trim()
      .min(1)
      .max(500, { message: 'Keep the formula under 500 characters' })
      .nullable(),
    /** A fixed monthly amount in paise; or null for a formula. */
    amount: PaiseSchema.nullable(),
    taxable: z.boolean(),
    /** Paid by payable days, or whole whatever the days. */
    prorated: z.boolean(),
  })
  .refine((c) => (c.formula === null) !== (c.amount === null), {
    message: 'Give a component either a formula or a fixed amount',
    path: ['formula'],
  });
export type SalaryComponent = z.infer<typeof SalaryComponentSchema>;

export const TAX_REGIMES = ['new', 'old'] as const;
export const PF_MODES = ['capped', 'actual', 'none'] as const;

/** Old-regime declarations, paise a year. */
export const DeclarationsSchema = z.strictObject({
  section80C: PaiseSchema.optional(),
});

/** Indian states whose professional tax the product knows (payroll-india.md). */
export const PT_STATES = ['MH', 'KA', 'WB', 'TG', 'GJ', 'TN'] as const;
export const PT_STATE_NAMES: Record<(typeof PT_STATES)[number], string> = {
  MH: 'Maharashtra',
  KA: 'Karnataka',
  WB: 'West Bengal',
  TG: 'Telangana',
  GJ: 'Gujarat',
  TN: 'Tamil Nadu',
};

/** A CTC beyond this (₹100 crore a year) is a typing slip, not a salary. */
export const MAX_ANNUAL_CTC = 100_00_00_000_00;

const SalaryOptionsShape = {
  taxRegime: z.enum(TAX_REGIMES, { message: 'Choose the new or the old tax regime' }),
  ptState: z.enum(PT_STATES, { message: 'Choose a state whose professional tax applies' }).nullable(),
  pfMode: z.enum(PF_MODES, { message: 'Choose PF on the capped wage, the actual wage, or none' }),
  epsMember: z.boolean(),
  declarations: DeclarationsSchema,
};

const AnnualCtcSchema = PaiseSchema.min(1, { message: 'Give a CTC above zero' }).max(MAX_ANNUAL_CTC, {
  message: 'That CTC is beyond ₹100 crore a year: check the figure (it is in paise)',
});

/** A salary from a date (`POST /payroll/config`): a CTC made into the default template, or components. */
export const CreateSalaryConfigBodySchema = z
  .strictObject({
    employeeId: IdSchema,
    effectiveFrom: CalendarDateSchema,
    /** Annual cost to company in paise: the default template (or the components given) is split from it. */
    annualCtc: AnnualCtcSchema.optional(),
    /**
     * The monthly components: with a CTC, a template of formulas of GROSS split from it; without,
     * fixed amounts and formulas of each other.
     */
    components: z.array(SalaryComponentSchema).min(1).max(40).optional(),
    /** HRA at 50 % of Basic in a metro, 40 % elsewhere (the default template). */
    metro: z.boolean().default(false),
    taxRegime: SalaryOptionsShape.taxRegime.default('new'),
    ptState: SalaryOptionsShape.ptState.default(null),
    pfMode: SalaryOptionsShape.pfMode.default('capped'),
    epsMember: z.boolean().default(true),
    declarations: DeclarationsSchema.default({}),
    reason: z.string().trim().max(500, { message: 'Keep the reason under 500 characters' }).optional(),
  })
  .refine((b) => b.annualCtc !== undefined || b.components !== undefined, {
    message: 'Give an annual CTC, the components, or both',
    path: ['annualCtc'],
  });
export type CreateSalaryConfigBody = z.infer<typeof CreateSalaryConfigBodySchema>;

/** Changes to the current revision's options (`PATCH /payroll/config/{employeeId}`). */
export const UpdateSalaryConfigBodySchema = z
  .strictObject({
    taxRegime: SalaryOptionsShape.taxRegime.optional(),
    ptState: SalaryOptionsShape.ptState.optional(),
    pfMode: SalaryOptionsShape.pfMode.optional(),
    epsMember: z.boolean().optional(),
    declarations: DeclarationsSchema.optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'Change at least one field' });
export type UpdateSalaryConfigBody = z.infer<typeof UpdateSalaryConfigBodySchema>;

export const SalaryLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Paise a month. */
  amount: z.number().int(),
});
export type SalaryLine = z.infer<typeof SalaryLineSchema>;

export const SalaryRevisionSchema = z.object({
  id: IdSchema,
  effectiveFrom: CalendarDateSchema,
  annualCtc: z.number().int().nullable(),
  components: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      kind: z.enum(COMPONENT_KINDS),
      formula: z.string().nullable(),
      amount: z.number().int().nullable(),
      taxable: z.boolean(),
      prorated: z.boolean(),
    }),
  ),
  taxRegime: z.enum(TAX_REGIMES),
  ptState: z.enum(PT_STATES).nullable(),
  pfMode: z.enum(PF_MODES),
  epsMember: z.boolean(),
  declarations: z.object({ section80C: z.number().int().optional() }),
  reason: z.string().nullable(),
  createdAt: InstantSchema,
  /** The full month's amounts of this revision. */
  monthly: z.object({
    gross: z.number().int(),
    earnings: z.array(SalaryLineSchema),
    deductions: z.array(SalaryLineSchema),
    employerPf: z.number().int(),
  }),
});
export type SalaryRevision = z.infer<typeof SalaryRevisionSchema>;

export const PayrollPersonSchema = z.object({
  id: IdSchema,
  name: z.string(),
  employeeCode: z.string(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
});

export const SalaryConfigResponseSchema = z.object({
  employee: PayrollPersonSchema,
  /** The revision in force today, if any. */
  current: SalaryRevisionSchema.nullable(),
  /** Every revision, newest first. */
  revisions: z.array(SalaryRevisionSchema),
});
export type SalaryConfigResponse = z.infer<typeof SalaryConfigResponseSchema>;

export const DefaultTemplateResponseSchema = z.object({
  metro: z.array(SalaryComponentSchema),
  nonMetro: z.array(SalaryComponentSchema),
  notes: z.array(z.string()),
});

// ------------------------------------------------------------------------------------- slips

export const SLIP_STATUSES = ['draft', 'calculated', 'finalised'] as const;
export type SlipStatus = (typeof SLIP_STATUSES)[number];

export const AdjustmentSchema = z.object({
  id: z.string(),
  kind: z.enum(COMPONENT_KINDS),
  label: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  taxable: z.boolean(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const SalarySlipSchema = z.object({
  id: IdSchema,
  employee: PayrollPersonSchema,
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(SLIP_STATUSES),
  /** Days as decimals (a half day is 0.5). */
  basisDays: z.number(),
  payableDays: z.number(),
  lossOfPayDays: z.number(),
  earnings: z.array(SalaryLineSchema),
  deductions: z.array(SalaryLineSchema),
  employerContributions: z.array(SalaryLineSchema),
  adjustments: z.array(AdjustmentSchema),
  gross: z.number().int(),
  totalDeductions: z.number().int(),
  net: z.number().int(),
  netInWords: z.string(),
  /** Why it could not be calculated (no salary from this month), or null. */
  problem: z.string().nullable(),
  calculatedAt: InstantSchema.nullable(),
  finalisedAt: InstantSchema.nullable(),
});
export type SalarySlip = z.infer<typeof SalarySlipSchema>;

export const SalarySlipListQuerySchema = PageQuerySchema.extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  status: z.enum(SLIP_STATUSES).optional(),
  employeeId: IdSchema.optional(),
  departmentId: IdSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type SalarySlipListQuery = z.infer<typeof SalarySlipListQuerySchema>;

export const SalarySlipListResponseSchema = z.object({
  items: z.array(SalarySlipSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SalarySlipListResponse = z.infer<typeof SalarySlipListResponseSchema>;

export const PayrollPeriodParamsSchema = z.strictObject({
  month: z.coerce.number().int().min(1, { message: 'Choose a month from 1 to 12' }).max(12, {
    message: 'Choose a month from 1 to 12',
  }),
  year: z.coerce.number().int().min(2000, { message: 'Choose a year from 2000' }).max(2100, {
    message: 'Choose a year up to 2100',
  }),
});
export const PersonPeriodParamsSchema = PayrollPeriodParamsSchema.extend({ employeeId: IdSchema });

/** One-off lines on a slip not yet finalised (`PATCH /payroll/salary-slips/{id}`). */
export const UpdateSalarySlipBodySchema = z.strictObject({
  adjustments: z
    .array(
      z.strictObject({
        kind: z.enum(COMPONENT_KINDS, { message: 'Choose earning or deduction' }),
        label: z
          .string()
          .trim()
          .min(1, { message: 'Name the adjustment' })
          .max(80, { message: 'Keep the name under 80 characters' }),
        amount: PaiseSchema.min(1, { message: 'Give an amount above zero' }).max(10_00_00_000_00, {
          message: 'That adjustment is beyond ₹1 crore: check the figure (it is in paise)',
        }),
        reason: z
          .string()
          .trim()
          .min(3, { message: 'Give the reason for the adjustment' })
          .max(500, { message: 'Keep the reason under 500 characters' }),
        taxable: z.boolean().default(true),
      }),
    )
    .max(20, { message: 'At most 20 adjustments a slip' }),
});
export type UpdateSalarySlipBody = z.infer<typeof UpdateSalarySlipBodySchema>;

export const PayrollSummaryQuerySchema = z.strictObject({ departmentId: IdSchema.optional() });

export const PayrollSummarySchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The department the figures are of; absent for the whole company. */
  departmentId: IdSchema.optional(),
  /** People employed in the month (joined by its end, not gone before its start): whom a run pays. */
  employed: z.number().int(),
  slips: z.number().int(),
  byStatus: z.object({ draft: z.number().int(), calculated: z.number().int(), finalised: z.number().int() }),
  gross: z.number().int(),
  totalDeductions: z.number().int(),
  net: z.number().int(),
  employerContributions: z.number().int(),
  byDepartment: z.array(
    z.object({
      department: z.string(),
      slips: z.number().int(),
      gross: z.number().int(),
      net: z.number().int(),
    }),
  ),
  /** The month's pay day (Settings → Payroll): its slips are finalised on or after it. */
  payDay: CalendarDateSchema,
  /** Today is the pay day or later: the month may be finalised (before it, calculated as a preview). */
  finalisable: z.boolean(),
  /** Every slip of the people employed in the month is finalised: a run has nothing left to do. */
  allFinalised: z.boolean(),
  /** The month's run going on now (of the company or a department), if any: one at a time. */
  runInProgress: z
    .object({
      id: IdSchema,
      departmentId: IdSchema.nullable(),
      done: z.number().int(),
      total: z.number().int(),
      startedAt: InstantSchema,
    })
    .nullable(),
});
export type PayrollSummary = z.infer<typeof PayrollSummarySchema>;

/** The month the payroll page opens on: the first not yet finalised after the latest finalised one. */
export const PayrollOpenMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
});
export type PayrollOpenMonth = z.infer<typeof PayrollOpenMonthSchema>;

// ------------------------------------------------------------------------------- analytics

const YearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Give a month as YYYY-MM' });

export const PayrollAnalyticsQuerySchema = z
  .strictObject({ from: YearMonthSchema.optional(), to: YearMonthSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Must not be before the start',
    path: ['to'],
  });

const CostSchema = z.object({ gross: z.number().int(), net: z.number().int(), employer: z.number().int() });

/** What payroll costs (`GET /payroll/analytics`): finalised pay by month, department and component. */
export const PayrollAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(
    CostSchema.extend({ year: z.number().int(), month: z.number().int(), people: z.number().int() }),
  ),
  byDepartment: z.array(CostSchema.extend({ department: z.string(), people: z.number().int() })),
  byComponent: z.array(
    z.object({
      part: z.enum(['earning', 'deduction', 'employer']),
      code: z.string(),
      name: z.string(),
      amount: z.number().int(),
    }),
  ),
  totals: CostSchema.extend({ slips: z.number().int() }),
});
export type PayrollAnalytics = z.infer<typeof PayrollAnalyticsSchema>;

// ---------------------------------------------------------- gratuity, bonus, full and final

export const GratuityBodySchema = z.strictObject({
  employeeId: IdSchema,
  /** The last day of service; the person's last day on record, else today. */
  lastDay: CalendarDateSchema.optional(),
  deathOrDisablement: z.boolean().default(false),
});
export const GratuityResultSchema = z.object({
  employee: PayrollPersonSchema,
  joinDate: CalendarDateSchema,
  lastDay: CalendarDateSchema,
  /** Last drawn monthly Basic + DA, paise. */
  monthlyWage: z.number().int(),
  eligible: z.boolean(),
  completedYears: z.number().int(),
  countedYears: z.number().int(),
  amount: z.number().int(),
  capped: z.boolean(),
});
export type GratuityResult = z.infer<typeof GratuityResultSchema>;

/** The Payment of Bonus Act's figures (ss. 2(13), 10, 11, 12); money in paise. */
export const STATUTORY_BONUS = {
  minRateBp: 833,
  maxRateBp: 2000,
  /** A month whose Basic + DA is above this gives no bonus. */
  eligibilityLimit: 21_000_00,
  /** The bonus is on Basic + DA up to this, or up to the minimum wage where that is higher. */
  calculationCeiling: 7_000_00,
} as const;

export const BonusBodySchema = z.strictObject({
  employeeId: IdSchema,
  /** The financial year by the year it starts in April (2025 for FY 2025-26). */
  financialYear: z.number().int().min(2000).max(2100),
  /** 833 (8.33 %) to 2000 (20 %). */
  rateBp: z
    .number()
    .int()
    .min(STATUTORY_BONUS.minRateBp, { message: 'The statutory bonus is at least 8.33 % (833)' })
    .max(STATUTORY_BONUS.maxRateBp, { message: 'The statutory bonus is at most 20 % (2000)' }),
  /** The monthly minimum wage of the employment, paise; 0 where none applies. */
  minimumWage: PaiseSchema.default(0),
});
export const BonusResultSchema = z.object({
  employee: PayrollPersonSchema,
  financialYear: z.number().int(),
  months: z.number().int(),
  workingDays: z.number(),
  eligible: z.boolean(),
  bonusWages: z.number().int(),
  amount: z.number().int(),
});
export type BonusResult = z.infer<typeof BonusResultSchema>;

export const FullAndFinalQuerySchema = z.strictObject({ lastDay: CalendarDateSchema.optional() });
export const FullAndFinalSchema = z.object({
  employee: PayrollPersonSchema,
  lastDay: CalendarDateSchema,
  /**
   * The last month's pay to the last day (its slip's one-off earnings in, its recoveries apart),
   * unless its slip is finalised already.
   */
  pendingSalary: z
    .object({
      year: z.number().int(),
      month: z.number().int(),
      payableDays: z.number(),
      gross: z.number().int(),
      deductions: z.number().int(),
      net: z.number().int(),
    })
    .nullable(),
  /**
   * What the person owes back (notice pay short, an advance, an asset not returned): the one-off
   * deductions hr put on the last month's slip, while it is not finalised.
   */
  recoveries: z.object({
    items: z.array(z.object({ label: z.string(), reason: z.string(), amount: z.number().int() })),
    amount: z.number().int(),
  }),
  leaveEncashment: z.object({
    /** A day's pay: monthly Basic + DA ÷ 26. */
    dailyRate: z.number().int(),
    items: z.array(
      z.object({ code: z.string(), name: z.string(), days: z.number(), amount: z.number().int() }),
    ),
    amount: z.number().int(),
  }),
  gratuity: GratuityResultSchema.omit({ employee: true }),
  /** Pending net pay + leave encashment + gratuity − recoveries; below zero, the person owes it. */
  total: z.number().int(),
});
export type FullAndFinal = z.infer<typeof FullAndFinalSchema>;

// ------------------------------------------------------------------------------------ runs

export const PayrollRunSchema = z.object({
  id: IdSchema,
  year: z.number().int(),
  month: z.number().int(),
  departmentId: IdSchema.nullable(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  /** People whose slip could not be made, and why; the others are made. */
  failures: z.array(
    z.object({ employeeId: IdSchema.nullable(), name: z.string().nullable(), reason: z.string() }),
  ),
  startedAt: InstantSchema,
  finishedAt: InstantSchema.nullable(),
});
export type PayrollRun = z.infer<typeof PayrollRunSchema>;

export const FinalizeMonthResponseSchema = z.object({ finalised: z.number().int(), message: z.string() });

export const BulkGenerateQuerySchema = z.strictObject({ departmentId: IdSchema.optional() });

export const MySalarySlipsQuerySchema = PageQuerySchema.extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** The month's files: the bank transfer list, the EPF and ESI returns, PT by state, the slips' PDFs. */
export const PAYROLL_EXPORTS = ['bank-transfer', 'epf-ecr', 'esi', 'professional-tax', 'slips'] as const;
export const PayrollExportParamsSchema = PayrollPeriodParamsSchema.extend({
  kind: z.enum(PAYROLL_EXPORTS, {
    message: 'Choose bank-transfer, epf-ecr, esi, professional-tax or slips',
  }),
});

// -------------------------------------------------------------------------- statutory rules

export const StatutoryRuleRowSchema = z.object({
  id: IdSchema,
  kind: StatutoryRuleKindSchema,
  key: z.string(),
  effectiveFrom: CalendarDateSchema,
  params: z.record(z.string(), z.unknown()),
  /** Shipped with the product, or added by someone. */
  addedBy: z.string().nullable(),
  createdAt: InstantSchema,
});
export type StatutoryRuleRow = z.infer<typeof StatutoryRuleRowSchema>;

export const StatutoryRuleListQuerySchema = z.strictObject({ kind: StatutoryRuleKindSchema.optional() });
export const StatutoryRuleListResponseSchema = z.object({ items: z.array(StatutoryRuleRowSchema) });
export const CreateStatutoryRuleBodySchema = StatutoryRuleSchema;

// --------------------------------------------------------------------------------- settings

export const PAYABLE_DAYS_BASES = ['calendar', 'fixed_30', 'working'] as const;

/**
 * A month's pay day: its last working day (no weekend, no holiday of every office), or a day of the
 * month (the month's last day when it is shorter).
 */
const PAY_DAY_MESSAGE = 'Give the pay day as a day of the month, 1 to 31, or the last working day';
export const PayDaySchema = z.union(
  [
    z.literal('last_working_day'),
    z
      .number({ message: PAY_DAY_MESSAGE })
      .int({ message: PAY_DAY_MESSAGE })
      .min(1, { message: PAY_DAY_MESSAGE })
      .max(31, { message: PAY_DAY_MESSAGE }),
  ],
  { message: PAY_DAY_MESSAGE },
);
export type PayDay = z.infer<typeof PayDaySchema>;

export const PayrollSettingsSchema = z.object({
  /** What a month's days are for proration: its calendar days, a fixed 30, or its working days. */
  payableDaysBasis: z.enum(PAYABLE_DAYS_BASES),
  /** Salary slip PDFs opened with a password (the person's PAN and birth date). */
  protectSlips: z.boolean(),
  /** The month is finalised on or after this day; before it, calculated as a preview only. */
  payDay: PayDaySchema,
});
export type PayrollSettings = z.infer<typeof PayrollSettingsSchema>;

export const DEFAULT_PAYROLL_SETTINGS: PayrollSettings = {
  payableDaysBasis: 'calendar',
  protectSlips: false,
  payDay: 'last_working_day',
};

export const UpdatePayrollSettingsBodySchema = z
  .strictObject({
    payableDaysBasis: z
      .enum(PAYABLE_DAYS_BASES, { message: 'Choose calendar days, a fixed 30, or working days' })
      .optional(),
    protectSlips: z.boolean().optional(),
    payDay: PayDaySchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Change at least one setting' });
export type UpdatePayrollSettingsBody = z.infer<typeof UpdatePayrollSettingsBodySchema>;

// ---------------------------------------------------------------- tax declarations

export const DECLARATION_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

/** The most section 80C takes off a year under the old regime: ₹1,50,000 (payroll-india.md). */
export const MAX_SECTION_80C = 1_50_000_00;

/**
 * A person's tax declaration for a financial year (`PUT /payroll/declarations/me`): the regime they
 * choose and, under the old one, what they invest under section 80C. HR's approval puts it on
 * their salary in force, which the next slips calculate with.
 */
export const TaxDeclarationBodySchema = z
  .strictObject({
    regime: z.enum(TAX_REGIMES, { message: 'Choose the new or the old tax regime' }),
    /** Paise a year; only under the old regime. */
    section80C: PaiseSchema.max(MAX_SECTION_80C, {
      message: 'Section 80C takes off at most ₹1,50,000 a year',
    }).default(0),
    note: z.string().trim().max(1000, { message: 'Keep the note under 1,000 characters' }).optional(),
  })
  .refine((b) => b.regime === 'old' || b.section80C === 0, {
    message: 'The new regime takes no section 80C deduction: choose the old regime, or declare nothing',
    path: ['section80C'],
  });
export type TaxDeclarationBody = z.input<typeof TaxDeclarationBodySchema>;

export const TaxDeclarationSchema = z.object({
  id: IdSchema,
  employee: PayrollPersonSchema,
  /** `2026-27`: April to March. */
  financialYear: z.string(),
  regime: z.enum(TAX_REGIMES),
  section80C: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(DECLARATION_STATUSES),
  submittedAt: InstantSchema,
  decidedBy: z.string().nullable(),
  decidedAt: InstantSchema.nullable(),
  decisionNote: z.string().nullable(),
});
export type TaxDeclaration = z.infer<typeof TaxDeclarationSchema>;

/** One's own declaration this financial year, and what payroll calculates with today. */
export const MyTaxDeclarationResponseSchema = z.object({
  financialYear: z.string(),
  declaration: TaxDeclarationSchema.nullable(),
  /** The regime and 80C of the salary in force; null without a salary. */
  inForce: z.object({ regime: z.enum(TAX_REGIMES), section80C: z.number().int() }).nullable(),
});
export type MyTaxDeclarationResponse = z.infer<typeof MyTaxDeclarationResponseSchema>;

export const TaxDeclarationListQuerySchema = PageQuerySchema.extend({
  status: z.enum(DECLARATION_STATUSES, { message: 'Choose submitted, approved or rejected' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TaxDeclarationListQuery = z.infer<typeof TaxDeclarationListQuerySchema>;
export const TaxDeclarationListResponseSchema = paginated(TaxDeclarationSchema);
export type TaxDeclarationListResponse = z.infer<typeof TaxDeclarationListResponseSchema>;

/** HR's decision on a submitted declaration (`POST /payroll/declarations/{id}/decision`). */
export const TaxDeclarationDecisionBodySchema = z
  .strictObject({
    status: z.enum(['approved', 'rejected'], { message: 'Approve or reject the declaration' }),
    note: z.string().trim().max(500, { message: 'Keep the note under 500 characters' }).optional(),
  })
  .refine((b) => b.status === 'approved' || (b.note ?? '').length > 0, {
    message: 'Say why the declaration is rejected',
    path: ['note'],
  });
export type TaxDeclarationDecisionBody = z.infer<typeof TaxDeclarationDecisionBodySchema>;
