import {
  AnnouncementListResponseSchema,
  AnnouncementSchema,
  CreateAnnouncementBodySchema,
  DeleteAnnouncementResponseSchema,
  ListAnnouncementsQuerySchema,
  ListPublishedAnnouncementsQuerySchema,
  UpdateAnnouncementBodySchema,
} from '@hrms/contracts/announcements';
import { IdParamsSchema } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { AnnouncementsService } from './announcements.service';

/**
 * Writers (admin, hr: `announcements:write`) manage every announcement; readers (everyone:
 * `announcements:read`) use `/published` and open one by id. `GET /announcements` is for writers
 * only: a reader gets 403 there.
 */
export const announcementsRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementsService }> = async (
  app,
  { announcements },
) => {
  const common = { tags: ['announcements'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      config: { access: 'announcements:write' },
      schema: {
        ...common,
        summary: 'Every announcement in any status, newest first (writers)',
        querystring: ListAnnouncementsQuerySchema,
        response: withErrors({ 200: AnnouncementListResponseSchema }),
      },
    },
    (request) => announcements.list(actorOf(request), request.query),
  );

  app.get(
    '/published',
    {
      config: { access: 'announcements:read' },
      schema: {
        ...common,
        summary: 'What is published to me and not expired: pinned first, then newest',
        querystring: ListPublishedAnnouncementsQuerySchema,
        response: withErrors({ 200: AnnouncementListResponseSchema }),
      },
    },
    (request) => announcements.listPublished(actorOf(request), request.query),
  );

  app.post(
    '/',
    {
      config: { access: 'announcements:write' },
      schema: {
        ...common,
        summary: 'Create a draft, publish now, or schedule for publishAt',
        body: CreateAnnouncementBodySchema,
        response: withErrors({ 201: AnnouncementSchema }),
      },
    },
    async (request, reply) => {
      const created = await announcements.create(actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'announcements:read' },
      schema: {
        ...common,
        summary: 'One announcement; a reader only one published to them (and it counts as read)',
        params: IdParamsSchema,
        response: withErrors({ 200: AnnouncementSchema }),
      },
    },
    (request) => announcements.get(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'announcements:write' },
      schema: {
        ...common,
        summary: 'Edit, publish, schedule, return to draft or archive',
        params: IdParamsSchema,
        body: UpdateAnnouncementBodySchema,
        response: withErrors({ 200: AnnouncementSchema }),
      },
    },
    (request) => announcements.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'announcements:write' },
      schema: {
        ...common,
        summary: 'Delete a draft, scheduled or archived announcement; archive a published one',
        params: IdParamsSchema,
        response: withErrors({ 200: DeleteAnnouncementResponseSchema }),
      },
    },
    (request) => announcements.remove(actorOf(request), request.params.id),
  );
};
