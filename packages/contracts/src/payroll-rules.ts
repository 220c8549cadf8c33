/**
 * Statutory payroll rules as data (docs: payroll-india.md): each row is one rule of one kind (EPF,
 * ESI, a state's professional tax, an income-tax regime) under a key, in force from a date until a
 * later row of the same kind and key. A change of law is a new row an admin adds, not a release.
 * Money is integer paise; rates are integer basis points (1 bp = 0.01 %, so 12 % is 1200).
 */
import { z } from 'zod';
import { CalendarDateSchema } from './common';

export const STATUTORY_RULE_KINDS = ['epf', 'esi', 'professional_tax', 'income_tax'] as const;
export const StatutoryRuleKindSchema = z.enum(STATUTORY_RULE_KINDS, {
  message: 'Choose a kind of rule: epf, esi, professional_tax or income_tax',
});
export type StatutoryRuleKind = z.infer<typeof StatutoryRuleKindSchema>;

/** An amount of money in paise (₹1 = 100 paise), never negative. */
export const PaiseSchema = z
  .number({ message: 'Must be an amount in paise' })
  .int({ message: 'Must be a whole number of paise' })
  .min(0, { message: 'Must not be negative' })
  .max(Number.MAX_SAFE_INTEGER, { message: 'Is too large an amount' });

/** A rate in basis points: 1200 is 12 %, 833 is 8.33 %, 10000 is 100 %. */
export const RateBpSchema = z
  .number({ message: 'Must be a rate in basis points (1200 for 12 %)' })
  .int({ message: 'Must be a whole number of basis points (833 for 8.33 %)' })
  .min(0, { message: 'Must not be negative' })
  .max(10_000, { message: 'Must be at most 100 % (10,000 basis points)' });

export const EpfRuleParamsSchema = z
  .strictObject({
    /** The monthly PF wage on which contributions stop growing (₹15,000: 1500000). */
    wageCeiling: PaiseSchema,
    employeeRateBp: RateBpSchema,
    employerRateBp: RateBpSchema,
    /** The pension (EPS) part of the employer's share, always on the capped wage. */
    epsRateBp: RateBpSchema,
    edliRateBp: RateBpSchema,
    adminRateBp: RateBpSchema,
    /** Joiners on or after this date earning above the ceiling are not EPS members (1 Sep 2014). */
    epsNewMembersFrom: CalendarDateSchema,
  })
  .refine((p) => p.epsRateBp <= p.employerRateBp, {
    message: 'The pension (EPS) rate must not exceed the employer’s rate, of which it is a part',
    path: ['epsRateBp'],
  });
export type EpfRuleParams = z.infer<typeof EpfRuleParamsSchema>;

export const EsiRuleParamsSchema = z.strictObject({
  /** Covered when the monthly gross at the start of a contribution period is at most this. */
  wageLimit: PaiseSchema,
  employeeRateBp: RateBpSchema,
  employerRateBp: RateBpSchema,
});
export type EsiRuleParams = z.infer<typeof EsiRuleParamsSchema>;

/** Inclusive upper bounds must rise strictly, and only the last slab may (and must) have none. */
function checkSlabs(slabs: { upTo: number | null }[], ctx: z.RefinementCtx): void {
  slabs.forEach((slab, i) => {
    const last = i === slabs.length - 1;
    if (slab.upTo === null && !last) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'upTo'],
        message: 'Only the last slab may have no upper bound',
      });
    }
    if (slab.upTo !== null && last) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'upTo'],
        message: 'The last slab must have no upper bound (null), so that every amount falls in a slab',
      });
    }
    const before = i > 0 ? slabs[i - 1]!.upTo : null;
    if (slab.upTo !== null && before !== null && slab.upTo <= before) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'upTo'],
        message: 'Each slab’s upper bound must be above the one before it',
      });
    }
  });
}

const SlabBoundSchema = PaiseSchema.nullable();

export const ProfessionalTaxSlabSchema = z.strictObject({
  /** Inclusive upper bound of the monthly gross (of the half-year's income when half-yearly); null: none. */
  upTo: SlabBoundSchema,
  amount: PaiseSchema,
  /** What is deducted in February instead, where the state asks more then (₹300 in Maharashtra). */
  februaryAmount: PaiseSchema.optional(),
});
export type ProfessionalTaxSlab = z.infer<typeof ProfessionalTaxSlabSchema>;

export const ProfessionalTaxRuleParamsSchema = z
  .strictObject({
    state: z
      .string({ message: 'Give the state’s two-letter code, like MH' })
      .regex(/^[A-Z]{2}$/, { message: 'Give the state’s two-letter code in capitals, like MH' }),
    /** Whom the row is for: null is everyone. */
    gender: z.enum(['male', 'female'], { message: 'Choose male, female or null for everyone' }).nullable(),
    /** Monthly on the month's gross, or half-yearly (Tamil Nadu) on the half-year's income. */
    period: z.enum(['monthly', 'half_yearly'], { message: 'Choose monthly or half_yearly' }),
    slabs: z
      .array(ProfessionalTaxSlabSchema, { message: 'Give the slabs as a list' })
      .min(1, { message: 'Give at least one slab' })
      .max(20, { message: 'Give at most 20 slabs' })
      .superRefine(checkSlabs),
    /** No one pays more than this in a financial year (₹2,500). */
    annualCap: PaiseSchema,
  })
  .superRefine((p, ctx) => {
    if (p.period !== 'half_yearly') return;
    p.slabs.forEach((slab, i) => {
      if (slab.februaryAmount !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['slabs', i, 'februaryAmount'],
          message: 'A half-yearly tax has no February amount',
        });
      }
    });
  });
