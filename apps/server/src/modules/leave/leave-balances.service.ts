/**
 * Leave balances, read from the ledger (docs/decisions/015): a balance is the sum of its entries in
 * a leave year, less what pending requests hold. Nothing overwrites a number: an accrual, an hr
 * adjustment, an approval's deduction and a cancellation's restoration are each an entry.
 *
 * - A person, their managers up the line, hr and admin read a balance and its ledger.
 * - Hr and admin adjust a balance with a reason; the adjustment is audited.
 * - Accrual credits what is due up to a date, idempotently: the scheduler runs it daily, hr on demand.
 */
import {
  type CompOffGrantBody,
  CompOffGrantBodySchema,
  fromCentidays,
  LEAVE_MODULE,
  LEAVE_UPDATE_EVENT,
  type LeaveAdjustmentBody,
  type LeaveBalanceItem,
  type LeaveBalanceReport,
  type LeaveBalanceResponse,
  type LeaveLedgerResponse,
  type LedgerKind,
  toCentidays,
  type YearEndBody,
  type YearEndResult,
} from '@hrms/contracts/leave';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { employeeScope } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { findCompany, findPeople, userDisplayNames } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { HolidaysService } from '../holidays/holidays.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import { findLeaveType, type LeaveTypeRow, listLeaveTypes } from './leave.repository';
import { type LeaveService, typeAppliesTo } from './leave.service';
import { daysText, whenText } from './leave-days';
import {
  accrue,
  type BalanceSums,
  balanceOf,
  balanceSums,
  closingBalances,
  companyTimeZone,
  expiredGrants,
  findPerson,
  insertLedger,
  type LeavePerson,
  ledgerEntries,
  lockPerson,
  type NewLedgerEntry,
  reportPeople,
} from './leave-requests.repository';
import { openNextYear } from './leave-year';

export interface LeaveBalancesDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  holidays: HolidaysService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  settings: Pick<LeaveService, 'currentSettings'>;
}

/** Which figure of a balance each kind of entry adds to. */
const FIGURE_OF: Record<LedgerKind, 'opening' | 'credited' | 'adjusted' | 'used'> = {
  carry_forward: 'opening',
  accrual: 'credited',
  grant: 'credited',
  adjustment: 'adjusted',
  lapse: 'adjusted',
  deduction: 'used',
  restoration: 'used',
};

export class LeaveBalancesService {
  constructor(private readonly deps: LeaveBalancesDeps) {}

  async balance(
    actor: Actor,
    query: { employeeId?: string | undefined; year?: number | undefined },
  ): Promise<LeaveBalanceResponse> {
    const person = await this.reach(actor, query.employeeId);
    const year = query.year ?? this.thisYear(person);
    const [types, sums] = await Promise.all([
      listLeaveTypes(this.deps.db, person.companyId),
      balanceSums(this.deps.db, [person.id], person.companyId, year),
    ]);
    const touched = new Set(sums.map((s) => s.leaveTypeId));
    const items = types
      .filter((type) => typeAppliesTo(type, person) || touched.has(type.id))
      .map((type) =>
        balanceItem(
          type,
          sums.filter((s) => s.leaveTypeId === type.id),
        ),
      );
    return { employee: { id: person.id, name: person.name }, year, items };
  }

