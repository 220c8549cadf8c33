/** Settings of the whole product: the security policy, the job queue's list, the data export. */
import { defineModule, mount } from '../../composition/module';
import { dataExportRoutes } from './data-export.routes';
import { DataExportService } from './data-export.service';
import { jobsRoutes } from './jobs.routes';
import { JobsService } from './jobs.service';
import { securityPolicyRoutes } from './settings.routes';
import { SecurityPolicyService } from './settings.service';

export interface SettingsApi {
  /** The security policy sign-in, sessions, passwords and setup follow. */
  policy: SecurityPolicyService;
}

export const settingsModule = defineModule({
  name: 'settings',
  build(ctx) {
    const { db, clock, audit, storage, log } = ctx;
    const policy = new SecurityPolicyService({ db, clock, configuration: ctx.configuration, audit });
    return {
      api: { policy },
      routes: () => [
        mount('/api/settings', securityPolicyRoutes, { policy, sessions: ctx.use('auth').sessions }),
        mount('/api/settings/data-export', dataExportRoutes, {
          dataExport: new DataExportService({ db, storage, audit, clock, log }),
        }),
        mount('/api/settings/jobs', jobsRoutes, { jobs: new JobsService({ db, clock, audit }) }),
      ],
    };
  },
});
