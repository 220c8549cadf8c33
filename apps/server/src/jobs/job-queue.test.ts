/**
 * The job queue (decision 033) on the embedded database and on PostgreSQL: mail accepted while the
 * mail server is down is delivered once it is back, a job left by a stopped process is taken up by
 * another, several runners run each job once, and spent attempts leave the job failed until a
 * person queues it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { ManualClock } from '../lib/clock';
import { FlakyMailer } from '../test/flaky-mailer';
import { openTestDatabase } from '../test/test-database';
import { JobQueue, retryDelayMs } from './job-queue';
import { findJob, findSchedule, requeueFailed } from './jobs.repository';
import { QueuedMailer } from './queued-mailer';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };

describe('mail through the job queue', () => {
  it('accepts mail while the mail server is down and delivers it, once, when it is back', async () => {
    const clock = new ManualClock('2026-11-29T10:00:00Z');
    const queue = new JobQueue({ db: handle.db, clock, log: quiet });
    const transport = new FlakyMailer();
    const mailer = new QueuedMailer({ db: handle.db, queue, transport });
    transport.down = true;
    const logo = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await mailer.send({
      to: 'asha@acme.test',
      subject: 'Reset your password',
      text: 'Open https://hrms.example/reset-password/secret',
      link: 'https://hrms.example/reset-password/secret',
      attachments: [{ filename: 'logo.png', content: logo, contentType: 'image/png', cid: 'logo' }],
    });
    expect(transport.delivered).toEqual([]);

    // Not due before its wait; still down at the next try.
    expect(await queue.runDue()).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await queue.runDue()).toBe(0);
    expect(transport.delivered).toEqual([]);

    transport.down = false;
    expect(await queue.runDue()).toBe(0); // the third try waits twice as long
    clock.advance(retryDelayMs(2));
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(transport.delivered).toHaveLength(1);
    const [sent] = transport.delivered;
    expect(sent).toMatchObject({ to: 'asha@acme.test', subject: 'Reset your password' });
    expect(sent!.attachments![0]!.content.equals(logo)).toBe(true);
  });

  it('keeps no body of a sent mail, only who it went to and its subject', async () => {
    const clock = new ManualClock();
    const queue = new JobQueue({ db: handle.db, clock, log: quiet });
    const id = await queue
      .enqueue(handle.db, 'mail.send', {}, { summary: 'not run: mail.send is not defined here' })
      .catch((error: Error) => error.message);
    expect(id).toMatch(/no job mail\.send is defined/);

    const transport = new FlakyMailer();
    new QueuedMailer({ db: handle.db, queue, transport });
    const jobId = await queue.enqueue(
      handle.db,
      'mail.send',
      { to: 'ravi@acme.test', subject: 'Invitation', text: 'https://hrms.example/reset-password/token' },
      { summary: 'To ravi@acme.test: Invitation' },
    );
    expect(await queue.runNow(jobId!)).toBe(true);
    const row = await findJob(handle.db, jobId!);
    expect(row).toMatchObject({ status: 'done', payload: {}, summary: 'To ravi@acme.test: Invitation' });
    expect(await queue.runNow(jobId!)).toBe(false);
  });
});

describe('the job queue across processes', () => {
  it('takes up a job whose process stopped mid-way once its claim runs out, and runs it once', async () => {
    const clock = new ManualClock('2026-11-29T11:00:00Z');
    const ran: string[] = [];
    const stopped = new JobQueue({ db: handle.db, clock, log: quiet });
    stopped.define({
      queue: 'test.stops',
      maxAttempts: 3,
      timeoutMs: 60_000,
      run: () => new Promise(() => {}),
    });
    const id = await stopped.enqueue(handle.db, 'test.stops', { n: 1 }, { summary: 'never finishes here' });
    void stopped.runNow(id!); // claimed, then the process "dies" with the job running

    const other = new JobQueue({ db: handle.db, clock, log: quiet });
    other.define({
      queue: 'test.stops',
      maxAttempts: 3,
      timeoutMs: 60_000,
      run: async (payload) => void ran.push(`ran ${payload.n}`),
    });
    await expect.poll(async () => (await findJob(handle.db, id!))?.status).toBe('running');
    expect(await other.runDue()).toBe(0); // its claim still holds
    clock.advance(5 * 60_000 + 1);
    expect(await other.runDue()).toBe(1);
    expect(await other.runDue()).toBe(0);
    expect(ran).toEqual(['ran 1']);
    expect(await findJob(handle.db, id!)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps a long job’s claim while it works; an attempt that lost its claim stops', async () => {
    const clock = new ManualClock('2026-11-29T11:30:00Z');
    const steps: string[] = [];
    const other = new JobQueue({ db: handle.db, clock, log: quiet });
    other.define({
      queue: 'test.long',
      maxAttempts: 3,
      timeoutMs: 60_000,
      run: async () => void steps.push('other ran'),
    });
    const first = new JobQueue({ db: handle.db, clock, log: quiet });
    first.define({
      queue: 'test.long',
      maxAttempts: 3,
      timeoutMs: 60_000,
      run: async (_, job) => {
        for (let step = 1; step <= 3; step++) {
          clock.advance(50_000);
          await job.extend();
          steps.push(`step ${step}`);
          expect(await other.runDue()).toBe(0); // kept: 150 s in, past the first claim
        }
        clock.advance(5 * 60_000 + 1); // stalled past every claim: the other process takes it up
        expect(await other.runDue()).toBe(1);
        await job.extend(); // throws: this attempt is over
        steps.push('never');
      },
    });
    const id = await first.enqueue(handle.db, 'test.long', {}, { summary: 'a long job' });
    expect(await first.runNow(id!)).toBe(false);
    expect(steps).toEqual(['step 1', 'step 2', 'step 3', 'other ran']);
    expect(await findJob(handle.db, id!)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a stopping process lets go of a long job, which the next takes up at once, the try not counted', async () => {
    const clock = new ManualClock('2026-11-29T11:45:00Z');
    const stopping = new JobQueue({ db: handle.db, clock, log: quiet });
    let began!: () => void;
    const begun = new Promise<void>((resolve) => {
      began = resolve;
    });
    stopping.define({
      queue: 'test.leaves-off',
      maxAttempts: 1,
      run: async (_, job) => {
        began();
        await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
        job.signal.throwIfAborted(); // between two steps
      },
    });
    const id = await stopping.enqueue(handle.db, 'test.leaves-off', {}, { summary: 'leaves off' });
    stopping.startNow(id!);
    await begun;
    await stopping.stop();
    expect(await findJob(handle.db, id!)).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null });

    const next = new JobQueue({ db: handle.db, clock, log: quiet });
    next.define({ queue: 'test.leaves-off', maxAttempts: 1, run: async () => undefined });
    expect(await next.runDue()).toBe(1);
  });

  it('on the embedded database, a claim found at start was left by a stopped process: taken up at once', async () => {
    const clock = new ManualClock('2026-11-29T11:50:00Z');
    const died = new JobQueue({ db: handle.db, clock, log: quiet });
    died.define({ queue: 'test.sole', maxAttempts: 3, run: () => new Promise(() => {}) });
    const id = await died.enqueue(handle.db, 'test.sole', {}, { summary: 'left running' });
    void died.runNow(id!);
    await expect.poll(async () => (await findJob(handle.db, id!))?.status).toBe('running');

    let ran = 0;
    const restarted = new JobQueue({
      db: handle.db,
      clock,
      log: quiet,
      pollMs: 3_600_000,
      soleProcess: true,
    });
    restarted.define({ queue: 'test.sole', maxAttempts: 3, run: async () => void ran++ });
    await restarted.start(); // its first pass runs at once
    await expect.poll(async () => (await findJob(handle.db, id!))?.status).toBe('done');
    await restarted.stop();
    expect(ran).toBe(1);
  });

  it('runs each of many jobs once with three runners at work together', async () => {
    const clock = new ManualClock('2026-11-29T12:00:00Z');
    const ran = new Map<number, number>();
    const runners = [0, 1, 2].map(() => {
      const queue = new JobQueue({ db: handle.db, clock, log: quiet });
      queue.define<{ n: number }>({
        queue: 'test.once',
        maxAttempts: 1,
        run: async ({ n }) => {
          await new Promise((done) => setTimeout(done, 1));
          ran.set(n, (ran.get(n) ?? 0) + 1);
        },
      });
      return queue;
    });
    for (let n = 0; n < 60; n++) {
      await runners[0]!.enqueue(handle.db, 'test.once', { n }, { summary: `job ${n}` });
    }
    const done = await Promise.all(runners.map((r) => r.runDue()));
    expect(done.reduce((a, b) => a + b, 0)).toBe(60);
    expect(ran.size).toBe(60);
    expect([...ran.values()].every((times) => times === 1)).toBe(true);
  });

  it('queues a keyed job once while it waits, fails it when its tries are spent, and queues it again on request', async () => {
    const clock = new ManualClock('2026-11-29T13:00:00Z');
    const queue = new JobQueue({ db: handle.db, clock, log: quiet });
    let fail = true;
    queue.define({
      queue: 'test.keyed',
      maxAttempts: 2,
      run: async () => {
        if (fail) throw new Error('the report could not be built');
      },
    });
    const first = await queue.enqueue(
      handle.db,
      'test.keyed',
      {},
      { summary: 'November report', key: '2026-11' },
    );
    expect(await queue.enqueue(handle.db, 'test.keyed', {}, { summary: 'again', key: '2026-11' })).toBeNull();
    expect(await queue.runNow(first!)).toBe(false);
    clock.advance(retryDelayMs(1));
    expect(await queue.runDue()).toBe(0);
    expect(await findJob(handle.db, first!)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'the report could not be built',
    });
    clock.advance(retryDelayMs(5));
    expect(await queue.runDue()).toBe(0); // failed jobs wait for a person

    fail = false;
    expect(await requeueFailed(handle.db, first!, clock.now())).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
    expect(await queue.runDue()).toBe(1);
    expect(await findJob(handle.db, first!)).toMatchObject({ status: 'done', lastError: null });
  });
});

describe('work that recurs', () => {
  it('runs once a period with two processes looking at once, and again the next period', async () => {
    const clock = new ManualClock('2026-11-29T14:00:00Z');
    let runs = 0;
    const processes = [0, 1].map(() => {
      const queue = new JobQueue({ db: handle.db, clock, log: quiet });
      queue.every({
        name: 'test.recurs',
        everyMs: 60_000,
        run: async () => {
          runs += 1;
          await new Promise((done) => setTimeout(done, 5));
          return runs % 2 === 0 ? null : 'did something';
        },
      });
      return queue;
    });
    const pass = () => Promise.all(processes.flatMap((p) => [p.runSchedules(), p.runSchedules()]));
    await pass();
    expect(runs).toBe(1);
    clock.advance(30_000);
    await pass();
    expect(runs).toBe(1); // not yet its next period
    clock.advance(30_000);
    await pass();
    await pass();
    expect(runs).toBe(2);
    expect(await findSchedule(handle.db, 'test.recurs')).toMatchObject({
      lastFailed: false,
      lockedUntil: null,
      nextRunAt: new Date('2026-11-29T14:02:00Z'),
    });
  });

  it('keeps what a failed run said, runs on when asked, and is taken up after a stopped process', async () => {
    const clock = new ManualClock('2026-11-29T15:00:00Z');
    const queue = new JobQueue({ db: handle.db, clock, log: quiet });
    let fail = true;
    queue.every({
      name: 'test.fails',
      everyMs: 3_600_000,
      run: async () => {
        if (fail) throw new Error('the mail server refused');
        return null;
      },
    });
    expect(await queue.runSchedules()).toEqual(['test.fails']);
    expect(await findSchedule(handle.db, 'test.fails')).toMatchObject({
      lastFailed: true,
      lastOutcome: 'the mail server refused',
    });
    fail = false;
    expect(await queue.runSchedules()).toEqual([]); // an hour to go
    expect(await queue.runSchedule('test.fails')).toBe(true); // asked to run now
    expect(await findSchedule(handle.db, 'test.fails')).toMatchObject({
      lastFailed: false,
      lastOutcome: null,
    });

    const stuck = new JobQueue({ db: handle.db, clock, log: quiet });
    stuck.every({
      name: 'test.stuck',
      everyMs: 60_000,
      timeoutMs: 120_000,
      run: () => new Promise(() => {}),
    });
    void stuck.runSchedules(); // claimed, then its process "dies"
    // Its row is made, then claimed: wait for the claim (before the row exists, there is no claim to see).
    await expect
      .poll(async () => (await findSchedule(handle.db, 'test.stuck'))?.lockedUntil)
      .toBeInstanceOf(Date);
    let ran = 0;
    const other = new JobQueue({ db: handle.db, clock, log: quiet });
    other.every({ name: 'test.stuck', everyMs: 60_000, timeoutMs: 120_000, run: async () => `ran ${++ran}` });
    expect(await other.runSchedules()).toEqual([]);
    clock.advance(120_001);
    expect(await other.runSchedules()).toEqual(['test.stuck']);
    expect(ran).toBe(1);
  });
});
