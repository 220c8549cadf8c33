import { IdParamsSchema } from '@hrms/contracts/common';
import {
  ListNotificationsQuerySchema,
  NotificationListResponseSchema,
  NotificationSettingsSchema,
  UnreadCountResponseSchema,
  UpdateNotificationSettingsBodySchema,
} from '@hrms/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { NotificationSettingsService } from './notification-settings.service';
import type { NotificationsService } from './notifications.service';

/** Every signed-in person has their own notifications; nobody reads anyone else's. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const common = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'My notifications, newest first, with the unread count',
        querystring: ListNotificationsQuerySchema,
        response: withErrors({ 200: NotificationListResponseSchema }),
      },
    },
    (request) => notifications.list(actorOf(request), request.query),
  );

  app.patch(
    '/read-all',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Mark all my notifications read',
        response: withErrors({ 200: UnreadCountResponseSchema }),
      },
    },
    (request) => notifications.markAllRead(actorOf(request)),
  );

  app.patch(
    '/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Mark one of my notifications read',
        params: IdParamsSchema,
        response: withErrors({ 200: UnreadCountResponseSchema }),
      },
    },
    (request) => notifications.markRead(actorOf(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Remove one of my notifications',
        params: IdParamsSchema,
        response: withErrors({ 200: UnreadCountResponseSchema }),
      },
    },
    (request) => notifications.remove(actorOf(request), request.params.id),
  );

  app.delete(
    '/',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Clear all my notifications',
        response: withErrors({ 200: UnreadCountResponseSchema }),
      },
    },
    (request) => notifications.clear(actorOf(request)),
  );
};

/**
 * `/settings/notifications`: everyone reads and changes their own choices; hr and admin also change
 * the company's defaults (`company` in the body; 403 for anyone else).
 */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{
  settings: NotificationSettingsService;
}> = async (app, { settings }) => {
  const common = { tags: ['settings'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'How each kind of notification reaches me (in the app, by email), and the company defaults',
        response: withErrors({ 200: NotificationSettingsSchema }),
      },
    },
    (request) => settings.get(actorOf(request)),
  );

  app.patch(
    '/',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary:
          'Change my notification choices, or (hr, admin) the company defaults; audited for the company',
        body: UpdateNotificationSettingsBodySchema,
        response: withErrors({ 200: NotificationSettingsSchema }),
      },
    },
    (request) => settings.update(actorOf(request), request.body),
  );
};
