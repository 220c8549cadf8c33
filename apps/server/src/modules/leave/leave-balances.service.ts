/**
 * Leave balances, read from the ledger (docs/decisions/015): a balance is the sum of its entries in
 * a leave year, less what pending requests hold. Nothing overwrites a number: an accrual, an hr
 * adjustment, an approval's deduction and a cancellation's restoration are each an entry.
 *
 * - A person, their managers up the line, hr and admin read a balance and its ledger.
 * - Hr and admin adjust a balance with a reason; the adjustment is audited.
 * - Accrual credits what is due up to a date, idempotently: the scheduler runs it daily, hr on demand.
 *
 * One door for the routes, the schedule, encashment and attendance's compensatory off, each question
 * answered by the use case that owns it:
 * - reading a balance, the balance report and a ledger: leave-balance-reads.service.ts;
 * - adjusting a balance and compensatory off, granted by hr or credited from the clock:
 *   leave-balance-adjustments.service.ts;
 * - accrual, compensatory off lapsing and closing a leave year: leave-accrual.service.ts.
 * What they share (whose balance the caller may read, the leave year, who is told) is in
 * leave-balances-context.ts.
 */
import { LeaveAccrualService } from './leave-accrual.service';
import { LeaveBalanceAdjustmentsService } from './leave-balance-adjustments.service';
import { LeaveBalanceReadsService } from './leave-balance-reads.service';
import type { LeaveBalancesDeps } from './leave-balances-context';

export { balanceItem } from './leave-balance-reads.service';
export type { LeaveBalancesDeps } from './leave-balances-context';

type Reads = LeaveBalanceReadsService;
type Adjustments = LeaveBalanceAdjustmentsService;
type Accrual = LeaveAccrualService;

export class LeaveBalancesService {
  private readonly reads: LeaveBalanceReadsService;
  private readonly adjustments: LeaveBalanceAdjustmentsService;
  private readonly accrual: LeaveAccrualService;

  constructor(deps: LeaveBalancesDeps) {
    this.reads = new LeaveBalanceReadsService(deps);
    this.adjustments = new LeaveBalanceAdjustmentsService(deps, this.reads);
    this.accrual = new LeaveAccrualService(deps);
  }

  // ---------------------------------------------------------------- reading

  balance(...args: Parameters<Reads['balance']>) {
    return this.reads.balance(...args);
  }

  report(...args: Parameters<Reads['report']>) {
    return this.reads.report(...args);
  }

  ledger(...args: Parameters<Reads['ledger']>) {
    return this.reads.ledger(...args);
  }

  // ---------------------------------------------------------------- adjustments

  adjust(...args: Parameters<Adjustments['adjust']>) {
    return this.adjustments.adjust(...args);
  }

  creditCompOff(...args: Parameters<Adjustments['creditCompOff']>) {
    return this.adjustments.creditCompOff(...args);
  }

  grantCompOff(...args: Parameters<Adjustments['grantCompOff']>) {
    return this.adjustments.grantCompOff(...args);
  }

  // ---------------------------------------------------------------- accrual

  runAccrual(...args: Parameters<Accrual['runAccrual']>) {
    return this.accrual.runAccrual(...args);
  }

  expireGrants(...args: Parameters<Accrual['expireGrants']>) {
    return this.accrual.expireGrants(...args);
  }

  yearEnd(...args: Parameters<Accrual['yearEnd']>) {
    return this.accrual.yearEnd(...args);
  }

  accrueDue(...args: Parameters<Accrual['accrueDue']>) {
    return this.accrual.accrueDue(...args);
  }
}
