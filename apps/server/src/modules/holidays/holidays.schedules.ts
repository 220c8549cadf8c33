/** Holiday reminders, every quarter of an hour, once across processes (the job queue's schedule). */
import type { ScheduleDefinition } from '../../jobs/job-queue';
import type { HolidaysService } from './holidays.service';

export const REMINDERS_EVERY_MS = 15 * 60_000;

export function holidaysSchedules(holidays: HolidaysService): ScheduleDefinition[] {
  return [
    {
      name: 'holidays.reminders',
      everyMs: REMINDERS_EVERY_MS,
      run: async () => {
        const sent = await holidays.sendReminders();
        return sent > 0 ? `sent ${sent} holiday reminder(s)` : null;
      },
    },
  ];
}
