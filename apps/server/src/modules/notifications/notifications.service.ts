/**
 * Notifications stored per user (spec §3 "Notification", §4 notification list): what other modules
 * call to tell people something (`notify`), and the owner's list, read and remove operations, by
 * REST or by socket. Every change to a user's notifications is echoed to all of that user's sockets
 * as `notifications:sync`, so every open tab stays in step. Each notification names its event, and
 * each person's notification settings decide whether it reaches them in the app, by email or both.
 */
import type {
  NotificationEvent,
  NotificationListResponse,
  StoredNotification,
} from '@hrms/contracts/notifications';
import { type Notification, type NotificationsSync, ServerEvent } from '@hrms/contracts/realtime';
import { type Database, withTransaction } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { NotificationMail, NotificationMailItem } from './notification-mail';
import type { NotificationSettingsService } from './notification-settings.service';
import {
  activeAddresses,
  countUnread,
  deleteNotifications,
  existsForUser,
  insertNotifications,
  listNotifications,
  markRead,
  type NotificationRow,
} from './notifications.repository';

/**
 * What `store` returns and `deliver` takes: the rows written in the caller's transaction, and the
 * mail to send once it has committed.
 */
export type Notice = NotificationRow | { mail: NotificationMailItem };

export interface NotifyInput {
  /** The kind of news: people's notification settings are per event. */
  event: NotificationEvent;
  type: Notification['type'];
  title: string;
  message: string;
  /** The module that speaks, e.g. `announcements`. */
  module?: string | null;
  /** A path inside the app the notification opens. */
  link?: string | null;
}

const notFound = () => new AppError('NOT_FOUND', 'Notification not found.');

function toStored(row: NotificationRow): StoredNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    module: row.module,
    link: row.link,
    read: row.readAt !== null,
    timestamp: row.createdAt.toISOString(),
  };
}

/** The `notification` event's payload (contracts `Notification`). */
function toEvent(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    userId: row.userId,
    read: row.readAt !== null,
    ...(row.module ? { module: row.module } : {}),
    ...(row.link ? { link: row.link } : {}),
  };
}

export class NotificationsService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      realtime: RealtimeService;
      settings: NotificationSettingsService;
      mail: NotificationMail;
    },
  ) {}

  /** Stores one notification for each user and sends it to their sockets. */
  async notify(userIds: readonly string[], input: NotifyInput): Promise<void> {
    const rows = await withTransaction(this.deps.db, (tx) => this.store(tx, userIds, input));
    this.deliver(rows);
  }

  /**
   * Stores the notifications inside the caller's transaction; the caller calls `deliver` with the
   * result once it has committed, so nobody hears of a change that was rolled back.
   */
  async store(tx: Database, userIds: readonly string[], input: NotifyInput): Promise<Notice[]> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return [];
    const route = await this.deps.settings.route(tx, unique, input.event);
    const mail: Notice[] = (await activeAddresses(tx, route.email)).map(({ email }) => ({
      mail: {
        to: email,
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
      },
    }));
    const createdAt = this.deps.clock.now();
    const rows = await insertNotifications(
      tx,
      route.inApp.map((userId) => ({
        userId,
        type: input.type,
        title: input.title,
        message: input.message,
        module: input.module ?? null,
        link: input.link ?? null,
        createdAt,
      })),
    );
    return [...rows, ...mail];
  }

  /** After the caller's commit: each row to its owner's sockets, each mail to the mailer. */
  deliver(notices: readonly Notice[]): void {
    const mail: NotificationMailItem[] = [];
    for (const notice of notices) {
      if ('mail' in notice) mail.push(notice.mail);
      else this.deps.realtime.emitNotificationEvent(notice.userId, ServerEvent.notification, toEvent(notice));
    }
    this.deps.mail.send(mail);
  }

  /** The actor's own notifications, newest first, with their unread count. */
  async list(
    actor: Actor,
    query: { page: number; limit: number; unread?: boolean | undefined },
  ): Promise<NotificationListResponse> {
    const { db } = this.deps;
    const [{ rows, total }, unread] = await Promise.all([
      listNotifications(db, actor.userId, {
        page: query.page,
        limit: query.limit,
        unreadOnly: query.unread === true,
      }),
      countUnread(db, actor.userId),
    ]);
    return { items: rows.map(toStored), total, page: query.page, limit: query.limit, unread };
  }

  async unreadCount(actor: Actor): Promise<number> {
    return countUnread(this.deps.db, actor.userId);
  }

  /** Idempotent: reading a read notification changes nothing. Someone else's is not found. */
  async markRead(actor: Actor, id: string): Promise<{ unread: number }> {
    const { db, clock } = this.deps;
    const changed = await markRead(db, actor.userId, [id], clock.now());
    if (changed.length === 0 && !(await existsForUser(db, actor.userId, id))) throw notFound();
    return this.sync(actor.userId, changed.length > 0 ? { readIds: changed } : null);
  }

  /** The thing a notification points at was opened: its unread notifications that lead there are read. */
  async markReadByLink(userId: string, link: string): Promise<void> {
    const changed = await markRead(this.deps.db, userId, null, this.deps.clock.now(), link);
    if (changed.length > 0) await this.sync(userId, { readIds: changed });
  }

  async markAllRead(actor: Actor): Promise<{ unread: number }> {
    const changed = await markRead(this.deps.db, actor.userId, null, this.deps.clock.now());
    return this.sync(actor.userId, changed.length > 0 ? { all: true } : null);
  }

  async remove(actor: Actor, id: string): Promise<{ unread: number }> {
    const removed = await deleteNotifications(this.deps.db, actor.userId, [id]);
    if (removed.length === 0) throw notFound();
    return this.sync(actor.userId, { removedIds: removed });
  }

  async clear(actor: Actor): Promise<{ unread: number }> {
    const removed = await deleteNotifications(this.deps.db, actor.userId, null);
    return this.sync(actor.userId, removed.length > 0 ? { cleared: true } : null);
  }

  /** The unread count after a change, sent to every socket of the user when something changed. */
  private async sync(
    userId: string,
    change: Omit<NotificationsSync, 'unread'> | null,
  ): Promise<{ unread: number }> {
    const unread = await countUnread(this.deps.db, userId);
    if (change) {
      const payload: NotificationsSync = { unread, ...change };
      this.deps.realtime.emitNotificationEvent(userId, ServerEvent.notificationsSync, payload);
    }
    return { unread };
  }
}
