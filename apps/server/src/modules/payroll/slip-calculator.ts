/**
 * How a slip is calculated, alike for one person's slip and a month's run: the law, the settings
 * and the unpaid leave types read once a calculation; each person's facts (salary revisions, loss
 * of pay, the financial year so far, arrears) read a batch at a time; the slip's columns from them
 * (calculate-slip.ts). Also the month's pay day, read from the same settings and calendar.
 */
import { MONTH_NAMES } from '@hrms/contracts/months';
import type { Adjustment, PayrollSettings } from '@hrms/contracts/payroll';
import type { StatutoryRule } from '@hrms/contracts/payroll-rules';
import { type Database, withTransaction } from '../../db/client';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import type { Worker } from '../../people/people.repository';
import {
  type Arrears,
  arrearsOf,
  type CalculatedSlip,
  calculateSlip,
  daysThrough,
  type PaidMonth,
  PF_WAGE_CODES,
  type RevisionSpan,
  type SlipAdjustment,
  type SlipLine,
  type YearSoFar,
} from './calculate-slip';
import { esiContributionPeriod } from './engine/esi';
import { FormulaError } from './engine/formula';
import { sum } from './engine/money';
import { daysInMonth } from './engine/proration';
import { payDayOf } from './pay-day';
import { revisionsOfPeople, type SalaryRevisionRow } from './payroll-config.repository';
import { type PayrollConfigService, revisionOf } from './payroll-config.service';
import {
  arrearsPaid,
  earlierSlipsOfYear,
  ensureSlip,
  type SalarySlipRow,
  slipsReachedByLaterRevisions,
  updateSlip,
} from './payroll-slips.repository';

/** What payroll reads of other modules: loss of pay from attendance and leave, and the calendar. */
export interface PayrollSources {
  /** Each person's loss of pay over the range, in hundredths of a day. */
  lossOfPayCentidays(
    db: Database,
    employeeIds: readonly string[],
    from: string,
    to: string,
    unpaidLeaveCodes: ReadonlySet<string>,
  ): Promise<Map<string, number>>;
  workingDays(
    companyId: string,
    officeId: string | null,
    from: string,
    to: string,
    db: Database,
  ): Promise<number>;
  /** The range's last working day in the company's calendar (no weekend, no holiday); null when none. */
  lastWorkingDay(companyId: string, from: string, to: string, db: Database): Promise<string | null>;
  genders(db: Database, employeeIds: readonly string[]): Promise<Map<string, string>>;
  /** Codes of the company's unpaid leave types: their days are loss of pay. */
  unpaidLeaveCodes(db: Database, companyId: string): Promise<Set<string>>;
}

/** What every slip of a calculation reads alike: the law, the settings, the unpaid leave types. */
export interface Shared {
  rules: StatutoryRule[];
  settings: PayrollSettings;
  unpaid: Set<string>;
  /** Working days by office and range, read once a calculation. */
  workingDays: Map<string, number>;
}

/** One person's facts for a month's slip. */
export interface Facts {
  revision: SalaryRevisionRow | undefined;
  /** Revisions in force earlier in the month than `revision`, with their days. */
  before: RevisionSpan[];
  /** Owed for earlier finalised months by a revision dated back into them. */
  arrears: Arrears;
  lossOfPay: number;
  gender: string | null;
  yearSoFar: YearSoFar;
  working: { workingDays?: number; employedWorkingDays?: number };
}

export interface Period {
  year: number;
  month: number;
  from: string;
  to: string;
}

/** The days of a month the person is employed: from joining, to leaving. */
function employedIn(person: { joinDate: string; exitDate: string | null }, period: Period) {
  return {
    from: person.joinDate > period.from ? person.joinDate : period.from,
    to: person.exitDate && person.exitDate < period.to ? person.exitDate : period.to,
  };
}

/**
 * The revisions in force from one day to another (people's revisions come newest first), oldest
 * first, each with its days; the oldest also has any days before it (none has a salary then).
 */
