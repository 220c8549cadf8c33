// bench/attendance: attendance at company size, on PGlite and on PostgreSQL (issue #13's goals):
// - punch to the attendance status on a manager's board: each of 1,000 people clocks in once within
//   60 seconds; a second client (admin, who hears every change as a manager hears their line's)
//   times each one's `attendance-update` from the moment the punch was sent; goal p99 < 1 s;
// - regenerate a day for 10,000 people ≤ 2 s (and again: nothing to write);
// - a month's muster roll for 10,000 people exported ≤ 5 s;
// - GET /api/attendance/all over a month of 10,000 people (≈ 300,000 days), filtered and paged:
//   p99 ≤ 50 ms for 50 clients at 100 a second in all (paced), and the closed-loop ceiling, each
//   beside GET /api/health under the same load as the bare baseline;
// - 100 concurrent clock-ins by one person open exactly one entry.
// Exits 1 when a rule breaks; a missed time goal is reported, not fatal (the shared machine swings).
//
// Needs a built server (`npm run build`). PostgreSQL from BENCH_DATABASE_URL (a database it may
// drop and create) or postgres://postgres@127.0.0.1:5432/hrms_bench_attendance; BENCH_TARGETS=pglite
// skips it.
import { tsImport } from 'tsx/esm/api';
import { ms, pacedLoad } from '../lib/load.mjs';
import { generatePeopleSql } from '../lib/people.mjs';
import { summarize } from '../lib/stats.mjs';
import {
  accrualSettled,
  benchTargets,
  callText,
  connectEvents,
  forEachTarget,
  loadBesideBaseline,
  runSql,
  signIn,
  timed,
  Verdicts,
  withServer,
} from '../lib/targets.mjs';

const verdicts = new Verdicts();

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const CLOCKERS = Number(process.env.BENCH_CLOCKERS ?? 1000);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW ?? 60);
const DAYS = Number(process.env.BENCH_DAYS ?? 31);
const { CLIENTS, SECONDS, RATE } = pacedLoad();
const { TARGETS, PG_URL, port } = benchTargets('attendance', { port: 3297 });
const base = `http://127.0.0.1:${port}`;
// The bench signs the clockers' session tokens itself, as the server would at their sign-in.
const JWT_SECRET = 'bench-attendance-secret-long-enough-for-hs256-signing';

const { SessionTokens } =
  /** @type {{ SessionTokens: new (secret: string) => { sign(c: { sessionId: string, userId: string }, at: Date, exp: Date): Promise<string> } }} */ (
    await tsImport('../../apps/server/src/lib/session-token.ts', import.meta.url)
  );

// The generated people work in the demo company's offices, in India's zone.
const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const today = inIndia.format(new Date());
const lastMonth = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();

/**
 * A month of days for every generated person before today (weekends as weekends; otherwise mostly
 * present, some late, a few half days, absences and leave), accounts with sessions for the first
 * `CLOCKERS` of them. The days are written a date at a time, as the product writes them (a day's
 * rows come with its punches and its regeneration), not a person at a time.
 */
const HISTORY_SQL = [
  `INSERT INTO attendance_days (company_id, employee_id, date, status, derived_status, settled,
     first_in, last_out, worked_minutes, break_minutes, overtime_minutes, late_minutes, leave_centidays)
   SELECT e.company_id, e.id, d::date, s.status::attendance_status, s.status::attendance_status, true,
          CASE WHEN s.worked > 0 THEN d + interval '4 hours' END,
          CASE WHEN s.worked > 0 THEN d + interval '4 hours' + s.worked * interval '1 minute' END,
          s.worked, CASE WHEN s.worked > 0 THEN 45 ELSE 0 END, greatest(s.worked - 540, 0),
          CASE WHEN s.status = 'late' THEN 35 ELSE 0 END,
          CASE WHEN s.status = 'on_leave' THEN 100 ELSE 0 END
     FROM employees e
     CROSS JOIN generate_series(current_date - ${DAYS}, current_date - 1, interval '1 day') d
     CROSS JOIN LATERAL (
       SELECT CASE
                WHEN extract(isodow FROM d) >= 6 THEN 'weekend'
                WHEN h < 80 THEN 'present'
                WHEN h < 90 THEN 'late'
                WHEN h < 93 THEN 'half_day'
                WHEN h < 96 THEN 'absent'
                ELSE 'on_leave'
              END AS status,
              CASE
                WHEN extract(isodow FROM d) >= 6 OR h >= 93 THEN 0
                WHEN h >= 90 THEN 200
                ELSE 500 + h * 2
              END AS worked
         FROM (SELECT abs(hashtext(e.id::text || d::text)) % 100 AS h) x
     ) s
    WHERE e.employee_code LIKE 'GEN-%' AND e.status <> 'inactive'
    ORDER BY d, e.id`,
  `INSERT INTO users (email, role, password_hash, employee_id)
   SELECT e.work_email, 'employee', (SELECT password_hash FROM users WHERE email = 'admin@acme.test'), e.id
     FROM employees e
    WHERE e.employee_code LIKE 'GEN-%' AND e.status = 'active'
    ORDER BY e.employee_code
    LIMIT ${CLOCKERS}`,
  `INSERT INTO sessions (user_id, expires_at)
   SELECT id, now() + interval '12 hours' FROM users WHERE email LIKE 'gen%@bench.test'`,
  'ANALYZE',
];
const SESSIONS_SQL = `SELECT s.id AS session_id, s.user_id, u.employee_id
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email LIKE 'gen%@bench.test' ORDER BY u.email`;

