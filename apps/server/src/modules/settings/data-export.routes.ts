import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import type { DataExportService } from './data-export.service';

/** `/settings/data-export` (admin): all company data as one ZIP of CSVs and files. */
export const dataExportRoutes: FastifyPluginAsyncZod<{ dataExport: DataExportService }> = async (
  app,
  { dataExport },
) => {
  app.get(
    '/',
    {
      config: { access: 'data:export' },
      schema: {
        tags: ['settings'],
        summary:
          'All company data as a ZIP: a CSV per table (secrets left out) and every stored file (audited)',
        security: [{ bearer: [] }],
        response: withErrors({ 200: z.any().describe('The ZIP') }),
      },
    },
    async (request, reply) => sendFile(reply, await dataExport.exportAll(actorOf(request))),
  );
};
