/** Leave types, requests and decisions, balances and accrual, delegations of approval. */
import { defineModule, mount } from '../../composition/module';
import { insertDefaultLeaveTypes } from './default-leave-types';
import { leaveAccessRules } from './leave.access';
import { leaveEvents } from './leave.events';
import { leaveRoutes } from './leave.routes';
import { leaveSchedules } from './leave.schedules';
import { LeaveService } from './leave.service';
import { LeaveBalancesService } from './leave-balances.service';
import { LeaveDelegationsService } from './leave-delegations.service';
import { leaveEncashment } from './leave-encashment';
import { LeaveRequestsService } from './leave-requests.service';

export interface LeaveApi {
  /** Leave types and the leave settings. */
  leave: LeaveService;
  requests: LeaveRequestsService;
  balances: LeaveBalancesService;
  /** Which leave may be encashed when someone leaves (full and final settlement). */
  encashment: ReturnType<typeof leaveEncashment>;
  /** The leave types of product decisions, for a new company. */
  insertDefaultTypes: typeof insertDefaultLeaveTypes;
}

export const leaveModule = defineModule({
  name: 'leave',
  build(ctx) {
    const { db, clock, audit } = ctx;
    const leave = new LeaveService({ db, clock, audit, configuration: ctx.configuration });
    const deps = {
      db,
      clock,
      audit,
      access: ctx.access,
      holidays: ctx.use('holidays').holidays,
      notifications: ctx.notifications,
      realtime: ctx.realtime,
      documents: ctx.use('documents').documents,
      settings: leave,
      events: ctx.events,
    };
    const requests = new LeaveRequestsService(deps);
    const delegations = new LeaveDelegationsService(deps);
    const balances = new LeaveBalancesService(deps);
    return {
      api: {
        leave,
        requests,
        balances,
        encashment: leaveEncashment(leave, balances),
        insertDefaultTypes: insertDefaultLeaveTypes,
      },
      access: leaveAccessRules({ db, clock }),
      routes: () => [mount('/api/leave', leaveRoutes, { leave, requests, balances, delegations })],
      events: leaveEvents(requests),
      schedules: leaveSchedules(balances),
    };
  },
});
