import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  CancelLeaveBodySchema,
  CompOffGrantBodySchema,
  CreateLeaveDelegationBodySchema,
  CreateLeaveTypeBodySchema,
  DecideLeaveBodySchema,
  LeaveAdjustmentBodySchema,
  LeaveBalanceQuerySchema,
  LeaveBalanceReportQuerySchema,
  LeaveBalanceReportSchema,
  LeaveBalanceResponseSchema,
  LeaveCalendarParamsSchema,
  LeaveCalendarResponseSchema,
  LeaveDelegationListSchema,
  LeaveDelegationSchema,
  LeaveLedgerQuerySchema,
  LeaveLedgerResponseSchema,
  LeavePreviewSchema,
  LeaveRequestBodySchema,
  LeaveRequestListResponseSchema,
  LeaveRequestSchema,
  LeaveSettingsSchema,
  LeaveStatsResponseSchema,
  LeaveTypeListResponseSchema,
  LeaveTypeSchema,
  ListLeaveRequestsQuerySchema,
  ListLeaveTypesQuerySchema,
  RunAccrualBodySchema,
  RunAccrualResultSchema,
  UpdateLeaveSettingsBodySchema,
  UpdateLeaveTypeBodySchema,
  YearEndBodySchema,
  YearEndResultSchema,
} from '@hrms/contracts/leave';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { LeaveService } from './leave.service';
import type { LeaveBalancesService } from './leave-balances.service';
import type { LeaveDelegationsService } from './leave-delegations.service';
import type { LeaveRequestsService } from './leave-requests.service';

export interface LeaveRouteDeps {
  leave: LeaveService;
  requests: LeaveRequestsService;
  balances: LeaveBalancesService;
  delegations: LeaveDelegationsService;
}

const YearQuerySchema = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/**
 * Leave (spec §7): everyone asks, reads their own and cancels their own; managers decide for their
 * team, hr and admin for everyone (scope in the services); hr and admin keep types and balances.
 */
