/**
 * A month's run killed mid-way (SIGKILL: no shutdown, no cleanup) and the server started again: the
 * run's job is taken up from the queue where it stopped and each person's slip is made once, whole.
 * Real server processes (the `main.ts` entry point), on the embedded database (`npm test`) and on
 * PostgreSQL (`npm run test:pg`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql as raw } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { freePort } from '../../test/free-port';
import { stopChild } from '../../test/stop-child';
import { databaseUrlFor, quoteIdent, withAdminClient } from '../../test/test-database';

const target = inject('testDatabase');
/** The PostgreSQL server the suite runs on; empty on the embedded database. */
const serverUrl = target.kind === 'postgres' ? target.url : '';
const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Enough people on salary that a run takes several batches (of 250). */
const PEOPLE = 3_000;

describe('a payroll run killed mid-way', () => {
  let tmp = '';
  let databaseName = '';
  let child: ChildProcess | undefined;

  async function start(port: number, env: Record<string, string>): Promise<string> {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return base;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
  }

  const stop = (signal: NodeJS.Signals) => stopChild(child, signal);

  /** A query on the server's database; the embedded one only while no server holds it. */
  async function sql<T>(query: string): Promise<T[]> {
    if (target.kind !== 'postgres') {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'data', 'db') });
      try {
        return ((await database.db.execute(raw.raw(query))) as unknown as { rows: T[] }).rows;
      } finally {
        await database.close();
      }
    }
    const client = new pg.Client({ connectionString: databaseUrlFor(serverUrl, databaseName) });
    await client.connect();
    try {
      return (await client.query(query)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'hrms-payroll-crash-'));
    if (target.kind !== 'postgres') return;
    databaseName = `hrms_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(databaseName)}`));
  }, 30_000);

  afterAll(async () => {
    await stop('SIGTERM');
    if (databaseName && target.kind === 'postgres') {
      await withAdminClient(serverUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName)} WITH (FORCE)`),
      );
    }
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }, 30_000);

  it(`is taken up again from the queue, and each slip is made once (${target.kind})`, async () => {
    const env = {
      ...(target.kind === 'postgres' ? { DATABASE_URL: databaseUrlFor(serverUrl, databaseName) } : {}),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOGIN_ATTEMPTS_PER_MINUTE: '100',
      DATA_DIR: path.join(tmp, 'data'),
    };
    const port = await freePort();
    // The demo company, then enough more people on salary that a run takes a while.
    let base = await start(port, { ...env, SEED_DEMO: 'true' });
    await stop('SIGTERM');
    await sql(`
        INSERT INTO employees (company_id, employee_code, first_name, last_name, work_email, join_date, office_id, status)
        SELECT c.id, 'CR-' || lpad(g::text, 5, '0'), 'Crash', 'Test ' || g, 'crash' || g || '@example.test',
               date '2024-01-01', o.id, 'active'
          FROM generate_series(1, ${PEOPLE}) g,
               (SELECT id FROM companies ORDER BY created_at LIMIT 1) c,
               (SELECT id FROM offices ORDER BY name LIMIT 1) o`);
    await sql(`
        INSERT INTO salary_revisions (company_id, employee_id, effective_from, annual_ctc, components)
        SELECT e.company_id, e.id, date '2025-04-01', 600000 * 100,
               (SELECT components FROM salary_revisions ORDER BY created_at LIMIT 1)
          FROM employees e WHERE e.employee_code LIKE 'CR-%'`);

    base = await start(port, { ...env, SEED_DEMO: 'false' });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hr@acme.test', password: 'HrmsDemo2026' }),
    });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    };
    const today = new Date().toISOString().slice(0, 7);
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const started = await fetch(`${base}/api/payroll/bulk-generate/${month}/${year}`, {
      method: 'POST',
      headers,
    });
    expect(started.status).toBe(202);
    const { id: runId, total } = (await started.json()) as { id: string; total: number };
    expect(total).toBeGreaterThan(PEOPLE);

    // Killed once a batch of slips is written and before the run is done.
    const progress = async () =>
      (await (await fetch(`${base}/api/payroll/runs/${runId}`, { headers })).json()) as {
        status: string;
        done: number;
        total: number;
      };
    for (let run = await progress(); run.done === 0; run = await progress()) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await stop('SIGKILL');
    const slipsOfMonth = `SELECT count(*)::int FROM salary_slips WHERE year = ${year} AND month = ${month}`;
    const [killed] = await sql<{ status: string; slips: number; job: string }>(
      `SELECT r.status, (${slipsOfMonth}) AS slips,
                (SELECT status FROM jobs WHERE queue = 'payroll.run' AND key = r.id::text) AS job
           FROM payroll_runs r WHERE r.id = '${runId}'`,
    );
    expect(killed).toMatchObject({ status: 'running', job: 'running' });
    expect(killed!.slips).toBeGreaterThan(0);
    expect(killed!.slips).toBeLessThan(total);
    if (target.kind === 'postgres') {
      // Another process may be alive on PostgreSQL: the dead one's claim is taken up when it runs
      // out, a minute after its last batch. Here it has run out. (The embedded database has one
      // process, so a claim found at start is taken up at once.)
      await sql(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE queue = 'payroll.run'`);
    }

    base = await start(port, { ...env, SEED_DEMO: 'false' });
    const deadline = Date.now() + 90_000;
    let run = await progress();
    while (run.status === 'running' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      run = await progress();
    }
    expect(run).toMatchObject({ status: 'done', done: total });
    await stop('SIGTERM');
    const [made] = await sql<{ slips: number; people: number; whole: number; jobs: number }>(`
        SELECT count(*)::int AS slips, count(DISTINCT employee_id)::int AS people,
               count(*) FILTER (WHERE status = 'calculated' AND net = gross - total_deductions AND gross > 0)::int AS whole,
               (SELECT count(*)::int FROM jobs WHERE queue = 'payroll.run' AND key = '${runId}' AND status = 'done') AS jobs
          FROM salary_slips WHERE year = ${year} AND month = ${month}`);
    expect(made).toEqual({ slips: total, people: total, whole: total, jobs: 1 });
  }, 180_000);
});
