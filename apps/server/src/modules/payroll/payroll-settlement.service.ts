/**
 * Gratuity, statutory bonus and a leaver's full and final settlement, from what payroll keeps:
 * the salary in force (last drawn Basic + DA), the year's slips, and leave left to encash.
 * Admin and hr only.
 */
import type { BonusResult, FullAndFinal, GratuityResult } from '@hrms/contracts/payroll';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { findWorker, type Worker } from '../../people/people.repository';
import type { AccessService } from '../access/access.service';
import { fullMonth } from './calculate-slip';
import { statutoryBonus } from './engine/bonus';
import { gratuity } from './engine/gratuity';
import { mulDiv, sum } from './engine/money';
import { payrollPerson, revisionsOn } from './payroll-config.repository';
import { type PayrollConfigService, revisionOf } from './payroll-config.service';
import { earlierSlipsOfYear } from './payroll-slips.repository';
import type { PayrollSlipsService } from './payroll-slips.service';
import type { SlipLines } from './slip-calculator';

/** The components whose sum is the wage gratuity, bonus and encashment are on. */
const WAGE_CODES = ['BASIC', 'DA'];
/** A day's wage for encashment, as for gratuity: a month is 26 working days. */
const WORKING_DAYS_A_MONTH = 26;

/** What payroll asks of leave: the days left of each type that may be encashed, within its cap. */
export interface SettlementLeave {
  encashable(actor: Actor, employeeId: string): Promise<{ code: string; name: string; days: number }[]>;
}

export class PayrollSettlementService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      access: AccessService;
      config: Pick<PayrollConfigService, 'rules'>;
      slips: Pick<PayrollSlipsService, 'settlementPay'>;
      leave: SettlementLeave;
    },
  ) {}

  async gratuity(
    actor: Actor,
    body: { employeeId: string; lastDay?: string | undefined; deathOrDisablement: boolean },
  ): Promise<GratuityResult> {
    const person = await this.person(actor, body.employeeId);
    const lastDay = this.lastDayOf(person, body.lastDay);
    const monthlyWage = await this.monthlyWage(person, lastDay);
    const result = gratuity({
      monthlyWage,
      joinDate: person.joinDate,
      lastDay,
      deathOrDisablement: body.deathOrDisablement,
    });
    return {
      employee: (await payrollPerson(this.deps.db, person.id))!,
      joinDate: person.joinDate,
      lastDay,
      monthlyWage,
      ...result,
    };
  }

  /** The statutory bonus of a financial year, from the Basic + DA its calculated and finalised slips paid. */
  async bonus(
    actor: Actor,
    body: { employeeId: string; financialYear: number; rateBp: number; minimumWage: number },
  ): Promise<BonusResult> {
    const person = await this.person(actor, body.employeeId);
    const slips = await earlierSlipsOfYear(
      this.deps.db,
      [person.id],
      { year: body.financialYear, month: 4 },
      { year: body.financialYear + 1, month: 4 },
    );
    const monthlyWages = slips.map((slip) =>
      sum(
        ((slip.lines as SlipLines).earnings ?? [])
          .filter((e) => WAGE_CODES.includes(e.code))
          .map((e) => e.amount),
      ),
    );
    const workingDays = sum(slips.map((slip) => slip.payableCentidays)) / 100;
    const result = statutoryBonus({
      monthlyWages,
      workingDays,
      minimumWage: body.minimumWage,
      rateBp: body.rateBp,
    });
    return {
      employee: (await payrollPerson(this.deps.db, person.id))!,
      financialYear: body.financialYear,
      months: slips.length,
      workingDays,
      ...result,
    };
  }

  /** A leaver's settlement: the last month's pay, leave encashed, gratuity. */
  async fullAndFinal(
    actor: Actor,
    employeeId: string,
    query: { lastDay?: string | undefined },
  ): Promise<FullAndFinal> {
    const person = await this.person(actor, employeeId);
    const lastDay = query.lastDay ?? person.exitDate;
    if (!lastDay) {
      throw validationFailed([
        {
          field: 'query.lastDay',
          message: `${person.name} has no last day on record: give the last day of service`,
        },
      ]);
    }
    if (lastDay < person.joinDate) {
      throw validationFailed([
        { field: 'query.lastDay', message: `${person.name} joined on ${person.joinDate}, after that day` },
      ]);
    }
    const [pending, grant, leave] = [
      await this.deps.slips.settlementPay(person, lastDay),
      await this.gratuity(actor, { employeeId, lastDay, deathOrDisablement: false }),
      await this.deps.leave.encashable(actor, employeeId),
    ];
    const dailyRate = mulDiv(grant.monthlyWage, 1, WORKING_DAYS_A_MONTH);
    const items = leave
      .filter((l) => l.days > 0)
      .map((l) => ({
        ...l,
        amount: mulDiv(grant.monthlyWage, Math.round(l.days * 100), WORKING_DAYS_A_MONTH * 100),
      }));
    const encashment = sum(items.map((i) => i.amount));
    const recoveries = pending?.recoveries ?? [];
    const recovered = sum(recoveries.map((r) => r.amount));
    const { employee, ...gratuityPart } = grant;
    return {
      employee,
      lastDay,
      pendingSalary: pending?.pay ?? null,
      recoveries: { items: recoveries, amount: recovered },
      leaveEncashment: { dailyRate, items, amount: encashment },
      gratuity: gratuityPart,
      total: (pending?.pay.net ?? 0) + encashment + grant.amount - recovered,
    };
  }

  private async person(actor: Actor, employeeId: string): Promise<Worker> {
    await this.deps.access.require({ actor, permission: 'payroll:manage', ids: [employeeId], least: 'full' });
    return (await findWorker(this.deps.db, employeeId))!;
  }

  private lastDayOf(person: Worker, given: string | undefined): string {
    const lastDay = given ?? person.exitDate ?? calendarDateIn(this.deps.clock.now(), person.timeZone);
    if (lastDay < person.joinDate) {
      throw validationFailed([
        { field: 'body.lastDay', message: `${person.name} joined on ${person.joinDate}, after that day` },
      ]);
    }
    return lastDay;
  }

  /** Last drawn monthly Basic + DA: of the salary in force on the last day. */
  private async monthlyWage(person: Worker, lastDay: string): Promise<number> {
    const revision = (await revisionsOn(this.deps.db, [person.id], lastDay)).get(person.id);
    if (!revision) {
      throw new AppError('CONFLICT', `${person.name} has no salary in force on ${lastDay}: add one first.`);
    }
    const month = fullMonth(revisionOf(revision), await this.deps.config.rules(), lastDay);
    return sum(month.lines.filter((l) => WAGE_CODES.includes(l.code)).map((l) => l.monthly));
  }
}
