/**
 * Last month's reports by mail: from the first of each month (the company's day), every active hr
 * account gets the attendance, leave and department reports of the month before as PDFs, each
 * built as that person (their company, their rights). A setting turns it off. Once a month a
 * company across every process: in one transaction the month is marked as gone (a single statement
 * that one pass wins) and one `reports.monthly-mail` job is queued for each account, which builds
 * the PDFs and hands the mail to the mail queue; a job that fails is tried again on its own.
 */
import {
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type UpdateReportSettingsBody,
  UpdateReportSettingsBodySchema,
} from '@hrms/contracts/reports';
import { type Database, withTransaction } from '../../db/client';
import type { JobQueue, ScheduleDefinition } from '../../jobs/job-queue';
import { type Actor, requirePermission } from '../../lib/access';
import { addDays, calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import type { MailAttachment, Mailer } from '../../lib/mailer';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingsRecord } from '../configuration/settings-record';
import { hrRecipients } from './reports.repository';

import type { ReportsService } from './reports.service';

type Recipient = Awaited<ReturnType<typeof hrRecipients>>[number];

/** One hr account's mail of one month. */
interface MonthlyMailPayload extends Record<string, unknown> {
  userId: string;
  employeeId: string | null;
  email: string;
  from: string;
  to: string;
}

export const MONTHLY_MAIL_JOB = 'reports.monthly-mail';

const SETTINGS_KEY = 'reports.settings';
/** `<key>.<companyId>`: the month (`YYYY-MM`) whose reports went out last, or `NONE_SENT`. */
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
      jobs: Pick<JobQueue, 'define' | 'enqueue' | 'startNow'>;
    },
  ) {
    deps.jobs.define<MonthlyMailPayload>({
      queue: MONTHLY_MAIL_JOB,
      // Tried again over about two hours (30 s, 1 min, 2 min, …).
      maxAttempts: 8,
      run: (payload) => this.mail(payload),
    });
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

  /**
   * Queues each company's last month's mails unless they have gone, and starts them; answers how
   * many mails were queued.
   */
  async sendDue(): Promise<number> {
    if (!(await this.stored.current()).monthlyMail) return 0;
    const byCompany = new Map<string, Recipient[]>();
    for (const person of await hrRecipients(this.deps.db)) {
      byCompany.set(person.companyId, [...(byCompany.get(person.companyId) ?? []), person]);
    }
    const queued: string[] = [];
    for (const [companyId, people] of byCompany) {
      const today = calendarDateIn(this.deps.clock.now(), people[0]!.timeZone);
      const to = addDays(`${today.slice(0, 7)}-01`, -1);
      queued.push(...(await this.queueMonth(companyId, people, `${to.slice(0, 7)}-01`, to)));
    }
    for (const id of queued) this.deps.jobs.startNow(id);
    return queued.length;
  }

  /** The month marked as gone for the company and a job queued per account, or nothing if it had gone. */
  private queueMonth(companyId: string, people: readonly Recipient[], from: string, to: string) {
    const { db, clock, configuration, jobs } = this.deps;
    const month = from.slice(0, 7);
    return withTransaction(db, async (tx) => {
      if (!(await configuration.claim(`${SENT_KEY}.${companyId}`, 'reports', month, clock.now(), tx)))
        return [];
      const ids: string[] = [];
      for (const person of people) {
        const id = await jobs.enqueue<MonthlyMailPayload>(
          tx,
          MONTHLY_MAIL_JOB,
          { userId: person.userId, employeeId: person.employeeId, email: person.email, from, to },
          { summary: `Reports for ${monthLabel(from)} to ${person.email}`, key: `${person.userId}:${month}` },
        );
        if (id) ids.push(id);
      }
      return ids;
    });
  }

  /** One account's mail: the reports built as that person, handed to the mail queue. */
  private async mail({ userId, employeeId, email, from, to }: MonthlyMailPayload): Promise<void> {
    const actor: Actor = { userId, role: 'hr', employeeId, sessionId: '' };
    const attachments: MailAttachment[] = [];
    for (const report of MAILED_REPORTS) {
      const file = await this.deps.reports.exportFile(actor, { report, format: 'pdf', from, to });
      attachments.push({
        filename: file.fileName,
        content: Buffer.from(file.body),
        contentType: file.contentType,
      });
    }
    const label = monthLabel(from);
    await this.deps.mailer.send({
      to: email,
      subject: `Reports for ${label}`,
      text: `The attendance, leave and department reports for ${label} are attached as PDFs.\n\nTo stop this mail, turn off "Monthly reports by mail" under Settings → Reports.`,
      attachments,
    });
  }
}

/** `January 2026`, of a month's first day. */
const monthLabel = (from: string) =>
  new Date(`${from}T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Reports' hourly work, once across processes (the job queue's schedules): the monthly reports
 * mailed when due, and the change counts folded.
 */
export function reportsSchedules(
  mail: MonthlyReportMail,
  reports: Pick<ReportsService, 'foldChanges'>,
): ScheduleDefinition[] {
  return [
    {
      name: 'reports.monthly-mail',
      everyMs: CHECK_INTERVAL_MS,
      run: async () => {
        const sent = await mail.sendDue();
        return sent > 0 ? `monthly reports mailed: ${sent}` : null;
      },
    },
    {
      name: 'reports.fold-changes',
      everyMs: CHECK_INTERVAL_MS,
      run: async () => {
        await reports.foldChanges();
        return null;
      },
    },
  ];
}
