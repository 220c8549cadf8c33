import {
  AdminSessionListResponseSchema,
  AdminSessionsQuerySchema,
  RevokedCountResponseSchema,
  RevokeSessionBodySchema,
  SessionListResponseSchema,
  SessionStatsResponseSchema,
} from '@hrms/contracts/auth-security';
import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { SessionsService } from './sessions.service';

const security = [{ bearer: [] }];

export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  app.get(
    '/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sessions'],
        summary: 'Your sessions of the last 30 days, newest activity first, the current one marked',
        security,
        response: withErrors({ 200: SessionListResponseSchema }),
      },
    },
    (request) => sessions.listOwn(actorOf(request), { activeOnly: false }),
  );

  app.get(
    '/active-sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sessions'],
        summary: 'Your live sessions, the current one marked',
        security,
        response: withErrors({ 200: SessionListResponseSchema }),
      },
    },
    (request) => sessions.listOwn(actorOf(request), { activeOnly: true }),
  );

  app.delete(
    '/sessions/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sessions'],
        summary: 'End one of your sessions and disconnect its sockets; 404 for any other',
        security,
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await sessions.revokeOwn(actorOf(request), request.params.id);
      return { ok: true as const, message: 'Session signed out.' };
    },
  );

  app.delete(
    '/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sessions'],
        summary: 'End every session of yours but this one',
        security,
        response: withErrors({ 200: RevokedCountResponseSchema }),
      },
    },
    (request) => sessions.revokeOthers(actorOf(request)),
  );

  app.get(
    '/session-stats',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sessions'],
        summary: 'Live sessions, devices in 30 days, last sign-in, failed attempts in 24 hours',
        security,
        response: withErrors({ 200: SessionStatsResponseSchema }),
      },
    },
    (request) => sessions.stats(actorOf(request)),
  );

  app.get(
    '/admin/sessions',
    {
      config: { access: 'sessions:admin' },
      schema: {
        tags: ['sessions'],
        summary: 'Every live session with its person, device, address and last activity',
        security,
        querystring: AdminSessionsQuerySchema,
        response: withErrors({ 200: AdminSessionListResponseSchema }),
      },
    },
    (request) => sessions.listAll(actorOf(request), request.query, 'sessions:admin'),
  );

  app.delete(
    '/admin/sessions/:id',
    {
      config: { access: 'sessions:admin' },
      schema: {
        tags: ['sessions'],
        summary: "End anyone's session with a reason: audited, the owner alerted, its sockets disconnected",
        description: '404 unknown session, 409 already ended.',
        security,
        params: IdParamsSchema,
        body: RevokeSessionBodySchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await sessions.revokeAny(actorOf(request), request.params.id, request.body.reason, 'sessions:admin');
      return { ok: true as const, message: 'Session revoked.' };
    },
  );
};
