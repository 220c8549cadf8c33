// bench/crash: crash safety on PostgreSQL, or on the embedded database (BENCH_TARGET=pglite), where a
// kill of the server is a crash of the database itself (issue #18):
// - BENCH_KILLS (20) times, a bulk job is started and the server is killed with SIGKILL at a random
//   moment of it: a month's payroll run for every generated person, an import of 2,000 people, or
//   1,000 people's attendance marked at once, in turn. After each restart the data must pass the
//   invariant checks (no run left half-written once the start has resumed it, one slip per person
//   and month with net = gross − deductions, a run's count equal to its slips, an import and a bulk
//   mark each all or nothing with their audit rows, the attendance day counts equal to the days, at
//   most one open time entry per person), and the job, started again, completes without doubling
//   anything;
// - then, on PostgreSQL, the database itself is restarted under load (`pg_ctlcluster`, or
//   BENCH_PG_RESTART): while it is away requests fail cleanly (503, never another 5xx), and afterwards
//   they succeed again as the pool reconnects.
// The embedded database admits one process at a time: there the checks read it with the server
// stopped (a graceful stop waits for the runs the start resumed) and start it again.
// Exits 1 when a rule breaks.
//
// Needs a built server (`npm run build`); on PostgreSQL (the default) a database it may drop and
// create (BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/hrms_bench_crash) and the right
// to restart it.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePeopleSql, generateSalariesSql, peopleCsv } from '../lib/people.mjs';
import { startServer } from '../lib/server.mjs';
import { callApi, recreatePostgres, runSql, signIn, Verdicts } from '../lib/targets.mjs';

const verdicts = new Verdicts();

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 3000);
const KILLS = Number(process.env.BENCH_KILLS ?? 20);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const MARKED = Number(process.env.BENCH_MARKED ?? 1000);
const TARGET = process.env.BENCH_TARGET === 'pglite' ? 'pglite' : 'postgres';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hrms_bench_crash';
const PG_RESTART = process.env.BENCH_PG_RESTART ?? 'pg_ctlcluster 15 main restart';
const port = Number(process.env.BENCH_PORT ?? 3320);
const base = `http://127.0.0.1:${port}`;
const where = { target: TARGET, dataDir: '', url: PG_URL };
/** @type {Record<string, string>} */
const env = {
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  ...(TARGET === 'postgres' ? { DATABASE_URL: PG_URL } : {}),
};
/** @type {{ stop(): Promise<void>, kill(): Promise<void> } | undefined} */
let server;

/**
 * Answers the rows of each query. PostgreSQL is read beside the running server; the embedded
 * database only with the server stopped, which is then started again.
 * @param {string[]} queries
 * @returns {Promise<any[][]>}
 */
