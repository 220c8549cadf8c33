/**
 * Holidays and the office calendar (spec §7 "Holidays"). Everyone reads them (`holidays:read`);
 * admin and hr manage them (`holidays:manage`).
 *
 * Rules:
 * - A holiday applies to every office, or to the offices and regions it names; one name once a date.
 * - Public and company holidays close the office; an optional one leaves the day worked.
 * - Each office has weekend rules (default Saturday and Sunday); `office-calendar.ts` decides
 *   whether a day is worked, for this module and for leave, attendance and payroll.
 * - Every change is audited with its before and after.
 *
 * One door for the routes, the schedules and the modules that read the calendar (leave, attendance,
 * payroll, time), each question answered by the use case that owns it:
 * - the holidays themselves, the pickers, a year by month and each office's days (`officeCalendar`):
 *   holiday-calendar.service.ts;
 * - what a holiday runs into (weekends, other holidays, approved leave) and settling it:
 *   holiday-conflicts.service.ts;
 * - national, state and the company's own templates applied to the calendar: holiday-templates.service.ts;
 * - a person's calendar subscription and its token: holiday-feeds.service.ts;
 * - import and export of holiday files: holiday-files.service.ts;
 * - the figures: holiday-insights.service.ts;
 * - each office's weekend: holiday-weekends.service.ts;
 * - reminders before a holiday and their settings: holiday-reminders.service.ts.
 * What they share (the caller's company, how a holiday is shown, the writes told of after commit) is
 * in holidays-context.ts.
 */

import { HolidayCalendarService } from './holiday-calendar.service';
import { HolidayConflictsService } from './holiday-conflicts.service';
import { HolidayFeedsService } from './holiday-feeds.service';
import { HolidayFilesService } from './holiday-files.service';
import { HolidayInsightsService } from './holiday-insights.service';
import { HolidayRemindersService } from './holiday-reminders.service';
import { HolidayTemplatesService } from './holiday-templates.service';
import { HolidayWeekendsService } from './holiday-weekends.service';
import { type HolidaysDeps, HolidayWrites } from './holidays-context';

export type { HolidaysDeps } from './holidays-context';

type Calendar = HolidayCalendarService;
type Conflicts = HolidayConflictsService;
type Templates = HolidayTemplatesService;
type Feeds = HolidayFeedsService;
type Files = HolidayFilesService;
type Insights = HolidayInsightsService;
type Weekends = HolidayWeekendsService;
type Reminders = HolidayRemindersService;

export class HolidaysService {
  private readonly holidayCalendar: HolidayCalendarService;
  private readonly conflicts: HolidayConflictsService;
  private readonly holidayTemplates: HolidayTemplatesService;
  private readonly feeds: HolidayFeedsService;
  private readonly files: HolidayFilesService;
  private readonly insights: HolidayInsightsService;
  private readonly weekends: HolidayWeekendsService;
  private readonly reminders: HolidayRemindersService;

  constructor(deps: HolidaysDeps) {
    // One set of writes, so whichever use case changes the calendar, its people hear once.
    const writes = new HolidayWrites(deps);
    this.holidayCalendar = new HolidayCalendarService(deps, writes);
    this.conflicts = new HolidayConflictsService(deps, writes, this.holidayCalendar);
    this.holidayTemplates = new HolidayTemplatesService(deps, writes, this.conflicts);
    this.feeds = new HolidayFeedsService(deps, writes);
    this.files = new HolidayFilesService(deps, writes);
    this.insights = new HolidayInsightsService(deps);
    this.weekends = new HolidayWeekendsService(deps, writes);
    this.reminders = new HolidayRemindersService(deps);
  }

  // ------------------------------------------------------------------------------- the calendar

  list(...args: Parameters<Calendar['list']>) {
    return this.holidayCalendar.list(...args);
  }

  get(...args: Parameters<Calendar['get']>) {
    return this.holidayCalendar.get(...args);
  }

  create(...args: Parameters<Calendar['create']>) {
    return this.holidayCalendar.create(...args);
  }

  update(...args: Parameters<Calendar['update']>) {
    return this.holidayCalendar.update(...args);
  }

  remove(...args: Parameters<Calendar['remove']>) {
    return this.holidayCalendar.remove(...args);
  }

  bulkCreate(...args: Parameters<Calendar['bulkCreate']>) {
    return this.holidayCalendar.bulkCreate(...args);
  }

  bulkUpdate(...args: Parameters<Calendar['bulkUpdate']>) {
    return this.holidayCalendar.bulkUpdate(...args);
  }

