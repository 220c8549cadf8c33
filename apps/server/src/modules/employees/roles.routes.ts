import {
  RoleHolderSchema,
  RolesQuerySchema,
  RolesResponseSchema,
  UpdateRoleBodySchema,
  UserIdParamsSchema,
} from '@hrms/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { RolesService } from './roles.service';

/** Settings → Roles: admin only (hr changes roles other than admin on a person's record). */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  const common = { tags: ['settings'], security: [{ bearer: [] }] };
  const config = { access: 'roles:grant-admin' } as const;

  app.get(
    '/',
    {
      config,
      schema: {
        ...common,
        summary: 'Who holds which role, with the count per role and each person’s direct reports',
        querystring: RolesQuerySchema,
        response: withErrors({ 200: RolesResponseSchema }),
      },
    },
    (request) => roles.list(actorOf(request), request.query),
  );

  app.patch(
    '/:userId',
    {
      config,
      schema: {
        ...common,
        summary: 'Change one account’s role (audited on the person’s record; the last admin stays)',
        params: UserIdParamsSchema,
        body: UpdateRoleBodySchema,
        response: withErrors({ 200: RoleHolderSchema }),
      },
    },
    (request) => roles.change(actorOf(request), request.params.userId, request.body.role),
  );
};