function revisionSpans(history: readonly SalaryRevisionRow[], from: string, to: string) {
  const spans: (RevisionSpan & { id: string; createdAt: Date; row: SalaryRevisionRow })[] = [];
  if (to < from) return spans;
  let until = to;
  for (const row of history) {
    if (row.effectiveFrom > to) continue;
    const start = row.effectiveFrom > from ? row.effectiveFrom : from;
    spans.unshift({
      revision: revisionOf(row),
      days: daysThrough(start, until),
      id: row.id,
      createdAt: row.createdAt,
      row,
    });
    if (row.effectiveFrom <= from) return spans;
    until = addDays(row.effectiveFrom, -1);
  }
  const oldest = spans[0];
  if (oldest) oldest.days += daysThrough(from, until);
  return spans;
}

/** A finalised slip as arrears read it: what its structure paid, and of that its PF wage. */
function paidMonth(slip: SalarySlipRow): PaidMonth {
  const structure = ((slip.lines as SlipLines).earnings ?? []).filter(
    (e) => e.code !== 'ARREARS' && !e.code.startsWith('ADJ_'),
  );
  return {
    year: slip.year,
    month: slip.month,
    revisionId: slip.revisionId,
    finalisedAt: slip.finalisedAt,
    basisCentidays: slip.basisCentidays,
    payableCentidays: slip.payableCentidays,
    earningsPaid: sum(structure.map((e) => e.amount)),
    pfWagePaid: sum(structure.filter((e) => PF_WAGE_CODES.includes(e.code)).map((e) => e.amount)),
  };
}

export function periodOf(year: number, month: number): Period {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return { year, month, from: `${key}-01`, to: `${key}-${String(daysInMonth(key)).padStart(2, '0')}` };
}

export const periodName = (p: { year: number; month: number }) => `${MONTH_NAMES[p.month - 1]} ${p.year}`;

/** The 409 of any write to a finalised slip. */
export const finalised = (p: { year: number; month: number }) =>
  new AppError(
    'CONFLICT',
    `The slip of ${periodName(p)} is finalised and never changes: correct it with an adjustment in a later month.`,
  );

/** Stored on a slip beside its figures. */
export interface SlipLines {
  earnings?: SlipLine[];
  deductions?: SlipLine[];
  employer?: SlipLine[];
  adjustments?: Adjustment[];
  taxablePay?: number;
  tds?: number;
  professionalTax?: number;
  esiCovered?: boolean;
  pf?: { epfWages: number; epsWages: number; edliWages: number } | null;
  /** Earlier months whose arrears this slip pays. */
  arrears?: Arrears['months'];
  problem?: string | null;
}

/** A month no further ahead than the next in the zone's calendar: pay runs go no further. */
export function checkMonth(period: Period, now: Date, zone = DEFAULT_TIME_ZONE): void {
  const today = calendarDateIn(now, zone);
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  if (period.year * 12 + period.month > y * 12 + m + 1) {
    throw validationFailed([
      {
        field: 'params.month',
        message: `${periodName(period)} is too far ahead: pay runs go at most to next month`,
      },
    ]);
  }
}

/** What a person's earlier calculated and finalised slips of the financial year hold. */
function yearSoFar(earlier: readonly SalarySlipRow[], period: Period): YearSoFar {
  const firstHalf = period.month >= 4 && period.month <= 9;
  const esiPeriod = esiContributionPeriod(`${period.year}-${String(period.month).padStart(2, '0')}`);
  const sofar: YearSoFar = {
    taxablePay: 0,
    tds: 0,
    professionalTax: 0,
    halfYearGross: 0,
    esiCoveredThisPeriod: false,
  };
  for (const slip of earlier) {
    const lines = slip.lines as SlipLines;
    sofar.taxablePay += lines.taxablePay ?? 0;
    sofar.tds += lines.tds ?? 0;
    sofar.professionalTax += lines.professionalTax ?? 0;
    const inHalf = firstHalf ? slip.month >= 4 && slip.month <= 9 : slip.month >= 10 || slip.month <= 3;
    if (inHalf) sofar.halfYearGross += slip.gross;
    const first = `${slip.year}-${String(slip.month).padStart(2, '0')}-01`;
    if (lines.esiCovered && first >= esiPeriod.start && first <= esiPeriod.end)
      sofar.esiCoveredThisPeriod = true;
  }
  return sofar;
}

