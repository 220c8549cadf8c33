/**
 * Salary slips (decision 018): a person's slip of a month is made as a draft, calculated from their
 * salary revision, the statutory rules, their loss of pay and the financial year so far, adjusted,
 * and finalised; a finalised slip never changes. A bulk run makes a month's slips as a job, each
 * person's in its own transaction, and resumes after a restart. Money is admin's, hr's and the
 * person's alone.
 */
import { MONTH_NAMES } from '@hrms/contracts/months';
import type {
  Adjustment,
  PayrollAnalytics,
  PayrollOpenMonth,
  PayrollRun,
  PayrollSummary,
  SalarySlip,
  SalarySlipListQuery,
  SalarySlipListResponse,
  UpdateSalarySlipBody,
} from '@hrms/contracts/payroll';
import { PAYROLL_MODULE, type PayrollSettings } from '@hrms/contracts/payroll';
import type { StatutoryRule } from '@hrms/contracts/payroll-rules';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { can } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { companyIdOf } from '../../people/actor-company';
import { findPeople, findWorker, findWorkers, type Worker } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
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
import { amountInWords, sum } from './engine/money';
import { daysInMonth } from './engine/proration';
import { openMonth, payDayOf } from './pay-day';
import {
  accountsOf,
  arrearsPaid,
  bankDetailsOf,
  costByMonth,
  countPeopleOfMonth,
  deleteSlip,
  earlierSlipsOfYear,
  ensureSlip,
  finaliseSlips,
  findRun,
  findSlip,
  insertRun,
  latestFinalisedMonth,
  listSlips,
  lockCalculatedSlips,
  monthFigures,
  moveRunsToDepartment,
  type PayrollRunRow,
  peopleOfMonth,
  revisionsOfPeople,
  runningRunOf,
  runsInProgress,
  type SalaryRevisionRow,
  type SalarySlipRow,
  type SlipWithPerson,
  saveCalculatedSlips,
  slipsOfMonth,
  slipsReachedByLaterRevisions,
  slipWithPerson,
  updateRun,
  updateSlip,
} from './payroll.repository';
import { type PayrollConfigService, revisionOf } from './payroll-config.service';

export const PAYROLL_UPDATE_EVENT = 'payroll-update';

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
interface Shared {
  rules: StatutoryRule[];
  settings: PayrollSettings;
  unpaid: Set<string>;
  /** Working days by office and range, read once a calculation. */
  workingDays: Map<string, number>;
}

/** One person's facts for a month's slip. */
interface Facts {
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

/** People a run reads and writes at a time. */
const RUN_BATCH = 250;

export interface PayrollSlipsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  config: PayrollConfigService;
  sources: PayrollSources;
}

interface Period {
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

function periodOf(year: number, month: number): Period {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return { year, month, from: `${key}-01`, to: `${key}-${String(daysInMonth(key)).padStart(2, '0')}` };
}

export const periodName = (p: { year: number; month: number }) => `${MONTH_NAMES[p.month - 1]} ${p.year}`;

/** The 409 of any write to a finalised slip. */
const finalised = (p: { year: number; month: number }) =>
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

export class PayrollSlipsService {
  /** Runs this process is making, so two never make the same run at once. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly deps: PayrollSlipsDeps) {}

  /**
   * A department merged into another (in the merge's transaction): its runs name the other, so
   * history, and a run taken up again after a restart, keep to the same people.
   */
  retargetDepartment(tx: Database, fromId: string, intoId: string): Promise<void> {
    return moveRunsToDepartment(tx, fromId, intoId);
  }

  // ------------------------------------------------------------------------------ one person

  /** The person's draft of the month, made unless it exists (then answered as it is). */
  async generate(actor: Actor, employeeId: string, year: number, month: number): Promise<SalarySlip> {
    await this.deps.access.requireOne(actor, 'payroll:manage', employeeId, { least: 'full' });
    const person = (await findWorker(this.deps.db, employeeId))!;
    const period = this.checkedPeriod(person, year, month);
    const slip = await withTransaction(this.deps.db, async (tx) => {
      const { row, created } = await ensureSlip(tx, {
        companyId: person.companyId,
        employeeId,
        year: period.year,
        month: period.month,
        at: this.deps.clock.now(),
      });
      if (!created) this.deps.audit.nothingChanged();
      else {
        await this.deps.audit.record(tx, actor, {
          action: 'payroll.slip.create',
          entityType: 'salary_slip',
          entityId: row.id,
          before: null,
          after: { employeeId, year: period.year, month: period.month, status: row.status },
        });
      }
      return row;
    });
    this.announce(slip, 'create');
    return this.slip(slip.id);
  }

