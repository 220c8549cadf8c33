/**
 * One durable job queue (decision 033): work that must not be lost when a process stops or a
 * service it talks to is down, and work that recurs, run once a period across every process. A job is a row; a runner in every process claims due rows with
 * `for update skip locked`, so each runs in one process at a time, and a claim that runs out (its
 * process died) lets another take the job up. A failed attempt is tried again later, each time
 * waiting twice as long, until the job's attempts are spent; then it waits, failed, for a person to
 * queue it again from Settings.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { JobRow } from '../db/schema/jobs';
import type { Clock } from '../lib/clock';
import { PeriodicTask } from '../lib/periodic-task';
import {
  claimDue,
  claimSchedule,
  deleteDoneBefore,
  ensureSchedule,
  extendClaim,
  failAttempt,
  finishJob,
  finishSchedule,
  insertJob,
  releaseAllClaims,
  releaseJob,
} from './jobs.repository';

/** What a job's handler knows of its attempt. */
export interface JobAttempt {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /** No try follows this one if it fails. */
  lastAttempt: boolean;
  /**
   * Aborted when this process stops: a long job leaves off after its current step by throwing, and
   * is queued again at once, the attempt not counted.
   */
  signal: AbortSignal;
  /**
   * Keeps the claim for another `timeoutMs`; a long job calls it after each step. Throws when the
   * claim was lost (it ran out and another process took the job up): this attempt must stop.
   */
  extend(): Promise<void>;
}

export interface JobDefinition<P extends Record<string, unknown>> {
  /** Its name in the queue, `<module>.<what>`: `mail.send`. */
  queue: string;
  /** Tries before the job fails for good. */
  maxAttempts: number;
  /** How long one attempt may take, or go without `extend()`, before another process may take the job up. */
  timeoutMs?: number;
  run(payload: P, job: JobAttempt): Promise<void>;
}

/** Thrown by `extend()`: another process has the job now. */
export class ClaimLostError extends Error {
  constructor(id: string) {
    super(`The claim on job ${id} ran out and another process took it up`);
  }
}

/**
 * Work that recurs: run once each `everyMs` across every process. `run` answers what a person
 * should read of a run that did something (a log line), or null.
 */
export interface ScheduleDefinition {
  /** `<module>.<what>`: `leave.accrual`. */
  name: string;
  everyMs: number;
  /** How long one run may take before another process may take the schedule up. */
  timeoutMs?: number;
  run(): Promise<string | null>;
}

export interface EnqueueOptions {
  /** What a person reads of it in Settings; no secret. */
  summary: string;
  /** Queued once while an earlier job with this key waits or runs. */
  key?: string;
  runAt?: Date;
}

/** How often each process looks for due jobs. */
export const JOB_POLL_MS = 5_000;
/** The first retry waits this long, each next one twice as long, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
/** Done jobs are kept this long for Settings' list. */
const KEEP_DONE_MS = 30 * 24 * 3_600_000;
/** How often each process clears done jobs past their keeping. */
const CLEAR_EVERY_MS = 3_600_000;
const BATCH = 20;

