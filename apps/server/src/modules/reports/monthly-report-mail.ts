/**
 * Last month's reports by mail: from the first of each month (the company's day), every active hr
 * account gets the attendance, leave and department reports of the month before as PDFs, each
 * built as that person (their company, their rights). A setting turns it off. Once a month a
 * company across every process: the month is claimed in the configuration table in one statement
 * before any mail goes. One account's failure does not keep the others' mail; a pass that mails
 * nobody gives the claim back, so the next pass (hourly) tries again.
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
import { addDays, calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import type { MailAttachment, Mailer } from '../../lib/mailer';
import { PeriodicTask } from '../../lib/periodic-task';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingsRecord } from '../configuration/settings-record';
import { hrRecipients } from './reports.repository';

type Recipient = Awaited<ReturnType<typeof hrRecipients>>[number];

import type { ReportsService } from './reports.service';

const SETTINGS_KEY = 'reports.settings';
/** `<key>.<companyId>`: the month (`YYYY-MM`) whose reports went out last, or `NONE_SENT`. */
const SENT_KEY = 'reports.monthlyMail.sent';
const NONE_SENT = '';
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
      describe: {
        monthlyMail:
          'On the first of each month, last month’s attendance, leave and department reports go by mail to every hr account.',
      },
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

  /** Mails each company's last month's reports unless they have gone; the mails sent. */
  async sendDue(): Promise<number> {
    if (!(await this.stored.current()).monthlyMail) return 0;
    const byCompany = new Map<string, Recipient[]>();
    for (const person of await hrRecipients(this.deps.db)) {
      byCompany.set(person.companyId, [...(byCompany.get(person.companyId) ?? []), person]);
    }
    let sent = 0;
    const failures: unknown[] = [];
    for (const [companyId, people] of byCompany) {
      const today = calendarDateIn(this.deps.clock.now(), people[0]!.timeZone);
      const to = addDays(`${today.slice(0, 7)}-01`, -1);
      const result = await this.sendMonth(companyId, people, `${to.slice(0, 7)}-01`, to);
      sent += result.sent;
      failures.push(...result.failures);
    }
    if (failures.length > 0) {
      throw new AggregateError(failures, `${failures.length} monthly report mails failed; ${sent} went`);
    }
    return sent;
  }

  private async sendMonth(companyId: string, people: readonly Recipient[], from: string, to: string) {
    const { clock, configuration, mailer, reports } = this.deps;
    const key = `${SENT_KEY}.${companyId}`;
    const month = from.slice(0, 7);
    const previous = await configuration.value(key);
    if (!(await configuration.claim(key, 'reports', month, clock.now()))) return { sent: 0, failures: [] };
    const label = new Date(`${from}T00:00:00Z`).toLocaleDateString('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    let sent = 0;
    const failures: unknown[] = [];
    for (const person of people) {
      try {
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
        await mailer.send({
          to: person.email,
          subject: `Reports for ${label}`,
          text: `The attendance, leave and department reports for ${label} are attached as PDFs.\n\nTo stop this mail, turn off "Monthly reports by mail" under Settings → Reports.`,
          attachments,
        });
        sent += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    // Nobody mailed: the month is handed back (to the month before, or to none) for the next pass.
    if (sent === 0 && failures.length > 0) {
      await configuration.claim(key, 'reports', previous ?? NONE_SENT, clock.now());
    }
    return { sent, failures };
  }
}

/** Reports' hourly pass: mails the monthly reports when due, and folds the change counts. */
export class ReportsScheduler extends PeriodicTask {
  constructor(
    mail: MonthlyReportMail,
    reports: Pick<ReportsService, 'foldChanges'>,
    log: FastifyBaseLogger,
    intervalMs = CHECK_INTERVAL_MS,
  ) {
    super(async () => {
      try {
        const sent = await mail.sendDue();
        if (sent > 0) log.info({ sent }, 'mailed the monthly reports');
      } catch (error) {
        log.error({ err: error }, 'mailing the monthly reports failed');
      }
      try {
        await reports.foldChanges();
      } catch (error) {
        log.error({ err: error }, 'folding the report change counts failed');
      }
    }, intervalMs);
  }
}
