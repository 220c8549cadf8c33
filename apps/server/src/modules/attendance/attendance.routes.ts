import {
  AttendanceCalendarDataQuerySchema,
  AttendanceCalendarDataSchema,
  AttendanceCalendarSchema,
  AttendanceDaySchema,
  AttendanceExportQuerySchema,
  AttendanceListResponseSchema,
  AttendanceStatsQuerySchema,
  AttendanceStatsSchema,
  BulkAttendanceResultSchema,
  BulkMarkAttendanceBodySchema,
  BulkUpdateAttendanceBodySchema,
  CorrectAttendanceBodySchema,
  DecideRegularizationBodySchema,
  GenerateDayParamsSchema,
  GenerateDayResultSchema,
  ListAttendanceQuerySchema,
  ListRegularizationsQuerySchema,
  MonthlyStatsQuerySchema,
  MonthlyStatsSchema,
  MyAttendanceQuerySchema,
  PersonQuerySchema,
  RegularizationBodySchema,
  RegularizationListResponseSchema,
  RegularizationSchema,
  WeeklyOverviewQuerySchema,
  WeeklyOverviewSchema,
} from '@hrms/contracts/attendance';
import { IdParamsSchema, YearMonthParamsSchema } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import type { AttendanceService } from './attendance.service';
import type { RegularizationsService } from './attendance-regularizations.service';

const FileResponse = z.any().describe('The file');

/**
 * Attendance (spec §7): everyone reads their own days; managers their line's and hr everyone's
 * (scope in the service); managers and hr correct, export and mark in bulk.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{
  attendance: AttendanceService;
  regularizations: RegularizationsService;
}> = async (app, { attendance, regularizations }) => {
  const common = { tags: ['attendance'], security: [{ bearer: [] }] };
  const self = { access: 'attendance:self' as const };
  const manage = { access: 'attendance:manage' as const };

  app.get(
    '/my-attendance',
    {
      config: self,
      schema: {
        ...common,
        summary: 'My days, newest first (this month to today by default)',
        querystring: MyAttendanceQuerySchema,
        response: withErrors({ 200: AttendanceListResponseSchema }),
      },
    },
    (request) => attendance.myAttendance(actorOf(request), request.query),
  );

  app.get(
    '/calendar/:year/:month',
    {
      config: self,
      schema: {
        ...common,
        summary: 'A month of my days (or of a person I reach), a status a day, with totals',
        params: YearMonthParamsSchema,
        querystring: PersonQuerySchema,
        response: withErrors({ 200: AttendanceCalendarSchema }),
      },
    },
    (request) =>
      attendance.calendar(actorOf(request), request.params.year, request.params.month, request.query),
  );

  app.get(
    '/calendar-data',
    {
      config: self,
      schema: {
        ...common,
        summary: 'A date → status map of a range of my days (or of a person I reach)',
        querystring: AttendanceCalendarDataQuerySchema,
        response: withErrors({ 200: AttendanceCalendarDataSchema }),
      },
    },
    (request) => attendance.calendarData(actorOf(request), request.query),
  );

  app.get(
    '/stats',
    {
      config: self,
      schema: {
        ...common,
        summary: 'Days per status, attendance and punctuality rates, hours: mine, a person’s, or my team’s',
        querystring: AttendanceStatsQuerySchema,
        response: withErrors({ 200: AttendanceStatsSchema }),
      },
    },
    (request) => attendance.stats(actorOf(request), request.query),
  );

  app.get(
    '/monthly-stats',
    {
      config: self,
      schema: {
        ...common,
        summary: 'A year by month: days per status and hours',
        querystring: MonthlyStatsQuerySchema,
        response: withErrors({ 200: MonthlyStatsSchema }),
      },
    },
    (request) => attendance.monthlyStats(actorOf(request), request.query),
  );

  app.get(
    '/weekly-overview',
    {
      config: self,
      schema: {
        ...common,
        summary: 'A week (Monday to Sunday) by day: days per status and hours',
        querystring: WeeklyOverviewQuerySchema,
        response: withErrors({ 200: WeeklyOverviewSchema }),
      },
    },
    (request) => attendance.weeklyOverview(actorOf(request), request.query),
  );

  app.get(
    '/all',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Everyone’s days I reach, filtered and paged',
        querystring: ListAttendanceQuerySchema,
        response: withErrors({ 200: AttendanceListResponseSchema }),
      },
    },
    (request) => attendance.all(actorOf(request), request.query),
  );

  app.get(
    '/export',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'The filtered days as CSV or XLSX: a row a day, or the month’s muster roll',
        querystring: AttendanceExportQuerySchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => {
      const file = await attendance.exportFile(actorOf(request), request.query);
      return sendFile(reply, file);
    },
  );

  app.get(
    '/generate/:date',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Derive a day again for everyone (hr, admin): idempotent; corrections stand',
        params: GenerateDayParamsSchema,
        response: withErrors({ 200: GenerateDayResultSchema }),
      },
    },
    (request) => attendance.generate(actorOf(request), request.params.date),
  );

  app.post(
    '/bulk-mark',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Mark people’s day with a status and a reason (at most 1,000); audited, each told',
        body: BulkMarkAttendanceBodySchema,
        response: withErrors({ 200: BulkAttendanceResultSchema }),
      },
    },
    (request) => attendance.bulkMark(actorOf(request), request.body),
  );

  app.post(
    '/bulk-update',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Correct days by id with a reason (at most 1,000); all or none',
        body: BulkUpdateAttendanceBodySchema,
        response: withErrors({ 200: BulkAttendanceResultSchema }),
      },
    },
    (request) => attendance.bulkUpdate(actorOf(request), request.body),
  );

  app.post(
    '/regularizations',
    {
      config: self,
      schema: {
        ...common,
        summary:
          'Ask for a past day’s forgotten punch to be recorded, with a reason; my manager or hr decides',
        body: RegularizationBodySchema,
        response: withErrors({ 201: RegularizationSchema }),
      },
    },
    async (request, reply) => reply.code(201).send(await regularizations.ask(actorOf(request), request.body)),
  );

  app.get(
    '/regularizations',
    {
      config: self,
      schema: {
        ...common,
        summary: 'Correction requests: mine, those waiting for me (to-decide), or all I reach',
        querystring: ListRegularizationsQuerySchema,
        response: withErrors({ 200: RegularizationListResponseSchema }),
      },
    },
    (request) => regularizations.list(actorOf(request), request.query),
  );

  app.patch(
    '/regularizations/:id',
    {
      config: manage,
      schema: {
        ...common,
        summary: 'Approve (the times become a clock entry) or reject with a reason; as leave is decided',
        params: IdParamsSchema,
        body: DecideRegularizationBodySchema,
        response: withErrors({ 200: RegularizationSchema }),
      },
    },
    (request) => regularizations.decide(actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/regularizations/:id/cancel',
    {
      config: self,
      schema: {
        ...common,
        summary: 'Take back my correction request while it waits',
        params: IdParamsSchema,
        response: withErrors({ 200: RegularizationSchema }),
      },
    },
    (request) => regularizations.cancel(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: manage,
      schema: {
        ...common,
        summary:
          'Correct a day with a reason, or remove the correction (status: null); audited, the person told',
        params: IdParamsSchema,
        body: CorrectAttendanceBodySchema,
        response: withErrors({ 200: AttendanceDaySchema }),
      },
    },
    (request) => attendance.correct(actorOf(request), request.params.id, request.body),
  );
};
