/**
 * Reading balances from the ledger (docs/decisions/015): a balance is the sum of its entries in a
 * leave year, less what pending requests hold. A person, their managers up the line, hr and admin
 * read a balance and its ledger; hr and admin (and a manager for their team) the balance report.
 */
import {
  fromCentidays,
  type LeaveBalanceItem,
  type LeaveBalanceReport,
  type LeaveBalanceResponse,
  type LeaveLedgerResponse,
  type LedgerKind,
} from '@hrms/contracts/leave';
import { employeeScope } from '@hrms/contracts/roles';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { findCompany, userDisplayNames } from '../../people/people.repository';
import { findLeaveType, type LeaveTypeRow, listLeaveTypes } from './leave.repository';
import { typeAppliesTo } from './leave.service';
import { companyToday, type LeaveBalancesDeps, personReached, thisYear } from './leave-balances-context';
import { type BalanceSums, balanceSums, ledgerEntries, reportPeople } from './leave-ledger.repository';

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

export class LeaveBalanceReadsService {
  constructor(private readonly deps: LeaveBalancesDeps) {}

  async balance(
    actor: Actor,
    query: { employeeId?: string | undefined; year?: number | undefined },
  ): Promise<LeaveBalanceResponse> {
    const person = await personReached(this.deps, actor, query.employeeId);
    const year = query.year ?? thisYear(this.deps, person);
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
    const year = query.year ?? Number((await companyToday(this.deps, company.id)).slice(0, 4));
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
    const person = await personReached(this.deps, actor, query.employeeId);
    const type = await findLeaveType(this.deps.db, person.companyId, query.leaveTypeId);
    if (!type) throw new AppError('NOT_FOUND', 'Leave type not found.');
    const year = query.year ?? thisYear(this.deps, person);
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
