import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  ApplyTemplateResultSchema,
  BulkCreateHolidaysBodySchema,
  BulkDeleteHolidaysBodySchema,
  BulkDeleteHolidaysResultSchema,
  BulkUpdateHolidaysBodySchema,
  CalendarDataQuerySchema,
  CalendarDataResponseSchema,
  CalendarFeedParamsSchema,
  CalendarFeedSchema,
  CheckConflictsBodySchema,
  CheckConflictsResponseSchema,
  CreateHolidayBodySchema,
  CreateHolidayTemplateBodySchema,
  HolidayAnalyticsQuerySchema,
  HolidayAnalyticsResponseSchema,
  HolidayCalendarQuerySchema,
  HolidayCalendarResponseSchema,
  HolidayExportQuerySchema,
  HolidayImportResultSchema,
  HolidayItemsResponseSchema,
  HolidayListResponseSchema,
  HolidayNotificationSettingsSchema,
  HolidayOfficesResponseSchema,
  HolidayRegionsResponseSchema,
  HolidaySchema,
  HolidayStatsQuerySchema,
  HolidayStatsResponseSchema,
  HolidayTemplateSchema,
  HolidayTemplatesResponseSchema,
  HolidayTypesResponseSchema,
  HolidayUtilizationQuerySchema,
  HolidayUtilizationResponseSchema,
  LeaveImpactQuerySchema,
  LeaveImpactResponseSchema,
  ListHolidaysQuerySchema,
  MyHolidaysQuerySchema,
  ResolveConflictBodySchema,
  ResolveConflictResultSchema,
  TemplateIdParamsSchema,
  UpcomingHolidaysQuerySchema,
  UpdateHolidayBodySchema,
  UpdateHolidayNotificationSettingsBodySchema,
  UpdateWeekendConfigBodySchema,
  WeekendConfigResponseSchema,
} from '@hrms/contracts/holidays';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadReader } from '../../lib/multipart-upload';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import type { HolidaysService } from './holidays.service';

const FileResponse = z.any().describe('The file');

