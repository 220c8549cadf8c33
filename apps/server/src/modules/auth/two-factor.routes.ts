import {
  BackupCodesResponseSchema,
  TwoFactorConfirmBodySchema,
  TwoFactorEnableBodySchema,
  TwoFactorGenerateResponseSchema,
  TwoFactorStatusResponseSchema,
} from '@hrms/contracts/auth-security';
import { OkResponseSchema } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, clientOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { TwoFactorService } from './two-factor.service';

/** Two-factor set-up; open to someone the company requires it of before it is set up. */
const config = { access: 'authenticated', allowedBeforeTwoFactorSetup: true } as const;
const security = [{ bearer: [] }];

export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (
  app,
  { twoFactor },
) => {
  app.get(
    '/status',
    {
      config,
      schema: {
        tags: ['two-factor'],
        summary: 'Whether two-factor is on, backup codes left, and whether the company requires it',
        security,
        response: withErrors({ 200: TwoFactorStatusResponseSchema }),
      },
    },
    (request) => twoFactor.status(actorOf(request)),
  );

  app.post(
    '/generate',
    {
      config,
      schema: {
        tags: ['two-factor'],
        summary: 'A new secret and otpauth URI (issuer HRMS) for the authenticator app; 409 when already on',
        security,
        response: withErrors({ 200: TwoFactorGenerateResponseSchema }),
      },
    },
    (request) => twoFactor.generate(actorOf(request)),
  );

  app.post(
    '/enable',
    {
      config,
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor on with a code from the app; returns 10 backup codes, shown once',
        description:
          '400 when the code does not match, 409 when no secret was generated or it is already on.',
        security,
        body: TwoFactorEnableBodySchema,
        response: withErrors({ 200: BackupCodesResponseSchema }),
      },
    },
    (request) => twoFactor.enable(actorOf(request), request.body),
  );

  app.post(
    '/disable',
    {
      config,
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor off, with the password or a code',
        description:
          '400 wrong password or code (counts towards the lockout), 409 when it is off or the company requires it.',
        security,
        body: TwoFactorConfirmBodySchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await twoFactor.disable(actorOf(request), request.body, clientOf(request));
      return { ok: true as const, message: 'Two-factor authentication is off.' };
    },
  );

  app.post(
    '/regenerate-backup-codes',
    {
      config,
      schema: {
        tags: ['two-factor'],
        summary: 'Ten new backup codes, with the password or a code; the old ones stop working',
        security,
        body: TwoFactorConfirmBodySchema,
        response: withErrors({ 200: BackupCodesResponseSchema }),
      },
    },
    (request) => twoFactor.regenerateBackupCodes(actorOf(request), request.body, clientOf(request)),
  );
};
