import { DashboardResponseSchema } from '@hrms/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { DashboardService } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/',
    {
      config: { access: 'dashboard:read' },
      schema: {
        tags: ['dashboard'],
        summary: 'The signed-in person, company counts, and team and department figures by role',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DashboardResponseSchema }),
      },
    },
    (request) => dashboard.get(actorOf(request)),
  );
};
