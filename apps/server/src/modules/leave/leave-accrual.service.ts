/**
 * What the ledger is credited and closed by over time: accrual up to a date, idempotently (the
 * scheduler runs it, hr on demand), compensatory off lapsing past its last day, and closing a leave
 * year (carry forward and lapse).
 */
import { fromCentidays, type YearEndBody, type YearEndResult } from '@hrms/contracts/leave';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import { findCompany } from '../../people/people.repository';
import { listLeaveTypes } from './leave.repository';
import { announceAll, companyToday, type LeaveBalancesDeps } from './leave-balances-context';
import { closingBalances, expiredGrants } from './leave-ledger.repository';
import {
  accrue,
  balanceOf,
  insertLedger,
  lockPerson,
  type NewLedgerEntry,
} from './leave-requests.repository';
import { openNextYear } from './leave-year';

export class LeaveAccrualService {
  constructor(private readonly deps: LeaveBalancesDeps) {}

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
    const today = await companyToday(this.deps, company.id);
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
    if (credited > 0 && lapsed === 0) announceAll(this.deps);
    return { asOf, credited };
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
    if (lapsed > 0) announceAll(this.deps);
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
    const thisYear = Number((await companyToday(this.deps, company.id)).slice(0, 4));
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
    if (mode === 'run' && result.entries > 0) announceAll(this.deps);
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
    if (credited > 0) announceAll(this.deps);
    return credited;
  }
}
