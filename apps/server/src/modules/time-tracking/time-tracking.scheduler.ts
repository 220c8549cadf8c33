/**
 * The clock's pass, once at start and then every few minutes: closes entries left open too long
 * (flagged for review) and keeps attendance days true as time passes (today's "not yet" turns
 * absent once the shift has begun; a day's hours are judged once it is over). Each step re-reads
 * under a lock or writes only real changes, so any number of processes may run it. It also folds
 * the counts the database keeps of days and entries.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicTask } from '../../lib/periodic-task';
import type { AttendanceDerivationService } from '../attendance/attendance-derivation.service';
import type { TimeTrackingService } from './time-tracking.service';

export const CLOCK_PASS_INTERVAL_MS = 5 * 60_000;

export class ClockScheduler extends PeriodicTask {
  constructor(
    time: TimeTrackingService,
    attendance: AttendanceDerivationService,
    log: FastifyBaseLogger,
    intervalMs = CLOCK_PASS_INTERVAL_MS,
  ) {
    super(async () => {
      try {
        const closed = await time.closeForgotten();
        if (closed > 0) log.info({ closed }, 'closed clock entries left open');
        const changed = await attendance.revisit();
        if (changed > 0) log.debug({ changed }, 'attendance days derived again');
        await attendance.compactCounts();
        await time.compactCounts();
      } catch (error) {
        log.error({ err: error }, 'clock pass failed');
      }
    }, intervalMs);
  }
}
