import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import {
  BulkDeactivateBodySchema,
  BulkDeleteBodySchema,
  BulkResultSchema,
  BulkUpdateBodySchema,
  CreateEmployeeBodySchema,
  DeactivateEmployeeBodySchema,
  DeleteEmployeeResponseSchema,
  EmployeeDashboardStatsSchema,
  EmployeeDepartmentListResponseSchema,
  EmployeeLeaveRequestsResponseSchema,
  EmployeeListResponseSchema,
  EmployeeSchema,
  EmployeeStatsSchema,
  ExportEmployeesQuerySchema,
  ImportResultSchema,
  ListEmployeesQuerySchema,
  RecentActivityQuerySchema,
  RecentActivityResponseSchema,
  UpdateEmployeeBodySchema,
  UpdateOwnProfileBodySchema,
} from '@hrms/contracts/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadReader } from '../../lib/multipart-upload';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import type { EmployeesService } from './employees.service';

const FileResponse = z.any().describe('The file');
const PhotoParamsSchema = z.strictObject({ key: z.string().max(100) });

/**
 * Everyone signed in reads the directory (`employees:directory`; scope by role in the service);
 * managers and up see figures (`employees:read`); admin and hr change records (`employees:write`).
 * A person edits their own profile and photo (`profile:self`). Photos are public by unguessable key.
 */