export interface SlipCalculatorDeps {
  db: Database;
  clock: Clock;
  config: Pick<PayrollConfigService, 'rules' | 'currentSettings'>;
  sources: PayrollSources;
}

export class SlipCalculator {
  constructor(private readonly deps: SlipCalculatorDeps) {}

  /**
   * Calculates (making it first if need be) one person's slip in its own transaction, the slip's
   * row locked: a finalised slip is left as it is, or refused (a request to change it). A person
   * without a salary in force gets a draft naming the problem.
   */
  async calculateOne(
    person: Worker,
    period: Period,
    change: {
      refuseFinalised?: boolean;
      adjustments?: Adjustment[];
      audit?: (tx: Database, before: SalarySlipRow, after: SalarySlipRow) => Promise<void>;
      at?: Date;
    } = {},
  ): Promise<SalarySlipRow> {
    return withTransaction(this.deps.db, async (tx) => {
      const at = change.at ?? this.deps.clock.now();
      const { row: slip } = await ensureSlip(tx, {
        companyId: person.companyId,
        employeeId: person.id,
        year: period.year,
        month: period.month,
        at,
      });
      if (slip.status === 'finalised') {
        if (change.refuseFinalised) throw finalised(slip);
        return slip;
      }
      const shared = await this.shared(tx, person.companyId);
      const facts = (await this.facts(tx, [person], period, shared)).get(person.id)!;
      const adjustments = change.adjustments ?? (slip.lines as SlipLines).adjustments ?? [];
      const updated = await updateSlip(
        tx,
        slip.id,
        this.slipValues(person, period, facts, shared, adjustments, at),
      );
      await change.audit?.(tx, slip, updated);
      return updated;
    });
  }

  async shared(db: Database, companyId: string): Promise<Shared> {
    // One after another: `db` may be a transaction, whose one connection takes a query at a time.
    const rules = await this.deps.config.rules(db);
    const settings = await this.deps.config.currentSettings(db);
    const unpaid = await this.deps.sources.unpaidLeaveCodes(db, companyId);
    return { rules, settings, unpaid, workingDays: new Map() };
  }

  /** Each person's facts for the month, read a batch at a time. */
  async facts(
    db: Database,
    people: readonly Worker[],
    period: Period,
    shared: Shared,
  ): Promise<Map<string, Facts>> {
    const ids = people.map((p) => p.id);
    const fyStart = { year: period.month >= 4 ? period.year : period.year - 1, month: 4 };
    const history = await revisionsOfPeople(db, ids);
    const lossOfPay = await this.deps.sources.lossOfPayCentidays(
      db,
      ids,
      period.from,
      period.to,
      shared.unpaid,
    );
    const genders = await this.deps.sources.genders(db, ids);
    const earlier = await earlierSlipsOfYear(db, ids, fyStart, period);
    // Months of earlier years a later revision reaches, and the arrears already paid for any month.
    const older = await slipsReachedByLaterRevisions(db, ids, fyStart);
    const arrearsPaidOf = await arrearsPaid(db, ids, period);
    const earlierOf = new Map<string, SalarySlipRow[]>();
    for (const slip of earlier)
      earlierOf.set(slip.employeeId, [...(earlierOf.get(slip.employeeId) ?? []), slip]);
    const olderOf = new Map<string, SalarySlipRow[]>();
    for (const slip of older) olderOf.set(slip.employeeId, [...(olderOf.get(slip.employeeId) ?? []), slip]);
    const facts = new Map<string, Facts>();
    for (const person of people) {
      const mine = earlierOf.get(person.id) ?? [];
      const theirs = history.get(person.id) ?? [];
      const spansOf = (at: Period) => {
        const employed = employedIn(person, at);
        return revisionSpans(theirs, employed.from, employed.to);
      };
      // The month's revisions while employed: the last is paid on; the others weigh in by their days.
      const spans = spansOf(period);
      facts.set(person.id, {
        revision: spans.at(-1)?.row,
        before: spans.slice(0, -1).map(({ revision, days }) => ({ revision, days })),
        arrears: arrearsOf({
          paid: [
            ...(olderOf.get(person.id) ?? []),
            ...mine.filter((slip) => slip.status === 'finalised'),
          ].map(paidMonth),
          revisionsIn: (year, month) => spansOf(periodOf(year, month)),
          alreadyPaid: arrearsPaidOf.get(person.id) ?? new Map(),
          rules: shared.rules,
        }),
        lossOfPay: lossOfPay.get(person.id) ?? 0,
        gender: genders.get(person.id) ?? null,
        yearSoFar: yearSoFar(earlierOf.get(person.id) ?? [], period),
        working:
          shared.settings.payableDaysBasis === 'working'
            ? await this.workingDaysOf(db, person, period, shared)
            : {},
      });
    }
    return facts;
  }

