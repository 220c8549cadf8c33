/** The job queue's rows (db/schema/jobs.ts): queued, claimed once across processes, finished. */
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type JobRow, type JobScheduleRow, type JobStatus, jobSchedules, jobs } from '../db/schema/jobs';

export type { JobRow };

export interface NewJob {
  queue: string;
  payload: Record<string, unknown>;
  summary: string;
  key: string | null;
  maxAttempts: number;
  runAt: Date;
}

/** Queues a job; a job whose key is already queued or running is not queued again (null). */
export async function insertJob(db: Database, job: NewJob): Promise<JobRow | null> {
  const [row] = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({
      target: [jobs.queue, jobs.key],
      where: sql`${jobs.key} is not null and ${jobs.status} in ('queued', 'running')`,
    })
    .returning();
  return row ?? null;
}

/** Due: queued and its time come, or running under a claim that ran out (its process stopped). */
const due = (now: Date) =>
  or(
    and(eq(jobs.status, 'queued'), sql`${jobs.runAt} <= ${now}`),
    and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
  );

/**
 * Claims up to `limit` due jobs of these queues for `lockedUntil`, each by one process only
 * (`for update skip locked`): they are `running` and counted as an attempt.
 */
export async function claimDue(
  db: Database,
  queues: readonly string[],
  now: Date,
  lockedUntil: Date,
  limit: number,
  id?: string,
): Promise<JobRow[]> {
  if (queues.length === 0) return [];
  const candidates = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.queue, [...queues]), due(now), id ? eq(jobs.id, id) : undefined))
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil })
    .where(inArray(jobs.id, candidates))
    .returning();
}

/**
 * Keeps a running job's claim until `lockedUntil`, while the claim is still this attempt's (the
 * attempt counter is its token: a job taken up by another process has counted one more). Answers
 * whether the claim is still held.
 */
export async function extendClaim(
  db: Database,
  id: string,
  attempt: number,
  lockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.attempts, attempt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A job its process let go of unfinished when it stopped: queued again at once, the attempt not
 * counted against it.
 */
export async function releaseJob(db: Database, id: string, attempt: number, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', attempts: attempt - 1, runAt: now, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.attempts, attempt)));
}

/**
 * Every claim runs out now: jobs and schedules left running by a process that is known to have
 * stopped (the embedded database has one process, which has just started). Answers how many jobs.
 */
export async function releaseAllClaims(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() - 1) })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  await db.update(jobSchedules).set({ lockedUntil: null });
  return rows.length;
}

/** Done: its payload is emptied (a mail's body may hold a secret link); the summary stays. */
export async function finishJob(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', payload: {}, lockedUntil: null, lastError: null, finishedAt: now })
    .where(eq(jobs.id, id));
}

/** A failed attempt: tried again at `runAt`, or failed for good when `runAt` is null. */
export async function failAttempt(db: Database, id: string, error: string, runAt: Date | null, now: Date) {
  await db
    .update(jobs)
    .set(
      runAt
        ? { status: 'queued', runAt, lockedUntil: null, lastError: error }
        : { status: 'failed', lockedUntil: null, lastError: error, finishedAt: now },
    )
    .where(eq(jobs.id, id));
}

/** A failed job queued again by a person: a fresh set of attempts from now. */
export async function requeueFailed(db: Database, id: string, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: now, lockedUntil: null, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  return row ?? null;
}

export async function findJob(db: Database, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** A page of jobs, newest first, of one status when given. */
export async function listJobs(
  db: Database,
  options: { status?: JobStatus | undefined; offset: number; limit: number },
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(options.status ? eq(jobs.status, options.status) : undefined)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .offset(options.offset)
    .limit(options.limit);
}

/** How many jobs are in each status. */
export async function jobCounts(db: Database): Promise<Record<JobStatus, number>> {
  const rows = await db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.status);
  const counts: Record<JobStatus, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Done jobs finished before `before` are forgotten; failed ones stay until someone looks. */
export async function deleteDoneBefore(db: Database, before: Date): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)));
}

/** A schedule's row, first due at once; a row already there keeps its next run. */
export async function ensureSchedule(db: Database, name: string, now: Date): Promise<void> {
  await db.insert(jobSchedules).values({ name, nextRunAt: now }).onConflictDoNothing();
}

/**
 * Claims a schedule's run for one process: when its next run has come (or `force`) and no other
 * process holds it. Answers whether this process runs it.
 */
export async function claimSchedule(
  db: Database,
  name: string,
  now: Date,
  lockedUntil: Date,
  force = false,
): Promise<boolean> {
  const rows = await db
    .update(jobSchedules)
    .set({ lockedUntil, lastStartedAt: now })
    .where(
      and(
        eq(jobSchedules.name, name),
        force ? undefined : sql`${jobSchedules.nextRunAt} <= ${now}`,
        or(isNull(jobSchedules.lockedUntil), lt(jobSchedules.lockedUntil, now)),
      ),
    )
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

/** A schedule's run ended: its next one, and what this one said. */
export async function finishSchedule(
  db: Database,
  name: string,
  outcome: { at: Date; nextRunAt: Date; text: string | null; failed: boolean },
): Promise<void> {
  await db
    .update(jobSchedules)
    .set({
      nextRunAt: outcome.nextRunAt,
      lockedUntil: null,
      lastFinishedAt: outcome.at,
      lastOutcome: outcome.text,
      lastFailed: outcome.failed,
    })
    .where(eq(jobSchedules.name, name));
}

export async function findSchedule(db: Database, name: string): Promise<JobScheduleRow | null> {
  const [row] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, name));
  return row ?? null;
}
