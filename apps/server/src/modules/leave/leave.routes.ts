import { IdParamsSchema } from '@hrms/contracts/common';
import {
  CreateLeaveTypeBodySchema,
  LeaveTypeListResponseSchema,
  LeaveTypeSchema,
  ListLeaveTypesQuerySchema,
  UpdateLeaveTypeBodySchema,
} from '@hrms/contracts/leave';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { LeaveService } from './leave.service';

/** Leave types: everyone reads those that apply to them; admin and hr keep them (`settings:write`). */
export const leaveRoutes: FastifyPluginAsyncZod<{ leave: LeaveService }> = async (app, { leave }) => {
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
};
