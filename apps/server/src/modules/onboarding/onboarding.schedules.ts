/** Reminders of overdue onboarding tasks, every quarter of an hour, once across processes. */
import type { ScheduleDefinition } from '../../jobs/job-queue';
import type { OnboardingService } from './onboarding.service';

export const OVERDUE_EVERY_MS = 15 * 60_000;

export function onboardingSchedules(onboarding: OnboardingService): ScheduleDefinition[] {
  return [
    {
      name: 'onboarding.overdue-reminders',
      everyMs: OVERDUE_EVERY_MS,
      run: async () => {
        const told = await onboarding.sendOverdueReminders();
        return told > 0 ? `sent ${told} overdue onboarding task reminder(s)` : null;
      },
    },
  ];
}
