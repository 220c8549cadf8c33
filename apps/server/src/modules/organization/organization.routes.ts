import { DepartmentListResponseSchema, OfficeListResponseSchema } from '@hrms/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { OrganizationService } from './organization.service';

export const organizationRoutes: FastifyPluginAsyncZod<{ organization: OrganizationService }> = async (
  app,
  { organization },
) => {
  app.get(
    '/departments',
    {
      config: { access: 'organization:read' },
      schema: {
        tags: ['organization'],
        summary: "The company's departments with their active headcount",
        security: [{ bearer: [] }],
        response: withErrors({ 200: DepartmentListResponseSchema }),
      },
    },
    (request) => organization.departments(actorOf(request)),
  );
  app.get(
    '/offices',
    {
      config: { access: 'organization:read' },
      schema: {
        tags: ['organization'],
        summary: "The company's offices",
        security: [{ bearer: [] }],
        response: withErrors({ 200: OfficeListResponseSchema }),
      },
    },
    (request) => organization.offices(actorOf(request)),
  );
};
