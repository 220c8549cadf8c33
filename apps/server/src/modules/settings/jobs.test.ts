/**
 * Settings → Jobs and mail through the job queue, in the whole app: a reset link asked for while
 * the mail server is down is answered as ever, waits as a job, and reaches the person once the
 * server is back; admin sees the failure and may try a failed job again (audited); no one else may.
 */
import type { Access } from '@hrms/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { jobs } from '../../db/schema/jobs';
import { retryDelayMs } from '../../jobs/job-queue';
import {
  expectDeclaredAccess,
  expectMatrix,
  type Matrix,
  matrixFor,
  UNKNOWN_ID,
} from '../../test/access-matrix';
import { FlakyMailer } from '../../test/flaky-mailer';
import { createTestContext, type TestContext } from '../../test/test-app';

const mailer = new FlakyMailer();
let ctx: TestContext;
let matrix: Matrix;

beforeAll(async () => {
  ctx = await createTestContext({ mailer });
  matrix = await matrixFor(ctx, (await ctx.factories.company()).id);
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);
const URL = '/api/settings/jobs';

describe('mail while the mail server is down', () => {
  it('answers the person as ever, keeps the mail as a job, and delivers it once the server is back', async () => {
    const { email } = matrix.people.employee;
    mailer.down = true;
    const asked = await call('anonymous', 'POST', '/api/auth/forgot-password', { email });
    expect(asked.statusCode).toBe(200);
    // The link is made and mailed after the reply (its timing tells nothing): wait for that.
    await ctx.app.services.passwords.drain();
    expect(mailer.delivered).toEqual([]);

    const waiting = await call('admin', 'GET', `${URL}?status=queued`);
    expect(waiting.statusCode).toBe(200);
    const [job] = waiting.json().items;
    expect(job).toMatchObject({
      queue: 'mail.send',
      summary: `To ${email}: Reset your HRMS password`,
      status: 'queued',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
    });
    expect(waiting.json().counts.queued).toBeGreaterThanOrEqual(1);
    // The admin's list never shows the mail's body (the reset link).
    expect(waiting.body).not.toContain('/reset-password/');

    mailer.down = false;
    ctx.clock.advance(retryDelayMs(1));
    await ctx.app.services.jobs.runDue();
    expect(mailer.delivered.map((m) => [m.to, m.subject])).toEqual([[email, 'Reset your HRMS password']]);
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', payload: {} });
    await ctx.app.services.jobs.runDue();
    expect(mailer.delivered).toHaveLength(1);
  });

  it('fails a job whose tries are spent; admin tries it again and it is delivered', async () => {
    mailer.down = true;
    const { email } = matrix.people.manager;
    await call('anonymous', 'POST', '/api/auth/forgot-password', { email });
    await ctx.app.services.passwords.drain();
    for (let attempt = 1; attempt < 14; attempt++) {
      ctx.clock.advance(retryDelayMs(attempt));
      await ctx.app.services.jobs.runDue();
    }
    const failed = (await call('admin', 'GET', `${URL}?status=failed`)).json().items;
    const job = failed.find((j: { summary: string }) => j.summary.includes(email));
    expect(job).toMatchObject({ status: 'failed', attempts: 14, maxAttempts: 14 });

    mailer.down = false;
    const retried = await call('admin', 'POST', `${URL}/${job.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await call('admin', 'POST', `${URL}/${job.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only a failed job can be tried again; this one is still waiting or running.',
    );
    await ctx.app.services.jobs.runDue();
    expect(mailer.delivered.some((m) => m.to === email)).toBe(true);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'job.retry'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entityId: job.id, actorUserId: matrix.people.admin.user.id });
  });

  it('says plainly when a job is not found, or the filter is not a status', async () => {
    expect((await call('admin', 'POST', `${URL}/${UNKNOWN_ID}/retry`)).json()).toMatchObject({
      message: 'Job not found.',
    });
    const bad = await call('admin', 'GET', `${URL}?status=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose queued, running, done or failed');
  });
});

describe('every jobs route × every role', () => {
  it('declares its access', () => {
    const expected: Record<string, Access> = {
      'GET /api/settings/jobs': 'jobs:admin',
      'POST /api/settings/jobs/:id/retry': 'jobs:admin',
    };
    expectDeclaredAccess(ctx, expected, [URL]);
  });

  it('answers each caller as the matrix says: admin only', async () => {
    await expectMatrix([
      ['GET', (c) => call(c, 'GET', URL), [200, 403, 403, 403, 401]],
      ['POST retry', (c) => call(c, 'POST', `${URL}/${UNKNOWN_ID}/retry`), [404, 403, 403, 403, 401]],
    ]);
  });
});