export const leaveRoutes: FastifyPluginAsyncZod<LeaveRouteDeps> = async (
  app,
  { leave, requests, balances, delegations },
) => {
  const common = { tags: ['leave'], security: [{ bearer: [] }] };

  app.get(
    '/types',
    {
      // `scope=all` asks for settings:write in the service.
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary: 'The active leave types that apply to me, or every type (scope=all: admin and hr)',
        querystring: ListLeaveTypesQuerySchema,
        response: withErrors({ 200: LeaveTypeListResponseSchema }),
      },
    },
    (request) => leave.listTypes(actorOf(request), request.query),
  );

  app.post(
    '/types',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Add a leave type with its policy (audited)',
        body: CreateLeaveTypeBodySchema,
        response: withErrors({ 201: LeaveTypeSchema }),
      },
    },
    async (request, reply) => reply.code(201).send(await leave.createType(actorOf(request), request.body)),
  );

  app.patch(
    '/types/:id',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Change a leave type’s policy, or make it inactive (audited); types are never deleted',
        params: IdParamsSchema,
        body: UpdateLeaveTypeBodySchema,
        response: withErrors({ 200: LeaveTypeSchema }),
      },
    },
    (request) => leave.updateType(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/settings',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary: 'Leave settings: two-level approval (manager, then hr), how long compensatory off lasts',
        response: withErrors({ 200: LeaveSettingsSchema }),
      },
    },
    (request) => leave.settings(actorOf(request)),
  );

  app.patch(
    '/settings',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Change leave settings (audited)',
        body: UpdateLeaveSettingsBodySchema,
        response: withErrors({ 200: LeaveSettingsSchema }),
      },
    },
    (request) => leave.updateSettings(actorOf(request), request.body),
  );

  app.get(
    '/delegations',
    {
      config: { access: 'leave:approve' },
      schema: {
        ...common,
        summary: 'The approvals I handed to someone, and those handed to me, not yet ended',
        response: withErrors({ 200: LeaveDelegationListSchema }),
      },
    },
    (request) => delegations.list(actorOf(request)),
  );

  app.post(
    '/delegations',
    {
      config: { access: 'leave:approve' },
      schema: {
        ...common,
        summary: 'Hand my leave approvals to a manager, hr or admin for a date range (audited)',
        body: CreateLeaveDelegationBodySchema,
        response: withErrors({ 201: LeaveDelegationSchema }),
      },
    },
    async (request, reply) => reply.code(201).send(await delegations.create(actorOf(request), request.body)),
  );

  app.delete(
    '/delegations/:id',
    {
      config: { access: 'leave:approve' },
      schema: {
        ...common,
        summary: 'End a delegation (the person who gave it, hr or admin)',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => delegations.remove(actorOf(request), request.params.id),
  );

  app.get(
    '/my-requests',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary: 'My leave requests, newest first',
        querystring: ListLeaveRequestsQuerySchema,
        response: withErrors({ 200: LeaveRequestListResponseSchema }),
      },
    },
    (request) => requests.myRequests(actorOf(request), request.query),
  );

  app.post(
    '/request',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary:
          'Ask for leave: working days counted in my office calendar; overlaps and overspending refused',
        body: LeaveRequestBodySchema,
        response: withErrors({ 201: LeaveRequestSchema }),
      },
    },
    async (request, reply) => reply.code(201).send(await requests.request(actorOf(request), request.body)),
  );

  app.post(
    '/request/preview',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary:
          'What a request would count, the balance after it, and what would refuse it; nothing is saved',
        body: LeaveRequestBodySchema,
        response: withErrors({ 200: LeavePreviewSchema }),
      },
    },
    (request) => requests.preview(actorOf(request), request.body),
  );

  app.get(
    '/balance',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary: 'A balance per leave type from the ledger: mine, or a person I manage (hr, admin: anyone)',
        querystring: LeaveBalanceQuerySchema,
        response: withErrors({ 200: LeaveBalanceResponseSchema }),
      },
    },
    (request) => balances.balance(actorOf(request), request.query),
  );

  app.get(
    '/balance/report',
    {
      config: { access: 'leave:approve' },
      schema: {
        ...common,
        summary: 'Every balance of everyone I reach (hr, admin: the company; a manager: the team)',
        querystring: LeaveBalanceReportQuerySchema,
        response: withErrors({ 200: LeaveBalanceReportSchema }),
      },
    },
    (request) => balances.report(actorOf(request), request.query),
  );

  app.get(
    '/ledger',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary: 'The entries behind one balance, each with the balance after it',
        querystring: LeaveLedgerQuerySchema,
        response: withErrors({ 200: LeaveLedgerResponseSchema }),
      },
    },
    (request) => balances.ledger(actorOf(request), request.query),
  );

  app.post(
    '/adjustments',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Add or take away days of a balance, with a reason (audited)',
        body: LeaveAdjustmentBodySchema,
        response: withErrors({ 201: LeaveBalanceResponseSchema }),
      },
    },
    async (request, reply) => reply.code(201).send(await balances.adjust(actorOf(request), request.body)),
  );

  app.post(
    '/comp-off',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Grant compensatory off for a weekend or holiday worked; it lapses after the setting’s days',
        body: CompOffGrantBodySchema,
        response: withErrors({ 201: LeaveBalanceResponseSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await balances.grantCompOff(actorOf(request), request.body)),
  );

  app.post(
    '/accrual/run',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Credit the accrual due up to a date; what was credited already is not credited again',
        body: RunAccrualBodySchema.optional(),
        response: withErrors({ 200: RunAccrualResultSchema }),
      },
    },
    (request) => balances.runAccrual(actorOf(request), request.body ?? {}),
  );

  app.post(
    '/year-end/preview',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'What closing a leave year would carry forward and lapse, per type; nothing is written',
        body: YearEndBodySchema,
        response: withErrors({ 200: YearEndResultSchema }),
      },
    },
    (request) => balances.yearEnd(actorOf(request), request.body, 'preview'),
  );

  app.post(
    '/year-end/run',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Close a leave year: carry forward up to each cap, lapse the rest (once; audited)',
        body: YearEndBodySchema,
        response: withErrors({ 200: YearEndResultSchema }),
      },
    },
    (request) => balances.yearEnd(actorOf(request), request.body, 'run'),
  );

  app.get(
    '/calendar/:year/:month',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary:
          'Who is away in a month (hr: everyone; a manager: the team; others: themselves), holidays marked',
        params: LeaveCalendarParamsSchema,
        response: withErrors({ 200: LeaveCalendarResponseSchema }),
      },
    },
    (request) => requests.calendar(actorOf(request), request.params.year, request.params.month),
  );

  app.get(
    '/stats',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary: 'My year in leave, and for approvers what waits and who is away today',
        querystring: YearQuerySchema,
        response: withErrors({ 200: LeaveStatsResponseSchema }),
      },
    },
    (request) => requests.stats(actorOf(request), request.query),
  );

  app.get(
    '/all',
    {
      config: { access: 'leave:approve' },
      schema: {
        ...common,
        summary: 'Every request (hr, admin) or the team’s (a manager), newest first',
        querystring: ListLeaveRequestsQuerySchema,
        response: withErrors({ 200: LeaveRequestListResponseSchema }),
      },
    },
    (request) => requests.all(actorOf(request), request.query),
  );

  app.get(
    '/pending-approvals',
    {
      config: { access: 'leave:approve' },
      schema: {
        ...common,
        summary: 'Pending requests I may decide, soonest first',
        querystring: ListLeaveRequestsQuerySchema,
        response: withErrors({ 200: LeaveRequestListResponseSchema }),
      },
    },
    (request) => requests.pendingApprovals(actorOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary: 'One request: mine, or one I may decide',
        params: IdParamsSchema,
        response: withErrors({ 200: LeaveRequestSchema }),
      },
    },
    (request) => requests.get(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id/approve',
    {
      config: { access: 'leave:approve' },
      schema: {
        ...common,
        summary: 'Approve or reject a pending request, with a comment (required to reject)',
        params: IdParamsSchema,
        body: DecideLeaveBodySchema,
        response: withErrors({ 200: LeaveRequestSchema }),
      },
    },
    (request) => requests.decide(actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/cancel',
    {
      config: { access: 'leave:self' },
      schema: {
        ...common,
        summary: 'Cancel a request (mine before it starts; hr any time), or cut a started leave short (hr)',
        params: IdParamsSchema,
        body: CancelLeaveBodySchema.optional(),
        response: withErrors({ 200: LeaveRequestSchema }),
      },
    },
    (request) => requests.cancel(actorOf(request), request.params.id, request.body ?? {}),
  );
};
