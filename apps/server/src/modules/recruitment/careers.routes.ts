import { IdParamsSchema } from '@hrms/contracts/common';
import {
  ApplyResponseSchema,
  PublicOpeningListResponseSchema,
  PublicOpeningSchema,
  RECRUITMENT_LIMITS,
} from '@hrms/contracts/recruitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadReader } from '../../lib/multipart-upload';
import { clientOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { RecruitmentService } from './recruitment.service';

/** The public careers page: open roles and the application form, no sign-in. */
export const careersRoutes: FastifyPluginAsyncZod<{ recruitment: RecruitmentService }> = async (
  app,
  { recruitment },
) => {
  const common = { tags: ['careers'] };

  app.get(
    '/openings',
    {
      config: { access: 'public' },
      schema: {
        ...common,
        summary: 'Open roles, newest first',
        response: withErrors({ 200: PublicOpeningListResponseSchema }),
      },
    },
    () => recruitment.publicOpenings(),
  );

  app.get(
    '/openings/:id',
    {
      config: { access: 'public' },
      schema: {
        ...common,
        summary: 'One open role with its questions',
        params: IdParamsSchema,
        response: withErrors({ 200: PublicOpeningSchema }),
      },
    },
    (request) => recruitment.publicOpening(request.params.id),
  );

  app.post(
    '/openings/:id/apply',
    {
      // Counted by the application's own, stricter limit per address, not also as an upload.
      config: { access: 'public', throttle: false },
      schema: {
        ...common,
        summary: 'Apply for an open role',
        description:
          'multipart/form-data: `name`, `email`, `phone`, `answers` (JSON, by question id) and the résumé in ' +
          `\`resume\` (PDF or DOCX, read from its content, at most ${RECRUITMENT_LIMITS.maxResumeBytes / 1024 / 1024} MB). ` +
          '409 for a role that is not open or a second application from the same address, 415 for another ' +
          `kind of file, 429 past ${RECRUITMENT_LIMITS.applicationsPerMinute} applications a minute from one address.`,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: withErrors({ 201: ApplyResponseSchema }),
      },
    },
    async (request, reply) => {
      const result = await recruitment.apply(
        request.params.id,
        clientOf(request).ip ?? 'unknown',
        uploadReader(request, 'resume'),
      );
      return reply.code(201).send(result);
    },
  );
};
