import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  CompanySettingsResponseSchema,
  CompanySettingsSchema,
  CreateOfficeBodySchema,
  LogoParamsSchema,
  OfficeSchema,
  UpdateOfficeBodySchema,
} from '@hrms/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadReader } from '../../lib/multipart-upload';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { CompanySettingsService } from './company-settings.service';

const common = { tags: ['settings'], security: [{ bearer: [] }] };
const FileResponse = z.any().describe('The logo image');

/** Settings → Company, under `/api/settings/company`: the company, its logo and its offices. */
export const companySettingsRoutes: FastifyPluginAsyncZod<{ company: CompanySettingsService }> = async (
  app,
  { company },
) => {
  app.get(
    '/',
    {
      config: { access: 'settings:read' },
      schema: {
        ...common,
        summary: 'The company’s details, logo and offices (with their headcount)',
        response: withErrors({ 200: CompanySettingsResponseSchema }),
      },
    },
    (request) => company.get(actorOf(request)),
  );

  app.patch(
    '/',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary:
          'Change the company’s details: JSON, or multipart/form-data with the fields as text and the logo (PNG or JPEG) as `logo`; `removeLogo` removes it',
        response: withErrors({ 200: CompanySettingsSchema }),
      },
    },
    (request) =>
      company.update(
        actorOf(request),
        request.isMultipart() ? { receive: uploadReader(request, 'logo') } : { body: request.body },
      ),
  );

  app.get(
    '/logo/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'The company’s logo by its key (for <img>, which sends no token)',
        params: LogoParamsSchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => {
      const logo = await company.logo(request.params.key);
      return (
        reply
          .header('content-type', logo.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          // A key names one upload for ever: a new logo gets a new key.
          .header('cache-control', 'public, max-age=86400, immutable')
          .send(logo.bytes)
      );
    },
  );

  app.post(
    '/offices',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Add an office (its time zone is the company’s unless given)',
        body: CreateOfficeBodySchema,
        response: withErrors({ 201: OfficeSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await company.createOffice(actorOf(request), request.body)),
  );

  app.patch(
    '/offices/:id',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Change an office, or deactivate it (`active: false`) so it takes no new people',
        params: IdParamsSchema,
        body: UpdateOfficeBodySchema,
        response: withErrors({ 200: OfficeSchema }),
      },
    },
    (request) => company.updateOffice(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/offices/:id',
    {
      config: { access: 'settings:write' },
      schema: {
        ...common,
        summary: 'Delete an office nobody was ever placed at (409 naming how many otherwise)',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await company.deleteOffice(actorOf(request), request.params.id);
      return { ok: true as const, message: 'Office deleted.' };
    },
  );
};
