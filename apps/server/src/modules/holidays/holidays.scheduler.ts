/**
 * Reminds people of coming holidays: once at start, then every quarter of an hour. Each pass claims
 * (holiday, office) pairs in the database (holidays.service.ts `sendReminders`), so any number of
 * server processes may run it and each office hears of each holiday once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicTask } from '../../lib/periodic-task';
import type { HolidaysService } from './holidays.service';

export const REMINDER_INTERVAL_MS = 15 * 60_000;

export class HolidayReminderScheduler extends PeriodicTask {
  constructor(holidays: HolidaysService, log: FastifyBaseLogger, intervalMs = REMINDER_INTERVAL_MS) {
    super(async () => {
      try {
        const sent = await holidays.sendReminders();
        if (sent > 0) log.info({ sent }, 'sent holiday reminders');
      } catch (error) {
        log.error({ err: error }, 'sending holiday reminders failed');
      }
    }, intervalMs);
  }
}
