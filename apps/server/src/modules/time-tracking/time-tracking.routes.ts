import { YearMonthParamsSchema } from '@hrms/contracts/common';
import {
  ClockActionBodySchema,
  ClockStatusSchema,
  DateParamsSchema,
  ListTimeEntriesQuerySchema,
  SetEmployeeShiftBodySchema,
  TeamClockBoardSchema,
  TimeEntryListResponseSchema,
  TimeReportQuerySchema,
  TimeReportSchema,
  TimeTrackingConfigurationQuerySchema,
  TimeTrackingConfigurationSchema,
  TimeTrackingSettingsSchema,
  UpdateTimeTrackingSettingsBodySchema,
} from '@hrms/contracts/time-tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, clientOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { settingsRoutes } from '../../lib/settings-routes';
import type { TimeTrackingService } from './time-tracking.service';

/**
 * Time tracking (spec §7): everyone clocks themselves and reads their own time; managers read their
 * line's and hr everyone's (scope in the service); hr keeps the rules.
 */
export const timeTrackingRoutes: FastifyPluginAsyncZod<{ time: TimeTrackingService }> = async (
  app,
  { time },
) => {
  const common = { tags: ['time-tracking'], security: [{ bearer: [] }] };
  const clockAction = (summary: string) => ({
    config: { access: 'time-tracking:self' as const },
    schema: {
      ...common,
      summary,
      body: ClockActionBodySchema,
      response: withErrors({ 200: ClockStatusSchema }),
    },
  });

  app.post('/clock-in', clockAction('Clock in (409 naming the state when already in)'), (request) =>
    time.clockIn(actorOf(request), clientOf(request), request.body?.note),
  );
  app.post('/clock-out', clockAction('Clock out, ending a break in progress'), (request) =>
    time.clockOut(actorOf(request), clientOf(request), request.body?.note),
  );
  app.post('/break/start', clockAction('Start a break'), (request) =>
    time.startBreak(actorOf(request), clientOf(request)),
  );
  app.post('/break/end', clockAction('End the break'), (request) =>
    time.endBreak(actorOf(request), clientOf(request)),
  );

  app.get(
    '/status',
    {
      config: { access: 'time-tracking:self' },
      schema: {
        ...common,
        summary: 'My clock: state, since when, and today’s worked and break time',
        response: withErrors({ 200: ClockStatusSchema }),
      },
    },
    (request) => time.status(actorOf(request)),
  );

  app.get(
    '/entries',
    {
      config: { access: 'time-tracking:self' },
      schema: {
        ...common,
        summary: 'Clock entries: mine, one person’s I reach, or (scope=team) everyone I reach',
        querystring: ListTimeEntriesQuerySchema,
        response: withErrors({ 200: TimeEntryListResponseSchema }),
      },
    },
    (request) => time.entries(actorOf(request), request.query),
  );

  app.get(
    '/team',
    {
      config: { access: 'attendance:manage' },
      schema: {
        ...common,
        summary: 'The team board: each person I reach, their clock now and today’s time',
        response: withErrors({ 200: TeamClockBoardSchema }),
      },
    },
    (request) => time.team(actorOf(request)),
  );

  app.get(
    '/report/daily/:date',
    {
      config: { access: 'time-tracking:self' },
      schema: {
        ...common,
        summary: 'A day’s worked, break and overtime time, with its entries',
        params: DateParamsSchema,
        querystring: TimeReportQuerySchema,
        response: withErrors({ 200: TimeReportSchema }),
      },
    },
    (request) => time.dailyReport(actorOf(request), request.params.date, request.query),
  );

  app.get(
    '/report/weekly/:date',
    {
      config: { access: 'time-tracking:self' },
      schema: {
        ...common,
        summary: 'The week (Monday to Sunday) holding the date, day by day',
        params: DateParamsSchema,
        querystring: TimeReportQuerySchema,
        response: withErrors({ 200: TimeReportSchema }),
      },
    },
    (request) => time.weeklyReport(actorOf(request), request.params.date, request.query),
  );

  app.get(
    '/report/monthly/:year/:month',
    {
      config: { access: 'time-tracking:self' },
      schema: {
        ...common,
        summary: 'A month, day by day',
        params: YearMonthParamsSchema,
        querystring: TimeReportQuerySchema,
        response: withErrors({ 200: TimeReportSchema }),
      },
    },
    (request) =>
      time.monthlyReport(actorOf(request), request.params.year, request.params.month, request.query),
  );

  app.get(
    '/configuration',
    {
      config: { access: 'time-tracking:self' },
      schema: {
        ...common,
        summary:
          'The shift and rules that apply to me (or to a person I reach), and whether I may clock in here',
        querystring: TimeTrackingConfigurationQuerySchema,
        response: withErrors({ 200: TimeTrackingConfigurationSchema }),
      },
    },
    (request) => time.configuration(actorOf(request), request.query, clientOf(request)),
  );

  app.post(
    '/configuration',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Give a person a shift of their own, or take it away (shiftStart: null); audited',
        body: SetEmployeeShiftBodySchema,
        response: withErrors({ 200: TimeTrackingConfigurationSchema }),
      },
    },
    (request) => time.setEmployeeShift(actorOf(request), request.body, clientOf(request)),
  );
};

/** `GET/PATCH /settings/time-tracking`: the company's rules of the clock. */
export const timeTrackingSettingsRoutes = (time: TimeTrackingService) =>
  settingsRoutes({
    settings: TimeTrackingSettingsSchema,
    change: UpdateTimeTrackingSettingsBodySchema,
    summary: 'The clock’s rules: shifts, grace, half-day and overtime thresholds, breaks, networks',
    read: (actor) => time.settings(actor),
    update: (actor, body) => time.updateSettings(actor, body),
  });
