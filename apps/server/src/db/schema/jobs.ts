/**
 * The job queue (decision 033): work done after a request or on a schedule, kept in the database so
 * it survives a stopped process and runs once across processes.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** Which handler runs it, e.g. `mail.send`. */
    queue: text('queue').notNull(),
    /** What the handler needs; emptied once the job is done (a mail's body may carry a secret link). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What a person reads of the job in Settings (a mail's recipient and subject); kept. */
    summary: text('summary').notNull(),
    /** A job with a key is queued once while an earlier one with it waits or runs. */
    key: text('key'),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before this instant: the first run, or the next try after a failure. */
    runAt: instant('run_at').notNull().defaultNow(),
    /** A running job claimed by a process; past this instant another process may take it up. */
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    // What is due: the runner's claim.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    // Settings' list: newest first.
    index('jobs_created_idx').on(t.createdAt, t.id),
    uniqueIndex('jobs_live_key_idx')
      .on(t.queue, t.key)
      .where(sql`${t.key} is not null and ${t.status} in ('queued', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * Work that recurs (publish due announcements, credit accrual, the clock's pass): each runs once a
 * period across every process, claimed here.
 */
export const jobSchedules = pgTable('job_schedules', {
  /** `<module>.<what>`, e.g. `leave.accrual`. */
  name: text('name').primaryKey(),
  /** Not before this instant: the next period's run. */
  nextRunAt: instant('next_run_at').notNull(),
  /** A run in progress, claimed by one process until this instant. */
  lockedUntil: instant('locked_until'),
  lastStartedAt: instant('last_started_at'),
  lastFinishedAt: instant('last_finished_at'),
  /** What the last run said (how much it did), or why it failed. */
  lastOutcome: text('last_outcome'),
  lastFailed: boolean('last_failed').notNull().default(false),
});

export type JobScheduleRow = typeof jobSchedules.$inferSelect;
