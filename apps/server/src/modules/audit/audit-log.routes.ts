import { AuditExportQuerySchema, AuditListResponseSchema, AuditQuerySchema } from '@hrms/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import type { AuditLogService } from './audit-log.service';

const FileResponse = z.any().describe('The file');

/** `/audit` (admin): the audit log, filtered, a page at a time or as a file. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (
  app,
  { auditLog },
) => {
  const common = { tags: ['audit'], security: [{ bearer: [] }] };
  const config = { access: 'audit:read' } as const;

  app.get(
    '/',
    {
      config,
      schema: {
        ...common,
        summary: 'Who changed what and when, newest first, filtered',
        querystring: AuditQuerySchema,
        response: withErrors({ 200: AuditListResponseSchema }),
      },
    },
    (request) => auditLog.list(actorOf(request), request.query),
  );

  app.get(
    '/export',
    {
      config,
      schema: {
        ...common,
        summary: 'The filtered audit log as CSV or XLSX, with the values before and after as JSON',
        querystring: AuditExportQuerySchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => sendFile(reply, await auditLog.exportFile(actorOf(request), request.query)),
  );
};