  /** Calculates the person's slip of the month (made first if need be); a finalised one is a 409. */
  async calculate(actor: Actor, employeeId: string, year: number, month: number): Promise<SalarySlip> {
    await this.deps.access.requireOne(actor, 'payroll:manage', employeeId, { least: 'full' });
    const person = (await findWorker(this.deps.db, employeeId))!;
    const period = this.checkedPeriod(person, year, month);
    const row = await this.calculateOne(person, period, {
      refuseFinalised: true,
      audit: async (tx, before, after) =>
        this.deps.audit.record(tx, actor, {
          action: 'payroll.slip.calculate',
          entityType: 'salary_slip',
          entityId: after.id,
          before: { gross: before.gross, net: before.net },
          after: { gross: after.gross, net: after.net, revisionId: after.revisionId },
        }),
    });
    if (!row.revisionId) {
      throw new AppError(
        'CONFLICT',
        `${person.name} has no salary in force in ${periodName(period)}: add one under Salaries first.`,
      );
    }
    this.announce(row, 'update');
    return this.slip(row.id);
  }

  async list(actor: Actor, query: SalarySlipListQuery): Promise<SalarySlipListResponse> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    const { rows, total } = await listSlips(this.deps.db, { ...query, companyId }, query);
    return { items: rows.map((r) => this.present(r)), total, page: query.page, limit: query.limit };
  }

  /** My finalised slips, newest first. */
  async mine(actor: Actor, query: { page: number; limit: number; year?: number | undefined }) {
    requirePermission(actor, 'payroll:self');
    if (!actor.employeeId) return { items: [], total: 0, page: query.page, limit: query.limit };
    const companyId = await this.companyOf(actor);
    const { rows, total } = await listSlips(
      this.deps.db,
      { companyId, employeeId: actor.employeeId, year: query.year, statuses: ['finalised'] },
      query,
    );
    return { items: rows.map((r) => this.present(r)), total, page: query.page, limit: query.limit };
  }

  /** One slip: admin and hr any; the person their own once it is finalised. */
  async get(actor: Actor, id: string): Promise<SalarySlip> {
    const row = await this.readable(actor, id);
    return this.present(row);
  }

  /** One-off earnings and deductions with a reason, then the slip calculated again; audited. */
  async update(actor: Actor, id: string, body: UpdateSalarySlipBody): Promise<SalarySlip> {
    requirePermission(actor, 'payroll:manage');
    const existing = await this.writable(actor, id);
    const person = (await findWorker(this.deps.db, existing.employeeId))!;
    const at = this.deps.clock.now();
    const adjustments: Adjustment[] = body.adjustments.map((a, i) => ({ id: String(i + 1), ...a }));
    const row = await this.calculateOne(person, periodOf(existing.year, existing.month), {
      refuseFinalised: true,
      adjustments,
      audit: async (tx, before, after) =>
        this.deps.audit.record(tx, actor, {
          action: 'payroll.slip.adjust',
          entityType: 'salary_slip',
          entityId: id,
          before: { adjustments: (before.lines as SlipLines).adjustments ?? [], net: before.net },
          after: { adjustments, net: after.net },
        }),
      at,
    });
    this.announce(row, 'update');
    return this.slip(row.id);
  }

