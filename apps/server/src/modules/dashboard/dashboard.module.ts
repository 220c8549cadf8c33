/** The dashboards of each role: what waits, who is in, what comes. */
import { defineModule, mount } from '../../composition/module';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

export interface DashboardApi {
  dashboard: DashboardService;
}

export const dashboardModule = defineModule({
  name: 'dashboard',
  build({ db, clock }) {
    const dashboard = new DashboardService({ db, clock });
    return { api: { dashboard }, routes: () => [mount('/api/dashboard', dashboardRoutes, { dashboard })] };
  },
});