  /** Every balance of every person the caller reaches (hr and admin: the company; a manager: the team). */
  async report(actor: Actor, query: { year?: number | undefined }): Promise<LeaveBalanceReport> {
    requirePermission(actor, 'leave:approve');
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) throw new AppError('NOT_FOUND', 'There is no company yet.');
    const year = query.year ?? Number((await this.companyToday(company.id)).slice(0, 4));
    const everyone = employeeScope(actor.role) === 'all';
    if (!everyone && !actor.employeeId) return { year, leaveTypes: [], rows: [] };
    const manager = everyone ? null : actor.employeeId;
    const [types, people, sums] = await Promise.all([
      listLeaveTypes(this.deps.db, company.id),
      reportPeople(this.deps.db, company.id, manager),
      balanceSums(this.deps.db, 'company', company.id, year),
    ]);
    const byPerson = new Map<string, BalanceSums[]>();
    for (const s of sums) byPerson.set(s.employeeId, [...(byPerson.get(s.employeeId) ?? []), s]);
    const active = types.filter((t) => t.active);
    return {
      year,
      leaveTypes: active.map((t) => ({
        id: t.id,
        code: t.code,
        name: t.name,
        tracksBalance: t.tracksBalance,
        accrual: t.accrual,
      })),
      rows: people.map((person) => {
        const mine = byPerson.get(person.id) ?? [];
        const balances: LeaveBalanceReport['rows'][number]['balances'] = {};
        for (const type of active) {
          if (!typeAppliesTo(type, person)) continue;
          const item = balanceItem(
            type,
            mine.filter((s) => s.leaveTypeId === type.id),
          );
          balances[type.id] = { used: item.used, pending: item.pending, available: item.available };
        }
        return {
          employee: {
            id: person.id,
            name: person.name,
            employeeCode: person.employeeCode,
            department: person.department,
          },
          balances,
        };
      }),
    };
  }

  async ledger(
    actor: Actor,
    query: { employeeId?: string | undefined; leaveTypeId: string; year?: number | undefined },
  ): Promise<LeaveLedgerResponse> {
    const person = await this.reach(actor, query.employeeId);
    const type = await findLeaveType(this.deps.db, person.companyId, query.leaveTypeId);
    if (!type) throw new AppError('NOT_FOUND', 'Leave type not found.');
    const year = query.year ?? this.thisYear(person);
    const rows = await ledgerEntries(this.deps.db, person.id, type.id, year);
    const names = await userDisplayNames(
      this.deps.db,
      rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
    );
    let running = 0;
    return {
      employee: { id: person.id, name: person.name },
      leaveType: { id: type.id, code: type.code, name: type.name },
      year,
      items: rows.map((r) => {
        running += r.centidays;
        return {
          id: r.id,
          kind: r.kind,
          days: fromCentidays(r.centidays),
          balance: fromCentidays(running),
          period: r.period,
          reason: r.reason,
          requestId: r.requestId,
          by: r.createdBy ? { id: r.createdBy, name: names.get(r.createdBy) ?? 'Someone' } : null,
          at: r.createdAt.toISOString(),
        };
      }),
    };
  }

  /** Hr adds or takes away days, with a reason; the person is told. */
  async adjust(actor: Actor, body: LeaveAdjustmentBody): Promise<LeaveBalanceResponse> {
    requirePermission(actor, 'employees:write');
    await this.deps.access.requireOne(actor, 'employees:write', body.employeeId);
    const centidays = toCentidays(body.days);
    let notices: Notice[] = [];
    const person = await withTransaction(this.deps.db, async (tx) => {
      const locked = await lockPerson(tx, body.employeeId);
      if (!locked) throw new AppError('NOT_FOUND', 'Employee not found.');
      const type = await findLeaveType(tx, locked.companyId, body.leaveTypeId);
      if (!type) throw validationFailed([{ field: 'body.leaveTypeId', message: 'Unknown leave type' }]);
      if (!type.tracksBalance) {
        throw validationFailed([
          { field: 'body.leaveTypeId', message: `${type.name} keeps no balance to adjust` },
        ]);
      }
      const year = this.thisYear(locked);
      const before = await balanceOf(tx, locked.id, type.id, year);
      const after = before.ledger + centidays;
      if (centidays < 0 && !type.allowNegativeBalance && after - before.pending < 0) {
        throw new AppError(
          'CONFLICT',
          `That would leave ${locked.name} with less ${type.name.toLowerCase()} than their requests hold: ${daysText(Math.max(0, before.ledger - before.pending))} can be taken away.`,
        );
      }
      const now = this.deps.clock.now();
      await insertLedger(tx, [
        {
          companyId: locked.companyId,
          employeeId: locked.id,
          leaveTypeId: type.id,
          leaveYear: year,
          kind: 'adjustment',
          centidays,
          reason: body.reason,
          createdBy: actor.userId,
          createdAt: now,
        },
      ]);
      await this.deps.audit.record(tx, actor, {
        action: 'leave.balance.adjust',
        entityType: 'leave_balance',
        entityId: locked.id,
        before: { leaveType: type.code, year, days: fromCentidays(before.ledger) },
        after: { leaveType: type.code, year, days: fromCentidays(after) },
        reason: body.reason,
      });
      const [brief] = (await findPeople(tx, [locked.id])).values();
      if (brief?.userId && brief.userId !== actor.userId) {
        notices = await this.deps.notifications.store(tx, [brief.userId], {
          type: 'info',
          event: 'leaveBalance',
          title: 'Leave balance changed',
          message: `${centidays > 0 ? 'Added' : 'Taken away'}: ${daysText(Math.abs(centidays))} of ${type.name.toLowerCase()}. ${body.reason}`,
          module: LEAVE_MODULE,
          link: '/leave-management',
        });
      }
      return locked;
    });
    this.deps.notifications.deliver(notices);
    await this.announce(person.id);
    return this.balance(actor, { employeeId: person.id });
  }

  /**
   * Hr runs the accrual up to a date (today by default); what was credited already is not again.
   * Run for today, it credits the next year's first days too once that year is open for booking.
   * Expired compensatory off lapses in the same run.
   */
  async runAccrual(
    actor: Actor,
    body: { asOf?: string | undefined },
  ): Promise<{ asOf: string; credited: number }> {
    requirePermission(actor, 'settings:write');
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) throw new AppError('NOT_FOUND', 'There is no company yet.');
    const today = await this.companyToday(company.id);
    const asOf = body.asOf ?? today;
    if (asOf > today) {
      throw validationFailed([{ field: 'body.asOf', message: 'Accrual runs up to today at the latest' }]);
    }
    const { bookAheadDays } = await this.deps.settings.currentSettings();
    const nextYear = asOf === today ? openNextYear(today, bookAheadDays) : null;
    const credited = await withTransaction(this.deps.db, async (tx) => {
      let added = await accrue(tx, company.id, asOf, this.deps.clock.now());
      // The next year, once open for booking, has what its 1 January credits.
      if (nextYear !== null) {
        added += await accrue(tx, company.id, `${nextYear}-01-01`, this.deps.clock.now());
      }
      await this.deps.audit.record(tx, actor, {
        action: 'leave.accrual.run',
        entityType: 'leave_balance',
        entityId: company.id,
        before: null,
        after: { asOf, credited: added, ...(nextYear !== null ? { nextYear } : {}) },
      });
      return added;
    });
    const lapsed = await this.expireGrants();
    if (credited > 0 && lapsed === 0) this.announceAll();
    return { asOf, credited };
  }

  /**
   * Compensatory off earned at the clock: attendance credits a weekend or holiday worked, once the
   * day is over, in its own transaction (no actor: the clock's record is the proof). The company's
   * type credited only by grant (code CO first); once per day worked, as hr's grant is, so a day hr
   * granted by hand is not credited twice. Answers whether it credited.
   */
  async creditCompOff(
    tx: Database,
    person: { id: string; companyId: string },
    workedOn: string,
    days: 0.5 | 1,
  ): Promise<boolean> {
    const types = (await listLeaveTypes(tx, person.companyId)).filter(
      (t) => t.active && t.tracksBalance && t.accrual === 'none' && !t.optionalHolidays,
    );
    const type = types.find((t) => t.code === 'CO') ?? types[0];
    if (!type) return false;
    const { compOffExpiryDays } = await this.deps.settings.currentSettings(tx);
    const centidays = toCentidays(days);
    const expiresOn = addDays(workedOn, compOffExpiryDays);
    const added = await insertLedger(tx, [
      {
        companyId: person.companyId,
        employeeId: person.id,
        leaveTypeId: type.id,
        leaveYear: Number(workedOn.slice(0, 4)),
        kind: 'grant',
        centidays,
        period: `worked:${workedOn}`,
        expiresOn,
        reason: `Worked ${whenText(workedOn)} (from the clock)`,
        createdBy: null,
        createdAt: this.deps.clock.now(),
      },
    ]);
    if (added === 0) return false;
    // Kept in the bell with the credit (the caller's transaction); it is read at the person's next
    // look rather than pushed, since the transaction is not this service's to see committed.
    const [brief] = (await findPeople(tx, [person.id])).values();
    if (brief?.userId) {
      await this.deps.notifications.store(tx, [brief.userId], {
        type: 'success',
        event: 'leaveBalance',
        title: 'Compensatory off credited',
        message: `${daysText(centidays)} of ${type.name.toLowerCase()} for working on ${whenText(workedOn)}; use it by ${whenText(expiresOn)}.`,
        module: LEAVE_MODULE,
        link: '/leave-management',
      });
    }
    return true;
  }

  /**
   * Compensatory off: hr credits a weekend or holiday the person worked (by the office calendar),
   * once per day worked, usable for the setting's days after it; the person is told.
   */
  async grantCompOff(actor: Actor, input: CompOffGrantBody): Promise<LeaveBalanceResponse> {
    requirePermission(actor, 'employees:write');
    const body = CompOffGrantBodySchema.parse(input);
    await this.deps.access.requireOne(actor, 'employees:write', body.employeeId);
    const { compOffExpiryDays } = await this.deps.settings.currentSettings();
    let notices: Notice[] = [];
    const person = await withTransaction(this.deps.db, async (tx) => {
      const locked = await lockPerson(tx, body.employeeId);
      if (!locked) throw new AppError('NOT_FOUND', 'Employee not found.');
      const type = await findLeaveType(tx, locked.companyId, body.leaveTypeId);
      if (!type?.tracksBalance || type.accrual !== 'none') {
        throw validationFailed([
          {
            field: 'body.leaveTypeId',
            message: 'Choose a type credited only by grant, such as compensatory off',
          },
        ]);
      }
      const today = calendarDateIn(this.deps.clock.now(), locked.timeZone);
      if (body.workedOn > today) {
        throw validationFailed([
          { field: 'body.workedOn', message: 'Compensatory off is for a day already worked' },
        ]);
      }
      const { days } = await this.deps.holidays.officeCalendar(
        locked.companyId,
        locked.officeId,
        body.workedOn,
        body.workedOn,
        tx,
      );
      if (days[0]?.working) {
        throw validationFailed([
          {
            field: 'body.workedOn',
            message: `${whenText(body.workedOn)} was a working day in ${locked.name}’s office: compensatory off is earned on a weekend or a holiday`,
          },
        ]);
      }
      const expiresOn = addDays(body.workedOn, compOffExpiryDays);
      const centidays = toCentidays(body.days);
      const added = await insertLedger(tx, [
        {
          companyId: locked.companyId,
          employeeId: locked.id,
          leaveTypeId: type.id,
          leaveYear: Number(today.slice(0, 4)),
          kind: 'grant',
          centidays,
          period: `worked:${body.workedOn}`,
          expiresOn,
          reason: body.reason,
          createdBy: actor.userId,
          createdAt: this.deps.clock.now(),
        },
      ]);
      if (added === 0) {
        throw new AppError(
          'CONFLICT',
          `Compensatory off for ${whenText(body.workedOn)} was granted already.`,
        );
      }
      await this.deps.audit.record(tx, actor, {
        action: 'leave.balance.adjust',
        entityType: 'leave_balance',
        entityId: locked.id,
        before: null,
        after: { leaveType: type.code, grant: body.days, workedOn: body.workedOn, expiresOn },
        reason: body.reason,
      });
      const [brief] = (await findPeople(tx, [locked.id])).values();
      if (brief?.userId && brief.userId !== actor.userId) {
        notices = await this.deps.notifications.store(tx, [brief.userId], {
          type: 'success',
          event: 'leaveBalance',
          title: 'Compensatory off granted',
          message: `${daysText(centidays)} of ${type.name.toLowerCase()} for working on ${whenText(body.workedOn)}; use it by ${whenText(expiresOn)}.`,
          module: LEAVE_MODULE,
          link: '/leave-management',
        });
      }
      return locked;
    });
    this.deps.notifications.deliver(notices);
    await this.announce(person.id);
    return this.balance(actor, { employeeId: person.id });
  }

  /**
   * Grants past their last day lapse, as far as the balance still holds them: what is left of the
   * type's balance, up to the grant. Each grant lapses once (a lapse entry names it).
   */
  async expireGrants(): Promise<number> {
    const today = calendarDateIn(this.deps.clock.now(), 'Pacific/Kiritimati');
    let lapsed = 0;
    for (const grant of await expiredGrants(this.deps.db, today)) {
      lapsed += await withTransaction(this.deps.db, async (tx) => {
        await lockPerson(tx, grant.employeeId);
        const { ledger, pending } = await balanceOf(tx, grant.employeeId, grant.leaveTypeId, grant.leaveYear);
        const unused = Math.max(0, Math.min(grant.centidays, ledger - pending));
        return insertLedger(tx, [
          {
            companyId: grant.companyId,
            employeeId: grant.employeeId,
            leaveTypeId: grant.leaveTypeId,
            leaveYear: grant.leaveYear,
            kind: 'lapse',
            centidays: -unused,
            period: `grant:${grant.id}`,
            reason: 'Compensatory off not used in time',
            createdAt: this.deps.clock.now(),
          },
        ]);
      });
    }
    if (lapsed > 0) this.announceAll();
    return lapsed;
  }

  /**
   * Closing a leave year: each balance's leftover carries into the next year up to its type's cap
   * (a `carry_forward` entry there) and the rest lapses (a `lapse` entry in the closed year). A
   * preview writes nothing; closing twice writes nothing the second time (the entries' unique period).
   */
  async yearEnd(actor: Actor, body: YearEndBody, mode: 'preview' | 'run'): Promise<YearEndResult> {
    requirePermission(actor, 'settings:write');
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) throw new AppError('NOT_FOUND', 'There is no company yet.');
    const thisYear = Number((await this.companyToday(company.id)).slice(0, 4));
    if (body.year >= thisYear) {
      throw validationFailed([{ field: 'body.year', message: `${body.year} has not ended yet` }]);
    }
    const work = async (db: Database): Promise<YearEndResult> => {
      const [types, closing] = await Promise.all([
        listLeaveTypes(db, company.id),
        closingBalances(db, company.id, body.year),
      ]);
      const now = this.deps.clock.now();
      const entries: NewLedgerEntry[] = [];
      const figures = new Map<string, { people: number; carried: number; lapsed: number }>();
      for (const balance of closing) {
        const type = types.find((t) => t.id === balance.leaveTypeId);
        if (!type || balance.closed || balance.centidays <= 0) continue;
        const carried = Math.min(balance.centidays, type.carryForwardMaxCentidays ?? 0);
        const lapsed = balance.centidays - carried;
        const f = figures.get(type.id) ?? { people: 0, carried: 0, lapsed: 0 };
        figures.set(type.id, {
          people: f.people + 1,
          carried: f.carried + carried,
          lapsed: f.lapsed + lapsed,
        });
        const base = {
          companyId: company.id,
          employeeId: balance.employeeId,
          leaveTypeId: type.id,
          period: String(body.year),
          createdBy: actor.userId,
          createdAt: now,
        };
        // The lapse entry marks the year closed even when nothing lapses.
        entries.push({ ...base, leaveYear: body.year, kind: 'lapse', centidays: -lapsed });
        if (carried > 0)
          entries.push({ ...base, leaveYear: body.year + 1, kind: 'carry_forward', centidays: carried });
      }
      const written = mode === 'run' ? await insertLedger(db, entries) : entries.length;
      if (mode === 'run') {
        await this.deps.audit.record(db, actor, {
          action: 'leave.year_end.run',
          entityType: 'leave_balance',
          entityId: company.id,
          before: null,
          after: { year: body.year, entries: written },
        });
      }
      return {
        year: body.year,
        done: mode === 'run',
        types: types
          .filter((t) => figures.has(t.id))
          .map((t) => ({
            leaveType: { id: t.id, code: t.code, name: t.name },
            carryForwardMaxDays:
              t.carryForwardMaxCentidays === null ? null : fromCentidays(t.carryForwardMaxCentidays),
            people: figures.get(t.id)!.people,
            carried: fromCentidays(figures.get(t.id)!.carried),
            lapsed: fromCentidays(figures.get(t.id)!.lapsed),
          })),
        entries: written,
      };
    };
    const result = mode === 'run' ? await withTransaction(this.deps.db, work) : await work(this.deps.db);
    if (mode === 'run' && result.entries > 0) this.announceAll();
    return result;
  }

  /**
   * The scheduler's pass: every company's accrual due today (and the next year's first, once it is
   * open for booking), and expired grants lapsed. Idempotent.
   */
  async accrueDue(): Promise<number> {
    await this.expireGrants();
    const today = calendarDateIn(this.deps.clock.now(), 'Pacific/Kiritimati');
    // The earliest zone's today: a month's credit lands as soon as it has begun anywhere. A credit
    // for a month that has not begun in an office is at most hours early, and never twice.
    let credited = await accrue(this.deps.db, null, today, this.deps.clock.now());
    const { bookAheadDays } = await this.deps.settings.currentSettings();
    const nextYear = openNextYear(today, bookAheadDays);
    if (nextYear !== null) {
      credited += await accrue(this.deps.db, null, `${nextYear}-01-01`, this.deps.clock.now());
    }
    if (credited > 0) this.announceAll();
    return credited;
  }

  /** The person whose balance is read: oneself, or someone the actor reaches as manager, hr or admin. */
  private async reach(actor: Actor, employeeId: string | undefined): Promise<LeavePerson> {
    requirePermission(actor, 'leave:self');
    const id = employeeId ?? actor.employeeId;
    if (!id) throw new AppError('NOT_FOUND', 'You have no employee record, so no leave balance.');
    if (id !== actor.employeeId) await this.deps.access.requireOne(actor, 'leave:approve', id);
    const person = await findPerson(this.deps.db, id);
    if (!person) throw new AppError('NOT_FOUND', 'Employee not found.');
    return person;
  }

  /** The leave year the person is in today, in their office's zone. */
  private thisYear(person: LeavePerson): number {
    return Number(calendarDateIn(this.deps.clock.now(), person.timeZone).slice(0, 4));
  }

  private async companyToday(companyId: string): Promise<string> {
    const zone = (await companyTimeZone(this.deps.db, companyId)) ?? DEFAULT_TIME_ZONE;
    return calendarDateIn(this.deps.clock.now(), zone);
  }

  private async announce(employeeId: string): Promise<void> {
    const users = await this.deps.access.followersOf([employeeId]);
    const timestamp = this.deps.clock.now().toISOString();
    const target = { users, roles: ['admin', 'hr'] as const };
    this.deps.realtime.emitTo(target, LEAVE_UPDATE_EVENT, {
      id: employeeId,
      type: 'update',
      timestamp,
    } satisfies UpdatePayload);
    this.deps.realtime.emitTo(target, ServerEvent.dashboardUpdate, { module: LEAVE_MODULE, timestamp });
  }

  /** Balances moved for many: every open leave page refreshes. */
  private announceAll(): void {
    const timestamp = this.deps.clock.now().toISOString();
    this.deps.realtime.emitTo({ roles: ['admin', 'hr', 'manager', 'employee'] }, LEAVE_UPDATE_EVENT, {
      id: 'accrual',
      type: 'update',
      timestamp,
    } satisfies UpdatePayload);
  }
}

