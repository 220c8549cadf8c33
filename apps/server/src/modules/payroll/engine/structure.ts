/**
 * Salary structures (payroll-india.md "Salary structure"). The default template: Basic 50 % of the
 * monthly gross, HRA 50 % of Basic in a metro (40 % elsewhere), and a special allowance of whatever
 * is left of the gross after Basic, HRA and any other fixed allowances; all taxable and prorated.
 *
 * CTC, the way Indian offer letters mostly read it: annual CTC = 12 × (monthly gross + the
 * employer's PF share, 12 % of the PF wage, capped unless contributions are on the actual wage).
 * EDLI, the PF admin charge, the employer's ESI, gratuity and bonus are the employer's costs outside
 * CTC. The monthly gross is the largest (to the paisa) that keeps 12 × (gross + employer PF) within
 * the CTC; what rounding leaves over (a few rupees a year at most) is reported as `unallocated`.
 */
import type { EpfRuleParams } from '@hrms/contracts/payroll-rules';
import { epfContributions } from './epf';
import { evaluateComponents, FormulaError } from './formula';

export type ComponentKind = 'earning' | 'deduction';

export interface ComponentDefinition {
  /** Its name in formulas: BASIC, HRA, SPECIAL. */
  code: string;
  name: string;
  kind: ComponentKind;
  /** A formula of other components and GROSS, in rupees; or null for a fixed amount. */
  formula: string | null;
  /** A fixed monthly amount in paise; or null for a formula. */
  amount: number | null;
  taxable: boolean;
  /** Paid by payable days (amount × payable ÷ basis) or whole. */
  prorated: boolean;
}

export interface FixedAllowance {
  code: string;
  name: string;
  /** Monthly, in paise. */
  amount: number;
  taxable?: boolean;
  prorated?: boolean;
}

export interface TemplateOptions {
  /** HRA is 50 % of Basic in a metro (Delhi, Mumbai, Kolkata, Chennai), 40 % elsewhere. */
  metro: boolean;
  /** Other fixed allowances, paid out of the gross before the special allowance. */
  fixedAllowances?: readonly FixedAllowance[];
}

/** The default template of components. */
export function defaultTemplate(options: TemplateOptions): ComponentDefinition[] {
  const fixed = options.fixedAllowances ?? [];
  const earning = (code: string, name: string, formula: string | null, amount: number | null) => ({
    code,
    name,
    kind: 'earning' as const,
    formula,
    amount,
    taxable: true,
    prorated: true,
  });
  return [
    earning('BASIC', 'Basic', 'GROSS * 0.5', null),
    earning('HRA', 'House rent allowance', options.metro ? 'BASIC * 0.5' : 'BASIC * 0.4', null),
    ...fixed.map((a) => ({
      ...earning(a.code, a.name, null, a.amount),
      taxable: a.taxable ?? true,
      prorated: a.prorated ?? true,
    })),
    earning(
      'SPECIAL',
      'Special allowance',
      ['GROSS - BASIC - HRA', ...fixed.map((a) => a.code)].join(' - '),
      null,
    ),
  ];
}

export interface StructureLine extends ComponentDefinition {
  /** The full month's amount, in paise. */
  monthly: number;
}

export interface MonthlyStructure {
  /** The sum of the earnings, in paise. */
  gross: number;
  components: StructureLine[];
}

function evaluate(template: readonly ComponentDefinition[], gross: number): MonthlyStructure {
  const values = evaluateComponents(template, { GROSS: gross });
  const components = template.map((c) => ({ ...c, monthly: values.get(c.code)! }));
  const earnings = components.filter((c) => c.kind === 'earning').reduce((s, c) => s + c.monthly, 0);
  return { gross: earnings, components };
}

function assertNotNegative(structure: MonthlyStructure): MonthlyStructure {
  for (const c of structure.components) {
    if (c.monthly < 0) {
      throw new FormulaError(
        c.code,
        `${c.name} (${c.code}) comes to less than zero: the other components take more than the gross`,
      );
    }
  }
  return structure;
}

/** The month's components for a monthly gross in paise. */
export function structureFromGross(
  template: readonly ComponentDefinition[],
  monthlyGross: number,
): MonthlyStructure {
  return assertNotNegative(evaluate(template, monthlyGross));
}

export interface CtcOptions {
  /** The employer's PF share is part of CTC (default); false for someone outside EPF. */
  employerPfInCtc?: boolean;
  /** PF on the actual wage rather than the capped one. */
  onActualWage?: boolean;
  /** The components that make the PF wage (Basic and DA). */
  pfWageCodes?: readonly string[];
}

export interface CtcStructure extends MonthlyStructure {
  /** The employer's monthly PF share (EPS + EPF) counted inside CTC. */
  employerPf: number;
  annualCtc: number;
  /** CTC − 12 × (gross + employer PF): what whole paise cannot place, never negative. */
  unallocated: number;
}

/** The monthly structure for an annual CTC in paise: CTC = 12 × (gross + employer PF). */
export function structureFromCtc(
  template: readonly ComponentDefinition[],
  annualCtc: number,
  epf: EpfRuleParams,
  options: CtcOptions = {},
): CtcStructure {
  if (!Number.isSafeInteger(annualCtc) || annualCtc < 0) {
    throw new RangeError(`The CTC must be whole paise, not negative; got ${annualCtc}`);
  }
  const pfCodes = options.pfWageCodes ?? ['BASIC', 'DA'];
  const employerPfOf = (structure: MonthlyStructure) => {
    if (options.employerPfInCtc === false) return 0;
    const pfWage = structure.components
      .filter((c) => pfCodes.includes(c.code))
      .reduce((s, c) => s + c.monthly, 0);
    return epfContributions(epf, { pfWage, onActualWage: options.onActualWage ?? false, epsMember: true })
      .employerShare;
  };
  // gross + employer PF rises strictly with the gross: find the largest gross that fits.
  const annualCost = (gross: number) => {
    const structure = evaluate(template, gross);
    const employerPf = employerPfOf(structure);
    return { structure, employerPf, cost: 12 * (gross + employerPf) };
  };
  let low = 0;
  let high = Math.ceil(annualCtc / 12);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (annualCost(mid).cost <= annualCtc) low = mid;
    else high = mid - 1;
  }
  const { structure, employerPf, cost } = annualCost(low);
  if (structure.gross !== low) {
    throw new FormulaError(
      null,
      'The earnings of the template do not add up to the gross, so CTC cannot be split',
    );
  }
  return { ...assertNotNegative(structure), employerPf, annualCtc, unallocated: annualCtc - cost };
}
