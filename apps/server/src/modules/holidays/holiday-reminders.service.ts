/**
 * Holiday reminders: the people of each office hear of its holidays a set number of days before
 * (`holidays.reminders.*`, kept as one settings record), once however many processes run the pass.
 */

import {
  DEFAULT_HOLIDAY_NOTIFICATIONS,
  type HolidayNotificationSettings,
  type UpdateHolidayNotificationSettingsBody,
  UpdateHolidayNotificationSettingsBodySchema,
} from '@hrms/contracts/holidays';
import { type Actor, requirePermission } from '../../lib/access';
import { addDays, calendarDateIn } from '../../lib/calendar-date';
import { SettingsRecord } from '../configuration/settings-record';
import {
  allHolidays,
  allOffices,
  claimReminder,
  type HolidayRow,
  officeUserIds,
} from './holidays.repository';
import type { HolidaysDeps } from './holidays-context';

const NOTIFICATIONS_KEY = 'holidays.notifications';

export class HolidayRemindersService {
  private readonly reminders: SettingsRecord<HolidayNotificationSettings>;

  constructor(private readonly deps: HolidaysDeps) {
    this.reminders = new SettingsRecord(deps, {
      key: NOTIFICATIONS_KEY,
      category: 'holidays',
      prefix: 'holidays.reminders',
      defaults: DEFAULT_HOLIDAY_NOTIFICATIONS,
      change: UpdateHolidayNotificationSettingsBodySchema,
      describe: {
        enabled: 'Remind the people of each office before its holidays.',
        daysBefore: 'How many days before a holiday the reminder goes; 0 reminds on the morning of the day.',
      },
      auditAction: 'settings.holidays.notifications',
    });
  }

  async notificationSettings(actor: Actor): Promise<HolidayNotificationSettings> {
    requirePermission(actor, 'holidays:read');
    return this.reminderSettings();
  }

  async updateNotificationSettings(
    actor: Actor,
    body: UpdateHolidayNotificationSettingsBody,
  ): Promise<HolidayNotificationSettings> {
    requirePermission(actor, 'holidays:manage');
    return this.reminders.update(actor, body);
  }

  /**
   * One reminder pass: for each office, the holidays `daysBefore` days after its today reach its
   * people as a notification. Each (holiday, office) is claimed in the database first, so a pass run
   * twice, or by several processes at once, reminds once. Returns how many reminders went out.
   */
  async sendReminders(): Promise<number> {
    const settings = await this.reminderSettings();
    if (!settings.enabled) return 0;
    const now = this.deps.clock.now();
    let sent = 0;
    for (const office of await allOffices(this.deps.db)) {
      const day = addDays(calendarDateIn(now, office.timezone), settings.daysBefore);
      const due = await allHolidays(this.deps.db, office.companyId, { from: day, to: day, office });
      for (const holiday of due) {
        if (!(await claimReminder(this.deps.db, holiday.id, office.id, now))) continue;
        const userIds = await officeUserIds(this.deps.db, office.id);
        await this.deps.notifications.notify(userIds, reminderOf(holiday, office.name, settings.daysBefore));
        sent += userIds.length;
      }
    }
    return sent;
  }

  private reminderSettings(): Promise<HolidayNotificationSettings> {
    return this.reminders.current();
  }
}

/** "Diwali on Monday, 9 Nov": what the people of an office read before a holiday. */
function reminderOf(holiday: HolidayRow, officeName: string, daysBefore: number) {
  const day = new Date(`${holiday.date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const when = daysBefore === 0 ? 'Today' : daysBefore === 1 ? 'Tomorrow' : `In ${daysBefore} days`;
  return {
    event: 'holidayReminder' as const,
    type: 'info' as const,
    title: `${holiday.name} on ${day}`,
    message:
      holiday.type === 'optional'
        ? `${when}: an optional holiday. Ask for it as leave if you wish to take it.`
        : `${when}: the ${officeName} office is closed.`,
    module: 'holidays',
    link: '/holidays',
  };
}
