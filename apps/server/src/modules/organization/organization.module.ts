/** The company, its departments, designations and offices, and the org chart. */
import { defineModule, mount } from '../../composition/module';
import { companySettingsRoutes } from './company-settings.routes';
import { CompanySettingsService } from './company-settings.service';
import { organizationRoutes, orgChartRoutes } from './organization.routes';
import { OrganizationService } from './organization.service';

export interface OrganizationApi {
  organization: OrganizationService;
  company: CompanySettingsService;
}

export const organizationModule = defineModule({
  name: 'organization',
  build({ db, clock, audit, realtime, events, storage, configuration }) {
    const organization = new OrganizationService({ db, clock, audit, realtime, events });
    const company = new CompanySettingsService({ db, clock, audit, storage, configuration });
    return {
      api: { organization, company },
      routes: () => [
        mount('/api/organization', organizationRoutes, { organization }),
        mount('/api/employees', orgChartRoutes, { organization }),
        mount('/api/settings/company', companySettingsRoutes, { company }),
      ],
    };
  },
});
