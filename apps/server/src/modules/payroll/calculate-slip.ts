/**
 * One person's slip of a month, from their salary revision, the statutory rules in force on the
 * month's last day, their loss-of-pay days and what earlier slips of the financial year hold. Pure:
 * the service reads the inputs and keeps the result. Integer paise throughout.
 *
 * Order: the structure's full month (a month a new revision starts in weighs each revision by its
 * calendar days) → prorated by payable days (earnings and deductions marked prorated) → arrears and
 * one-off adjustments → PF on Basic + DA paid, and on the arrears of Basic + DA → ESI on the gross
 * paid (coverage judged at the contribution period's start) → professional tax by the state → TDS by
 * projecting the year on the newest structure.
 */
import type { StatutoryRule } from '@hrms/contracts/payroll-rules';
import { epfContributions } from './engine/epf';
import { esiContributionPeriod, esiContributions, esiCoverage } from './engine/esi';
import { evaluateComponents, FormulaError } from './engine/formula';
import { monthlyTds, monthsAfterInFinancialYear } from './engine/income-tax';
import { pickProfessionalTaxRule, pickRule } from './engine/india-defaults';
import { sum } from './engine/money';
import { professionalTaxForMonth } from './engine/professional-tax';
import { daysInMonth, type ProrationBasis, payableDays, prorateComponents } from './engine/proration';
import { type ComponentDefinition, structureFromCtc } from './engine/structure';

/** The components whose sum is the PF wage. */
export const PF_WAGE_CODES: readonly string[] = ['BASIC', 'DA'];

export interface SlipRevision {
  components: readonly ComponentDefinition[];
  annualCtc: number | null;
  taxRegime: 'new' | 'old';
  ptState: string | null;
  pfMode: 'capped' | 'actual' | 'none';
  epsMember: boolean;
  declarations: { section80C?: number | undefined };
}

export interface SlipAdjustment {
  id: string;
  kind: 'earning' | 'deduction';
  label: string;
  amount: number;
  reason: string;
  taxable: boolean;
}

/** What the earlier slips of the financial year (April onwards) hold. */
export interface YearSoFar {
  taxablePay: number;
  tds: number;
  professionalTax: number;
  /** Gross of the earlier months of this half year (Tamil Nadu's professional tax). */
  halfYearGross: number;
  /** Whether an earlier month of this ESI contribution period was covered. */
  esiCoveredThisPeriod: boolean;
}

export interface SlipInputs {
  year: number;
  month: number;
  person: { joinDate: string; exitDate: string | null; gender: string | null };
  /** The revision in force on the last day the person is employed in the month. */
  revision: SlipRevision;
  /**
   * Revisions in force earlier in the days the person is employed in the month, with their days;
   * `revision` has the rest of those days.
   */
  before?: readonly RevisionSpan[];
  rules: readonly StatutoryRule[];
  basis: ProrationBasis;
  /** The month's working days and those while employed (the working-days basis). */
  workingDays?: number;
  employedWorkingDays?: number;
  lossOfPayDays: number;
  adjustments: readonly SlipAdjustment[];
  /** Pay owed for earlier months by a revision dated back into them (see `arrearsOf`). */
  arrears?: Arrears;
  yearSoFar: YearSoFar;
}

/** A revision in force for part of a month: its calendar days in it while the person is employed. */
export interface RevisionSpan {
  revision: SlipRevision;
  days: number;
}

/** An arrears month as its slip records it: what was paid for it, and the PF wage that added. */
export interface ArrearsMonth {
  year: number;
  month: number;
  /** The revision in force at that month's end when the arrears were worked out. */
  revisionId: string;
  amount: number;
  pfWage?: number;
  cappedPfWage?: number;
}

/** Arrears: what earlier finalised months would have paid under a revision dated back into them. */
export interface Arrears {
  amount: number;
  months: ArrearsMonth[];
  /**
   * The PF wage the arrears add, summed over their months: `wage` as contributions are counted
   * (capped or actual, as each month was), `cappedWage` within each month's ceiling (EPS, EDLI).
   */
  pf?: { wage: number; cappedWage: number };
}