/** One type's figures from its ledger sums by kind and its pending days. */
export function balanceItem(
  type: LeaveTypeRow,
  sums: readonly { kind: LedgerKind | 'pending'; centidays: number }[],
): LeaveBalanceItem {
  const figures = { opening: 0, credited: 0, adjusted: 0, used: 0, pending: 0 };
  for (const s of sums) {
    if (s.kind === 'pending') figures.pending += s.centidays;
    else if (FIGURE_OF[s.kind] === 'used') figures.used -= s.centidays;
    else figures[FIGURE_OF[s.kind]] += s.centidays;
  }
  const total = figures.opening + figures.credited + figures.adjusted - figures.used;
  return {
    leaveType: {
      id: type.id,
      code: type.code,
      name: type.name,
      paid: type.paid,
      tracksBalance: type.tracksBalance,
      annualDays: type.annualCentidays === null ? null : fromCentidays(type.annualCentidays),
      halfDayAllowed: type.halfDayAllowed,
    },
    opening: fromCentidays(figures.opening),
    credited: fromCentidays(figures.credited),
    adjusted: fromCentidays(figures.adjusted),
    used: fromCentidays(figures.used),
    pending: fromCentidays(figures.pending),
    available: type.tracksBalance ? fromCentidays(total - figures.pending) : null,
  };
}
