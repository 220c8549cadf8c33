/** The clock: punches, breaks, timesheets, the team's board and the clock's rules. */
import { defineModule, mount } from '../../composition/module';
import { timeTrackingRoutes, timeTrackingSettingsRoutes } from './time-tracking.routes';
import { timeTrackingSchedules } from './time-tracking.schedules';
import { TimeTrackingService } from './time-tracking.service';

export interface TimeTrackingApi {
  time: TimeTrackingService;
}

export const timeTrackingModule = defineModule({
  name: 'time-tracking',
  build(ctx) {
    const time = new TimeTrackingService({
      db: ctx.db,
      clock: ctx.clock,
      audit: ctx.audit,
      access: ctx.access,
      configuration: ctx.configuration,
      realtime: ctx.realtime,
      holidays: ctx.use('holidays').holidays,
      events: ctx.events,
    });
    const attendance = () => ctx.use('attendance').derivation;
    return {
      api: { time },
      routes: () => [
        mount('/api/time-tracking', timeTrackingRoutes, { time }),
        mount('/api/settings/time-tracking', timeTrackingSettingsRoutes(time), {}),
      ],
      schedules: timeTrackingSchedules(time, {
        revisit: () => attendance().revisit(),
        compactCounts: () => attendance().compactCounts(),
      }),
    };
  },
});
