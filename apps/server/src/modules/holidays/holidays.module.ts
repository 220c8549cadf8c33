/** The office calendar: holidays, weekend rules, templates, feeds and files, reminders. */
import { defineModule, mount } from '../../composition/module';
import { holidaysRoutes } from './holidays.routes';
import { holidaysSchedules } from './holidays.schedules';
import { HolidaysService } from './holidays.service';

export interface HolidaysApi {
  holidays: HolidaysService;
}

export const holidaysModule = defineModule({
  name: 'holidays',
  build(ctx) {
    // Holidays ask leave what a holiday meets; leave counts its days on the holidays' calendar.
    const leave = () => ctx.use('leave').requests;
    const holidays = new HolidaysService({
      db: ctx.db,
      clock: ctx.clock,
      audit: ctx.audit,
      configuration: ctx.configuration,
      notifications: ctx.notifications,
      realtime: ctx.realtime,
      leave: {
        impactOn: (companyId, date, officeIds, planned) =>
          leave().impactOn(companyId, date, officeIds, planned),
        refundFor: (actor, companyId, date, officeIds, reason) =>
          leave().refundFor(actor, companyId, date, officeIds, reason),
        approvedLeaveOf: (employeeId, from, to) => leave().approvedLeaveOf(employeeId, from, to),
        optionalHolidaysTaken: (companyId, year) => leave().optionalHolidaysTaken(companyId, year),
      },
      events: ctx.events,
    });
    return {
      api: { holidays },
      routes: () => [mount('/api/holidays', holidaysRoutes, { holidays })],
      schedules: holidaysSchedules(holidays),
    };
  },
});
