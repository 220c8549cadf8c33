/**
 * Mail through the job queue (decision 033): a message is accepted by writing it as a `mail.send`
 * job and sent at once when the mail server answers; when it does not (or the process stops), the
 * queue sends it later, retrying with growing waits. Nothing accepted is lost; its body is removed
 * from the database once sent.
 */
import type { Database } from '../db/client';
import type { Mailer, MailMessage } from '../lib/mailer';
import type { JobQueue } from './job-queue';

export const MAIL_JOB = 'mail.send';
/** Tries over about eight hours (30 s, 1 min, 2 min, … then hourly). */
const MAIL_ATTEMPTS = 14;

interface MailPayload extends Record<string, unknown> {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  attachments?: { filename: string; content: string; contentType: string; cid?: string }[];
}

function toPayload(message: MailMessage): MailPayload {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    ...(message.link !== undefined ? { link: message.link } : {}),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            content: a.content.toString('base64'),
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
          })),
        }
      : {}),
  };
}

function toMessage(payload: MailPayload): MailMessage {
  return {
    to: payload.to,
    subject: payload.subject,
    text: payload.text,
    ...(payload.html !== undefined ? { html: payload.html } : {}),
    ...(payload.link !== undefined ? { link: payload.link } : {}),
    ...(payload.attachments
      ? {
          attachments: payload.attachments.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.content, 'base64'),
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
          })),
        }
      : {}),
  };
}

export class QueuedMailer implements Mailer {
  constructor(private readonly deps: { db: Database; queue: JobQueue; transport: Mailer }) {
    deps.queue.define<MailPayload>({
      queue: MAIL_JOB,
      maxAttempts: MAIL_ATTEMPTS,
      timeoutMs: 2 * 60_000,
      run: (payload) => deps.transport.send(toMessage(payload)),
    });
  }

  /** Accepts the message (a job) and tries it at once; a failed try is left to the queue. */
  async send(message: MailMessage): Promise<void> {
    const id = await this.deps.queue.enqueue(this.deps.db, MAIL_JOB, toPayload(message), {
      summary: `To ${message.to}: ${message.subject}`.slice(0, 300),
    });
    if (id) await this.deps.queue.runNow(id);
  }
}