  /** Only a draft may be deleted; audited. */
  async remove(actor: Actor, id: string): Promise<{ ok: true; message: string }> {
    requirePermission(actor, 'payroll:manage');
    const existing = await this.writable(actor, id);
    await withTransaction(this.deps.db, async (tx) => {
      const row = (await findSlip(tx, id, { lock: true }))!;
      if (row.status === 'finalised') throw finalised(row);
      if (row.status !== 'draft') {
        throw new AppError('CONFLICT', 'Only a draft slip can be deleted; this one is calculated.');
      }
      await deleteSlip(tx, id);
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.slip.delete',
        entityType: 'salary_slip',
        entityId: id,
        before: { employeeId: row.employeeId, year: row.year, month: row.month, status: row.status },
        after: null,
      });
    });
    this.announce(existing, 'delete');
    return { ok: true, message: `The draft slip of ${periodName(existing)} was deleted.` };
  }

  /** Finalises a calculated slip: it never changes after; the person is told. */
  async finalize(actor: Actor, id: string): Promise<SalarySlip> {
    requirePermission(actor, 'payroll:manage');
    await this.writable(actor, id);
    let notices: Notice[] = [];
    const row = await withTransaction(this.deps.db, async (tx) => {
      const slip = (await findSlip(tx, id, { lock: true }))!;
      if (slip.status === 'finalised') throw finalised(slip);
      await this.requirePayDay(slip.companyId, slip, tx);
      const [brief] = (await findPeople(tx, [slip.employeeId])).values();
      const name = brief?.name ?? 'This person';
      if (slip.status !== 'calculated' || !slip.revisionId) {
        throw new AppError(
          'CONFLICT',
          `Calculate ${name}’s slip of ${periodName(slip)} before finalising it.`,
        );
      }
      const bank = (await bankDetailsOf(tx, [slip.employeeId])).get(slip.employeeId);
      if (!bank?.account || !bank.ifsc) {
        throw validationFailed([
          {
            field: 'employeeId',
            message: `${name} has no bank account and IFSC on record: add them before finalising, so the salary can be paid`,
          },
        ]);
      }
      const at = this.deps.clock.now();
      const done = await updateSlip(tx, id, {
        status: 'finalised',
        finalisedAt: at,
        finalisedBy: actor.userId,
        updatedAt: at,
      });
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.slip.finalize',
        entityType: 'salary_slip',
        entityId: id,
        before: { status: slip.status },
        after: { status: 'finalised', gross: slip.gross, net: slip.net },
      });
      if (brief?.userId && brief.userId !== actor.userId) {
        notices = await this.deps.notifications.store(tx, [brief.userId], {
          type: 'success',
          event: 'payrollSlip',
          title: 'Salary slip ready',
          message: `Your salary slip for ${periodName(slip)} is ready to view and download.`,
          module: PAYROLL_MODULE,
          link: '/salary-slips',
        });
      }
      return done;
    });
    this.deps.notifications.deliver(notices);
    this.announce(row, 'update');
    return this.slip(row.id);
  }

  /**
   * Finalises every calculated slip of a month (of a department) at once, all or none: anyone
   * without a bank account and IFSC is named and nothing is finalised. Drafts (people without a
   * salary) stay drafts. Each person is told.
   */
  async finalizeMonth(
    actor: Actor,
    year: number,
    month: number,
    departmentId: string | undefined,
  ): Promise<{ finalised: number; message: string }> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    const period = periodOf(year, month);
    let notices: Notice[] = [];
    let people: string[] = [];
    await this.requirePayDay(companyId, period);
    const slips = await withTransaction(this.deps.db, async (tx) => {
      const rows = await lockCalculatedSlips(tx, companyId, year, month, departmentId);
      if (rows.length === 0) {
        // Nothing calculated: the month is done (drafts, people without a salary, aside) or not begun.
        const figures = await monthFigures(tx, companyId, year, month, departmentId);
        const done = figures.some((f) => f.status === 'finalised' && f.slips > 0);
        throw new AppError(
          'CONFLICT',
          done
            ? `${periodName(period)} is already finalised: a correction is an adjustment in a later month.`
            : `No slip of ${periodName(period)} is waiting to be finalised: calculate the month first.`,
        );
      }
      const unpaid = rows.filter((r) => !r.account || !r.ifsc);
      if (unpaid.length > 0) {
        throw validationFailed(
          unpaid.slice(0, 20).map((r) => ({
            field: 'employeeId',
            message: `${r.firstName} ${r.lastName} has no bank account and IFSC on record: add them before finalising`,
          })),
        );
      }
      const at = this.deps.clock.now();
      await finaliseSlips(
        tx,
        rows.map((r) => r.id),
        actor.userId,
        at,
      );
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.month.finalize',
        entityType: 'payroll_month',
        entityId: `${companyId}:${year}-${String(month).padStart(2, '0')}`,
        before: null,
        after: {
          year,
          month,
          departmentId: departmentId ?? null,
          slips: rows.length,
          net: rows.reduce((sum, r) => sum + r.net, 0),
        },
      });
      const accounts = (
        await accountsOf(
          tx,
          rows.map((r) => r.employeeId),
        )
      ).filter((id) => id !== actor.userId);
      people = accounts;
      notices = await this.deps.notifications.store(tx, accounts, {
        type: 'success',
        event: 'payrollSlip',
        title: 'Salary slip ready',
        message: `Your salary slip for ${periodName(period)} is ready to view and download.`,
        module: PAYROLL_MODULE,
        link: '/salary-slips',
      });
      return rows;
    });
    this.deps.notifications.deliver(notices);
    const timestamp = this.deps.clock.now().toISOString();
    // The people's open slip pages refresh too; the event says what to read again, never figures.
    this.deps.realtime.emitTo({ users: people, roles: ['admin', 'hr'] }, PAYROLL_UPDATE_EVENT, {
      id: `${year}-${month}`,
      type: 'update',
      timestamp,
    } satisfies UpdatePayload);
    return {
      finalised: slips.length,
      message: `${slips.length.toLocaleString('en-IN')} slips of ${periodName(period)} finalised; each person was told.`,
    };
  }

  /** Finalised pay over a range of months (the last twelve by default), by month, department and component. */
  async analytics(
    actor: Actor,
    query: { from?: string | undefined; to?: string | undefined },
  ): Promise<PayrollAnalytics> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    const today = calendarDateIn(this.deps.clock.now(), DEFAULT_TIME_ZONE);
    const to = query.to ?? today.slice(0, 7);
    const index = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
    const from =
      query.from ??
      `${Math.floor((index(to) - 11) / 12)}-${String(((index(to) - 11) % 12) + 1).padStart(2, '0')}`;
    if (index(to) - index(from) >= 60) {
      throw validationFailed([{ field: 'query.from', message: 'Choose at most five years' }]);
    }
    const split = (ym: string) => ({ year: Number(ym.slice(0, 4)), month: Number(ym.slice(5, 7)) });
    const cost = await costByMonth(this.deps.db, companyId, split(from), split(to));
    const components = new Map<
      string,
      { part: 'earning' | 'deduction' | 'employer'; code: string; name: string; amount: number }
    >();
    for (const c of cost.byComponent) {
      // One-off adjustments are each their own line on a slip; here they are one component.
      const code = c.code.startsWith('ADJ_') ? 'ADJUSTMENTS' : c.code;
      const key = `${c.part}|${code}`;
      const known = components.get(key);
      if (known) known.amount += c.amount;
      else
        components.set(key, {
          part: c.part as 'earning' | 'deduction' | 'employer',
          code,
          name: code === 'ADJUSTMENTS' ? 'Adjustments' : c.name,
          amount: c.amount,
        });
    }
    return {
      from,
      to,
      months: cost.months.map((m) => ({ ...m })),
      byDepartment: cost.byDepartment.map((d) => ({
        department: d.department ?? 'No department',
        people: d.people,
        gross: d.gross,
        net: d.net,
        employer: d.employer,
      })),
      byComponent: [...components.values()],
      totals: {
        slips: cost.months.reduce((s, m) => s + m.people, 0),
        gross: cost.months.reduce((s, m) => s + m.gross, 0),
        net: cost.months.reduce((s, m) => s + m.net, 0),
        employer: cost.months.reduce((s, m) => s + m.employer, 0),
      },
    };
  }

  async summary(actor: Actor, year: number, month: number, departmentId?: string): Promise<PayrollSummary> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    const period = periodOf(year, month);
    const [figures, employed, payDay, running] = await Promise.all([
      monthFigures(this.deps.db, companyId, year, month, departmentId),
      countPeopleOfMonth(this.deps.db, companyId, period.from, period.to, departmentId),
      this.payDay(companyId, period),
      runningRunOf(this.deps.db, companyId, year, month),
    ]);
    const byStatus = { draft: 0, calculated: 0, finalised: 0 };
    const departments = new Map<string, { department: string; slips: number; gross: number; net: number }>();
    let gross = 0;
    let deductions = 0;
    let net = 0;
    let employer = 0;
    for (const f of figures) {
      byStatus[f.status as keyof typeof byStatus] += f.slips;
      gross += f.gross;
      deductions += f.deductions;
      net += f.net;
      employer += f.employer;
      const name = f.department ?? 'No department';
      const d = departments.get(name) ?? { department: name, slips: 0, gross: 0, net: 0 };
      d.slips += f.slips;
      d.gross += f.gross;
      d.net += f.net;
      departments.set(name, d);
    }
    return {
      year,
      month,
      ...(departmentId ? { departmentId } : {}),
      employed,
      slips: byStatus.draft + byStatus.calculated + byStatus.finalised,
      byStatus,
      gross,
      totalDeductions: deductions,
      net,
      employerContributions: employer,
      byDepartment: [...departments.values()].sort((a, b) => a.department.localeCompare(b.department)),
      payDay,
      finalisable: this.today() >= payDay,
      allFinalised: employed > 0 && byStatus.finalised >= employed,
      runInProgress: running
        ? {
            id: running.id,
            departmentId: running.departmentId,
            done: running.done,
            total: running.total,
            startedAt: running.createdAt.toISOString(),
          }
        : null,
    };
  }

  /** The month the payroll page opens on: the first one not yet finalised (pay-day.ts). */
  async openMonth(actor: Actor): Promise<PayrollOpenMonth> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    return openMonth(this.today(), await latestFinalisedMonth(this.deps.db, companyId));
  }

  /** The month's pay day in the company's calendar (Settings → Payroll). */
  private async payDay(companyId: string, period: Period, db: Database = this.deps.db): Promise<string> {
    const { payDay } = await this.deps.config.currentSettings(db);
    const lastWorking =
      payDay === 'last_working_day'
        ? await this.deps.sources.lastWorkingDay(companyId, period.from, period.to, db)
        : null;
    return payDayOf(payDay, period, lastWorking);
  }

  /** Finalising waits for the month's pay day; before it the month is a preview (a 409 says when). */
  private async requirePayDay(
    companyId: string,
    p: { year: number; month: number },
    db: Database = this.deps.db,
  ): Promise<void> {
    const period = periodOf(p.year, p.month);
    const payDay = await this.payDay(companyId, period, db);
    if (this.today() < payDay) {
      throw new AppError(
        'CONFLICT',
        `${periodName(period)} can be finalised from its pay day, ${Number(payDay.slice(8, 10))} ${periodName(period)}; until then its slips are calculated as a preview.`,
      );
    }
  }

  private today(): string {
    return calendarDateIn(this.deps.clock.now(), DEFAULT_TIME_ZONE);
  }

  /** The 409 of a second run of a month while one is going. */
  private runGoing(run: PayrollRunRow, period: Period): AppError {
    return new AppError(
      'CONFLICT',
      `A run of ${periodName(period)} is in progress (${run.done.toLocaleString('en-IN')} of ${run.total.toLocaleString('en-IN')} slips made, run ${run.id}): wait for it to finish.`,
    );
  }

  // --------------------------------------------------------------------------------- bulk runs

  /**
   * Starts a month's run for the company (or a department) and answers at once; the run goes on in
   * the background, each person's slip in its own transaction, its progress on the channel.
   */
  async startRun(
    actor: Actor,
    year: number,
    month: number,
    departmentId: string | undefined,
  ): Promise<PayrollRun> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    const period = periodOf(year, month);
    this.checkMonth(period);
    const going = await runningRunOf(this.deps.db, companyId, year, month);
    if (going) throw this.runGoing(going, period);
    const people = await peopleOfMonth(this.deps.db, companyId, period.from, period.to, departmentId);
    const slips = await slipsOfMonth(
      this.deps.db,
      people.map((p) => p.id),
      year,
      month,
    );
    if (people.length > 0 && people.every((p) => slips.get(p.id)?.status === 'finalised')) {
      throw new AppError(
        'CONFLICT',
        `Every slip of ${periodName(period)} is finalised: a correction is an adjustment in a later month.`,
      );
    }
    const run = await withTransaction(this.deps.db, async (tx) => {
      const row = await insertRun(tx, {
        companyId,
        year,
        month,
        departmentId: departmentId ?? null,
        total: people.length,
        createdBy: actor.userId,
        createdAt: this.deps.clock.now(),
        updatedAt: this.deps.clock.now(),
      });
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.run.start',
        entityType: 'payroll_run',
        entityId: row.id,
        before: null,
        after: { year, month, departmentId: departmentId ?? null, people: people.length },
      });
      return row;
    }).catch(async (error: unknown) => {
      // Two starts raced past the check above: the index keeps one run, the other is told of it.
      const { code } = sqlState(error);
      const other = isRaceConflict(code)
        ? await runningRunOf(this.deps.db, companyId, year, month)
        : undefined;
      throw other ? this.runGoing(other, period) : error;
    });
    this.resume(run);
    return toRun(run);
  }

  async run(actor: Actor, id: string): Promise<PayrollRun> {
    requirePermission(actor, 'payroll:manage');
    const row = await findRun(this.deps.db, id);
    if (!row || row.companyId !== (await this.companyOf(actor))) {
      throw new AppError('NOT_FOUND', 'Payroll run not found.');
    }
    return toRun(row);
  }

  /** Runs left unfinished by a stopped process are taken up again (at start). */
  async resumeUnfinished(): Promise<number> {
    const runs = await runsInProgress(this.deps.db);
    for (const run of runs) this.resume(run);
    return runs.length;
  }

  /** Waits for the runs this process is making (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  private resume(run: PayrollRunRow): void {
    if (this.running.has(run.id)) return;
    const work = this.make(run)
      .catch(async (error: unknown) => {
        await updateRun(this.deps.db, run.id, {
          status: 'failed',
          failures: [
            { employeeId: null, name: null, reason: error instanceof Error ? error.message : String(error) },
          ],
          finishedAt: this.deps.clock.now(),
        }).catch(() => undefined);
      })
      .finally(() => this.running.delete(run.id));
    this.running.set(run.id, work);
  }

  /** Makes every person's slip of the run; what is already calculated again is idempotent. */
  private async make(run: PayrollRunRow): Promise<void> {
    const period = periodOf(run.year, run.month);
    const people = await peopleOfMonth(
      this.deps.db,
      run.companyId,
      period.from,
      period.to,
      run.departmentId ?? undefined,
    );
    const failures: { employeeId: string; name: string; reason: string }[] = [];
    let done = 0;
    let lastTold = 0;
    const tell = (final: boolean) => {
      const now = this.deps.clock.now().getTime();
      if (!final && now - lastTold < 250) return;
      lastTold = now;
      this.deps.realtime.emitTo({ roles: ['admin', 'hr'] }, PAYROLL_UPDATE_EVENT, {
        id: run.id,
        type: 'update',
        timestamp: new Date(now).toISOString(),
        progress: { done, total: people.length, failed: failures.length, finished: final },
      } satisfies UpdatePayload);
    };
    const shared = await this.shared(this.deps.db, run.companyId);
    for (let i = 0; i < people.length; i += RUN_BATCH) {
      const batch = people.slice(i, i + RUN_BATCH);
      const readAt = this.deps.clock.now();
      const workers = await findWorkers(
        this.deps.db,
        run.companyId,
        batch.map((p) => p.id),
      );
      const facts = await this.facts(this.deps.db, workers, period, shared);
      const existing = await slipsOfMonth(
        this.deps.db,
        workers.map((w) => w.id),
        period.year,
        period.month,
      );
      const fail = (person: { id: string; name: string }, reason: string) =>
        failures.push({ employeeId: person.id, name: person.name, reason });
      const byId = new Map(workers.map((w) => [w.id, w]));
      const at = this.deps.clock.now();
      const values = [];
      for (const person of batch) {
        const worker = byId.get(person.id);
        if (!worker) {
          fail(person, 'The person is no longer on record');
          continue;
        }
        const slip = existing.get(person.id);
        if (slip?.status === 'finalised') continue;
        try {
          values.push({
            companyId: worker.companyId,
            employeeId: worker.id,
            year: period.year,
            month: period.month,
            createdAt: at,
            ...this.slipValues(
              worker,
              period,
              facts.get(worker.id)!,
              shared,
              (slip?.lines as SlipLines | undefined)?.adjustments ?? [],
              at,
            ),
          });
        } catch (error) {
          fail(person, error instanceof Error ? error.message : String(error));
        }
      }
      // The batch in one statement; a slip hr changed since it was read is calculated again alone.
      const saved = new Map(
        (await saveCalculatedSlips(this.deps.db, values, readAt)).map((r) => [r.employeeId, r]),
      );
      for (const value of values) {
        let slip = saved.get(value.employeeId);
        if (!slip) slip = await this.calculateOne(byId.get(value.employeeId)!, period);
        const problem = (slip.lines as SlipLines).problem;
        if (problem) fail({ id: value.employeeId, name: byId.get(value.employeeId)!.name }, problem);
      }
      done += batch.length;
      // Kept before it is told, so whoever reads the run on hearing of it reads this batch.
      await updateRun(this.deps.db, run.id, { done, total: people.length, failures });
      tell(false);
    }
    const at = this.deps.clock.now();
    await updateRun(this.deps.db, run.id, {
      status: 'done',
      done,
      total: people.length,
      failures,
      finishedAt: at,
      updatedAt: at,
    });
    tell(true);
  }

  /**
   * A leaver's last month paid to their last day, as their slip would calculate it (adjustments on
   * it included); null when that month's slip is finalised already. No permission asked: the
   * settlement has checked the caller's.
   */
  async settlementPay(person: Worker, lastDay: string) {
    const period = periodOf(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)));
    const existing = (await slipsOfMonth(this.deps.db, [person.id], period.year, period.month)).get(
      person.id,
    );
    if (existing?.status === 'finalised') return null;
    const leaver = { ...person, exitDate: lastDay };
    const shared = await this.shared(this.deps.db, person.companyId);
    const facts = (await this.facts(this.deps.db, [leaver], period, shared)).get(person.id)!;
    if (!facts.revision) {
      throw new AppError(
        'CONFLICT',
        `${person.name} has no salary in force in ${periodName(period)}: add one first.`,
      );
    }
    // The slip's one-off earnings are pay; its one-off deductions are the settlement's recoveries.
    const adjustments = (existing?.lines as SlipLines | undefined)?.adjustments ?? [];
    const earnings = adjustments.filter((a) => a.kind === 'earning');
    const values = this.slipValues(leaver, period, facts, shared, earnings, this.deps.clock.now());
    return {
      pay: {
        year: period.year,
        month: period.month,
        payableDays: (values.payableCentidays ?? 0) / 100,
        gross: values.gross,
        deductions: values.totalDeductions,
        net: values.net,
      },
      recoveries: adjustments
        .filter((a) => a.kind === 'deduction')
        .map((a) => ({ label: a.label, reason: a.reason, amount: a.amount })),
    };
  }

  /**
   * Pays a past month for the company as hr would: every slip calculated, then those with a bank
   * account finalised. For the demo company's history only: there is no actor, so nobody is told
   * and the finalisations carry no audit row. Answers how many slips it finalised.
   */
  async payMonthForDemo(companyId: string, year: number, month: number): Promise<number> {
    // The seed runs before the server's start has written the shipped statutory rules.
    await this.deps.config.ensureDefaultRules();
    const period = periodOf(year, month);
    const people = await peopleOfMonth(this.deps.db, companyId, period.from, period.to);
    const banks = await bankDetailsOf(
      this.deps.db,
      people.map((p) => p.id),
    );
    let finalisedCount = 0;
    for (const person of people) {
      const worker = await findWorker(this.deps.db, person.id);
      if (!worker) continue;
      const slip = await this.calculateOne(worker, period);
      const bank = banks.get(person.id);
      if (slip.status !== 'calculated' || !bank?.account || !bank.ifsc) continue;
      const at = this.deps.clock.now();
      await updateSlip(this.deps.db, slip.id, { status: 'finalised', finalisedAt: at, updatedAt: at });
      finalisedCount += 1;
    }
    return finalisedCount;
  }

  // ----------------------------------------------------------------------------------- helpers

  /**
   * Calculates (making it first if need be) one person's slip in its own transaction, the slip's
   * row locked: a finalised slip is left as it is, or refused (a request to change it). A person
   * without a salary in force gets a draft naming the problem.
   */
  private async calculateOne(
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

  private async shared(db: Database, companyId: string): Promise<Shared> {
    // One after another: `db` may be a transaction, whose one connection takes a query at a time.
    const rules = await this.deps.config.rules(db);
    const settings = await this.deps.config.currentSettings(db);
    const unpaid = await this.deps.sources.unpaidLeaveCodes(db, companyId);
    return { rules, settings, unpaid, workingDays: new Map() };
  }

  /** Each person's facts for the month, read a batch at a time. */
  private async facts(
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
  private slipValues(
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

  /** A month no further ahead than the next, and one the person was employed in. */
  private checkedPeriod(person: Worker, year: number, month: number): Period {
    const period = periodOf(year, month);
    this.checkMonth(period, person.timeZone);
    if (person.joinDate > period.to) {
      throw validationFailed([
        {
          field: 'params.month',
          message: `${person.name} joined on ${person.joinDate}, after ${periodName(period)}`,
        },
      ]);
    }
    if (person.exitDate && person.exitDate < period.from) {
      throw validationFailed([
        {
          field: 'params.month',
          message: `${person.name} left on ${person.exitDate}, before ${periodName(period)}`,
        },
      ]);
    }
    return period;
  }

  private checkMonth(period: Period, zone = DEFAULT_TIME_ZONE): void {
    const today = calendarDateIn(this.deps.clock.now(), zone);
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

  private companyOf(actor: Actor): Promise<string> {
    return companyIdOf(this.deps.db, actor);
  }

  /** A slip the actor may read: admin and hr in their company (their own too); the person their finalised ones. */
  private async readable(actor: Actor, id: string): Promise<SlipWithPerson> {
    const row = await slipWithPerson(this.deps.db, id);
    const notFound = new AppError('NOT_FOUND', 'Salary slip not found.');
    if (!row) throw notFound;
    if (can(actor.role, 'payroll:manage')) {
      if (row.slip.companyId !== (await this.companyOf(actor))) throw notFound;
      return row;
    }
    if (row.slip.employeeId !== actor.employeeId) requirePermission(actor, 'payroll:manage');
    requirePermission(actor, 'payroll:self');
    if (row.slip.status !== 'finalised') throw notFound;
    return row;
  }

  private async writable(actor: Actor, id: string): Promise<SalarySlipRow> {
    const row = await this.readable(actor, id);
    requirePermission(actor, 'payroll:manage');
    if (row.slip.status === 'finalised') throw finalised(row.slip);
    return row.slip;
  }

  private async slip(id: string): Promise<SalarySlip> {
    return this.present((await slipWithPerson(this.deps.db, id))!);
  }

  private present(row: SlipWithPerson): SalarySlip {
    const { slip } = row;
    const lines = slip.lines as SlipLines;
    const plain = (l: SlipLine) => ({ code: l.code, name: l.name, amount: l.amount });
    return {
      id: slip.id,
      employee: {
        id: slip.employeeId,
        name: `${row.firstName} ${row.lastName}`,
        employeeCode: row.employeeCode,
        department: row.department,
        designation: row.designation,
      },
      year: slip.year,
      month: slip.month,
      status: slip.status as SalarySlip['status'],
      basisDays: slip.basisCentidays / 100,
      payableDays: slip.payableCentidays / 100,
      lossOfPayDays: slip.lossOfPayCentidays / 100,
      earnings: (lines.earnings ?? []).map(plain),
      deductions: (lines.deductions ?? []).map(plain),
      employerContributions: (lines.employer ?? []).map(plain),
      adjustments: lines.adjustments ?? [],
      gross: slip.gross,
      totalDeductions: slip.totalDeductions,
      net: slip.net,
      netInWords: amountInWords(Math.max(0, slip.net)),
      problem: lines.problem ?? null,
      calculatedAt: slip.calculatedAt?.toISOString() ?? null,
      finalisedAt: slip.finalisedAt?.toISOString() ?? null,
    };
  }

  /** `payroll-update` to the person and to admin and hr; no figures travel on the channel. */
  private announce(row: SalarySlipRow, type: UpdatePayload['type']): void {
    const timestamp = this.deps.clock.now().toISOString();
    void (async () => {
      const [brief] = (await findPeople(this.deps.db, [row.employeeId])).values();
      const own = brief?.userId && row.status === 'finalised' ? [brief.userId] : [];
      this.deps.realtime.emitTo({ users: own, roles: ['admin', 'hr'] }, PAYROLL_UPDATE_EVENT, {
        id: row.id,
        type,
        timestamp,
      } satisfies UpdatePayload);
      this.deps.realtime.emitTo({ users: own, roles: ['admin', 'hr'] }, ServerEvent.dashboardUpdate, {
        module: PAYROLL_MODULE,
        timestamp,
      });
    })().catch(() => undefined);
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

function toRun(row: PayrollRunRow): PayrollRun {
  return {
    id: row.id,
    year: row.year,
    month: row.month,
    departmentId: row.departmentId,
    status: row.status as PayrollRun['status'],
    total: row.total,
    done: row.done,
    failures: row.failures as PayrollRun['failures'],
    startedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
