import { SetupBodySchema, SetupResponseSchema, SetupStatusResponseSchema } from '@hrms/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { SetupService } from './setup.service';

/** First-run setup: public, and refused once the server has its first account. */
export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  app.get(
    '/status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['setup'],
        summary: 'Whether the server still waits for its company and first admin',
        description: '409 once the server has a company or an account. Never tells the setup token.',
        response: withErrors({ 200: SetupStatusResponseSchema }),
      },
    },
    () => setup.status(),
  );

  app.post(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['setup'],
        summary: 'Create the company, its first office and the first admin account',
        description:
          'With the token of the setup address the server printed in its log (valid 24 hours, used once). ' +
          '400 a field or the password refused (the same rules as every new password), 403 a token that is ' +
          'not the one printed or has expired, 409 once the server is set up, 429 more than 10 attempts a ' +
          'minute from one address.',
        body: SetupBodySchema,
        response: withErrors({ 201: SetupResponseSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await setup.completeWithToken(request.body, clientOf(request).ip)),
  );
};
