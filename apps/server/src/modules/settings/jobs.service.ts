/**
 * Settings → Jobs (admin): the job queue's work (decision 033), its failures, and trying a failed
 * job again (audited).
 */
import type { Job, JobListQuery, JobListResponse } from '@hrms/contracts/jobs';
import { type Database, withTransaction } from '../../db/client';
import { findJob, type JobRow, jobCounts, listJobs, requeueFailed } from '../../jobs/jobs.repository';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    queue: row.queue,
    summary: row.summary,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export class JobsService {
  constructor(private readonly deps: { db: Database; clock: Clock; audit: AuditService }) {}

  async list(actor: Actor, query: JobListQuery): Promise<JobListResponse> {
    requirePermission(actor, 'jobs:admin');
    const { db } = this.deps;
    const [rows, counts] = await Promise.all([
      listJobs(db, { status: query.status, offset: (query.page - 1) * query.limit, limit: query.limit }),
      jobCounts(db),
    ]);
    const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
    return { items: rows.map(toJob), total, page: query.page, limit: query.limit, counts };
  }

  /** A failed job gets a fresh set of tries from now; the runner takes it up within seconds. */
  async retry(actor: Actor, id: string): Promise<Job> {
    requirePermission(actor, 'jobs:admin');
    const { db, clock, audit } = this.deps;
    return withTransaction(db, async (tx) => {
      const row = await requeueFailed(tx, id, clock.now());
      if (!row) {
        const found = await findJob(tx, id);
        if (!found) throw new AppError('NOT_FOUND', 'Job not found.');
        throw new AppError(
          'CONFLICT',
          `Only a failed job can be tried again; this one is ${found.status === 'done' ? 'done' : 'still waiting or running'}.`,
        );
      }
      await audit.record(tx, actor, {
        action: 'job.retry',
        entityType: 'job',
        entityId: id,
        before: { status: 'failed' },
        after: { status: 'queued', summary: row.summary },
      });
      return toJob(row);
    });
  }
}