/** The wait before attempt `attempt + 1`, after `attempt` failed ones. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'failed';

export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<Record<string, unknown>>>();
  private readonly schedules = new Map<string, ScheduleDefinition>();
  /** Schedules whose row this process has made sure of. */
  private readonly ensured = new Set<string>();
  /** When done jobs were last cleared away by this process. */
  private clearedAt = 0;
  private readonly task: PeriodicTask;
  /** Attempts going on in this process, whoever started them (the runner, `runNow`). */
  private readonly attempts = new Set<Promise<boolean>>();
  /** Aborted by `stop()`: long jobs leave off. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
      pollMs?: number;
      /**
       * No other process shares the database (the embedded one, whose data directory one process
       * holds): a claim found at start was left by a process that stopped, and is taken up at once.
       */
      soleProcess?: boolean;
    },
  ) {
    this.task = new PeriodicTask(async () => {
      await this.runSchedules().catch((error: unknown) => deps.log.error({ err: error }, 'schedules failed'));
      await this.runDue().catch((error: unknown) => deps.log.error({ err: error }, 'job runner failed'));
    }, deps.pollMs ?? JOB_POLL_MS);
  }

  define<P extends Record<string, unknown>>(definition: JobDefinition<P>): void {
    if (this.definitions.has(definition.queue)) throw new Error(`job ${definition.queue} defined twice`);
    this.definitions.set(definition.queue, definition as unknown as JobDefinition<Record<string, unknown>>);
  }

  /** Recurring work; its first run is due at once, unless an earlier process left it a later one. */
  every(schedule: ScheduleDefinition): void {
    if (this.schedules.has(schedule.name)) throw new Error(`schedule ${schedule.name} defined twice`);
    this.schedules.set(schedule.name, schedule);
  }

  /**
   * Runs each schedule whose time has come and that no other process runs now; answers the names
   * this process ran.
   */
  async runSchedules(): Promise<string[]> {
    const ran: string[] = [];
    for (const name of this.schedules.keys()) {
      if (await this.runSchedule(name, false)) ran.push(name);
    }
    return ran;
  }

  /**
   * One schedule's run now, whatever its time (`force`, the default: tests, "run now"), unless
   * another process is running it; answers whether this process ran it.
   */
  async runSchedule(name: string, force = true): Promise<boolean> {
    const schedule = this.schedules.get(name);
    if (!schedule) throw new Error(`no schedule ${name} is defined`);
    const { db, clock, log } = this.deps;
    const now = clock.now();
    if (!this.ensured.has(name)) {
      await ensureSchedule(db, name, now);
      this.ensured.add(name);
    }
    const until = new Date(now.getTime() + (schedule.timeoutMs ?? DEFAULT_TIMEOUT_MS));
    if (!(await claimSchedule(db, name, now, until, force))) return false;
    let text: string | null = null;
    let failed = false;
    try {
      text = await schedule.run();
      if (text) log.info({ schedule: name }, text);
    } catch (error) {
      failed = true;
      text = describe(error);
      log.error({ err: error, schedule: name }, `${name} failed`);
    }
    const at = clock.now();
    await finishSchedule(db, name, {
      at,
      nextRunAt: new Date(now.getTime() + schedule.everyMs),
      text,
      failed,
    });
    return true;
  }

  /**
   * Queues a job in `db` (a transaction: it is queued only if that commits). Answers its id, or null
   * when a job with its key already waits or runs.
   */
  async enqueue<P extends Record<string, unknown>>(
    db: Database,
    queue: string,
    payload: P,
    options: EnqueueOptions,
  ): Promise<string | null> {
    const definition = this.definitions.get(queue);
    if (!definition) throw new Error(`no job ${queue} is defined`);
    const row = await insertJob(db, {
      queue,
      payload,
      summary: options.summary,
      key: options.key ?? null,
      maxAttempts: definition.maxAttempts,
      runAt: options.runAt ?? this.deps.clock.now(),
    });
    return row?.id ?? null;
  }

  /** Runs one queued job at once in this process, unless another has it; answers whether it succeeded. */
  async runNow(id: string): Promise<boolean> {
    const [row] = await this.claim(1, id);
    return row ? this.attempt(row) : false;
  }

  /** Starts a queued job in this process and answers at once; what becomes of it is the job's row. */
  startNow(id: string): void {
    const started: Promise<boolean> = this.runNow(id)
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, job: id }, 'a job could not be started; the runner takes it up');
        return false;
      })
      .finally(() => this.attempts.delete(started));
    this.attempts.add(started);
  }

  /** Waits for every attempt going on in this process (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.attempts.size > 0) await Promise.allSettled([...this.attempts]);
  }

  /** One pass: every due job, a batch at a time; answers how many succeeded. */
  async runDue(): Promise<number> {
    let succeeded = 0;
    for (;;) {
      const rows = await this.claim(BATCH);
      for (const row of rows) if (await this.attempt(row)) succeeded += 1;
      if (rows.length < BATCH) break;
    }
    const now = this.deps.clock.now().getTime();
    if (now - this.clearedAt >= CLEAR_EVERY_MS) {
      await deleteDoneBefore(this.deps.db, new Date(now - KEEP_DONE_MS));
      this.clearedAt = now;
    }
    return succeeded;
  }

  /** Starts looking for due jobs and schedules every poll. */
  async start(): Promise<void> {
    if (this.deps.soleProcess) {
      const left = await releaseAllClaims(this.deps.db, this.deps.clock.now());
      if (left > 0) this.deps.log.warn(`${left} job(s) left running by a stopped process are taken up again`);
    }
    this.task.start();
  }

  /**
   * Stops looking for jobs and waits for the attempts in progress; long jobs leave off after their
   * current step and wait, queued, for the next process.
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.task.stop();
    await this.settled();
  }

  private claim(limit: number, id?: string): Promise<JobRow[]> {
    const now = this.deps.clock.now();
    const longest = Math.max(
      DEFAULT_TIMEOUT_MS,
      ...[...this.definitions.values()].map((d) => d.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    );
    return claimDue(
      this.deps.db,
      [...this.definitions.keys()],
      now,
      new Date(now.getTime() + longest),
      limit,
      id,
    );
  }

  private attempt(row: JobRow): Promise<boolean> {
    const attempt = this.tryJob(row).finally(() => this.attempts.delete(attempt));
    this.attempts.add(attempt);
    return attempt;
  }

  private async tryJob(row: JobRow): Promise<boolean> {
    const { db, clock, log } = this.deps;
    const definition = this.definitions.get(row.queue)!;
    if (row.attempts > row.maxAttempts) {
      // Claimed again after its last attempt's process stopped: it has had its tries.
      await failAttempt(db, row.id, row.lastError ?? 'Stopped before it finished', null, clock.now());
      return false;
    }
    const timeoutMs = definition.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const job: JobAttempt = {
      id: row.id,
      attempt: row.attempts,
      lastAttempt: row.attempts >= row.maxAttempts,
      signal: this.stopping.signal,
      extend: async () => {
        const until = new Date(clock.now().getTime() + timeoutMs);
        if (!(await extendClaim(db, row.id, row.attempts, until))) throw new ClaimLostError(row.id);
      },
    };
    try {
      await definition.run(row.payload, job);
      await finishJob(db, row.id, clock.now());
      return true;
    } catch (error) {
      if (error instanceof ClaimLostError) {
        log.warn({ job: row.id, queue: row.queue }, error.message);
        return false;
      }
      if (this.stopping.signal.aborted) {
        // Left off because this process stops: the next process takes it up at once.
        await releaseJob(db, row.id, row.attempts, clock.now());
        return false;
      }
      const last = row.attempts >= row.maxAttempts;
      const retryAt = last ? null : new Date(clock.now().getTime() + retryDelayMs(row.attempts));
      await failAttempt(db, row.id, describe(error), retryAt, clock.now());
      log[last ? 'error' : 'warn'](
        { err: error, job: row.id, queue: row.queue, attempt: row.attempts, retryAt },
        last
          ? `job ${row.queue} failed for good: ${row.summary}`
          : `job ${row.queue} failed; tried again later`,
      );
      return false;
    }
  }
}
