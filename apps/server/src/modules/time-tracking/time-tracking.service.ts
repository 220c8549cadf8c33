/**
 * Time tracking (spec §7 "Time tracking", product decisions): the clock, its entries and reports,
 * and the rules of a shift.
 *
 * Rules:
 * - clocked_out → clock-in → working ⇄ break → on_break; clock-out from working or a break. Any
 *   other action is a 409 naming the state. One open entry a person and one open break an entry
 *   are held by partial unique indexes (`insert … on conflict do nothing`); a break or a clock-out
 *   locks the open entry. Server time only; each entry keeps the address and device it came from.
 * - Each punch tells of itself in its own transaction (`clock.punched`), where attendance derives
 *   the person's day, so the day's status is right the moment the punch commits.
 * - Clock-ins may be limited to office networks (CIDR). An entry left open past the shift end plus
 *   the setting's hours is closed at the shift end and flagged for review, never silently.
 * - Days are cut in the person's office zone.
 *
 * One door for the routes, attendance, the schedule and the app, each question answered by the use
 * case that owns it:
 * - the settings, each person's shift and what attendance reads of the clock:
 *   time-tracking-settings.service.ts;
 * - the clock: clock-in, breaks, clock-out, status, recorded entries and the clock's pass:
 *   time-tracking-clock.service.ts;
 * - the entries, reports by day, week and month, and the team board: time-tracking-reports.service.ts.
 * What they share (dependencies, the clock's state of an entry, how an entry is shown, whose clock
 * the caller may open) is in time-tracking-context.ts.
 */
import { TimeTrackingClockService } from './time-tracking-clock.service';
import type { TimeTrackingDeps } from './time-tracking-context';
import { TimeTrackingReportsService } from './time-tracking-reports.service';
import { TimeTrackingSettingsService } from './time-tracking-settings.service';

export { clockConflict, type TimeTrackingDeps } from './time-tracking-context';

type Settings = TimeTrackingSettingsService;
type Clock = TimeTrackingClockService;
type Reports = TimeTrackingReportsService;

export class TimeTrackingService {
  private readonly rules: TimeTrackingSettingsService;
  private readonly clock: TimeTrackingClockService;
  private readonly reports: TimeTrackingReportsService;

  constructor(deps: TimeTrackingDeps) {
    this.rules = new TimeTrackingSettingsService(deps);
    this.clock = new TimeTrackingClockService(deps, this.rules);
    this.reports = new TimeTrackingReportsService(deps, this.rules);
  }

  // ------------------------------------------------------------------------------- settings

  settings(...args: Parameters<Settings['settings']>) {
    return this.rules.settings(...args);
  }

  updateSettings(...args: Parameters<Settings['updateSettings']>) {
    return this.rules.updateSettings(...args);
  }

  /** For the modules that follow the rules; no permission asked. */
  currentSettings(...args: Parameters<Settings['currentSettings']>) {
    return this.rules.currentSettings(...args);
  }

  /** A person's shift and thresholds: their own shift, else their office's, else the company's. */
  rulesFor(...args: Parameters<Settings['rulesFor']>) {
    return this.rules.rulesFor(...args);
  }

  /** Each person's entries summed per office day, keyed `employeeId|date`: what attendance reads. */
  daySummaries(...args: Parameters<Settings['daySummaries']>) {
    return this.rules.daySummaries(...args);
  }

  // ------------------------------------------------------------------------- configuration

  configuration(...args: Parameters<Settings['configuration']>) {
    return this.rules.configuration(...args);
  }

  /** Hr gives a person a shift of their own, or takes it away; audited, and today derived again. */
  setEmployeeShift(...args: Parameters<Settings['setEmployeeShift']>) {
    return this.rules.setEmployeeShift(...args);
  }

  // ------------------------------------------------------------------------------- the clock

  status(...args: Parameters<Clock['status']>) {
    return this.clock.status(...args);
  }

  clockIn(...args: Parameters<Clock['clockIn']>) {
    return this.clock.clockIn(...args);
  }

  clockOut(...args: Parameters<Clock['clockOut']>) {
    return this.clock.clockOut(...args);
  }

  startBreak(...args: Parameters<Clock['startBreak']>) {
    return this.clock.startBreak(...args);
  }

  endBreak(...args: Parameters<Clock['endBreak']>) {
    return this.clock.endBreak(...args);
  }

  /** Inside the regularisation's transaction, once it is approved. */
  recordEntry(...args: Parameters<Clock['recordEntry']>) {
    return this.clock.recordEntry(...args);
  }

  compactCounts(...args: Parameters<Clock['compactCounts']>) {
    return this.clock.compactCounts(...args);
  }

  closeForgotten(...args: Parameters<Clock['closeForgotten']>) {
    return this.clock.closeForgotten(...args);
  }

  // ------------------------------------------------------------------------------- reading

  entries(...args: Parameters<Reports['entries']>) {
    return this.reports.entries(...args);
  }

  dailyReport(...args: Parameters<Reports['dailyReport']>) {
    return this.reports.dailyReport(...args);
  }

  weeklyReport(...args: Parameters<Reports['weeklyReport']>) {
    return this.reports.weeklyReport(...args);
  }

  monthlyReport(...args: Parameters<Reports['monthlyReport']>) {
    return this.reports.monthlyReport(...args);
  }

  team(...args: Parameters<Reports['team']>) {
    return this.reports.team(...args);
  }
}
