/**
 * Last month's reports by mail: once a month, from the first pass in it, to every active hr account,
 * as PDFs, each a job; not when the setting is off; never twice however many passes run at once;
 * kept when the mail cannot go and delivered later; the setting audited and kept to hr and admin.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { retryDelayMs } from '../../jobs/job-queue';
import { readOutbox } from '../../test/account';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let hr: Person;
let admin: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  const companyId = (await ctx.factories.company()).id;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  admin = await ctx.factories.person(companyId, { role: 'admin' });
  await ctx.factories.person(companyId, { role: 'hr', isActive: false });
  await ctx.factories.person(companyId, { role: 'manager' });
});
afterAll(() => ctx.close());

async function as(person: Person, method: 'GET' | 'PATCH', payload?: object) {
  const headers = ctx.bearer((await ctx.factories.session(person.user.id)).token);
  return ctx.app.inject({ method, url: '/api/settings/reports', headers, ...(payload ? { payload } : {}) });
}

/** The report mails sent so far, once the month's jobs have run. */
const reportMails = async () => {
  await ctx.app.services.jobs.settled();
  return (await readOutbox(ctx)).filter((m) => m.subject.startsWith('Reports for'));
};

describe('the monthly report mail', () => {
  it('mails last month’s reports once to each active hr account, however many passes run', async () => {
    ctx.clock.set('2026-02-27T04:30:00Z');
    const passes = await Promise.all(
      Array.from({ length: 8 }, () => ctx.app.services.monthlyReports.sendDue()),
    );
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    const january = await reportMails();
    expect(january.map((m) => m.to)).toEqual([hr.user.email]);
    expect(january[0]!.subject).toBe('Reports for January 2026');
    // The rest of the month: nothing more.
    ctx.clock.set('2026-02-28T12:30:00Z');
    expect(await ctx.app.services.monthlyReports.sendDue()).toBe(0);

    ctx.clock.set('2026-03-01T04:30:00Z'); // 10:00 on 1 March in India
    expect(await ctx.app.services.monthlyReports.sendDue()).toBe(1);
    const mails = await reportMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Reports for February 2026');
    const raw = mails[1]!.text;
    for (const name of ['attendance', 'leave', 'department-stats']) {
      expect(raw).toContain(`${name}-2026-02-01-to-2026-02-28.pdf`);
    }
    expect(raw).toContain('Content-Type: application/pdf');
    ctx.clock.set('2026-03-01T12:30:00Z');
    expect(await ctx.app.services.monthlyReports.sendDue()).toBe(0);
    expect(await reportMails()).toHaveLength(2);
  });

  it('sends nothing when hr turns it off, and the change is audited', async () => {
    expect((await as(hr, 'GET')).json()).toEqual({ monthlyMail: true });
    const off = await as(hr, 'PATCH', { monthlyMail: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ monthlyMail: false });
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.reports.update'));
    expect(trail).toHaveLength(1);
    ctx.clock.set('2026-04-01T04:30:00Z');
    expect(await ctx.app.services.monthlyReports.sendDue()).toBe(0);
    expect(await reportMails()).toHaveLength(2);
    // On again, days later: March's still go.
    ctx.clock.set('2026-04-03T04:30:00Z');
    expect((await as(admin, 'PATCH', { monthlyMail: true })).statusCode).toBe(200);
    expect(await ctx.app.services.monthlyReports.sendDue()).toBe(1);
    expect((await reportMails()).at(-1)!.subject).toBe('Reports for March 2026');
  });

  it('keeps the month’s mail when it cannot go out, and delivers it, once, when it can', async () => {
    const other = await createTestContext();
    try {
      const company = await other.factories.company();
      await other.factories.person(company.id, { role: 'hr' });
      other.clock.set('2026-05-02T04:30:00Z');
      // The outbox cannot be written: a file stands where its folder goes.
      const outbox = path.join(other.config.dataDir, 'outbox');
      await writeFile(outbox, 'not a folder');
      // Accepted by the job queue (decision 033): the month is done, its mail waits.
      expect(await other.app.services.monthlyReports.sendDue()).toBe(1);
      await other.app.services.jobs.settled();
      await rm(outbox);
      expect(await readOutbox(other)).toEqual([]);
      other.clock.advance(retryDelayMs(1));
      await other.app.services.jobs.runDue();
      expect((await readOutbox(other)).map((m) => m.subject)).toEqual(['Reports for April 2026']);
      expect(await other.app.services.monthlyReports.sendDue()).toBe(0);
    } finally {
      await other.close();
    }
  }, 30_000); // a second app of its own, and three PDFs

  it('refuses a setting of the wrong type or an unknown one', async () => {
    for (const body of [{ monthlyMail: 'yes' }, { weekly: true }]) {
      const res = await as(hr, 'PATCH', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await as(hr, 'GET')).json()).toEqual({ monthlyMail: true });
  });
});