/** @param {string} path @param {Record<string, string>} headers @param {string} [method] */
const call = (path, headers, method = 'GET') => callText(base, path, headers, method);

console.info(
  `bench/attendance (${PEOPLE.toLocaleString('en')} people, ${DAYS} days of history, ${CLOCKERS} clocking in within ${WINDOW_SECONDS} s, ${CLIENTS} clients)`,
);
await forEachTarget({ name: 'attendance', TARGETS, PG_URL, port, env: { JWT_SECRET } }, async (prepared) => {
  const { target } = prepared;
  const generated = await timed(() =>
    runSql(prepared, [
      ...generatePeopleSql(PEOPLE),
      ...HISTORY_SQL,
      // The first start ran the recurring passes and set their next run minutes ahead; the people
      // are new, so the next start runs them at once (derives today for everyone).
      'UPDATE job_schedules SET next_run_at = now()',
    ]),
  );
  const sessions = await runSql(prepared, [SESSIONS_SQL]);
  console.info(
    `${target}: generated ${PEOPLE.toLocaleString('en')} people, their month of days and ${sessions.length} accounts in ${(generated.ms / 1000).toFixed(1)} s`,
  );
  const tokens = new SessionTokens(JWT_SECRET);
  const now = new Date();
  const clockers = await Promise.all(
    sessions.map(async (/** @type {any} */ s) => ({
      employeeId: /** @type {string} */ (s.employee_id),
      headers: {
        authorization: `Bearer ${await tokens.sign({ sessionId: s.session_id, userId: s.user_id }, now, new Date(now.getTime() + 12 * 3_600_000))}`,
      },
    })),
  );
  const statuses = ['', 'present', 'late', 'absent', 'on_leave', 'half_day'];
  const from = inIndia.format(new Date(Date.now() - DAYS * 86_400_000));
  /** @type {Map<string, number>} a status ('' for all) → the list's total */
  const listed = new Map();
  await withServer(port, prepared, async () => {
    const admin = await signIn(base, 'admin@acme.test');
    // The start's first passes credit this year's leave accrual and derive today for everyone;
    // measure once both are done, so neither competes with what is timed.
    await accrualSettled(base, admin, 200);
    for (let tries = 0; ; tries++) {
      const stats = await call(`/attendance/stats?scope=team&from=${today}&to=${today}`, admin);
      if (stats.status === 200 && stats.body.people >= PEOPLE * 0.9) break;
      if (tries > 600) throw new Error("today's attendance was never derived");
      await new Promise((r) => setTimeout(r, 200));
    }

    // Regenerate a day for everyone: yesterday (its generated days are derived again), then again.
    const yesterday = inIndia.format(new Date(Date.now() - 86_400_000));
    for (const pass of ['first', 'second']) {
      const run = await timed(() => call(`/attendance/generate/${yesterday}`, admin));
      verdicts.rule(
        run.result.status === 200,
        `regenerate ${yesterday} (${pass}) answers 200 (${run.result.status})`,
      );
      verdicts.goal(
        run.ms,
        2000,
        `regenerate a day for ${run.result.body.people?.toLocaleString('en')} people (${pass} run, ${run.result.body.changed} days changed)`,
      );
    }

    // A month's muster roll.
    for (const format of ['xlsx', 'csv']) {
      const run = await timed(() =>
        call(`/attendance/export?layout=muster&month=${lastMonth}&format=${format}`, admin),
      );
      verdicts.rule(run.result.status === 200, `muster roll ${lastMonth} (${format}) answers 200`);
      verdicts.goal(
        run.ms,
        5000,
        `muster roll of ${lastMonth} as ${format} (${(run.result.bytes / 1e6).toFixed(1)} MB)`,
      );
    }

    // Everyone's month, filtered and paged, under load beside the bare baseline.
    const list = (/** @type {number} */ i) => {
      const status = statuses[i % statuses.length];
      const page = 1 + (i % 7);
      return fetch(
        `${base}/api/attendance/all?from=${from}&to=${yesterday}&page=${page}&limit=50${status ? `&status=${status}` : ''}`,
        { headers: admin },
      );
    };
    await loadBesideBaseline({
      base,
      request: list,
      load: { CLIENTS, SECONDS, RATE },
      verdicts,
      goal: 50,
      what: '/attendance/all, a month',
      answered: 'list call',
      closedLoop: true,
    });

    // Punch to status on the board: admin's socket hears each clocker's attendance-update.
    /** @type {Map<string, string>} today's day id → the clocker */
    const dayOwner = new Map();
    const clockerIds = new Set(clockers.map((c) => c.employeeId));
    for (let page = 1; ; page++) {
      const res = await call(`/attendance/all?from=${today}&to=${today}&limit=200&page=${page}`, admin);
      for (const day of res.body.items ?? [])
        if (clockerIds.has(day.employee.id)) dayOwner.set(day.id, day.employee.id);
      if (!res.body.items || res.body.items.length < 200) break;
    }
    const board = await connectEvents(base, admin);
    /** @type {Map<string, number>} */
    const sentAt = new Map();
    /** @type {number[]} */
    const latencies = [];
    board.on('attendance-update', (/** @type {{ id: string }} */ payload) => {
      const employeeId = dayOwner.get(payload.id);
      const sent = employeeId ? sentAt.get(employeeId) : undefined;
      if (sent !== undefined) {
        latencies.push(performance.now() - sent);
        sentAt.delete(/** @type {string} */ (employeeId));
      }
    });
    const started = performance.now();
    const statusesOfPunches = await Promise.all(
      clockers.map(async (c, i) => {
        const due = started + (i * WINDOW_SECONDS * 1000) / clockers.length;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        sentAt.set(c.employeeId, performance.now());
        const res = await fetch(`${base}/api/time-tracking/clock-in`, {
          method: 'POST',
          headers: c.headers,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    await new Promise((r) => setTimeout(r, 2000));
    board.close();
    const punched = statusesOfPunches.filter((s) => s === 200).length;
    verdicts.rule(punched === clockers.length, `${punched} of ${clockers.length} clock-ins answered 200`);
    verdicts.rule(latencies.length === punched, `the board heard ${latencies.length} of ${punched} punches`);
    const l = summarize(latencies);
    verdicts.goal(
      l.p99,
      1000,
      `punch → attendance-update on the board, ${clockers.length} people in ${WINDOW_SECONDS} s: p50 ${ms(l.p50)}; p99`,
    );
    console.info(`  punch → board worst: ${ms(l.max)}`);

    // One person, 100 concurrent clock-ins: one open entry. (Each clocker above is in: use one
    // who is not, clocking out first.)
    const someone = clockers[0];
    if (someone) {
      await fetch(`${base}/api/time-tracking/clock-out`, { method: 'POST', headers: someone.headers });
      const racing = await Promise.all(
        Array.from({ length: 100 }, () =>
          fetch(`${base}/api/time-tracking/clock-in`, { method: 'POST', headers: someone.headers }).then(
            (r) => r.status,
          ),
        ),
      );
      const open = (
        await call(`/time-tracking/entries?employeeId=${someone.employeeId}&from=${today}&limit=100`, admin)
      ).body.items.filter((/** @type {any} */ e) => e.clockOut === null).length;
      verdicts.rule(
        racing.filter((s) => s === 200).length === 1 &&
          racing.filter((s) => s === 409).length === 99 &&
          open === 1,
        `100 concurrent clock-ins by one person: ${racing.filter((s) => s === 200).length} accepted, ${racing.filter((s) => s === 409).length} refused, ${open} open entry`,
      );
    }

    // The list's totals come from the counts the database keeps: after every write above, each
    // equals a plain count of the rows (checked once the server has stopped, below).
    for (const status of [...statuses, 'not_yet']) {
      const res = await call(
        `/attendance/all?from=${from}&to=${today}&limit=1${status ? `&status=${status}` : ''}`,
        admin,
      );
      listed.set(status, res.body.total);
    }
  });
  const counted = await runSql(prepared, [
    `SELECT coalesce(status::text, '') AS status, count(*)::int AS days FROM attendance_days
        WHERE date BETWEEN '${from}' AND '${today}' GROUP BY ROLLUP (status)`,
  ]);
  const real = new Map(counted.map((/** @type {any} */ r) => [r.status, r.days]));
  const differing = [...listed].filter(([status, total]) => (real.get(status) ?? 0) !== total);
  verdicts.rule(
    differing.length === 0,
    `list totals equal a count of the rows (${[...listed].map(([s, t]) => `${s || 'all'} ${t}`).join(', ')})${differing.length ? `; differ: ${differing.map(([s]) => s || 'all').join(', ')}` : ''}`,
  );
});
if (verdicts.broken) process.exitCode = 1;