async function inspect(queries) {
  if (TARGET === 'postgres') {
    return Promise.all(queries.map((query) => runSql(where, [query])));
  }
  const running = server !== undefined;
  await server?.stop();
  server = undefined;
  const answers = [];
  for (const query of queries) answers.push(await runSql(where, [query]));
  if (running) server = await startServer({ port, dataDir: where.dataDir, env });
  return answers;
}
const sql = async (/** @type {string} */ statement) => /** @type {any[]} */ ((await inspect([statement]))[0]);
const pause = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
/** The month `back` months before this one. @param {number} back */
function monthBack(back) {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}
/** The `n`-th weekday before today, in India. @param {number} n */
function weekdayBack(n) {
  let seen = 0;
  for (let days = 1; ; days++) {
    const d = new Date(Date.now() - days * 86_400_000);
    const weekday = new Date(`${inIndia.format(d)}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && ++seen === n) return inIndia.format(d);
  }
}

/** Each invariant is a query answering the rows that break it; none may answer any. */
const INVARIANTS = {
  'one slip per person and month': `SELECT employee_id, year, month FROM salary_slips
     GROUP BY 1, 2, 3 HAVING count(*) > 1`,
  'every calculated slip: net = gross − deductions': `SELECT id FROM salary_slips
     WHERE calculated_at IS NOT NULL AND net <> gross - total_deductions`,
  'a finished run counted every person': `SELECT id FROM payroll_runs WHERE status = 'done' AND done <> total`,
  'a finished run has a slip for each person it counted': `SELECT r.id FROM payroll_runs r
     WHERE r.status = 'done' AND r.department_id IS NULL
       AND (SELECT count(*) FROM salary_slips s WHERE s.year = r.year AND s.month = r.month) < r.done`,
  'at most one open time entry per person': `SELECT employee_id FROM time_entries WHERE clock_out IS NULL
     GROUP BY 1 HAVING count(*) > 1`,
  'the attendance day counts equal the days': `WITH counted AS (
       SELECT company_id, date, status, sum(days) AS n FROM attendance_day_counts GROUP BY 1, 2, 3
       HAVING sum(days) <> 0),
     actual AS (SELECT company_id, date, status, count(*) AS n FROM attendance_days GROUP BY 1, 2, 3)
     SELECT * FROM counted FULL JOIN actual USING (company_id, date, status)
      WHERE counted.n IS DISTINCT FROM actual.n`,
  'one leave deduction per request': `SELECT request_id FROM leave_ledger WHERE kind = 'deduction'
     GROUP BY 1 HAVING count(*) > 1`,
};

/** @returns {Promise<string[]>} the invariants broken now, with a sample row */
async function brokenInvariants() {
  const names = Object.keys(INVARIANTS);
  const answers = await inspect(Object.values(INVARIANTS).map((query) => `${query} LIMIT 3`));
  return answers.flatMap((rows, i) => (rows.length > 0 ? [`${names[i]}: ${JSON.stringify(rows[0])}`] : []));
}

/**
 * Waits until the start has resumed every interrupted run (two minutes at most). On the embedded
 * database every check stops the server, which waits for them.
 */
async function runsSettled() {
  if (TARGET === 'pglite') return true;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [{ running }] = await sql(
      `SELECT count(*)::int AS running FROM payroll_runs WHERE status = 'running'`,
    );
    if (running === 0) return true;
    if (Date.now() > deadline) return false;
    await pause(250);
  }
}

/**
 * The three jobs: each starts its work (answering once the request is sent), tells what a whole and
 * an untouched result look like, and is run again to completion after the kill.
 * @typedef {{ admin: Record<string, string>, round: number, departments: string[], offices: string[], people: string[] }} Context
 */
const JOBS = {
  payroll: {
    /** Where the round's run is. @param {Context} c */
    where(c) {
      const { year, month } = monthBack(1 + Math.floor(c.round / 3));
      return `SELECT status, done, total FROM payroll_runs WHERE year = ${year} AND month = ${month}
               ORDER BY created_at DESC LIMIT 1`;
    },
    /** @param {Context} c */
    start(c) {
      const { year, month } = monthBack(1 + Math.floor(c.round / 3));
      return fetch(`${base}/api/payroll/bulk-generate/${month}/${year}`, {
        method: 'POST',
        headers: c.admin,
      }).catch(() => undefined);
    },
    /** @param {Context} c */
    async check(c) {
      const { year, month } = monthBack(1 + Math.floor(c.round / 3));
      const [row] = await sql(`SELECT
          (SELECT count(*)::int FROM payroll_runs WHERE year = ${year} AND month = ${month} AND status = 'running') AS running,
          (SELECT count(*)::int FROM salary_slips WHERE year = ${year} AND month = ${month}) AS slips`);
      return {
        ok: row.running === 0,
        state: `${row.slips} slips of ${month}/${year}, ${row.running} runs running`,
      };
    },
    /** @param {Context} c */
    async again(c) {
      const { year, month } = monthBack(1 + Math.floor(c.round / 3));
      const run = await callApi(base, `/payroll/bulk-generate/${month}/${year}`, c.admin, 'POST');
      if (run.status !== 202) return { ok: false, state: `run answered ${run.status}` };
      for (;;) {
        await pause(300);
        const state = (await callApi(base, `/payroll/runs/${run.body.id}`, c.admin)).body;
        if (state.status !== 'running') {
          // People without a salary in force get a draft naming the problem (the run's failures).
          const [row] = await sql(`SELECT count(*)::int AS slips,
              count(*) FILTER (WHERE calculated_at IS NOT NULL)::int AS calculated
              FROM salary_slips WHERE year = ${year} AND month = ${month}`);
          return {
            ok: state.status === 'done' && row.slips === state.total,
            state: `run ${state.status}, ${state.done} of ${state.total}, ${row.slips} slips (${row.calculated} calculated, ${state.failures.length} without a salary)`,
          };
        }
      }
    },
  },
  import: {
    /** @param {Context} c */
    start(c) {
      return upload(c, importFile(c)).catch(() => undefined);
    },
    /** @param {Context} c */
    async check(c) {
      const [row] = await sql(`SELECT count(*)::int AS people,
          (SELECT count(*)::int FROM audit_log a JOIN employees e ON e.id::text = a.entity_id
            WHERE a.action = 'employee.create' AND e.employee_code LIKE 'C${c.round}-%') AS audited
          FROM employees WHERE employee_code LIKE 'C${c.round}-%'`);
      const whole = row.people === 0 || row.people === IMPORT_ROWS;
      return {
        ok: whole && row.audited === row.people,
        state: `${row.people} of ${IMPORT_ROWS} imported, ${row.audited} audited`,
      };
    },
    /** @param {Context} c */
    async again(c) {
      const res = await upload(c, importFile(c));
      const [row] = await sql(
        `SELECT count(*)::int AS people FROM employees WHERE employee_code LIKE 'C${c.round}-%'`,
      );
      // Imported before the kill: the same file again is refused whole (every code is taken).
      return {
        ok: row.people === IMPORT_ROWS && (res.status === 200 || res.status === 400),
        state: `${row.people} people after importing again (${res.status}, ${res.body.created ?? 0} created)`,
      };
    },
  },
  attendance: {
    /** @param {Context} c */
    start(c) {
      return fetch(`${base}/api/attendance/bulk-mark`, {
        method: 'POST',
        headers: { ...c.admin, 'content-type': 'application/json' },
        body: JSON.stringify(markBody(c)),
      }).catch(() => undefined);
    },
    /** @param {Context} c */
    async check(c) {
      const [row] = await sql(`SELECT count(*)::int AS marked,
          (SELECT count(*)::int FROM audit_log a JOIN attendance_days d ON d.id::text = a.entity_id
            WHERE a.action = 'attendance.correct' AND d.date = '${markDate(c)}') AS audited
          FROM attendance_days WHERE date = '${markDate(c)}' AND status = 'present'
           AND employee_id = ANY(ARRAY[${c.people.map((id) => `'${id}'::uuid`).join(',')}])`);
      return {
        ok: (row.marked === 0 || row.marked === MARKED) && row.audited === row.marked,
        state: `${row.marked} of ${MARKED} marked present on ${markDate(c)}, ${row.audited} audited`,
      };
    },
    /** @param {Context} c */
    async again(c) {
      const res = await callApi(
        base,
        '/attendance/bulk-mark',
        { ...c.admin, 'content-type': 'application/json' },
        'POST',
        markBody(c),
      );
      const check = await this.check(c);
      return { ok: res.status === 200 && check.state.startsWith(`${MARKED} of`), state: check.state };
    },
  },
};

/** @param {Context} c */
const importFile = (c) =>
  peopleCsv({
    rows: IMPORT_ROWS,
    prefix: `C${c.round}`,
    departmentCodes: c.departments,
    officeNames: c.offices,
  });
/** @param {Context} c */
const markDate = (c) => weekdayBack(1 + c.round);
/** @param {Context} c */
const markBody = (c) => ({
  employeeIds: c.people,
  date: markDate(c),
  status: 'present',
  reason: 'Crash safety check',
});

/** @param {Context} c @param {string} file */
async function upload(c, file) {
  const form = new FormData();
  form.append('mode', 'commit');
  form.append('sendInvitations', 'false');
  form.append('file', new Blob([file], { type: 'text/csv' }), 'people.csv');
  const { authorization } = c.admin;
  const res = await fetch(`${base}/api/employees/upload-csv`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  return { status: res.status, body: /** @type {any} */ (await res.json()) };
}

console.info(
  TARGET === 'postgres'
    ? `bench/crash (PostgreSQL: ${KILLS} kills with SIGKILL during bulk jobs on ${PEOPLE.toLocaleString('en')} people, then PostgreSQL restarted under load)`
    : `bench/crash (embedded database: ${KILLS} kills with SIGKILL during bulk jobs on ${PEOPLE.toLocaleString('en')} people)`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-bench-crash-'));
where.dataDir = dataDir;
try {
  if (TARGET === 'postgres') await recreatePostgres(PG_URL);
  server = await startServer({ port, dataDir, env });
  await server.stop();
  await runSql(where, [...generatePeopleSql(PEOPLE), ...generateSalariesSql(), 'ANALYZE']);
  server = await startServer({ port, dataDir, env });
  const admin = await signIn(base, 'admin@acme.test');
  const departments = (await callApi(base, '/organization/departments', admin)).body.items.map(
    (/** @type {any} */ d) => d.code,
  );
  const offices = (await callApi(base, '/organization/offices', admin)).body.items.map(
    (/** @type {any} */ o) => o.name,
  );
  const people = (
    await sql(`SELECT id FROM employees WHERE employee_code LIKE 'GEN-%' AND status = 'active'
                  AND join_date < current_date - 60 ORDER BY employee_code LIMIT ${MARKED}`)
  ).map((/** @type {any} */ r) => r.id);
  const before = await brokenInvariants();
  verdicts.rule(before.length === 0, `the invariants hold before any kill (${before.join('; ') || 'all'})`);

  const jobNames = /** @type {(keyof typeof JOBS)[]} */ (Object.keys(JOBS));
  let killedMidway = 0;
  for (let round = 0; round < KILLS; round++) {
    const name = /** @type {keyof typeof JOBS} */ (jobNames[round % jobNames.length]);
    const job = JOBS[name];
    /** @type {Context} */
    const c = { admin: await signIn(base, 'admin@acme.test'), round, departments, offices, people };
    const delay = 50 + Math.floor(Math.random() * 2500);
    const sent = job.start(c);
    await pause(delay);
    const finishedFirst = await Promise.race([sent.then(() => true), pause(0).then(() => false)]);
    await server?.kill();
    server = undefined;
    // A month's run answers 202 at once and works on: what matters is where it was when killed.
    const [run] = name === 'payroll' ? ((await inspect([JOBS.payroll.where(c)]))[0] ?? []) : [];
    if (run ? run.status === 'running' : !finishedFirst) killedMidway++;
    server = await startServer({ port, dataDir, env });
    c.admin = await signIn(base, 'admin@acme.test');
    const settled = await runsSettled();
    const state = await job.check(c);
    const broken = await brokenInvariants();
    verdicts.rule(
      settled && state.ok && broken.length === 0,
      `kill ${round + 1} (${name}, after ${delay} ms, ${run ? `the run ${run.status} at ${run.done} of ${run.total}` : finishedFirst ? 'the request had answered' : 'the request in flight'}): ${state.state}${broken.length ? `; BROKEN ${broken.join('; ')}` : ''}`,
    );
    const again = await job.again(c);
    const brokenAfter = await brokenInvariants();
    verdicts.rule(
      again.ok && brokenAfter.length === 0,
      `  started again: ${again.state}${brokenAfter.length ? `; BROKEN ${brokenAfter.join('; ')}` : ''}`,
    );
  }
  console.info(`  ${killedMidway} of ${KILLS} kills landed while the job was still at work`);

  if (TARGET === 'postgres') {
    // PostgreSQL restarted under load: 20 clients reading and writing for 30 s, the restart at 10 s.
    const reader = await signIn(base, 'admin@acme.test');
    /** @type {{ at: number, status: number }[]} */
    const answers = [];
    const started = performance.now();
    const until = started + 30_000;
    const clients = Array.from({ length: 20 }, async (_, i) => {
      while (performance.now() < until) {
        const path =
          i % 4 === 0
            ? '/employees?limit=20'
            : i % 4 === 1
              ? '/dashboard'
              : i % 4 === 2
                ? '/leave/types'
                : '/holidays';
        const res = await fetch(`${base}/api${path}`, { headers: reader }).catch(() => undefined);
        answers.push({ at: performance.now() - started, status: res?.status ?? 0 });
        await res?.arrayBuffer();
        await pause(50);
      }
    });
    await pause(10_000);
    const restartAt = performance.now() - started;
    execSync(PG_RESTART, { stdio: 'inherit' });
    const backAt = performance.now() - started;
    await Promise.all(clients);
    const during = answers.filter((a) => a.at >= restartAt && a.at <= backAt + 2_000);
    const other5xx = answers.filter((a) => a.status >= 500 && a.status !== 503);
    const failedConnections = answers.filter((a) => a.status === 0);
    const unavailable = answers.filter((a) => a.status === 503);
    const lastFailure = Math.max(0, ...answers.filter((a) => a.status !== 200).map((a) => a.at));
    const after = answers.filter((a) => a.at > backAt + 5_000);
    console.info(
      `  PostgreSQL restarted in ${((backAt - restartAt) / 1000).toFixed(1)} s under load: ${answers.length} requests, ${during.length} during the restart, ${unavailable.length} answered 503, the last failure ${((lastFailure - backAt) / 1000).toFixed(1)} s after it was back`,
    );
    verdicts.rule(
      other5xx.length === 0,
      `while the database was away every failure was a 503 (${other5xx.length} other 5xx)`,
    );
    verdicts.rule(
      failedConnections.length === 0,
      `the server itself stayed up (${failedConnections.length} failed connections)`,
    );
    verdicts.rule(
      after.length > 0 && after.every((a) => a.status === 200),
      `requests succeed again once it is back (${after.filter((a) => a.status === 200).length} of ${after.length} after 5 s)`,
    );
  }
  const brokenAtEnd = await brokenInvariants();
  verdicts.rule(
    brokenAtEnd.length === 0,
    `the invariants hold at the end (${brokenAtEnd.join('; ') || 'all'})`,
  );
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(verdicts.broken ? 1 : 0);
