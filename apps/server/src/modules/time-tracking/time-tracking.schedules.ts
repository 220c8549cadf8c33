/**
 * The clock's pass, every five minutes, once across processes: closes entries left open too long
 * (flagged for review) and keeps attendance days true as time passes (today's "not yet" turns
 * absent once the shift has begun; a day's hours are judged once it is over), then folds the counts
 * the database keeps of days and entries.
 */
import type { ScheduleDefinition } from '../../jobs/job-queue';
import type { AttendanceDerivationService } from '../attendance/attendance-derivation.service';
import type { TimeTrackingService } from './time-tracking.service';

export const CLOCK_PASS_EVERY_MS = 5 * 60_000;
export const CLOCK_PASS = 'time-tracking.clock-pass';

export function timeTrackingSchedules(
  time: TimeTrackingService,
  attendance: Pick<AttendanceDerivationService, 'revisit' | 'compactCounts'>,
): ScheduleDefinition[] {
  return [
    {
      name: CLOCK_PASS,
      everyMs: CLOCK_PASS_EVERY_MS,
      run: async () => {
        const closed = await time.closeForgotten();
        await attendance.revisit();
        await attendance.compactCounts();
        await time.compactCounts();
        return closed > 0 ? `closed ${closed} clock entr${closed === 1 ? 'y' : 'ies'} left open` : null;
      },
    },
  ];
}