export const employeesRoutes: FastifyPluginAsyncZod<{ employees: EmployeesService }> = async (
  app,
  { employees },
) => {
  const common = { tags: ['employees'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: 'The directory: admin/hr everyone, a manager their team, others colleagues’ cards',
        querystring: ListEmployeesQuerySchema,
        response: withErrors({ 200: EmployeeListResponseSchema }),
      },
    },
    (request) => employees.directory.list(actorOf(request), request.query),
  );

  app.get(
    '/export',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Every row matching the list’s filters, as CSV or XLSX',
        querystring: ExportEmployeesQuerySchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => {
      const file = await employees.directory.exportFile(actorOf(request), request.query);
      return sendFile(reply, file);
    },
  );

  app.get(
    '/import-template',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'The CSV import template: the header and one example row',
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => {
      const file = employees.importTemplate(actorOf(request));
      return sendFile(reply, file);
    },
  );

  app.post(
    '/upload-csv',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Check (dry-run) or import (commit, all or nothing) a CSV of employees',
        description:
          'multipart/form-data with a `file` part and the fields `mode` (`dry-run` or `commit`) and ' +
          '`sendInvitations` (`true` or `false`).',
        consumes: ['multipart/form-data'],
        response: withErrors({ 200: ImportResultSchema }),
      },
    },
    (request) => employees.importCsv(actorOf(request), uploadReader(request)),
  );

  app.get(
    '/stats',
    {
      config: { access: 'employees:read' },
      schema: {
        ...common,
        summary: 'Head counts and joins/exits: everyone for admin/hr, the team for a manager',
        response: withErrors({ 200: EmployeeStatsSchema }),
      },
    },
    (request) => employees.figures.stats(actorOf(request)),
  );

  app.get(
    '/departments',
    {
      config: { access: 'employees:read' },
      schema: {
        ...common,
        summary: 'Departments with their heads and head counts',
        response: withErrors({ 200: EmployeeDepartmentListResponseSchema }),
      },
    },
    (request) => employees.figures.departments(actorOf(request)),
  );

  app.post(
    '/bulk-deactivate',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Deactivate many people; one result per id',
        body: BulkDeactivateBodySchema,
        response: withErrors({ 200: BulkResultSchema }),
      },
    },
    (request) => employees.bulkDeactivate(actorOf(request), request.body),
  );

  app.post(
    '/bulk-update',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Set department, designation, manager, office, type or status on many people',
        body: BulkUpdateBodySchema,
        response: withErrors({ 200: BulkResultSchema }),
      },
    },
    (request) => employees.bulkUpdate(actorOf(request), request.body),
  );

  app.delete(
    '/bulk-delete',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Delete many people without history; one result per id',
        body: BulkDeleteBodySchema,
        response: withErrors({ 200: BulkResultSchema }),
      },
    },
    (request) => employees.bulkDelete(actorOf(request), request.body),
  );

  app.get(
    '/photos/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['employees'],
        summary: 'A photo by its key (for <img>, which sends no token)',
        params: PhotoParamsSchema,
        response: withErrors({ 200: FileResponse }),
      },
    },
    async (request, reply) => {
      const photo = await employees.photos.photo(request.params.key);
      return (
        reply
          .header('content-type', photo.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          // A key names one upload for ever: a new photo gets a new key.
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(photo.bytes)
      );
    },
  );

  app.post(
    '/',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Add a person with a sign-in account, and mail them an invitation',
        body: CreateEmployeeBodySchema,
        response: withErrors({ 201: EmployeeSchema }),
      },
    },
    async (request, reply) => {
      const created = await employees.create(actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: 'One person: as much of the record as the caller may see (see `access.level`)',
        params: IdParamsSchema,
        response: withErrors({ 200: EmployeeSchema }),
      },
    },
    (request) => employees.get(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Change any field; only the fields sent change',
        params: IdParamsSchema,
        body: UpdateEmployeeBodySchema,
        response: withErrors({ 200: EmployeeSchema }),
      },
    },
    (request) => employees.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Delete a person without history; anyone else is deactivated instead (409)',
        params: IdParamsSchema,
        response: withErrors({ 200: DeleteEmployeeResponseSchema }),
      },
    },
    (request) => employees.remove(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/deactivate',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'The person leaves: inactive, sign-in and sessions ended',
        params: IdParamsSchema,
        body: DeactivateEmployeeBodySchema,
        response: withErrors({ 200: EmployeeSchema }),
      },
    },
    (request) => employees.deactivate(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/resend-invitation',
    {
      config: { access: 'employees:write' },
      schema: {
        ...common,
        summary: 'Mail a new set-password link to someone who has not set a password yet',
        params: IdParamsSchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    (request) => employees.resendInvitation(actorOf(request), request.params.id),
  );

  app.get(
    '/:id/dashboard-stats',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: 'Tenure, team and documents of a person (themself, their managers, admin and hr)',
        params: IdParamsSchema,
        response: withErrors({ 200: EmployeeDashboardStatsSchema }),
      },
    },
    (request) => employees.figures.dashboardStats(actorOf(request), request.params.id),
  );

  app.get(
    '/:id/recent-activity',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: 'Changes to the record, newest first (themself, their managers, admin and hr)',
        params: IdParamsSchema,
        querystring: RecentActivityQuerySchema,
        response: withErrors({ 200: RecentActivityResponseSchema }),
      },
    },
    (request) => employees.figures.recentActivity(actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/:id/leave-requests',
    {
      config: { access: 'employees:directory' },
      schema: {
        ...common,
        summary: 'The person’s leave requests, newest first',
        params: IdParamsSchema,
        querystring: RecentActivityQuerySchema,
        response: withErrors({ 200: EmployeeLeaveRequestsResponseSchema }),
      },
    },
    (request) => employees.figures.leaveRequests(actorOf(request), request.params.id, request.query),
  );

  app.patch(
    '/:id/profile',
    {
      config: { access: 'profile:self' },
      schema: {
        ...common,
        summary: 'Change one’s own contact details, emergency contact and bank account',
        params: IdParamsSchema,
        body: UpdateOwnProfileBodySchema,
        response: withErrors({ 200: EmployeeSchema }),
      },
    },
    (request) => employees.updateOwnProfile(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/photo',
    {
      config: { access: 'profile:self' },
      schema: {
        ...common,
        summary: 'Set the photo (multipart `file`, PNG or JPEG): admin and hr, or the person themself',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: withErrors({ 200: EmployeeSchema }),
      },
    },
    (request) => employees.photos.setPhoto(actorOf(request), request.params.id, uploadReader(request)),
  );

  app.delete(
    '/:id/photo',
    {
      config: { access: 'profile:self' },
      schema: {
        ...common,
        summary: 'Remove the photo: admin and hr, or the person themself',
        params: IdParamsSchema,
        response: withErrors({ 200: EmployeeSchema }),
      },
    },
    (request) => employees.photos.removePhoto(actorOf(request), request.params.id),
  );
};
