/**
 * What payroll's pages read of the months (decision 018): a month's slips by status and
 * department with its pay day and any run in progress, the month the pay runs open on, and
 * finalised pay over a range of months (reports read it too). Money is admin's and hr's alone.
 */
import type { PayrollAnalytics, PayrollOpenMonth, PayrollSummary } from '@hrms/contracts/payroll';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { companyIdOf } from '../../people/actor-company';
import { openMonth } from './pay-day';
import { countPeopleOfMonth, runningRunOf } from './payroll-runs.repository';
import { costByMonth, latestFinalisedMonth, monthFigures } from './payroll-summary.repository';
import { periodOf, type SlipCalculator } from './slip-calculator';

export interface PayrollSummaryDeps {
  db: Database;
  clock: Clock;
  /** The month's pay day, read from the settings and the calendar as slips are. */
  calculator: Pick<SlipCalculator, 'payDay'>;
}

export class PayrollSummaryService {
  constructor(private readonly deps: PayrollSummaryDeps) {}

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
      this.deps.calculator.payDay(companyId, period),
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

  private today(): string {
    return calendarDateIn(this.deps.clock.now(), DEFAULT_TIME_ZONE);
  }

  private companyOf(actor: Actor): Promise<string> {
    return companyIdOf(this.deps.db, actor);
  }
}
