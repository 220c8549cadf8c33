/**
 * How each kind of news reaches people (Settings → Notifications, Profile → Notifications): the
 * company's defaults, kept as one configuration record (`notifications.<event>`, changed by hr and
 * admin, audited), and each person's own choices over them. `route` answers, for one event, who
 * hears of it in the app and who by email.
 */
import {
  NOTIFICATION_EVENT_INFO,
  NOTIFICATION_EVENTS,
  type NotificationChannels,
  NotificationChannelsSchema,
  type NotificationEvent,
  type NotificationSettings,
  type UpdateNotificationSettingsBody,
} from '@hrms/contracts/notifications';
import { can } from '@hrms/contracts/roles';
import { z } from 'zod';
import { withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { SettingsRecord, type SettingsRecordDeps } from '../configuration/settings-record';
import {
  deletePreferences,
  listPreferences,
  type PreferenceRow,
  preferencesFor,
  upsertPreferences,
} from './notifications.repository';

export type CompanyNotificationDefaults = Record<NotificationEvent, NotificationChannels>;

const DEFAULTS = Object.fromEntries(
  NOTIFICATION_EVENTS.map((event) => [event, NOTIFICATION_EVENT_INFO[event].defaults]),
) as CompanyNotificationDefaults;

const DefaultsChangeSchema = z.strictObject(
  Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, NotificationChannelsSchema.optional()]),
  ) as Record<NotificationEvent, z.ZodOptional<typeof NotificationChannelsSchema>>,
);

/** A person's channel where they chose one, else the company's. */
function channels(company: NotificationChannels, own: PreferenceRow | undefined): NotificationChannels {
  return { inApp: own?.inApp ?? company.inApp, email: own?.email ?? company.email };
}

export class NotificationSettingsService {
  private readonly defaults: SettingsRecord<CompanyNotificationDefaults>;

  constructor(private readonly deps: SettingsRecordDeps) {
    this.defaults = new SettingsRecord(deps, {
      key: 'notifications.defaults',
      category: 'notifications',
      defaults: DEFAULTS,
      change: DefaultsChangeSchema,
      describe: Object.fromEntries(
        NOTIFICATION_EVENTS.map((event) => {
          const info = NOTIFICATION_EVENT_INFO[event];
          return [
            event,
            `${info.label}: in the app and by email, unless a person chooses otherwise. ${info.description}`,
          ];
        }),
      ) as Record<NotificationEvent, string>,
      auditAction: 'settings.notifications.update',
    });
  }

  /** Everyone reads their own; hr and admin also learn that they may change the company's. */
  async get(actor: Actor): Promise<NotificationSettings> {
    const { db } = this.deps;
    const [company, own] = await Promise.all([this.defaults.current(db), listPreferences(db, actor.userId)]);
    const mine = new Map(own.map((row) => [row.event, row]));
    return {
      canEditCompany: can(actor.role, 'settings:write'),
      events: NOTIFICATION_EVENTS.map((event) => {
        const row = mine.get(event);
        return {
          event,
          label: NOTIFICATION_EVENT_INFO[event].label,
          description: NOTIFICATION_EVENT_INFO[event].description,
          ...channels(company[event], row),
          custom: row !== undefined && (row.inApp !== null || row.email !== null),
          company: company[event],
        };
      }),
    };
  }

  /**
   * The company's defaults first (hr and admin, audited), then the caller's own choices; a channel
   * set to what the company gives is kept as the person's choice, null goes back to following it.
   */
  async update(actor: Actor, body: UpdateNotificationSettingsBody): Promise<NotificationSettings> {
    if (body.company) {
      requirePermission(actor, 'settings:write');
      const current = await this.defaults.current();
      const change = Object.fromEntries(
        Object.entries(body.company).map(([event, partial]) => [
          event,
          { ...current[event as NotificationEvent], ...partial },
        ]),
      ) as Partial<CompanyNotificationDefaults>;
      await this.defaults.update(actor, change);
    }
    if (body.mine) {
      const mine = body.mine;
      const now = this.deps.clock.now();
      await withTransaction(this.deps.db, async (tx) => {
        const own = new Map((await listPreferences(tx, actor.userId)).map((row) => [row.event, row]));
        const reset: string[] = [];
        const rows = [];
        for (const [event, choice] of Object.entries(mine)) {
          if (choice === null || choice === undefined) {
            reset.push(event);
            continue;
          }
          const before = own.get(event);
          const inApp = choice.inApp ?? before?.inApp ?? null;
          const email = choice.email ?? before?.email ?? null;
          rows.push({ userId: actor.userId, event, inApp, email, updatedAt: now });
        }
        await deletePreferences(tx, actor.userId, reset);
        await upsertPreferences(tx, rows);
      });
    }
    return this.get(actor);
  }

  /** Who hears of one event in the app and who by email, in the caller's transaction. */
  async route(
    db: Parameters<typeof preferencesFor>[0],
    userIds: readonly string[],
    event: NotificationEvent,
  ): Promise<{ inApp: string[]; email: string[] }> {
    if (userIds.length === 0) return { inApp: [], email: [] };
    const [company, own] = await Promise.all([this.defaults.current(db), preferencesFor(db, userIds, event)]);
    const byUser = new Map(own.map((row) => [row.userId, row]));
    const inApp: string[] = [];
    const email: string[] = [];
    for (const userId of userIds) {
      const chosen = channels(company[event], byUser.get(userId));
      if (chosen.inApp) inApp.push(userId);
      if (chosen.email) email.push(userId);
    }
    return { inApp, email };
  }
}
