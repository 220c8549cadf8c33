import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, OutboxMailer, SmtpMailer } from './mailer';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('mailer', () => {
  it('uses SMTP when SMTP_URL is set, the outbox folder otherwise', () => {
    const from = 'HRMS <hr@acme.test>';
    expect(
      createMailer({ smtpUrl: 'smtp://mail.acme.test:587', dataDir: '/tmp/x', mailFrom: from }),
    ).toBeInstanceOf(SmtpMailer);
    const outbox = createMailer({ smtpUrl: undefined, dataDir: '/tmp/x', mailFrom: from });
    expect(outbox).toBeInstanceOf(OutboxMailer);
    expect((outbox as OutboxMailer).outboxDir).toBe(path.join('/tmp/x', 'outbox'));
  });

  it('writes each message as a private .eml file and logs its path, never the link or its token', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hrms-mail-'));
    dirs.push(dataDir);
    const lines: { details: object; message: string }[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, dataDir, mailFrom: 'HRMS <hr@acme.test>' },
      { info: ((details: object, message: string) => lines.push({ details, message })) as never },
    );
    await mailer.send({
      to: 'asha@acme.test',
      subject: 'Hello',
      text: 'Open https://hr.acme.test/reset-password/secret-token-123',
      link: 'https://hr.acme.test/reset-password/secret-token-123',
    });
    const outbox = path.join(dataDir, 'outbox');
    const [file] = await readdir(outbox);
    expect(file).toMatch(/\.eml$/);
    expect((await stat(path.join(outbox, file!))).mode & 0o777).toBe(0o600);
    const raw = await readFile(path.join(outbox, file!), 'utf8');
    expect(raw).toMatch(/^From: HRMS <hr@acme\.test>$/m);
    expect(raw).toMatch(/^To: asha@acme\.test$/m);
    expect(raw).toMatch(/^Subject: Hello$/m);
    expect(raw).toContain('Open https://hr.acme.test/reset-password/secret-token-123');
    const written = path.join(outbox, file!);
    expect(lines).toEqual([
      {
        details: { to: 'asha@acme.test', subject: 'Hello', file: written },
        message: `mail written to the outbox (no SMTP_URL): ${written}`,
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-token-123');
  });
});
