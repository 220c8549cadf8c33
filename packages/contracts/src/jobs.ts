/**
 * Background jobs (Settings → Jobs, admin): what the server does after a request or on a schedule
 * (mail, for now), with failures and a way to try a failed one again.
 */
import { z } from 'zod';
import { IdSchema, InstantSchema, PageQuerySchema, paginated } from './common';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES, { message: 'Choose queued, running, done or failed' });
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'Waiting',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

/** What each kind of job is, in words. */
export const JOB_QUEUE_LABELS: Readonly<Record<string, string>> = {
  'mail.send': 'Email',
};

export const JobSchema = z.object({
  id: IdSchema,
  queue: z.string(),
  /** What it is about, e.g. "To asha@acme.test: Reset your password". */
  summary: z.string(),
  status: JobStatusSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it runs, or is tried again. */
  runAt: InstantSchema,
  lastError: z.string().nullable(),
  createdAt: InstantSchema,
  finishedAt: InstantSchema.nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobListQuerySchema = PageQuerySchema.extend({ status: JobStatusSchema.optional() });
export type JobListQuery = z.infer<typeof JobListQuerySchema>;

export const JobListResponseSchema = paginated(JobSchema).extend({
  /** How many jobs are in each status now (done ones are kept 30 days). */
  counts: z.record(JobStatusSchema, z.number().int()),
});
export type JobListResponse = z.infer<typeof JobListResponseSchema>;

export const JobIdParamsSchema = z.strictObject({ id: IdSchema });
