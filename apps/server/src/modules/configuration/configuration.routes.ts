import {
  BulkConfigurationBodySchema,
  ConfigurationEntrySchema,
  ConfigurationKeyParamsSchema,
  ConfigurationListResponseSchema,
  ConfigurationQuerySchema,
  UpdateConfigurationBodySchema,
} from '@hrms/contracts/configuration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { ConfigurationService } from './configuration.service';

const security = [{ bearer: [] }];

/**
 * `/configuration`: every policy value as a typed key. Hr and admin read and change them; the
 * security keys are admin's alone (checked per key by the service).
 */
export const configurationRoutes: FastifyPluginAsyncZod<{ configuration: ConfigurationService }> = async (
  app,
  { configuration },
) => {
  app.get(
    '/',
    {
      config: { access: 'settings:read' },
      schema: {
        tags: ['configuration'],
        summary: 'Every configuration key with its value, default, description and schema; or one category’s',
        security,
        querystring: ConfigurationQuerySchema,
        response: withErrors({ 200: ConfigurationListResponseSchema }),
      },
    },
    (request) => configuration.list(actorOf(request), request.query),
  );

  app.patch(
    '/:key',
    {
      config: { access: 'settings:write' },
      schema: {
        tags: ['configuration'],
        summary: 'Change one key (audited with its value before and after)',
        security,
        params: ConfigurationKeyParamsSchema,
        body: UpdateConfigurationBodySchema,
        response: withErrors({ 200: ConfigurationEntrySchema }),
      },
    },
    (request) => configuration.update(actorOf(request), request.params.key, request.body.value),
  );

  app.post(
    '/bulk',
    {
      config: { access: 'settings:write' },
      schema: {
        tags: ['configuration'],
        summary: 'Change several keys at once: each pair is checked first, then all apply or none do',
        security,
        body: BulkConfigurationBodySchema,
        response: withErrors({ 200: ConfigurationListResponseSchema }),
      },
    },
    async (request) => ({ items: await configuration.bulk(actorOf(request), request.body) }),
  );
};
