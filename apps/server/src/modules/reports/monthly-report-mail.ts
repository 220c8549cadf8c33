/**
 * Last month's reports by mail: on the first of each month (the company's day), every active hr
 * account gets the attendance, leave and department reports of the month before as PDFs, each
 * built as that person (their company, their rights). A setting turns it off. Once a month across
 * every process: the month sent is claimed in the configuration table in one statement before any
 * mail goes; a pass that fails before sending gives the claim back so the next pass tries again.
 */
import {
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type UpdateReportSettingsBody,
  UpdateReportSettingsBodySchema,
} from '@hrms/contracts/reports';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { addDays, calendarDateIn, DEFAULT_TIME_ZONE } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import type { MailAttachment, Mailer } from '../../lib/mailer';
import { PeriodicTask } from '../../lib/periodic-task';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingsRecord } from '../configuration/settings-record';
import { hrRecipients } from './reports.repository';
import type { ReportsService } from './reports.service';

const SETTINGS_KEY = 'reports.settings';
/** The month (`YYYY-MM`) whose reports went out last. */
const SENT_KEY = 'reports.monthlyMail.sent';
const MAILED_REPORTS = ['attendance', 'leave', 'department-stats'] as const;
const CHECK_INTERVAL_MS = 60 * 60_000;

export class MonthlyReportMail {
  private readonly stored: SettingsRecord<ReportSettings>;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      audit: AuditService;
      configuration: ConfigurationService;
      mailer: Mailer;
      reports: ReportsService;
    },
  ) {
    this.stored = new SettingsRecord(deps, {
      key: SETTINGS_KEY,
      category: 'reports',
      defaults: DEFAULT_REPORT_SETTINGS,
      change: UpdateReportSettingsBodySchema,
      auditAction: 'settings.reports.update',
    });
  }

  async settings(actor: Actor): Promise<ReportSettings> {
    requirePermission(actor, 'settings:read');
    return this.stored.current();
  }

  async updateSettings(actor: Actor, body: UpdateReportSettingsBody): Promise<ReportSettings> {
    requirePermission(actor, 'settings:write');
    return this.stored.update(actor, body);
  }

  /** Mails last month's reports when today is a month's first day and they have not gone; the mails sent. */
  async sendDue(): Promise<number> {
    const { clock, configuration, mailer, reports } = this.deps;
    const today = calendarDateIn(clock.now(), DEFAULT_TIME_ZONE);
    if (!today.endsWith('-01') || !(await this.stored.current()).monthlyMail) return 0;
    const to = addDays(today, -1);
    const from = `${to.slice(0, 7)}-01`;
    const month = to.slice(0, 7);
    const previous = await configuration.value(SENT_KEY);
    if (!(await configuration.claim(SENT_KEY, 'reports', month, clock.now()))) return 0;

    let sent = 0;
    try {
      for (const person of await hrRecipients(this.deps.db)) {
        const actor: Actor = {
          userId: person.userId,
          role: 'hr',
          employeeId: person.employeeId,
          sessionId: '',
        };
        const attachments: MailAttachment[] = [];
        for (const report of MAILED_REPORTS) {
          const file = await reports.exportFile(actor, { report, format: 'pdf', from, to });
          attachments.push({
            filename: file.fileName,
            content: Buffer.from(file.body),
            contentType: file.contentType,
          });
        }
        const label = new Date(`${from}T00:00:00Z`).toLocaleDateString('en-IN', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
        await mailer.send({
          to: person.email,
          subject: `Reports for ${label}`,
          text: `The attendance, leave and department reports for ${label} are attached as PDFs.\n\nTo stop this mail, turn off "Monthly reports by mail" under Settings → Reports.`,
          attachments,
        });
        sent += 1;
      }
    } catch (error) {
      // Nobody mailed yet: the month is claimed back, so the next pass tries again.
      if (sent === 0) await configuration.claim(SENT_KEY, 'reports', previous ?? null, clock.now());
      throw error;
    }
    return sent;
  }
}

export class MonthlyReportScheduler extends PeriodicTask {
  constructor(mail: MonthlyReportMail, log: FastifyBaseLogger, intervalMs = CHECK_INTERVAL_MS) {
    super(async () => {
      try {
        const sent = await mail.sendDue();
        if (sent > 0) log.info({ sent }, 'mailed the monthly reports');
      } catch (error) {
        log.error({ err: error }, 'mailing the monthly reports failed');
      }
    }, intervalMs);
  }
}