  private async workingDaysOf(db: Database, person: Worker, period: Period, shared: Shared) {
    const count = async (from: string, to: string) => {
      const key = `${person.officeId ?? ''}|${from}|${to}`;
      let days = shared.workingDays.get(key);
      if (days === undefined) {
        days = await this.deps.sources.workingDays(person.companyId, person.officeId, from, to, db);
        shared.workingDays.set(key, days);
      }
      return days;
    };
    return {
      workingDays: await count(period.from, period.to),
      employedWorkingDays: await count(
        person.joinDate > period.from ? person.joinDate : period.from,
        person.exitDate && person.exitDate < period.to ? person.exitDate : period.to,
      ),
    };
  }

  /** A slip's columns as calculated from the facts (a draft naming the problem without a salary). */
  slipValues(
    person: Worker,
    period: Period,
    facts: Facts,
    shared: Shared,
    adjustments: readonly Adjustment[],
    at: Date,
  ) {
    if (!facts.revision) {
      return {
        status: 'draft',
        revisionId: null,
        lines: { adjustments, problem: `No salary in force in ${periodName(period)}` },
        gross: 0,
        totalDeductions: 0,
        net: 0,
        updatedAt: at,
      };
    }
    let calculated: CalculatedSlip;
    try {
      calculated = calculateSlip({
        year: period.year,
        month: period.month,
        person: { joinDate: person.joinDate, exitDate: person.exitDate, gender: facts.gender },
        revision: revisionOf(facts.revision),
        before: facts.before,
        rules: shared.rules,
        basis: shared.settings.payableDaysBasis,
        ...facts.working,
        lossOfPayDays: facts.lossOfPay / 100,
        adjustments: adjustments as SlipAdjustment[],
        arrears: facts.arrears,
        yearSoFar: facts.yearSoFar,
      });
    } catch (error) {
      // A salary or a rule the engine cannot apply (a formula gone wrong, a rule without its
      // slabs): the person's slip cannot be made until hr mends it, which the message says.
      if (error instanceof FormulaError || error instanceof RangeError) {
        throw new AppError(
          'CONFLICT',
          `${person.name}’s slip of ${periodName(period)} cannot be calculated: ${error.message}`,
        );
      }
      throw error;
    }
    return {
      status: 'calculated',
      revisionId: facts.revision.id,
      basisCentidays: Math.round(calculated.days.basis * 100),
      payableCentidays: Math.round(calculated.days.payable * 100),
      lossOfPayCentidays: facts.lossOfPay,
      lines: {
        earnings: calculated.earnings,
        deductions: calculated.deductions,
        employer: calculated.employer,
        adjustments: [...adjustments],
        taxablePay: calculated.taxablePay,
        tds: calculated.tds,
        professionalTax: calculated.professionalTax,
        esiCovered: calculated.esiCovered,
        pf: calculated.pf,
        arrears: facts.arrears.months,
        tax: calculated.tax,
        problem: calculated.net < 0 ? 'Deductions are more than the pay' : null,
      } satisfies SlipLines & { tax: unknown },
      gross: calculated.gross,
      totalDeductions: calculated.totalDeductions,
      net: calculated.net,
      calculatedAt: at,
      updatedAt: at,
    };
  }

  /** The month's pay day in the company's calendar (Settings → Payroll). */
  async payDay(companyId: string, period: Period, db: Database = this.deps.db): Promise<string> {
    const { payDay } = await this.deps.config.currentSettings(db);
    const lastWorking =
      payDay === 'last_working_day'
        ? await this.deps.sources.lastWorkingDay(companyId, period.from, period.to, db)
        : null;
    return payDayOf(payDay, period, lastWorking);
  }
}