export type ProfessionalTaxRuleParams = z.infer<typeof ProfessionalTaxRuleParamsSchema>;

export const IncomeTaxSlabSchema = z.strictObject({
  /** Inclusive upper bound of the taxable income; null: no bound. */
  upTo: SlabBoundSchema,
  rateBp: RateBpSchema,
});
export type IncomeTaxSlab = z.infer<typeof IncomeTaxSlabSchema>;

export const SurchargeTierSchema = z.strictObject({
  /** The rate applies to incomes strictly above this amount. */
  above: PaiseSchema,
  rateBp: RateBpSchema,
});
export type SurchargeTier = z.infer<typeof SurchargeTierSchema>;

export const IncomeTaxRuleParamsSchema = z.strictObject({
  regime: z.enum(['new', 'old'], { message: 'Choose the new or the old regime' }),
  slabs: z
    .array(IncomeTaxSlabSchema, { message: 'Give the slabs as a list' })
    .min(1, { message: 'Give at least one slab' })
    .max(20, { message: 'Give at most 20 slabs' })
    .superRefine(checkSlabs),
  standardDeduction: PaiseSchema,
  /** Section 87A: the tax given up for small incomes. */
  rebate: z.strictObject({
    taxableUpTo: PaiseSchema,
    /** null: the whole tax. */
    maxRebate: PaiseSchema.nullable(),
    /** Above the limit, tax is at most the income above it (new regime). */
    marginalRelief: z.boolean({ message: 'Say whether marginal relief applies (true or false)' }),
  }),
  surcharge: z
    .array(SurchargeTierSchema, { message: 'Give the surcharge tiers as a list' })
    .max(10, { message: 'Give at most 10 surcharge tiers' })
    .superRefine((tiers, ctx) => {
      tiers.forEach((tier, i) => {
        if (i > 0 && tier.above <= tiers[i - 1]!.above) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'above'],
            message: 'Each surcharge tier must start above the one before it',
          });
        }
      });
    }),
  /** Health and education cess on tax plus surcharge (400: 4 %). */
  cessRateBp: RateBpSchema,
  professionalTaxDeductible: z.boolean({ message: 'Say whether professional tax is deductible' }),
  /** The most a declaration under section 80C may take off; null: none allowed in this regime. */
  maxDeduction80C: PaiseSchema.nullable(),
});
export type IncomeTaxRuleParams = z.infer<typeof IncomeTaxRuleParamsSchema>;

const RuleKeySchema = z
  .string({ message: 'Give the rule a key, like default, MH-male or new' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, {
    message: 'Use up to 40 letters, digits, - and _ for the key, like default, MH-male or new',
  });

const ruleRow = <K extends StatutoryRuleKind, P extends z.ZodType>(kind: K, params: P) =>
  z.strictObject({
    kind: z.literal(kind),
    /** Which rule of the kind: 'default' (EPF, ESI), 'MH-male', 'KA' (professional tax), 'new', 'old'. */
    key: RuleKeySchema,
    /** In force from this date until a later row of the same kind and key. */
    effectiveFrom: CalendarDateSchema,
    params,
  });

export const EpfRuleSchema = ruleRow('epf', EpfRuleParamsSchema);
export const EsiRuleSchema = ruleRow('esi', EsiRuleParamsSchema);
export const ProfessionalTaxRuleSchema = ruleRow('professional_tax', ProfessionalTaxRuleParamsSchema);
export const IncomeTaxRuleSchema = ruleRow('income_tax', IncomeTaxRuleParamsSchema);

export const StatutoryRuleSchema = z
  .discriminatedUnion(
    'kind',
    [EpfRuleSchema, EsiRuleSchema, ProfessionalTaxRuleSchema, IncomeTaxRuleSchema],
    {
      error: 'Choose a kind of rule: epf, esi, professional_tax or income_tax',
    },
  )
  .superRefine((rule, ctx) => {
    // The key is how a pay run finds the row, so it must say what the params say.
    if (rule.kind === 'income_tax' && rule.key !== rule.params.regime) {
      ctx.addIssue({
        code: 'custom',
        path: ['key'],
        message: `An income-tax rule's key is its regime: ${rule.params.regime}`,
      });
    }
    if (rule.kind === 'professional_tax') {
      const { state, gender } = rule.params;
      const expected = gender === null ? state : `${state}-${gender}`;
      if (rule.key !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: ['key'],
          message: `A professional-tax rule's key is its state and gender: ${expected}`,
        });
      }
    }
  });
export type StatutoryRule = z.infer<typeof StatutoryRuleSchema>;
export type EpfRule = z.infer<typeof EpfRuleSchema>;
export type EsiRule = z.infer<typeof EsiRuleSchema>;
export type ProfessionalTaxRule = z.infer<typeof ProfessionalTaxRuleSchema>;
export type IncomeTaxRule = z.infer<typeof IncomeTaxRuleSchema>;
