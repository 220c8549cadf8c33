import { HealthResponseSchema, ServerMetricsSchema } from '@hrms/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-schemas';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database kind, last migration, version, Node.js version and uptime',
        response: withErrors({ 200: HealthResponseSchema }),
      },
    },
    () => health.check(),
  );
  app.get(
    '/metrics',
    {
      config: { access: 'settings:security' },
      schema: {
        tags: ['health'],
        security: [{ bearer: [] }],
        summary: "This process's event-loop delay, database pool waits and memory since the previous call",
        description:
          'Admin only. Each call closes a window and starts the next, so a load test reads it before and after. ' +
          'Behind a load balancer each call reaches one process (its `pid` says which).',
        response: withErrors({ 200: ServerMetricsSchema }),
      },
    },
    () => health.metrics(),
  );
};
