/**
 * Credits leave accrual: once at start, then hourly. Each pass credits what is due up to today and
 * skips what was credited (the ledger's unique period), so any number of processes may run it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicTask } from '../../lib/periodic-task';
import type { LeaveBalancesService } from './leave-balances.service';

export const ACCRUAL_INTERVAL_MS = 60 * 60_000;

export class LeaveAccrualScheduler extends PeriodicTask {
  constructor(balances: LeaveBalancesService, log: FastifyBaseLogger, intervalMs = ACCRUAL_INTERVAL_MS) {
    super(async () => {
      try {
        const credited = await balances.accrueDue();
        if (credited > 0) log.info({ credited }, 'credited leave accrual');
      } catch (error) {
        log.error({ err: error }, 'leave accrual failed');
      }
    }, intervalMs);
  }
}