export interface SlipLine {
  code: string;
  name: string;
  amount: number;
  taxable?: boolean;
}

export interface CalculatedSlip {
  days: { basis: number; payable: number; lossOfPay: number };
  earnings: SlipLine[];
  deductions: SlipLine[];
  employer: SlipLine[];
  gross: number;
  totalDeductions: number;
  net: number;
  /** Kept for the later months' year-to-date and for the slip's explanation. */
  taxablePay: number;
  tds: number;
  professionalTax: number;
  esiCovered: boolean;
  /** The wages PF was counted on (the EPF return's columns), or null outside PF. */
  pf: { epfWages: number; epsWages: number; edliWages: number } | null;
  tax: { regime: 'new' | 'old'; projectedTaxable: number; annualTax: number; monthsLeft: number };
}

/** The structure's full month: from the CTC through the template, or the components as they are. */
export function fullMonth(revision: SlipRevision, rules: readonly StatutoryRule[], date: string) {
  if (revision.annualCtc !== null) {
    const epf = pickRule(rules, 'epf', 'default', date);
    const structure = structureFromCtc(revision.components, revision.annualCtc, epf?.params ?? NO_PF, {
      employerPfInCtc: revision.pfMode !== 'none' && epf !== null,
      onActualWage: revision.pfMode === 'actual',
    });
    return { lines: structure.components, gross: structure.gross, employerPf: structure.employerPf };
  }
  // Without a CTC there is no gross to split: formulas may use fixed amounts and each other only.
  const values = evaluateComponents(revision.components);
  const lines = revision.components.map((c) => ({ ...c, monthly: values.get(c.code)! }));
  for (const line of lines) {
    if (line.monthly < 0)
      throw new FormulaError(line.code, `${line.name} (${line.code}) comes to less than zero`);
  }
  const gross = sum(lines.filter((l) => l.kind === 'earning').map((l) => l.monthly));
  return { lines, gross, employerPf: 0 };
}

/**
 * The month's full structure when revisions change within it: each component at each revision's
 * monthly amount weighed by its days (those the person is employed), to the paisa; one revision: its
 * own. A component only one revision has counts nothing for the others' days. Proration by payable
 * days then pays the month as the sum of each rate for its days.
 */
export function monthStructure(
  spans: readonly RevisionSpan[],
  rules: readonly StatutoryRule[],
  lastDay: string,
) {
  const [only] = spans;
  if (!only) throw new RangeError('A month needs the revision in force in it');
  if (spans.length === 1) return fullMonth(only.revision, rules, lastDay);
  if (spans.some((span) => !Number.isInteger(span.days) || span.days < 1)) {
    throw new RangeError('Each revision of a month is in force for one day or more');
  }
  const parts = spans.map((span) => ({ days: span.days, month: fullMonth(span.revision, rules, lastDay) }));
  const total = sum(parts.map((p) => p.days));
  const weigh = (amountOf: (part: (typeof parts)[number]) => number) =>
    Math.round(sum(parts.map((p) => amountOf(p) * p.days)) / total);
  // Every component of any revision, each described as its newest revision has it.
  const definitions = new Map<string, (typeof parts)[number]['month']['lines'][number]>();
  for (const part of [...parts].reverse()) {
    for (const line of part.month.lines) if (!definitions.has(line.code)) definitions.set(line.code, line);
  }
  const lines = [...definitions.values()].map((line) => ({
    ...line,
    monthly: weigh((p) => p.month.lines.find((l) => l.code === line.code)?.monthly ?? 0),
  }));
  return {
    lines,
    gross: sum(lines.filter((l) => l.kind === 'earning').map((l) => l.monthly)),
    employerPf: weigh((p) => p.month.employerPf),
  };
}

