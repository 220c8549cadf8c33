/**
 * The statutory rules a new company starts with (payroll-india.md), as rows an admin may add to:
 * FY 2025-26 from 1 April 2025, and the Finance Act's slabs restated for FY 2026-27 from 1 April 2026
 * (unchanged). EPF, ESI and professional tax hold until a later row. A pay period takes, of each kind
 * and key, the row in force on its last day (`pickRule`), so a change from the 17th of a month
 * applies to that whole month.
 */
import type {
  IncomeTaxRuleParams,
  ProfessionalTaxRuleParams,
  ProfessionalTaxSlab,
  StatutoryRule,
  StatutoryRuleKind,
} from '@hrms/contracts/payroll-rules';

const FY_2025_26 = '2025-04-01';
const FY_2026_27 = '2026-04-01';

/** Whole rupees as paise, so the table reads as the law does. */
const inr = (rupees: number) => rupees * 100;
const LAKH = inr(100_000);
const CRORE = inr(10_000_000);

const EPF: StatutoryRule = {
  kind: 'epf',
  key: 'default',
  effectiveFrom: FY_2025_26,
  params: {
    wageCeiling: inr(15_000),
    employeeRateBp: 1200,
    employerRateBp: 1200,
    epsRateBp: 833,
    edliRateBp: 50,
    adminRateBp: 50,
    epsNewMembersFrom: '2014-09-01',
  },
};

const ESI: StatutoryRule = {
  kind: 'esi',
  key: 'default',
  effectiveFrom: FY_2025_26,
  params: { wageLimit: inr(21_000), employeeRateBp: 75, employerRateBp: 325 },
};

function pt(
  state: string,
  gender: ProfessionalTaxRuleParams['gender'],
  slabs: ProfessionalTaxSlab[],
  period: ProfessionalTaxRuleParams['period'] = 'monthly',
): StatutoryRule {
  return {
    kind: 'professional_tax',
    key: gender === null ? state : `${state}-${gender}`,
    effectiveFrom: FY_2025_26,
    params: { state, gender, period, slabs, annualCap: inr(2_500) },
  };
}

const PROFESSIONAL_TAX: StatutoryRule[] = [
  pt('MH', 'male', [
    { upTo: inr(7_500), amount: 0 },
    { upTo: inr(10_000), amount: inr(175) },
    { upTo: null, amount: inr(200), februaryAmount: inr(300) },
  ]),
  pt('MH', 'female', [
    { upTo: inr(25_000), amount: 0 },
    { upTo: null, amount: inr(200), februaryAmount: inr(300) },
  ]),
  // "Below ₹25,000": the last paisa under it.
  pt('KA', null, [
    { upTo: inr(25_000) - 1, amount: 0 },
    { upTo: null, amount: inr(200), februaryAmount: inr(300) },
  ]),
  pt('WB', null, [
    { upTo: inr(10_000), amount: 0 },
    { upTo: inr(15_000), amount: inr(110) },
    { upTo: inr(25_000), amount: inr(130) },
    { upTo: inr(40_000), amount: inr(150) },
    { upTo: null, amount: inr(200) },
  ]),
  pt('TG', null, [
    { upTo: inr(15_000), amount: 0 },
    { upTo: inr(20_000), amount: inr(150) },
    { upTo: null, amount: inr(200) },
  ]),
  pt('GJ', null, [
    { upTo: inr(12_000), amount: 0 },
    { upTo: null, amount: inr(200) },
  ]),
  pt(
    'TN',
    null,
    [
      { upTo: inr(21_000), amount: 0 },
      { upTo: inr(30_000), amount: inr(180) },
      { upTo: inr(45_000), amount: inr(425) },
      { upTo: inr(60_000), amount: inr(930) },
      { upTo: inr(75_000), amount: inr(1_025) },
      { upTo: null, amount: inr(1_250) },
    ],
    'half_yearly',
  ),
];

