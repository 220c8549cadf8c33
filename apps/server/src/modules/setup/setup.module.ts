/** First-run setup: the company and its first admin on an empty database. */
import { defineModule, mount } from '../../composition/module';
import { insertDefaultLeaveTypes } from '../leave/default-leave-types';
import { setupRoutes } from './setup.routes';
import { SetupService } from './setup.service';

export interface SetupApi {
  setup: SetupService;
}

export const setupModule = defineModule({
  name: 'setup',
  build(ctx) {
    const setup = new SetupService({
      db: ctx.db,
      clock: ctx.clock,
      audit: ctx.audit,
      configuration: ctx.configuration,
      policy: ctx.use('auth').policy,
      attempts: ctx.attempts,
      publicUrl: ctx.config.publicUrl,
      companyCreated: async (tx, companyId) => {
        await insertDefaultLeaveTypes(tx, companyId);
      },
    });
    return { api: { setup }, routes: () => [mount('/api/setup', setupRoutes, { setup })] };
  },
});
