/** Lockouts in force and the admin's Unlock (Settings → Security), under /api/auth/admin/lockouts. */
import { LockoutListResponseSchema, UnlockBodySchema } from '@hrms/contracts/auth-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { LoginGuard } from './login-guard.service';

const security = [{ bearer: [] }];

export const lockoutsRoutes: FastifyPluginAsyncZod<{ guard: LoginGuard }> = async (app, { guard }) => {
  app.get(
    '/admin/lockouts',
    {
      config: { access: 'settings:security' },
      schema: {
        tags: ['sessions'],
        summary: 'Sign-in lockouts in force: an email locked for one address, or everywhere',
        security,
        response: withErrors({ 200: LockoutListResponseSchema }),
      },
    },
    async (request) => ({ items: await guard.listLockouts(actorOf(request)) }),
  );

  app.post(
    '/admin/lockouts/unlock',
    {
      config: { access: 'settings:security' },
      schema: {
        tags: ['sessions'],
        summary: 'End every lockout of an email at once, with a reason (audited)',
        description: '404 when the email is not locked.',
        security,
        body: UnlockBodySchema,
        response: withErrors({ 200: z.object({ ok: z.literal(true), unlocked: z.number().int() }) }),
      },
    },
    async (request) => ({ ok: true as const, ...(await guard.unlock(actorOf(request), request.body)) }),
  );
};