/** Everyone reads holidays and the office calendar (`holidays:read`); admin and hr manage them. */
export const holidaysRoutes: FastifyPluginAsyncZod<{ holidays: HolidaysService }> = async (
  app,
  { holidays },
) => {
  const common = { tags: ['holidays'], security: [{ bearer: [] }] };
  const read = { access: 'holidays:read' } as const;
  const manage = { access: 'holidays:manage' } as const;

  app.get(
    '/',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Holidays by year, type, office and name, in date order',
        querystring: ListHolidaysQuerySchema,
        response: withErrors({ 200: HolidayListResponseSchema }),
      },
    },
    (request) => holidays.list(actorOf(request), request.query),
  );

  app.post(
    '/',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Add a holiday for every office, or for chosen offices and regions',
        body: CreateHolidayBodySchema,
        response: withErrors({ 201: HolidaySchema }),
      },
    },
    async (request, reply) => reply.code(201).send(await holidays.create(actorOf(request), request.body)),
  );

  app.get(
    '/types',
    {
      config: read,
      schema: {
        ...common,
        summary: 'The kinds of holiday',
        response: withErrors({ 200: HolidayTypesResponseSchema }),
      },
    },
    (request) => holidays.types(actorOf(request)),
  );

  app.get(
    '/offices',
    {
      config: read,
      schema: {
        ...common,
        summary: 'The offices a holiday may apply to, with their region and time zone',
        response: withErrors({ 200: HolidayOfficesResponseSchema }),
      },
    },
    (request) => holidays.offices(actorOf(request)),
  );

  app.get(
    '/regions',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Regions named by offices or holidays',
        response: withErrors({ 200: HolidayRegionsResponseSchema }),
      },
    },
    (request) => holidays.regions(actorOf(request)),
  );

  app.get(
    '/upcoming',
    {
      config: read,
      schema: {
        ...common,
        summary: 'The next holidays from today, of one office or of all',
        querystring: UpcomingHolidaysQuerySchema,
        response: withErrors({ 200: HolidayItemsResponseSchema }),
      },
    },
    (request) => holidays.upcoming(actorOf(request), request.query),
  );

  app.get(
    '/my-holidays',
    {
      config: read,
      schema: {
        ...common,
        summary: "My office's holidays in a year (this year by default)",
        querystring: MyHolidaysQuerySchema,
        response: withErrors({ 200: HolidayItemsResponseSchema }),
      },
    },
    (request) => holidays.myHolidays(actorOf(request), request.query),
  );

  app.get(
    '/my-upcoming',
    {
      config: read,
      schema: {
        ...common,
        summary: "My office's next holidays",
        querystring: UpcomingHolidaysQuerySchema.pick({ limit: true }),
        response: withErrors({ 200: HolidayItemsResponseSchema }),
      },
    },
    (request) => holidays.myUpcoming(actorOf(request), request.query),
  );

  app.get(
    '/calendar',
    {
      config: read,
      schema: {
        ...common,
        summary: "A year's holidays by month, of one office or of all",
        querystring: HolidayCalendarQuerySchema,
        response: withErrors({ 200: HolidayCalendarResponseSchema }),
      },
    },
    (request) => holidays.calendar(actorOf(request), request.query),
  );

  app.get(
    '/calendar-data',
    {
      config: read,
      schema: {
        ...common,
        summary: "Each day of a range in an office's calendar: worked or not, and why",
        querystring: CalendarDataQuerySchema,
        response: withErrors({ 200: CalendarDataResponseSchema }),
      },
    },
    (request) => holidays.calendarData(actorOf(request), request.query),
  );

  app.get(
    '/stats',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Holidays of a year by type and month, and the next one',
        querystring: HolidayStatsQuerySchema,
        response: withErrors({ 200: HolidayStatsResponseSchema }),
      },
    },
    (request) => holidays.stats(actorOf(request), request.query),
  );

  app.get(
    '/analytics',
    {
      config: read,
      schema: {
        ...common,
        summary: "Each office's year: working days by month, weekends, holidays, long weekends",
        querystring: HolidayAnalyticsQuerySchema,
        response: withErrors({ 200: HolidayAnalyticsResponseSchema }),
      },
    },
    (request) => holidays.analytics(actorOf(request), request.query),
  );

  app.get(
    '/export',
    {
      config: read,
      schema: {
        ...common,
        summary: "A year's holidays as CSV or iCalendar (.ics)",
        querystring: HolidayExportQuerySchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => {
      const file = await holidays.exportFile(actorOf(request), request.query);
      return sendFile(reply, file);
    },
  );

  app.post(
    '/bulk-create',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Add up to 100 holidays: all of them, or none',
        body: BulkCreateHolidaysBodySchema,
        response: withErrors({ 201: HolidayItemsResponseSchema }),
      },
    },
    async (request, reply) => reply.code(201).send(await holidays.bulkCreate(actorOf(request), request.body)),
  );

  app.patch(
    '/bulk-update',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Change up to 100 holidays: every change, or none',
        body: BulkUpdateHolidaysBodySchema,
        response: withErrors({ 200: HolidayItemsResponseSchema }),
      },
    },
    (request) => holidays.bulkUpdate(actorOf(request), request.body),
  );

  app.delete(
    '/bulk-delete',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Delete up to 100 holidays, with a result for each',
        body: BulkDeleteHolidaysBodySchema,
        response: withErrors({ 200: BulkDeleteHolidaysResultSchema }),
      },
    },
    (request) => holidays.bulkDelete(actorOf(request), request.body),
  );

  app.get(
    '/templates',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Holiday lists to apply in one step: the built-in ones and the company’s own',
        response: withErrors({ 200: HolidayTemplatesResponseSchema }),
      },
    },
    (request) => holidays.templates(actorOf(request)),
  );

  app.post(
    '/templates',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Save a list of holidays as a template',
        body: CreateHolidayTemplateBodySchema,
        response: withErrors({ 201: HolidayTemplateSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await holidays.createTemplate(actorOf(request), request.body)),
  );

  app.post(
    '/templates/:id/apply',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Add a template’s holidays; those already there are skipped, weekends and clashes reported',
        params: TemplateIdParamsSchema,
        response: withErrors({ 200: ApplyTemplateResultSchema }),
      },
    },
    (request) => holidays.applyTemplate(actorOf(request), request.params.id),
  );

  app.post(
    '/check-conflicts',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'What a holiday on a date would run into: weekends of the offices it reaches, other holidays',
        body: CheckConflictsBodySchema,
        response: withErrors({ 200: CheckConflictsResponseSchema }),
      },
    },
    (request) => holidays.checkConflicts(actorOf(request), request.body),
  );

  app.post(
    '/import',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Check (dry-run) or import (commit, all or nothing) a CSV or iCalendar file of holidays',
        description:
          'multipart/form-data with a `file` part (CSV with the export’s columns, or .ics) and the field ' +
          '`mode` (`dry-run` or `commit`). A holiday already there (its name on its date) is skipped.',
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: HolidayImportResultSchema }),
      },
    },
    (request) => holidays.importFile(actorOf(request), uploadReader(request)),
  );

  app.get(
    '/feed',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Whether I have a calendar subscription address, and since when',
        response: withErrors({ 200: CalendarFeedSchema }),
      },
    },
    (request) => holidays.feed(actorOf(request)),
  );

  app.post(
    '/feed',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Make my calendar subscription address (shown once); any earlier one stops working',
        response: withErrors({ 200: CalendarFeedSchema }),
      },
    },
    (request) => holidays.createFeed(actorOf(request)),
  );

  app.delete(
    '/feed',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Turn my calendar subscription off',
        response: withErrors({ 200: CalendarFeedSchema }),
      },
    },
    (request) => holidays.deleteFeed(actorOf(request)),
  );

  app.get(
    '/feed/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['holidays'],
        summary: 'The calendar subscription (.ics) a calendar app follows; the address is its key',
        params: CalendarFeedParamsSchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => {
      const body = await holidays.feedFile(request.params.file);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=900')
        .send(body);
    },
  );

  app.get(
    '/notification-settings',
    {
      config: read,
      schema: {
        ...common,
        summary: 'Whether, and how many days before, people are reminded of a holiday',
        response: withErrors({ 200: HolidayNotificationSettingsSchema }),
      },
    },
    (request) => holidays.notificationSettings(actorOf(request)),
  );

  app.patch(
    '/notification-settings',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Turn holiday reminders on or off, or change how early they come (audited)',
        body: UpdateHolidayNotificationSettingsBodySchema,
        response: withErrors({ 200: HolidayNotificationSettingsSchema }),
      },
    },
    (request) => holidays.updateNotificationSettings(actorOf(request), request.body),
  );

  app.get(
    '/utilization-report',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'Optional holidays taken in a year: per holiday, office and department, against the allowance',
        querystring: HolidayUtilizationQuerySchema,
        response: withErrors({ 200: HolidayUtilizationResponseSchema }),
      },
    },
    (request) => holidays.utilizationReport(actorOf(request), request.query),
  );

  app.get(
    '/leave-impact',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'Approved leave a holiday meets (a saved one, or a date and offices), with the days each person gets back',
        querystring: LeaveImpactQuerySchema,
        response: withErrors({ 200: LeaveImpactResponseSchema }),
      },
    },
    (request) => holidays.leaveImpact(actorOf(request), request.query),
  );

  app.post(
    '/conflicts/:id/resolve',
    {
      config: manage,
      schema: {
        ...common,
        summary: "Settle a holiday's clash: keep it, move it, or give back the leave on its day (audited)",
        params: IdParamsSchema,
        body: ResolveConflictBodySchema,
        response: withErrors({ 200: ResolveConflictResultSchema }),
      },
    },
    (request) => holidays.resolveConflict(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/weekend-config',
    {
      config: read,
      schema: {
        ...common,
        summary: "Each office's weekend rules",
        response: withErrors({ 200: WeekendConfigResponseSchema }),
      },
    },
    (request) => holidays.weekendConfig(actorOf(request)),
  );

  app.patch(
    '/weekend-config',
    {
      config: manage,
      schema: {
        ...common,
        summary: "Set an office's weekend: weekdays off every week or in chosen weeks of the month",
        body: UpdateWeekendConfigBodySchema,
        response: withErrors({ 200: WeekendConfigResponseSchema }),
      },
    },
    (request) => holidays.updateWeekendConfig(actorOf(request), request.body),
  );

  app.get(
    '/:id',
    {
      config: read,
      schema: {
        ...common,
        summary: 'One holiday',
        params: IdParamsSchema,
        response: withErrors({ 200: HolidaySchema }),
      },
    },
    (request) => holidays.get(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Change a holiday (audited)',
        params: IdParamsSchema,
        body: UpdateHolidayBodySchema,
        response: withErrors({ 200: HolidaySchema }),
      },
    },
    (request) => holidays.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Delete a holiday (audited)',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => holidays.remove(actorOf(request), request.params.id),
  );
};