/** Calendar days from one date to another, both counted. */
export function daysThrough(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function calculateSlip(input: SlipInputs): CalculatedSlip {
  const period = `${input.year}-${String(input.month).padStart(2, '0')}`;
  const lastDay = `${period}-${String(daysInMonth(period)).padStart(2, '0')}`;
  const { revision, rules } = input;
  // This month's pay, and the newest structure, which the year's tax is projected on.
  const before = input.before ?? [];
  const employedFrom = input.person.joinDate > `${period}-01` ? input.person.joinDate : `${period}-01`;
  const employedTo =
    input.person.exitDate && input.person.exitDate < lastDay ? input.person.exitDate : lastDay;
  const currentDays = daysThrough(employedFrom, employedTo) - sum(before.map((b) => b.days));
  const structure = monthStructure([...before, { revision, days: currentDays }], rules, lastDay);
  const newest = before.length > 0 ? fullMonth(revision, rules, lastDay) : structure;
  const days = payableDays({
    month: period,
    basis: input.basis,
    lopDays: input.lossOfPayDays,
    joinDate: input.person.joinDate,
    exitDate: input.person.exitDate,
    ...(input.workingDays !== undefined ? { workingDays: input.workingDays } : {}),
    ...(input.employedWorkingDays !== undefined ? { employedWorkingDays: input.employedWorkingDays } : {}),
  });

  const paid = prorateComponents(
    structure.lines.map((l) => ({ ...l, amount: l.monthly })),
    days,
  );
  const earnings: SlipLine[] = paid
    .filter((l) => l.kind === 'earning')
    .map((l) => ({ code: l.code, name: l.name, amount: l.earned, taxable: l.taxable }));
  const deductions: SlipLine[] = paid
    .filter((l) => l.kind === 'deduction' && l.earned > 0)
    .map((l) => ({ code: l.code, name: l.name, amount: l.earned }));
  if (input.arrears && input.arrears.amount > 0) {
    earnings.push({
      code: 'ARREARS',
      name: arrearsName(input.arrears),
      amount: input.arrears.amount,
      taxable: true,
    });
  }
  for (const a of input.adjustments) {
    const line = { code: `ADJ_${a.id}`, name: a.label, amount: a.amount };
    if (a.kind === 'earning') earnings.push({ ...line, taxable: a.taxable });
    else deductions.push(line);
  }
  const gross = sum(earnings.map((e) => e.amount));
  const employer: SlipLine[] = [];

  // Provident fund on Basic + DA actually paid.
  const epfRule = pickRule(rules, 'epf', 'default', lastDay);
  let pfWages: CalculatedSlip['pf'] = null;
  if (revision.pfMode !== 'none' && epfRule) {
    const pfWage = sum(earnings.filter((e) => PF_WAGE_CODES.includes(e.code)).map((e) => e.amount));
    const pf = epfContributions(epfRule.params, {
      pfWage,
      onActualWage: revision.pfMode === 'actual',
      epsMember: revision.epsMember,
    });
    // The arrears' PF wage was capped month by month already: counted on it as it is, EPS and EDLI
    // on its capped part.
    const owed = input.arrears?.pf;
    const onArrears = owed
      ? epfContributions(
          { ...epfRule.params, wageCeiling: owed.cappedWage },
          { pfWage: owed.wage, onActualWage: owed.wage > owed.cappedWage, epsMember: revision.epsMember },
        )
      : null;
    const both = (part: (c: typeof pf) => number) => part(pf) + (onArrears ? part(onArrears) : 0);
    pfWages = {
      epfWages: both((c) => c.contributionBase),
      epsWages: revision.epsMember ? both((c) => c.cappedWage) : 0,
      edliWages: both((c) => c.cappedWage),
    };
    const employee = both((c) => c.employee);
    if (employee > 0) deductions.push({ code: 'EPF', name: 'Provident fund', amount: employee });
    employer.push(
      { code: 'EPF_ER', name: 'Provident fund (employer)', amount: both((c) => c.employerEpf) },
      { code: 'EPS_ER', name: 'Pension scheme (employer)', amount: both((c) => c.eps) },
      { code: 'EDLI_ER', name: 'EDLI (employer)', amount: both((c) => c.edli) },
      { code: 'EPF_ADMIN', name: 'PF admin charges', amount: both((c) => c.admin) },
    );
  }

  // ESI: covered when the full month's gross was within the limit at the period's start.
  const esiRule = pickRule(rules, 'esi', 'default', esiContributionPeriod(period).start);
  let esiCovered = false;
  if (esiRule) {
    esiCovered =
      input.yearSoFar.esiCoveredThisPeriod || esiCoverage(esiRule.params, period, structure.gross).covered;
    const esi = esiContributions(esiRule.params, esiCovered, gross);
    if (esi.employee > 0)
      deductions.push({ code: 'ESI', name: 'Employees’ state insurance', amount: esi.employee });
    if (esi.employer > 0) employer.push({ code: 'ESI_ER', name: 'ESI (employer)', amount: esi.employer });
  }

  // Professional tax by the state, never beyond the year's cap.
  let professionalTax = 0;
  const ptRule = revision.ptState
    ? pickProfessionalTaxRule(rules, revision.ptState, input.person.gender, lastDay)
    : null;
  if (ptRule) {
    professionalTax = professionalTaxForMonth(ptRule.params, {
      month: input.month,
      monthlyGross: gross,
      halfYearGross: input.yearSoFar.halfYearGross + gross,
      deductedThisYear: input.yearSoFar.professionalTax,
      finalMonth: input.person.exitDate !== null && input.person.exitDate <= lastDay,
    });
    if (professionalTax > 0)
      deductions.push({ code: 'PT', name: 'Professional tax', amount: professionalTax });
  }

  // Income tax: the year projected from this month's structure.
  const taxablePay = sum(earnings.filter((e) => e.taxable).map((e) => e.amount));
  const taxableStructureMonthly = sum(
    newest.lines.filter((l) => l.kind === 'earning' && l.taxable).map((l) => l.monthly),
  );
  const taxRule = pickRule(rules, 'income_tax', revision.taxRegime, lastDay);
  let tds = 0;
  let tax: CalculatedSlip['tax'] = {
    regime: revision.taxRegime,
    projectedTaxable: 0,
    annualTax: 0,
    monthsLeft: 0,
  };
  if (taxRule) {
    const monthsAfter = monthsAfterInFinancialYear(input.month);
    const yearPt = input.yearSoFar.professionalTax + professionalTax * (monthsAfter + 1);
    const projection = monthlyTds(taxRule.params, {
      month: input.month,
      taxablePaySoFar: input.yearSoFar.taxablePay,
      taxablePayThisMonth: taxablePay,
      taxableStructureMonthly,
      tdsDeducted: input.yearSoFar.tds,
      deductions: {
        professionalTax: ptRule ? Math.min(yearPt, ptRule.params.annualCap) : 0,
        section80C: revision.declarations.section80C ?? 0,
      },
    });
    tds = projection.tds;
    tax = {
      regime: revision.taxRegime,
      projectedTaxable: projection.taxable,
      annualTax: projection.annual.total,
      monthsLeft: projection.monthsLeft,
    };
    if (tds > 0) deductions.push({ code: 'TDS', name: 'Income tax (TDS)', amount: tds });
  }

  const totalDeductions = sum(deductions.map((d) => d.amount));
  return {
    days: { basis: days.basis, payable: days.payable, lossOfPay: input.lossOfPayDays },
    earnings,
    deductions,
    employer: employer.filter((e) => e.amount > 0),
    gross,
    totalDeductions,
    net: gross - totalDeductions,
    taxablePay,
    tds,
    professionalTax,
    esiCovered,
    pf: pfWages,
    tax,
  };
}

/** No PF rule in force: nothing is counted for PF. */
const NO_PF = {
  wageCeiling: 0,
  employeeRateBp: 0,
  employerRateBp: 0,
  epsRateBp: 0,
  edliRateBp: 0,
  adminRateBp: 0,
  epsNewMembersFrom: '2014-09-01',
};

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function arrearsName(arrears: Arrears): string {
  const names = arrears.months.map((m) => `${SHORT_MONTHS[m.month - 1]} ${m.year}`);
  return names.length === 1 ? `Arrears (${names[0]})` : `Arrears (${names[0]} – ${names.at(-1)})`;
}

/** A finalised earlier slip as arrears read it. */
export interface PaidMonth {
  year: number;
  month: number;
  revisionId: string | null;
  finalisedAt: Date | null;
  basisCentidays: number;
  payableCentidays: number;
  /** The structure's earnings as paid (adjustments and earlier arrears left out). */
  earningsPaid: number;
  /** Of those, Basic + DA: the PF wage the month paid. */
  pfWagePaid: number;
}

/**
 * Arrears of revisions dated back into months already finalised: for each month a revision made
 * after it was paid reaches, what its earnings would be under the revisions now in force in it
 * (prorated by the days it paid), less what it paid and what later slips paid for it already. So a
 * month is owed only the difference, however many revisions and slips come after. Never negative: a
 * revision that lowers pay is not recovered here (hr recovers by adjustment). The PF wage they add is
 * the month's Basic + DA owed less paid, within that month's ceiling unless PF was on the actual
 * wage; a month of an earlier financial year is paid too, and taxed in the year it is paid.
 */
export function arrearsOf(input: {
  paid: readonly PaidMonth[];
  /** The revisions in force in each month while employed, oldest first, each with its days. */
  revisionsIn: (year: number, month: number) => readonly (RevisionSpan & { id: string; createdAt: Date })[];
  /** What other slips have paid as arrears for each month (`2026-5`). */
  alreadyPaid: ReadonlyMap<string, { amount: number; pfWage: number; cappedPfWage: number }>;
  rules: readonly StatutoryRule[];
}): Arrears {
  const months: Arrears['months'] = [];
  const pf = { wage: 0, cappedWage: 0 };
  const inOrder = [...input.paid].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
  for (const slip of inOrder) {
    const spans = input.revisionsIn(slip.year, slip.month);
    const finalisedAt = slip.finalisedAt;
    const current = spans.at(-1);
    if (!current || !finalisedAt || !spans.some((span) => span.createdAt > finalisedAt)) continue;
    const period = `${slip.year}-${String(slip.month).padStart(2, '0')}`;
    const lastDay = `${period}-${String(daysInMonth(period)).padStart(2, '0')}`;
    const structure = monthStructure(spans, input.rules, lastDay);
    const owedLines = prorateComponents(
      structure.lines.filter((l) => l.kind === 'earning').map((l) => ({ ...l, amount: l.monthly })),
      {
        basis: slip.basisCentidays / 100,
        employed: slip.basisCentidays / 100,
        payable: slip.payableCentidays / 100,
      },
    );
    const already = input.alreadyPaid.get(`${slip.year}-${slip.month}`) ?? {
      amount: 0,
      pfWage: 0,
      cappedPfWage: 0,
    };
    const amount = sum(owedLines.map((l) => l.earned)) - slip.earningsPaid - already.amount;
    if (amount <= 0) continue;
    const owing: ArrearsMonth = { year: slip.year, month: slip.month, revisionId: current.id, amount };
    const epf = pickRule(input.rules, 'epf', 'default', lastDay);
    if (current.revision.pfMode !== 'none' && epf) {
      const owedPf = sum(owedLines.filter((l) => PF_WAGE_CODES.includes(l.code)).map((l) => l.earned));
      const capped = (wage: number) => Math.min(wage, epf.params.wageCeiling);
      const cappedMore = Math.max(0, capped(owedPf) - capped(slip.pfWagePaid) - already.cappedPfWage);
      const wageMore =
        current.revision.pfMode === 'actual'
          ? Math.max(0, owedPf - slip.pfWagePaid - already.pfWage)
          : cappedMore;
      if (wageMore > 0) {
        owing.pfWage = wageMore;
        owing.cappedPfWage = cappedMore;
        pf.wage += wageMore;
        pf.cappedWage += cappedMore;
      }
    }
    months.push(owing);
  }
  return {
    amount: sum(months.map((m) => m.amount)),
    months,
    ...(pf.wage > 0 ? { pf } : {}),
  };
}
