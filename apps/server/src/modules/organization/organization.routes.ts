import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  CreateDesignationBodySchema,
  DepartmentBodySchema,
  DepartmentListResponseSchema,
  DepartmentSchema,
  DesignationListResponseSchema,
  DesignationSchema,
  MergeBodySchema,
  OfficeListResponseSchema,
  OrgChartExportQuerySchema,
  OrgChartQuerySchema,
  OrgChartResponseSchema,
  UpdateDepartmentBodySchema,
  UpdateDesignationBodySchema,
} from '@hrms/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import type { OrganizationService } from './organization.service';

const common = { tags: ['organization'], security: [{ bearer: [] }] };

/** Registered under `/api/organization`. */
export const organizationRoutes: FastifyPluginAsyncZod<{ organization: OrganizationService }> = async (
  app,
  { organization },
) => {
  app.get(
    '/departments',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: "The company's departments with their active headcount",
        response: withErrors({ 200: DepartmentListResponseSchema }),
      },
    },
    (request) => organization.departments(actorOf(request)),
  );

  app.post(
    '/departments',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Create a department, with a head and a parent department if any',
        body: DepartmentBodySchema,
        response: withErrors({ 201: DepartmentSchema }),
      },
    },
    async (request, reply) => {
      const created = await organization.createDepartment(actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/departments/:id',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Rename a department or change its code, head or parent; null clears head or parent',
        params: IdParamsSchema,
        body: UpdateDepartmentBodySchema,
        response: withErrors({ 200: DepartmentSchema }),
      },
    },
    (request) => organization.updateDepartment(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/departments/:id',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Delete a department nobody was ever placed in (409 naming how many otherwise)',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await organization.deleteDepartment(actorOf(request), request.params.id);
      return { ok: true as const, message: 'Department deleted.' };
    },
  );

  app.post(
    '/departments/:id/merge',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary:
          'Merge a department into another: its people (those who left too) and sub-departments move, then it is deleted',
        params: IdParamsSchema,
        body: MergeBodySchema,
        response: withErrors({ 200: DepartmentSchema }),
      },
    },
    (request) => organization.mergeDepartment(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/offices',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: "The company's offices",
        response: withErrors({ 200: OfficeListResponseSchema }),
      },
    },
    (request) => organization.offices(actorOf(request)),
  );

  app.get(
    '/designations',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: 'Job titles to choose from, with how many people hold each',
        response: withErrors({ 200: DesignationListResponseSchema }),
      },
    },
    (request) => organization.designations(actorOf(request)),
  );

  app.post(
    '/designations',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Add a job title (names are unique in any letter case)',
        body: CreateDesignationBodySchema,
        response: withErrors({ 201: DesignationSchema }),
      },
    },
    async (request, reply) => {
      const created = await organization.createDesignation(actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/designations/:id',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Rename a job title (names are unique in any letter case)',
        params: IdParamsSchema,
        body: UpdateDesignationBodySchema,
        response: withErrors({ 200: DesignationSchema }),
      },
    },
    (request) => organization.renameDesignation(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/designations/:id',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Delete a job title nobody was ever given (409 naming how many otherwise)',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await organization.deleteDesignation(actorOf(request), request.params.id);
      return { ok: true as const, message: 'Designation deleted.' };
    },
  );

  app.post(
    '/designations/:id/merge',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Merge a job title into another: everyone with it (those who left too) gets the other',
        params: IdParamsSchema,
        body: MergeBodySchema,
        response: withErrors({ 200: DesignationSchema }),
      },
    },
    (request) => organization.mergeDesignation(actorOf(request), request.params.id, request.body),
  );
};

/**
 * Registered under `/api/employees`, next to the employees module's routes: these paths are static,
 * which the router tries before a parametric `/:id`, so `org-chart` is never read as an id.
 */
export const orgChartRoutes: FastifyPluginAsyncZod<{ organization: OrganizationService }> = async (
  app,
  { organization },
) => {
  app.get(
    '/org-chart',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary:
          'The reporting tree: the whole company for admin, hr and employees, the tree below a manager',
        querystring: OrgChartQuerySchema,
        response: withErrors({ 200: OrgChartResponseSchema }),
      },
    },
    (request) => organization.orgChart(actorOf(request), request.query),
  );

  app.get(
    '/org-chart/export',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: 'The same tree as a PDF outline or a CSV, as an attachment',
        querystring: OrgChartExportQuerySchema,
        response: withErrors({ 200: z.any().describe('application/pdf or text/csv') }),
      },
    },
    async (request, reply) => {
      const file = await organization.exportOrgChart(actorOf(request), request.query);
      return sendFile(reply, file);
    },
  );
};
