/** Settings of the whole product: the job queue's list, the data export. */
import { defineModule, mount } from '../../composition/module';
import { dataExportRoutes } from './data-export.routes';
import { DataExportService } from './data-export.service';
import { jobsRoutes } from './jobs.routes';
import { JobsService } from './jobs.service';

export type SettingsApi = Record<string, never>;

export const settingsModule = defineModule({
  name: 'settings',
  build({ db, clock, audit, storage, log }) {
    return {
      api: {},
      routes: () => [
        mount('/api/settings/data-export', dataExportRoutes, {
          dataExport: new DataExportService({ db, storage, audit, clock, log }),
        }),
        mount('/api/settings/jobs', jobsRoutes, { jobs: new JobsService({ db, clock, audit }) }),
      ],
    };
  },
});
