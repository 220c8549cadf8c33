/**
 * Leave accrual, hourly, once across processes (the job queue's schedule). Each run credits what is
 * due up to today and skips what was credited (the ledger's unique period).
 */
import type { ScheduleDefinition } from '../../jobs/job-queue';
import type { LeaveBalancesService } from './leave-balances.service';

export const ACCRUAL_EVERY_MS = 60 * 60_000;

export function leaveSchedules(balances: LeaveBalancesService): ScheduleDefinition[] {
  return [
    {
      name: 'leave.accrual',
      everyMs: ACCRUAL_EVERY_MS,
      run: async () => {
        const credited = await balances.accrueDue();
        return credited > 0 ? `credited ${credited} leave accrual(s)` : null;
      },
    },
  ];
}
