import {
  AdminSessionListResponseSchema,
  AdminSessionsQuerySchema,
  RevokeSessionBodySchema,
} from '@hrms/contracts/auth-security';
import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  SecurityPolicySchema,
  UpdateSecurityPolicyBodySchema,
  UpdateTwoFactorPolicyBodySchema,
} from '@hrms/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { SessionsService } from '../auth/sessions.service';
import type { SecurityPolicyService } from './settings.service';

const config = { access: 'settings:security' } as const;
const security = [{ bearer: [] }];

/** Settings → Security (admin only): the company's account policy and everyone's sessions. */
export const securityPolicyRoutes: FastifyPluginAsyncZod<{
  policy: SecurityPolicyService;
  sessions: SessionsService;
}> = async (app, { policy, sessions }) => {
  app.get(
    '/security',
    {
      config,
      schema: {
        tags: ['settings'],
        summary: 'The account security policy: lockout, session limits, password length, two-factor roles',
        security,
        response: withErrors({ 200: SecurityPolicySchema }),
      },
    },
    (request) => policy.get(actorOf(request)),
  );

  app.patch(
    '/security',
    {
      config,
      schema: {
        tags: ['settings'],
        summary: 'Change the account security policy (audited with the values before and after)',
        security,
        body: UpdateSecurityPolicyBodySchema,
        response: withErrors({ 200: SecurityPolicySchema }),
      },
    },
    (request) => policy.update(actorOf(request), request.body),
  );

  app.patch(
    '/security/2fa',
    {
      config,
      schema: {
        tags: ['settings'],
        summary: 'Require two-factor for the given roles (admin and hr when none are given), or for none',
        security,
        body: UpdateTwoFactorPolicyBodySchema,
        response: withErrors({ 200: SecurityPolicySchema }),
      },
    },
    (request) => policy.updateTwoFactor(actorOf(request), request.body),
  );

  app.get(
    '/security/sessions',
    {
      config,
      schema: {
        tags: ['settings'],
        summary: 'Every live session (as GET /auth/admin/sessions)',
        security,
        querystring: AdminSessionsQuerySchema,
        response: withErrors({ 200: AdminSessionListResponseSchema }),
      },
    },
    (request) => sessions.listAll(actorOf(request), request.query, 'settings:security'),
  );

  app.delete(
    '/security/sessions/:id',
    {
      config,
      schema: {
        tags: ['settings'],
        summary: "End anyone's session with a reason (as DELETE /auth/admin/sessions/{id})",
        security,
        params: IdParamsSchema,
        body: RevokeSessionBodySchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await sessions.revokeAny(actorOf(request), request.params.id, request.body.reason, 'settings:security');
      return { ok: true as const, message: 'Session revoked.' };
    },
  );
};
