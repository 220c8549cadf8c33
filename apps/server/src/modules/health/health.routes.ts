import { HealthResponseSchema } from '@hrms/contracts/health';
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
        summary: 'Liveness, database kind, last migration, version and uptime',
        response: withErrors({ 200: HealthResponseSchema }),
      },
    },
    () => health.check(),
  );
};
