/**
 * A month's pay run (decisions 018 and 035): started for the company or a department, it answers
 * at once and makes the month's slips as a `payroll.run` job on the queue, a batch at a time, each
 * slip calculated as one person's would be (slip-calculator.ts). Taken up again after a stopped
 * process, it goes on from the slips not yet made since it began. One running run of a month.
 */
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { PayrollRun } from '@hrms/contracts/payroll';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { type Database, withTransaction } from '../../db/client';
import { ClaimLostError, type JobAttempt, type JobQueue } from '../../jobs/job-queue';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { companyIdOf } from '../../people/actor-company';
import { findWorkers } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import {
  findRun,
  insertRun,
  moveRunsToDepartment,
  type PayrollRunRow,
  peopleOfMonth,
  runningRunOf,
  runsInProgress,
  updateRun,
} from './payroll-runs.repository';
import { saveCalculatedSlips, slipsOfMonth } from './payroll-slips.repository';
import { PAYROLL_UPDATE_EVENT } from './payroll-slips.service';
import {
  checkMonth,
  type Period,
  periodName,
  periodOf,
  type SlipCalculator,
  type SlipLines,
} from './slip-calculator';

/** People a run reads and writes at a time. */
const RUN_BATCH = 250;

export interface PayrollRunsDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  realtime: RealtimeService;
  calculator: SlipCalculator;
  /** A month's run is a job on the queue: it survives a stopped process (decision 033). */
  jobs: Pick<JobQueue, 'define' | 'enqueue' | 'startNow'>;
}

/** The job that makes a run's slips; its key is the run's id, so a run has one job at a time. */
export const PAYROLL_RUN_JOB = 'payroll.run';

interface RunFailure {
  employeeId: string | null;
  name: string | null;
  reason: string;
}

export class PayrollRunsService {
  constructor(private readonly deps: PayrollRunsDeps) {
    deps.jobs.define<{ runId: string }>({
      queue: PAYROLL_RUN_JOB,
      maxAttempts: 3,
      // Kept after every batch: a process that dies lets another take the run up within a minute.
      timeoutMs: 60_000,
      run: ({ runId }, job) => this.makeRun(runId, job),
    });
  }

  /**
   * A department merged into another (in the merge's transaction): its runs name the other, so
   * history, and a run taken up again after a restart, keep to the same people.
   */
  retargetDepartment(tx: Database, fromId: string, intoId: string): Promise<void> {
    return moveRunsToDepartment(tx, fromId, intoId);
  }

