/** Attendance days derived from the clock, leave and the office calendar; corrections and regularisations. */
import { defineModule, mount } from '../../composition/module';
import { attendanceEvents } from './attendance.events';
import { attendanceRoutes } from './attendance.routes';
import { AttendanceService } from './attendance.service';
import { AttendanceDerivationService } from './attendance-derivation.service';
import { RegularizationsService } from './attendance-regularizations.service';

export interface AttendanceApi {
  /** Derives a person's days; the clock's pass keeps them true as time passes. */
  derivation: AttendanceDerivationService;
}

export const attendanceModule = defineModule({
  name: 'attendance',
  build(ctx) {
    const { db, clock, access, realtime, audit, notifications } = ctx;
    const time = ctx.use('time-tracking').time;
    const holidays = ctx.use('holidays').holidays;
    // Leave is listed after attendance (attendance derives a day before leave counts it again), so
    // its services are asked for when a day is derived.
    const leave = () => ctx.use('leave');
    const derivation = new AttendanceDerivationService({
      db,
      clock,
      access,
      realtime,
      sources: {
        rulesFor: (tx, workers) => time.rulesFor(tx, workers),
        daySummaries: (tx, companyId, ids, from, to, now) =>
          time.daySummaries(tx, companyId, ids, from, to, now),
        leaveDays: (tx, companyId, employeeId, from, to) =>
          leave().requests.leaveDays(tx, companyId, employeeId, from, to),
        officeCalendar: (companyId, officeId, from, to, tx) =>
          holidays.officeCalendar(companyId, officeId, from, to, tx),
        creditCompOff: (tx, person, workedOn, days) =>
          leave().balances.creditCompOff(tx, person, workedOn, days),
      },
    });
    const attendance = new AttendanceService({ db, clock, audit, access, notifications, derivation });
    // Correction requests are decided by leave's rule of who decides for whom (the access registry).
    const regularizations = new RegularizationsService({
      db,
      clock,
      access,
      realtime,
      audit,
      notifications,
      derivation,
      approvals: {
        approversToTell: (tx, employeeId) => leave().requests.approversToTell(tx, employeeId),
      },
      times: time,
    });
    return {
      api: { derivation },
      routes: () => [mount('/api/attendance', attendanceRoutes, { attendance, regularizations })],
      events: attendanceEvents(derivation),
    };
  },
});
