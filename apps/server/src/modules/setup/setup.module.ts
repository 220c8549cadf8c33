/** First-run setup: the company and its first admin on an empty database. */
import { defineModule, mount } from '../../composition/module';
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
      policy: ctx.use('settings').policy,
      checkNewPassword: ctx.use('auth').checkNewPassword,
      attempts: ctx.attempts,
      publicUrl: ctx.config.publicUrl,
      // A company that starts without the demo is ready for its first leave request.
      companyCreated: async (tx, companyId) => {
        await ctx.use('leave').insertDefaultTypes(tx, companyId);
      },
    });
    return { api: { setup }, routes: () => [mount('/api/setup', setupRoutes, { setup })] };
  },
});