  bulkDelete(...args: Parameters<Calendar['bulkDelete']>) {
    return this.holidayCalendar.bulkDelete(...args);
  }

  types(...args: Parameters<Calendar['types']>) {
    return this.holidayCalendar.types(...args);
  }

  offices(...args: Parameters<Calendar['offices']>) {
    return this.holidayCalendar.offices(...args);
  }

  regions(...args: Parameters<Calendar['regions']>) {
    return this.holidayCalendar.regions(...args);
  }

  upcoming(...args: Parameters<Calendar['upcoming']>) {
    return this.holidayCalendar.upcoming(...args);
  }

  myHolidays(...args: Parameters<Calendar['myHolidays']>) {
    return this.holidayCalendar.myHolidays(...args);
  }

  myUpcoming(...args: Parameters<Calendar['myUpcoming']>) {
    return this.holidayCalendar.myUpcoming(...args);
  }

  calendar(...args: Parameters<Calendar['calendar']>) {
    return this.holidayCalendar.calendar(...args);
  }

  calendarData(...args: Parameters<Calendar['calendarData']>) {
    return this.holidayCalendar.calendarData(...args);
  }

  /** For leave, attendance, payroll and time, which have checked the caller's reach (decision 014). */
  officeCalendar(...args: Parameters<Calendar['officeCalendar']>) {
    return this.holidayCalendar.officeCalendar(...args);
  }

  // ------------------------------------------------------------------------------- conflicts

  checkConflicts(...args: Parameters<Conflicts['checkConflicts']>) {
    return this.conflicts.checkConflicts(...args);
  }

  leaveImpact(...args: Parameters<Conflicts['leaveImpact']>) {
    return this.conflicts.leaveImpact(...args);
  }

  resolveConflict(...args: Parameters<Conflicts['resolveConflict']>) {
    return this.conflicts.resolveConflict(...args);
  }

  // ------------------------------------------------------------------------------- templates

  templates(...args: Parameters<Templates['templates']>) {
    return this.holidayTemplates.templates(...args);
  }

  createTemplate(...args: Parameters<Templates['createTemplate']>) {
    return this.holidayTemplates.createTemplate(...args);
  }

  applyTemplate(...args: Parameters<Templates['applyTemplate']>) {
    return this.holidayTemplates.applyTemplate(...args);
  }

  // ------------------------------------------------------------------------------- feeds

  feed(...args: Parameters<Feeds['feed']>) {
    return this.feeds.feed(...args);
  }

  createFeed(...args: Parameters<Feeds['createFeed']>) {
    return this.feeds.createFeed(...args);
  }

  deleteFeed(...args: Parameters<Feeds['deleteFeed']>) {
    return this.feeds.deleteFeed(...args);
  }

  /** Asked for by a calendar app with no session: the token is the key. */
  feedFile(...args: Parameters<Feeds['feedFile']>) {
    return this.feeds.feedFile(...args);
  }

  // ------------------------------------------------------------------------------- files

  exportFile(...args: Parameters<Files['exportFile']>) {
    return this.files.exportFile(...args);
  }

  importFile(...args: Parameters<Files['importFile']>) {
    return this.files.importFile(...args);
  }

  // ------------------------------------------------------------------------------- figures

  stats(...args: Parameters<Insights['stats']>) {
    return this.insights.stats(...args);
  }

  analytics(...args: Parameters<Insights['analytics']>) {
    return this.insights.analytics(...args);
  }

  utilizationReport(...args: Parameters<Insights['utilizationReport']>) {
    return this.insights.utilizationReport(...args);
  }

  // ------------------------------------------------------------------------------- weekends

  weekendConfig(...args: Parameters<Weekends['weekendConfig']>) {
    return this.weekends.weekendConfig(...args);
  }

  updateWeekendConfig(...args: Parameters<Weekends['updateWeekendConfig']>) {
    return this.weekends.updateWeekendConfig(...args);
  }

  // ------------------------------------------------------------------------------- reminders

  notificationSettings(...args: Parameters<Reminders['notificationSettings']>) {
    return this.reminders.notificationSettings(...args);
  }

  updateNotificationSettings(...args: Parameters<Reminders['updateNotificationSettings']>) {
    return this.reminders.updateNotificationSettings(...args);
  }

  /** The schedule's pass (holidays.schedules.ts). */
  sendReminders(...args: Parameters<Reminders['sendReminders']>) {
    return this.reminders.sendReminders(...args);
  }
}
