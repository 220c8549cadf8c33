/**
 * Outgoing mail. With SMTP_URL configured it goes out over SMTP; without, each message is written as
 * an `.eml` file to DATA_DIR/outbox and a log line names the file, so a self-hosted install without a
 * mail server still works and tests can read mail. The log never carries a message's body or link: a
 * reset or invitation link holds the token that sets a password, and logs travel further than the
 * outbox (a terminal, a log collector); whoever may read the outbox opens the file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (a reset link). Never logged: it carries a secret token. */
  link?: string;
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Shown inside the HTML body as `cid:<cid>` rather than listed as a file. */
  cid?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What nodemailer sends for a message. */
function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments ? { attachments: [...message.attachments] } : {}),
  };
}

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(envelope(this.from, message));
  }
}

export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly outboxDir: string,
    private readonly from: string,
    private readonly log?: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  /** Numbers the files of one process, so the outbox lists mail sent in the same millisecond in order. */
  private sent = 0;

  async send(message: MailMessage): Promise<void> {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${String(this.sent++).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
    const info = await this.transport.sendMail(envelope(this.from, message));
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    const file = path.join(this.outboxDir, name);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.log?.info(
      { to: message.to, subject: message.subject, file },
      `mail written to the outbox (no SMTP_URL): ${file}`,
    );
  }
}

export function createMailer(
  config: { smtpUrl: string | undefined; dataDir: string; mailFrom: string },
  log?: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}
