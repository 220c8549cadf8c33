/** People's records: hire, change, import, deactivate; roles of the accounts. */
import { defineModule, mount } from '../../composition/module';
import { employeesRoutes } from './employees.routes';
import { EmployeesService } from './employees.service';
import { rolesRoutes } from './roles.routes';
import { RolesService } from './roles.service';

export interface EmployeesApi {
  employees: EmployeesService;
}

export const employeesModule = defineModule({
  name: 'employees',
  build(ctx) {
    const account = ctx.use('auth');
    const employees = new EmployeesService({
      db: ctx.db,
      access: ctx.access,
      documents: ctx.use('documents').documents,
      leave: ctx.use('leave').requests,
      clock: ctx.clock,
      audit: ctx.audit,
      realtime: ctx.realtime,
      notifications: ctx.notifications,
      passwords: account.passwords,
      sessions: account.sessions,
      storage: ctx.storage,
      events: ctx.events,
    });
    return {
      api: { employees },
      routes: () => [
        mount('/api/settings/roles', rolesRoutes, { roles: new RolesService({ db: ctx.db, employees }) }),
        mount('/api/employees', employeesRoutes, { employees }),
      ],
    };
  },
});
