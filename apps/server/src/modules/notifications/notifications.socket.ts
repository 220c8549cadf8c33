/**
 * The notification events a client sends (spec §7): the same operations as REST, answered with an
 * acknowledgement; `subscribe_notifications` / `unsubscribe_notifications` turn this socket's
 * notification events on and off (on by default).
 */
import { ClientEvent, NotificationReadPayloadSchema, Rooms } from '@hrms/contracts/realtime';
import { z } from 'zod';
import { type ConnectionHandler, onClientEvent } from '../../realtime/socket-handlers';
import type { NotificationsService } from './notifications.service';

const NotificationIdSchema = NotificationReadPayloadSchema.transform((p) =>
  typeof p === 'string' ? p : p.notificationId,
).pipe(z.uuid());

/** `subscribe_notifications` may name the user; it must be the socket's own. */
const SubscribePayloadSchema = z
  .union([z.undefined(), z.null(), z.string(), z.object({ userId: z.string().optional() })])
  .transform((p) => (typeof p === 'string' ? p : (p?.userId ?? undefined)));

export function notificationSocketHandlers(notifications: NotificationsService): ConnectionHandler {
  return (context) => {
    onClientEvent(context, ClientEvent.notificationRead, async (payload, actor) => {
      const id = NotificationIdSchema.safeParse(payload);
      if (!id.success) return { ok: false, error: 'Send the notification id as { notificationId }.' };
      return { ok: true, ...(await notifications.markRead(actor, id.data)) };
    });

    onClientEvent(context, ClientEvent.notificationsReadAll, async (_payload, actor) => ({
      ok: true,
      ...(await notifications.markAllRead(actor)),
    }));

    onClientEvent(context, ClientEvent.subscribeNotifications, async (payload, actor) => {
      const userId = SubscribePayloadSchema.safeParse(payload);
      if (!userId.success || (userId.data !== undefined && userId.data !== actor.userId)) {
        return { ok: false, error: 'You can subscribe only to your own notifications.' };
      }
      await context.socket.leave(Rooms.notificationsMuted);
      return { ok: true, unread: await notifications.unreadCount(actor) };
    });

    onClientEvent(context, ClientEvent.unsubscribeNotifications, async () => {
      await context.socket.join(Rooms.notificationsMuted);
      return { ok: true };
    });
  };
}
