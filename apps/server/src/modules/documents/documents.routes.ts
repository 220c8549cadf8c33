import { IdParamsSchema } from '@hrms/contracts/common';
import {
  DeleteDocumentResponseSchema,
  DocumentListResponseSchema,
  DocumentSchema,
  DocumentSearchResponseSchema,
  EmployeeDocumentParamsSchema,
  ListEmployeeDocumentsQuerySchema,
  SearchDocumentsQuerySchema,
  UpdateDocumentStatusBodySchema,
} from '@hrms/contracts/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadReader } from '../../lib/multipart-upload';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import { sendFile } from '../../lib/send-file';
import type { DocumentsService } from './documents.service';

/**
 * Registered under `/api`: a person's documents under `/employees/:id/documents`, and the search
 * across everyone's under `/documents/search`. Scope (self, team, all) is the service's.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  const common = { tags: ['documents'], security: [{ bearer: [] }] };

  app.post(
    '/employees/:id/documents',
    {
      config: { access: 'documents:self' },
      schema: {
        ...common,
        summary: 'Upload a document (multipart: file, category, title); the employee themself, admin or hr',
        description:
          'multipart/form-data with a `file` part and the fields `category` and `title` (optional). ' +
          'The type is read from the content: PDF, PNG, JPEG, DOCX, XLSX or CSV.',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: withErrors({ 201: DocumentSchema }),
      },
    },
    async (request, reply) => {
      const created = await documents.upload(actorOf(request), request.params.id, uploadReader(request));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/employees/:id/documents',
    {
      config: { access: 'documents:self' },
      schema: {
        ...common,
        summary: "A person's documents, newest first (themself, their managers, admin and hr)",
        params: IdParamsSchema,
        querystring: ListEmployeeDocumentsQuerySchema,
        response: withErrors({ 200: DocumentListResponseSchema }),
      },
    },
    (request) => documents.list(actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/employees/:id/documents/:docId/download',
    {
      config: { access: 'documents:self' },
      schema: {
        ...common,
        summary: 'The stored file, as an attachment',
        params: EmployeeDocumentParamsSchema,
        response: withErrors({ 200: z.any().describe('The file, with the Content-Type of its kind') }),
      },
    },
    async (request, reply) => {
      const file = await documents.download(actorOf(request), request.params.id, request.params.docId);
      return sendFile(reply, { body: file.bytes, contentType: file.mimeType, fileName: file.fileName });
    },
  );

  app.delete(
    '/employees/:id/documents/:docId',
    {
      config: { access: 'documents:self' },
      schema: {
        ...common,
        summary: 'Remove a document: the owner while it is pending, admin and hr any',
        params: EmployeeDocumentParamsSchema,
        response: withErrors({ 200: DeleteDocumentResponseSchema }),
      },
    },
    (request) => documents.remove(actorOf(request), request.params.id, request.params.docId),
  );

  app.patch(
    '/employees/:id/documents/:docId/status',
    {
      config: { access: 'documents:manage' },
      schema: {
        ...common,
        summary: 'Verify or reject a pending document (a rejection needs comments), or reopen it',
        params: EmployeeDocumentParamsSchema,
        body: UpdateDocumentStatusBodySchema,
        response: withErrors({ 200: DocumentSchema }),
      },
    },
    (request) =>
      documents.updateStatus(actorOf(request), request.params.id, request.params.docId, request.body),
  );

  app.get(
    '/documents/search',
    {
      config: { access: 'documents:manage' },
      schema: {
        ...common,
        summary: "Everyone's documents: search, filters, sort and pages (admin and hr)",
        querystring: SearchDocumentsQuerySchema,
        response: withErrors({ 200: DocumentSearchResponseSchema }),
      },
    },
    (request) => documents.search(actorOf(request), request.query),
  );
};
