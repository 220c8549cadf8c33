import {
  JobIdParamsSchema,
  JobListQuerySchema,
  JobListResponseSchema,
  JobSchema,
} from '@hrms/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { JobsService } from './jobs.service';

/** `/settings/jobs` (admin): background work, its failures, and trying a failed job again. */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  const common = { tags: ['settings'], security: [{ bearer: [] }] };
  const config = { access: 'jobs:admin' } as const;

  app.get(
    '/',
    {
      config,
      schema: {
        ...common,
        summary: 'Background jobs (mail, …), newest first, with how many are in each status',
        querystring: JobListQuerySchema,
        response: withErrors({ 200: JobListResponseSchema }),
      },
    },
    (request) => jobs.list(actorOf(request), request.query),
  );

  app.post(
    '/:id/retry',
    {
      config,
      schema: {
        ...common,
        summary: 'Try a failed job again, with a fresh set of attempts (audited); 409 unless it failed',
        params: JobIdParamsSchema,
        response: withErrors({ 200: JobSchema }),
      },
    },
    (request) => jobs.retry(actorOf(request), request.params.id),
  );
};
