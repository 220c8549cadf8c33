/**
 * Tells assignees of their overdue onboarding and offboarding tasks: once at start, then every
 * quarter of an hour. Each pass claims the tasks in the database (onboarding.service.ts
 * `sendOverdueReminders`), so any number of server processes may run it and each task is told once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicTask } from '../../lib/periodic-task';
import type { OnboardingService } from './onboarding.service';

export const OVERDUE_INTERVAL_MS = 15 * 60_000;

export class OverdueTaskScheduler extends PeriodicTask {
  constructor(onboarding: OnboardingService, log: FastifyBaseLogger, intervalMs = OVERDUE_INTERVAL_MS) {
    super(async () => {
      try {
        const told = await onboarding.sendOverdueReminders();
        if (told > 0) log.info({ told }, 'sent overdue onboarding task reminders');
      } catch (error) {
        log.error({ err: error }, 'sending overdue onboarding task reminders failed');
      }
    }, intervalMs);
  }
}
