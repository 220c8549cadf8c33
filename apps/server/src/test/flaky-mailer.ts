import type { Mailer, MailMessage } from '../lib/mailer';

/** A mail server that can be down: what it delivered, in order. */
export class FlakyMailer implements Mailer {
  down = false;
  readonly delivered: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    this.delivered.push(message);
  }
}