const NEW_REGIME: IncomeTaxRuleParams = {
  regime: 'new',
  slabs: [
    { upTo: 4 * LAKH, rateBp: 0 },
    { upTo: 8 * LAKH, rateBp: 500 },
    { upTo: 12 * LAKH, rateBp: 1000 },
    { upTo: 16 * LAKH, rateBp: 1500 },
    { upTo: 20 * LAKH, rateBp: 2000 },
    { upTo: 24 * LAKH, rateBp: 2500 },
    { upTo: null, rateBp: 3000 },
  ],
  standardDeduction: inr(75_000),
  rebate: { taxableUpTo: 12 * LAKH, maxRebate: null, marginalRelief: true },
  surcharge: [
    { above: 50 * LAKH, rateBp: 1000 },
    { above: CRORE, rateBp: 1500 },
    { above: 2 * CRORE, rateBp: 2500 },
  ],
  cessRateBp: 400,
  professionalTaxDeductible: false,
  maxDeduction80C: null,
};

const OLD_REGIME: IncomeTaxRuleParams = {
  regime: 'old',
  slabs: [
    { upTo: 2.5 * LAKH, rateBp: 0 },
    { upTo: 5 * LAKH, rateBp: 500 },
    { upTo: 10 * LAKH, rateBp: 2000 },
    { upTo: null, rateBp: 3000 },
  ],
  standardDeduction: inr(50_000),
  rebate: { taxableUpTo: 5 * LAKH, maxRebate: inr(12_500), marginalRelief: false },
  surcharge: [
    { above: 50 * LAKH, rateBp: 1000 },
    { above: CRORE, rateBp: 1500 },
    { above: 2 * CRORE, rateBp: 2500 },
    { above: 5 * CRORE, rateBp: 3700 },
  ],
  cessRateBp: 400,
  professionalTaxDeductible: true,
  maxDeduction80C: inr(150_000),
};

const incomeTax = (effectiveFrom: string, params: IncomeTaxRuleParams): StatutoryRule => ({
  kind: 'income_tax',
  key: params.regime,
  effectiveFrom,
  params,
});

export const INDIA_DEFAULT_RULES: readonly StatutoryRule[] = [
  EPF,
  ESI,
  ...PROFESSIONAL_TAX,
  incomeTax(FY_2025_26, NEW_REGIME),
  incomeTax(FY_2025_26, OLD_REGIME),
  incomeTax(FY_2026_27, NEW_REGIME),
  incomeTax(FY_2026_27, OLD_REGIME),
];

type RuleOf<K extends StatutoryRuleKind> = Extract<StatutoryRule, { kind: K }>;

/** The row of a kind and key in force on a date: the latest `effectiveFrom` on or before it; or null. */
export function pickRule<K extends StatutoryRuleKind>(
  rows: readonly StatutoryRule[],
  kind: K,
  key: string,
  date: string,
): RuleOf<K> | null {
  let best: RuleOf<K> | null = null;
  for (const row of rows) {
    if (row.kind !== kind || row.key !== key || row.effectiveFrom > date) continue;
    if (best === null || row.effectiveFrom > best.effectiveFrom) best = row as RuleOf<K>;
  }
  return best;
}

/**
 * A state's professional-tax row for a person: the row for their gender if the state has one, else
 * the state's row for everyone; where a state has only men's and women's rows (Maharashtra), anyone
 * not a woman pays at the men's (the general) rate. Null where the state levies none.
 */
export function pickProfessionalTaxRule(
  rows: readonly StatutoryRule[],
  state: string,
  gender: string | null,
  date: string,
): RuleOf<'professional_tax'> | null {
  const keys = [
    gender === 'male' || gender === 'female' ? `${state}-${gender}` : null,
    state,
    `${state}-male`,
  ];
  for (const key of keys) {
    if (key === null) continue;
    const rule = pickRule(rows, 'professional_tax', key, date);
    if (rule) return rule;
  }
  return null;
}