  /**
   * Starts a month's run for the company (or a department) and answers at once; the run goes on in
   * the background, each person's slip in its own transaction, its progress on the channel.
   */
  async startRun(
    actor: Actor,
    year: number,
    month: number,
    departmentId: string | undefined,
  ): Promise<PayrollRun> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    const period = periodOf(year, month);
    checkMonth(period, this.deps.clock.now());
    const going = await runningRunOf(this.deps.db, companyId, year, month);
    if (going) throw this.runGoing(going, period);
    const people = await peopleOfMonth(this.deps.db, companyId, period.from, period.to, departmentId);
    const slips = await slipsOfMonth(
      this.deps.db,
      people.map((p) => p.id),
      year,
      month,
    );
    if (people.length > 0 && people.every((p) => slips.get(p.id)?.status === 'finalised')) {
      throw new AppError(
        'CONFLICT',
        `Every slip of ${periodName(period)} is finalised: a correction is an adjustment in a later month.`,
      );
    }
    let jobId: string | null = null;
    const run = await withTransaction(this.deps.db, async (tx) => {
      const row = await insertRun(tx, {
        companyId,
        year,
        month,
        departmentId: departmentId ?? null,
        total: people.length,
        createdBy: actor.userId,
        createdAt: this.deps.clock.now(),
        updatedAt: this.deps.clock.now(),
      });
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.run.start',
        entityType: 'payroll_run',
        entityId: row.id,
        before: null,
        after: { year, month, departmentId: departmentId ?? null, people: people.length },
      });
      jobId = await this.deps.jobs.enqueue(
        tx,
        PAYROLL_RUN_JOB,
        { runId: row.id },
        { summary: `Payroll of ${periodName(period)}: ${people.length} people`, key: row.id },
      );
      return row;
    }).catch(async (error: unknown) => {
      // Two starts raced past the check above: the index keeps one run, the other is told of it.
      const { code } = sqlState(error);
      const other = isRaceConflict(code)
        ? await runningRunOf(this.deps.db, companyId, year, month)
        : undefined;
      throw other ? this.runGoing(other, period) : error;
    });
    // Begun here at once; the queue takes it up elsewhere if this process stops.
    if (jobId) this.deps.jobs.startNow(jobId);
    return toRun(run);
  }

  async run(actor: Actor, id: string): Promise<PayrollRun> {
    requirePermission(actor, 'payroll:manage');
    const row = await findRun(this.deps.db, id);
    if (!row || row.companyId !== (await this.companyOf(actor))) {
      throw new AppError('NOT_FOUND', 'Payroll run not found.');
    }
    return toRun(row);
  }

  /**
   * Runs marked running with no job to make them (left by a version that kept runs in memory) are
   * queued again; a run whose job waits or runs already is left to it. Answers how many runs.
   */
  async queueUnfinished(): Promise<number> {
    const runs = await runsInProgress(this.deps.db);
    for (const run of runs) {
      await this.deps.jobs.enqueue(
        this.deps.db,
        PAYROLL_RUN_JOB,
        { runId: run.id },
        { summary: `Payroll of ${periodName(periodOf(run.year, run.month))}: taken up again`, key: run.id },
      );
    }
    return runs.length;
  }

  /** The run's job: its slips made; on its last failed try the run is marked failed. */
  private async makeRun(runId: string, job: JobAttempt): Promise<void> {
    const run = await findRun(this.deps.db, runId);
    if (run?.status !== 'running') return;
    try {
      await this.make(run, job);
    } catch (error) {
      if (job.lastAttempt && !job.signal.aborted && !(error instanceof ClaimLostError)) {
        await updateRun(this.deps.db, run.id, {
          status: 'failed',
          failures: [
            { employeeId: null, name: null, reason: error instanceof Error ? error.message : String(error) },
          ],
          finishedAt: this.deps.clock.now(),
        });
      }
      throw error;
    }
  }

  /**
   * Makes every person's slip of the run, a batch at a time, keeping its claim after each. Taken up
   * again after a process stopped, it passes over the slips calculated since the run began (and the
   * finalised ones): each is made once.
   */
  private async make(run: PayrollRunRow, job: JobAttempt): Promise<void> {
    await job.extend();
    const period = periodOf(run.year, run.month);
    const everyone = await peopleOfMonth(
      this.deps.db,
      run.companyId,
      period.from,
      period.to,
      run.departmentId ?? undefined,
    );
    const before = await slipsOfMonth(
      this.deps.db,
      everyone.map((p) => p.id),
      period.year,
      period.month,
    );
    const made = (id: string) => {
      const slip = before.get(id);
      return (
        slip?.status === 'finalised' || (slip?.calculatedAt != null && slip.calculatedAt >= run.createdAt)
      );
    };
    const people = everyone.filter((p) => !made(p.id));
    const failures = (run.failures as RunFailure[]).filter(
      (f) => f.employeeId !== null && made(f.employeeId),
    );
    let done = everyone.length - people.length;
    let lastTold = 0;
    const tell = (final: boolean) => {
      const now = this.deps.clock.now().getTime();
      if (!final && now - lastTold < 250) return;
      lastTold = now;
      this.deps.realtime.emitTo({ roles: ['admin', 'hr'] }, PAYROLL_UPDATE_EVENT, {
        id: run.id,
        type: 'update',
        timestamp: new Date(now).toISOString(),
        progress: { done, total: everyone.length, failed: failures.length, finished: final },
      } satisfies UpdatePayload);
    };
    const shared = await this.deps.calculator.shared(this.deps.db, run.companyId);
    for (let i = 0; i < people.length; i += RUN_BATCH) {
      // Requests are answered between batches: the embedded database answers a query without
      // letting the event loop turn, so a run of many batches would hold off everything else.
      await setImmediatePromise();
      // A stopping process leaves off between batches; the next takes the run up from here.
      job.signal.throwIfAborted();
      const batch = people.slice(i, i + RUN_BATCH);
      const readAt = this.deps.clock.now();
      const workers = await findWorkers(
        this.deps.db,
        run.companyId,
        batch.map((p) => p.id),
      );
      const facts = await this.deps.calculator.facts(this.deps.db, workers, period, shared);
      const existing = await slipsOfMonth(
        this.deps.db,
        workers.map((w) => w.id),
        period.year,
        period.month,
      );
      const fail = (person: { id: string; name: string }, reason: string) =>
        failures.push({ employeeId: person.id, name: person.name, reason });
      const byId = new Map(workers.map((w) => [w.id, w]));
      const at = this.deps.clock.now();
      const values = [];
      for (const person of batch) {
        const worker = byId.get(person.id);
        if (!worker) {
          fail(person, 'The person is no longer on record');
          continue;
        }
        const slip = existing.get(person.id);
        if (slip?.status === 'finalised') continue;
        try {
          values.push({
            companyId: worker.companyId,
            employeeId: worker.id,
            year: period.year,
            month: period.month,
            createdAt: at,
            ...this.deps.calculator.slipValues(
              worker,
              period,
              facts.get(worker.id)!,
              shared,
              (slip?.lines as SlipLines | undefined)?.adjustments ?? [],
              at,
            ),
          });
        } catch (error) {
          fail(person, error instanceof Error ? error.message : String(error));
        }
      }
      // The batch in one statement; a slip hr changed since it was read is calculated again alone.
      const saved = new Map(
        (await saveCalculatedSlips(this.deps.db, values, readAt)).map((r) => [r.employeeId, r]),
      );
      for (const value of values) {
        let slip = saved.get(value.employeeId);
        if (!slip) slip = await this.deps.calculator.calculateOne(byId.get(value.employeeId)!, period);
        const problem = (slip.lines as SlipLines).problem;
        if (problem) fail({ id: value.employeeId, name: byId.get(value.employeeId)!.name }, problem);
      }
      done += batch.length;
      // Kept before it is told, so whoever reads the run on hearing of it reads this batch.
      await updateRun(this.deps.db, run.id, { done, total: everyone.length, failures });
      tell(false);
      await job.extend();
    }
    const at = this.deps.clock.now();
    await updateRun(this.deps.db, run.id, {
      status: 'done',
      done,
      total: everyone.length,
      failures,
      finishedAt: at,
      updatedAt: at,
    });
    tell(true);
  }

  // ----------------------------------------------------------------------------------- helpers

  /** The 409 of a second run of a month while one is going. */
  private runGoing(run: PayrollRunRow, period: Period): AppError {
    return new AppError(
      'CONFLICT',
      `A run of ${periodName(period)} is in progress (${run.done.toLocaleString('en-IN')} of ${run.total.toLocaleString('en-IN')} slips made, run ${run.id}): wait for it to finish.`,
    );
  }

  private companyOf(actor: Actor): Promise<string> {
    return companyIdOf(this.deps.db, actor);
  }
}

function toRun(row: PayrollRunRow): PayrollRun {
  return {
    id: row.id,
    year: row.year,
    month: row.month,
    departmentId: row.departmentId,
    status: row.status as PayrollRun['status'],
    total: row.total,
    done: row.done,
    failures: row.failures as PayrollRun['failures'],
    startedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
