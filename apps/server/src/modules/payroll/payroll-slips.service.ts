/**
 * Salary slips (decision 018): a person's slip of a month is made as a draft, calculated from their
 * salary revision, the statutory rules, their loss of pay and the financial year so far
 * (slip-calculator.ts), adjusted, and finalised, alone or with the whole month's from its pay day;
 * a finalised slip never changes. A month's run is payroll-runs.service.ts; the month's summary
 * and analytics payroll-summary.service.ts. Money is admin's, hr's and the person's alone.
 */
import {
  type Adjustment,
  PAYROLL_MODULE,
  type SalarySlip,
  type SalarySlipListQuery,
  type SalarySlipListResponse,
  type UpdateSalarySlipBody,
} from '@hrms/contracts/payroll';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { can } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { companyIdOf } from '../../people/actor-company';
import { findPeople, findWorker, type Worker } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import type { SlipLine } from './calculate-slip';
import { amountInWords } from './engine/money';
import type { PayrollConfigService } from './payroll-config.service';
import { bankDetailsOf } from './payroll-files.repository';
import { peopleOfMonth } from './payroll-runs.repository';
import {
  accountsOf,
  deleteSlip,
  ensureSlip,
  finaliseSlips,
  findSlip,
  listSlips,
  lockCalculatedSlips,
  type SalarySlipRow,
  type SlipWithPerson,
  slipsOfMonth,
  slipWithPerson,
  updateSlip,
} from './payroll-slips.repository';
import { monthFigures } from './payroll-summary.repository';
import {
  checkMonth,
  finalised,
  type Period,
  periodName,
  periodOf,
  type SlipCalculator,
  type SlipLines,
} from './slip-calculator';

export const PAYROLL_UPDATE_EVENT = 'payroll-update';

/**
 * `payroll-update` and a dashboard update about a payroll record, in the background, to admin and
 * hr and, when `toPerson` says so, the person it is of; no figures travel on the channel.
 */
export function announcePayrollChange(
  deps: { db: Database; clock: Clock; realtime: RealtimeService },
  row: { id: string; employeeId: string },
  type: UpdatePayload['type'],
  toPerson: () => boolean,
): void {
  const timestamp = deps.clock.now().toISOString();
  void (async () => {
    const [person] = (await findPeople(deps.db, [row.employeeId])).values();
    const own = person?.userId && toPerson() ? [person.userId] : [];
    deps.realtime.emitTo({ users: own, roles: ['admin', 'hr'] }, PAYROLL_UPDATE_EVENT, {
      id: row.id,
      type,
      timestamp,
    } satisfies UpdatePayload);
    deps.realtime.emitTo({ users: own, roles: ['admin', 'hr'] }, ServerEvent.dashboardUpdate, {
      module: PAYROLL_MODULE,
      timestamp,
    });
  })().catch(() => undefined);
}

export interface PayrollSlipsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  config: Pick<PayrollConfigService, 'ensureDefaultRules'>;
  calculator: SlipCalculator;
}

export class PayrollSlipsService {
  constructor(private readonly deps: PayrollSlipsDeps) {}

  /** The person's draft of the month, made unless it exists (then answered as it is). */
  async generate(actor: Actor, employeeId: string, year: number, month: number): Promise<SalarySlip> {
    await this.deps.access.require({ actor, permission: 'payroll:manage', ids: [employeeId], least: 'full' });
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
    await this.deps.access.require({ actor, permission: 'payroll:manage', ids: [employeeId], least: 'full' });
    const person = (await findWorker(this.deps.db, employeeId))!;
    const period = this.checkedPeriod(person, year, month);
    const row = await this.deps.calculator.calculateOne(person, period, {
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
    const row = await this.deps.calculator.calculateOne(person, periodOf(existing.year, existing.month), {
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

  /** Finalising waits for the month's pay day; before it the month is a preview (a 409 says when). */
  private async requirePayDay(
    companyId: string,
    p: { year: number; month: number },
    db: Database = this.deps.db,
  ): Promise<void> {
    const period = periodOf(p.year, p.month);
    const payDay = await this.deps.calculator.payDay(companyId, period, db);
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
    const shared = await this.deps.calculator.shared(this.deps.db, person.companyId);
    const facts = (await this.deps.calculator.facts(this.deps.db, [leaver], period, shared)).get(person.id)!;
    if (!facts.revision) {
      throw new AppError(
        'CONFLICT',
        `${person.name} has no salary in force in ${periodName(period)}: add one first.`,
      );
    }
    // The slip's one-off earnings are pay; its one-off deductions are the settlement's recoveries.
    const adjustments = (existing?.lines as SlipLines | undefined)?.adjustments ?? [];
    const earnings = adjustments.filter((a) => a.kind === 'earning');
    const values = this.deps.calculator.slipValues(
      leaver,
      period,
      facts,
      shared,
      earnings,
      this.deps.clock.now(),
    );
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
      const slip = await this.deps.calculator.calculateOne(worker, period);
      const bank = banks.get(person.id);
      if (slip.status !== 'calculated' || !bank?.account || !bank.ifsc) continue;
      const at = this.deps.clock.now();
      await updateSlip(this.deps.db, slip.id, { status: 'finalised', finalisedAt: at, updatedAt: at });
      finalisedCount += 1;
    }
    return finalisedCount;
  }

  // ----------------------------------------------------------------------------------- helpers

  /** A month no further ahead than the next, and one the person was employed in. */
  private checkedPeriod(person: Worker, year: number, month: number): Period {
    const period = periodOf(year, month);
    checkMonth(period, this.deps.clock.now(), person.timeZone);
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
    announcePayrollChange(this.deps, row, type, () => row.status === 'finalised');
  }
}
