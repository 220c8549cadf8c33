/** Openings, the careers page, applications, interviews, offers and the hire. */
import { defineModule, mount } from '../../composition/module';
import { careersRoutes } from './careers.routes';
import { InterviewsService } from './interviews.service';
import { OffersService } from './offers.service';
import { recruitmentAccessRules } from './recruitment.access';
import { recruitmentRoutes } from './recruitment.routes';
import { RecruitmentService } from './recruitment.service';
import type { RecruitmentDeps } from './recruitment-context';
import { RecruitmentReports } from './recruitment-report';

export interface RecruitmentApi {
  recruitment: RecruitmentService;
}

export const recruitmentModule = defineModule({
  name: 'recruitment',
  build(ctx) {
    // A hire makes the employee through the people module and starts their onboarding.
    const deps: RecruitmentDeps = {
      db: ctx.db,
      clock: ctx.clock,
      realtime: ctx.realtime,
      audit: ctx.audit,
      access: ctx.access,
      notifications: ctx.notifications,
      storage: ctx.storage,
      mailer: ctx.mailer,
      attempts: ctx.attempts,
      employees: ctx.use('employees').employees,
      onboarding: ctx.use('onboarding').onboarding,
      log: ctx.log,
    };
    const recruitment = new RecruitmentService(deps);
    return {
      api: { recruitment },
      access: recruitmentAccessRules(deps),
      routes: () => [
        mount('/api/recruitment', recruitmentRoutes, {
          recruitment,
          interviews: new InterviewsService(deps),
          offers: new OffersService(deps),
          reports: new RecruitmentReports(deps),
        }),
        mount('/api/careers', careersRoutes, { recruitment }),
      ],
    };
  },
});
