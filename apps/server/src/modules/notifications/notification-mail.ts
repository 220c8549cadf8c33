/**
 * Notifications by email: sent after the change that caused them has committed, one message per
 * person, signed with the company's name and logo, through the mailer of the job queue (decision
 * 033), which keeps a message the mail server refused and tries it again. Nothing here undoes or
 * delays the change; `drain` waits for the mail still being handed over (shutdown, tests).
 */
import type { Notification } from '@hrms/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { detectFileKind } from '../../lib/file-type';
import type { MailAttachment, Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import { findCompany } from '../../people/people.repository';

/** One email a notification owes, decided inside the transaction that caused it. */
export interface NotificationMailItem {
  to: string;
  type: Notification['type'];
  title: string;
  message: string;
  link: string | null;
}

const LOGO_CID = 'company-logo';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export class NotificationMail {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      db: Database;
      mailer: Mailer;
      storage: FileStorage;
      publicUrl: string;
      log: Pick<FastifyBaseLogger, 'error'>;
    },
  ) {}

  send(items: readonly NotificationMailItem[]): void {
    if (items.length === 0) return;
    const work: Promise<void> = (async () => {
      const brand = await this.brand();
      for (const item of items) {
        await this.deps.mailer
          .send(this.compose(item, brand))
          .catch((error: unknown) =>
            this.deps.log.error({ err: error, to: item.to, title: item.title }, 'notification mail failed'),
          );
      }
    })()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification mail failed'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** The company's name, and its logo when it has one that can be read. */
  private async brand(): Promise<{ name: string; logo: MailAttachment | null }> {
    const company = await findCompany(this.deps.db, null);
    const name = company?.name ?? 'HRMS';
    if (!company?.logoKey) return { name, logo: null };
    const bytes = await this.deps.storage.get(company.logoKey).catch(() => null);
    const kind = bytes ? detectFileKind(bytes) : null;
    if (!bytes || (kind !== 'png' && kind !== 'jpeg')) return { name, logo: null };
    return {
      name,
      logo: {
        filename: `logo.${kind === 'png' ? 'png' : 'jpg'}`,
        content: bytes,
        contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
        cid: LOGO_CID,
      },
    };
  }

  private compose(item: NotificationMailItem, brand: { name: string; logo: MailAttachment | null }) {
    const { publicUrl } = this.deps;
    const url = item.link ? `${publicUrl}${item.link}` : publicUrl;
    const settingsUrl = `${publicUrl}/profile#notifications`;
    const footer = `You receive this because of your notification settings in ${brand.name}'s HRMS. Change them at ${settingsUrl}`;
    const text = [item.title, '', item.message, '', `Open: ${url}`, '', '—', footer].join('\n');
    const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;margin:0;padding:24px;background:#f3f4f6">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td style="padding-bottom:16px;border-bottom:1px solid #e5e7eb">${
      brand.logo
        ? `<img src="cid:${LOGO_CID}" alt="" height="32" style="vertical-align:middle;margin-right:8px">`
        : ''
    }<strong style="font-size:16px;vertical-align:middle">${escapeHtml(brand.name)}</strong></td></tr>
<tr><td style="padding-top:16px"><h1 style="font-size:18px;margin:0 0 8px">${escapeHtml(item.title)}</h1>
<p style="font-size:14px;line-height:1.5;margin:0 0 16px">${escapeHtml(item.message)}</p>
<a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:8px 16px;border-radius:6px;font-size:14px">Open in HRMS</a></td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#6b7280">You receive this because of your notification settings. <a href="${escapeHtml(settingsUrl)}" style="color:#6b7280">Change them</a>.</td></tr>
</table></body></html>`;
    return {
      to: item.to,
      subject: `${item.title} · ${brand.name}`,
      text,
      html,
      link: url,
      ...(brand.logo ? { attachments: [brand.logo] } : {}),
    };
  }
}
