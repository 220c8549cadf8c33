/** Onboarding and offboarding checklists: templates, tasks, owners, overdue reminders. */
import { defineModule, mount } from '../../composition/module';
import { onboardingAccessRules } from './onboarding.access';
import { onboardingEvents } from './onboarding.events';
import { onboardingRoutes } from './onboarding.routes';
import { onboardingSchedules } from './onboarding.schedules';
import { OnboardingService } from './onboarding.service';

export interface OnboardingApi {
  /** `sendOverdueReminders()` runs the reminder pass. */
  onboarding: OnboardingService;
}

export const onboardingModule = defineModule({
  name: 'onboarding',
  build(ctx) {
    const { db, clock, realtime, audit, access, notifications } = ctx;
    const documents = ctx.use('documents').documents;
    const onboarding = new OnboardingService({
      db,
      clock,
      realtime,
      audit,
      access,
      notifications,
      documents,
    });
    return {
      api: { onboarding },
      access: onboardingAccessRules({ db }),
      routes: () => [mount('/api/onboarding', onboardingRoutes, { onboarding })],
      events: onboardingEvents(onboarding),
      schedules: onboardingSchedules(onboarding),
    };
  },
});
