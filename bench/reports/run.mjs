// bench/reports: every report and the dashboard report over two years of a large company, on
// PostgreSQL (issue #15's goal): 10,000 people with two years of working days (about 5 million
// attendance rows) and two leave requests each; each call at 20 concurrent clients, p95 ≤ 200 ms;
// and each report's figures equal a plain SQL count over the raw rows (a broken one fails the run).
//
// Needs a built server (`npm run build`). PostgreSQL from BENCH_DATABASE_URL (a database it may
// drop and create) or postgres://postgres@127.0.0.1:5432/hrms_bench_reports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ms, runLoad } from '../lib/load.mjs';
import { generatePeopleSql } from '../lib/people.mjs';
import { startServer } from '../lib/server.mjs';
import { recreatePostgres, runSql, signIn, timed, Verdicts } from '../lib/targets.mjs';

const verdicts = new Verdicts();
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hrms_bench_reports';
const port = Number(process.env.BENCH_PORT ?? 3296);
const base = `http://127.0.0.1:${port}`;

const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const today = inIndia.format(new Date());
const monthStart = `${today.slice(0, 7)}-01`;
const yearAgo = inIndia.format(new Date(Date.now() - 364 * 86_400_000));

/**
 * Working days before today for every generated person, written a year of dates at a time as the
 * product writes them (a date's rows together): mostly present, some late, a few half days,
 * absences and leave; weekends are not written. Two approved or pending leave requests a person,
 * and the last two months' clock entries. The database's triggers keep their counts as they land.
 */
const HISTORY_SQL = [
  ...Array.from({ length: Math.ceil(DAYS / 365) }, (_, year) => {
    const newest = year * 365 + 1;
    const oldest = Math.min(DAYS, (year + 1) * 365);
    return `INSERT INTO attendance_days (company_id, employee_id, date, status, derived_status, settled,
       first_in, last_out, worked_minutes, break_minutes, overtime_minutes, late_minutes, leave_centidays)
     SELECT e.company_id, e.id, d::date, s.status::attendance_status, s.status::attendance_status, true,
            CASE WHEN s.worked > 0 THEN d + interval '4 hours' END,
            CASE WHEN s.worked > 0 THEN d + interval '4 hours' + s.worked * interval '1 minute' END,
            s.worked, CASE WHEN s.worked > 0 THEN 45 ELSE 0 END, greatest(s.worked - 540, 0),
            CASE WHEN s.status = 'late' THEN 35 ELSE 0 END,
            CASE WHEN s.status = 'on_leave' THEN 100 ELSE 0 END
       FROM employees e
      CROSS JOIN generate_series(current_date - ${oldest}, current_date - ${newest}, interval '1 day') d
      CROSS JOIN LATERAL (
        SELECT CASE WHEN h < 80 THEN 'present' WHEN h < 90 THEN 'late' WHEN h < 93 THEN 'half_day'
                    WHEN h < 96 THEN 'absent' ELSE 'on_leave' END AS status,
               CASE WHEN h >= 93 THEN 0 WHEN h >= 90 THEN 200 ELSE 500 + h * 2 END AS worked
          FROM (SELECT abs(hashtext(e.id::text || d::text)) % 100 AS h) x
      ) s
     WHERE e.employee_code LIKE 'GEN-%' AND e.status <> 'inactive' AND extract(isodow FROM d) < 6
       AND d >= e.join_date
     ORDER BY d, e.id`;
  }),
  `INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, leave_year,
     centidays, status)
   SELECT e.company_id, e.id, t.id, s.day, s.last, extract(year FROM s.day)::int,
          (s.last - s.day + 1) * 100,
          (ARRAY['approved', 'approved', 'approved', 'pending', 'rejected', 'cancelled'])[1 + abs(hashtext(e.id::text || n::text || 'status')) % 6]::leave_status
     FROM employees e
    CROSS JOIN generate_series(1, 2) n
    CROSS JOIN LATERAL (SELECT current_date - (abs(hashtext(e.id::text || n::text)) % ${DAYS}) AS day) d
    -- A request stays within its leave year.
    CROSS JOIN LATERAL (SELECT d.day, least(d.day + n % 3, make_date(extract(year FROM d.day)::int, 12, 31)) AS last) s
    CROSS JOIN LATERAL (SELECT id FROM leave_types WHERE company_id = e.company_id ORDER BY code LIMIT 1) t
    WHERE e.employee_code LIKE 'GEN-%'`,
  // The punches behind the last two months' worked days, as the clock writes them: one entry a day.
  `INSERT INTO time_entries (company_id, employee_id, work_date, clock_in, clock_out, flag)
   SELECT d.company_id, d.employee_id, d.date, d.first_in, d.last_out,
          CASE WHEN abs(hashtext(d.employee_id::text || d.date::text)) % 50 = 0 THEN 'long_break' END
     FROM attendance_days d JOIN employees e ON e.id = d.employee_id
    WHERE e.employee_code LIKE 'GEN-%' AND d.first_in IS NOT NULL
      AND d.date >= date_trunc('month', current_date) - interval '1 month'
    ORDER BY d.date, d.employee_id`,
  'ANALYZE',
];

console.info(
  `bench/reports (${PEOPLE.toLocaleString('en')} people, ${DAYS} days of history, ${CLIENTS} clients, PostgreSQL)`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-bench-reports-'));
const target = { target: 'postgres', dataDir, url: PG_URL };
try {
  await recreatePostgres(PG_URL);
  const first = await startServer({ port, dataDir, env: { DATABASE_URL: PG_URL } });
  await first.stop();
  const generated = await timed(() => runSql(target, [...generatePeopleSql(PEOPLE), ...HISTORY_SQL]));
  const [{ rows: dayRows }] = await runSql(target, ['SELECT count(*)::int AS rows FROM attendance_days']);
  console.info(
    `generated ${PEOPLE.toLocaleString('en')} people and ${Number(dayRows).toLocaleString('en')} attendance days in ${(generated.ms / 1000).toFixed(1)} s`,
  );

  const server = await startServer({
    port,
    dataDir,
    env: { DATABASE_URL: PG_URL, LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  /** @type {Map<string, any>} the last answer of each report, checked against the rows below */
  const answers = new Map();
  try {
    const admin = await signIn(base, 'admin@acme.test');
    const manager = await signIn(base, 'manager@acme.test');
    /** @type {[string, string, Record<string, string>][]} */
    const calls = [
      ['dashboard (hr)', '/api/reports/dashboard', admin],
      ['dashboard (manager)', '/api/reports/dashboard', manager],
      ['attendance, this month', `/api/reports/attendance?from=${monthStart}&to=${today}`, admin],
      ['attendance, a year', `/api/reports/attendance?from=${yearAgo}&to=${today}`, admin],
      ['attendance trends, 24 months', '/api/reports/attendance-trends?months=24', admin],
      ['attendance trends, 24 months (manager)', '/api/reports/attendance-trends?months=24', manager],
      ['leave, a year', `/api/reports/leave?from=${yearAgo}&to=${today}`, admin],
      ['time tracking, this month', `/api/reports/time-tracking?from=${monthStart}&to=${today}`, admin],
      ['department stats, this month', `/api/reports/department-stats?from=${monthStart}&to=${today}`, admin],
      ['recent activities', '/api/reports/recent-activities?limit=50', admin],
    ];
    for (const [name, path, headers] of calls) {
      // The first call reads the rows (through the rollups); the load then finds it remembered
      // until a table it reads changes (decision 021).
      const started = performance.now();
      const once = await fetch(`${base}${path}`, { headers });
      if (!once.ok) verdicts.rule(false, `${name} answers 200 (${once.status})`);
      answers.set(name, await once.json());
      console.info(`  ${name}: first call ${ms(performance.now() - started)}`);
      const load = await runLoad({
        connections: CLIENTS,
        seconds: SECONDS,
        request: () => fetch(`${base}${path}`, { headers }),
      });
      verdicts.goal(load.p95, 200, `${name}: p50 ${ms(load.p50)}; p95`);
      if (load.errors) verdicts.rule(false, `${name}: every call answered (${load.errors} errors)`);
    }

    // While the clock writes: a day changes four times a second (a morning of 10,000 people
    // clocking in), so every attendance figure is read again after each change.
    const writer = new pg.Client({ connectionString: PG_URL });
    await writer.connect();
    const [day] = (
      await writer.query(
        "SELECT id FROM attendance_days WHERE date < date_trunc('month', current_date) ORDER BY date DESC LIMIT 1",
      )
    ).rows;
    let writes = 0;
    // One change after another, the last awaited before the connection ends: an update still in
    // flight when it ends would fail unobserved and stop the bench.
    let pending = Promise.resolve();
    const ticking = setInterval(() => {
      pending = pending
        .then(() =>
          writer.query('UPDATE attendance_days SET break_minutes = break_minutes + 1 WHERE id = $1', [
            day.id,
          ]),
        )
        .then(() => {
          writes++;
        });
    }, 250);
    try {
      for (const [name, path] of [
        [
          'attendance, this month, while days change',
          `/api/reports/attendance?from=${monthStart}&to=${today}`,
        ],
        ['dashboard (hr), while days change', '/api/reports/dashboard'],
      ]) {
        const load = await runLoad({
          connections: CLIENTS,
          seconds: SECONDS,
          request: () => fetch(`${base}${path}`, { headers: admin }),
        });
        verdicts.goal(load.p95, 200, `${name}: p50 ${ms(load.p50)}; p95`);
        if (load.errors) verdicts.rule(false, `${name}: every call answered (${load.errors} errors)`);
      }
    } finally {
      clearInterval(ticking);
      await pending;
      await writer.end();
    }
    console.info(`  (${writes} changes to a day during those runs)`);
  } finally {
    await server.stop();
  }

  // The figures equal a plain count of the rows.
  const statuses = await runSql(target, [
    `SELECT status::text AS status, count(*)::int AS days FROM attendance_days
      WHERE date BETWEEN '${yearAgo}' AND '${today}' GROUP BY 1`,
  ]);
  const year = answers.get('attendance, a year');
  const real = Object.fromEntries(statuses.map((/** @type {any} */ r) => [r.status, r.days]));
  const differing = ['present', 'late', 'half_day', 'absent', 'on_leave'].filter(
    (s) => (real[s] ?? 0) !== year.totals[s],
  );
  verdicts.rule(
    differing.length === 0,
    `a year's attendance totals equal a count of the rows${differing.length ? `; differ: ${differing}` : ''}`,
  );
  const months = await runSql(target, [
    `SELECT to_char(date, 'YYYY-MM') AS month, count(*) FILTER (WHERE status = 'present')::int AS present
       FROM attendance_days WHERE date >= date_trunc('month', current_date) - interval '23 months' GROUP BY 1`,
  ]);
  const trend = answers.get('attendance trends, 24 months').months;
  const byMonth = new Map(months.map((/** @type {any} */ r) => [r.month, r.present]));
  verdicts.rule(
    trend.length === 24 && trend.every((/** @type {any} */ m) => (byMonth.get(m.month) ?? 0) === m.present),
    'attendance trends over 24 months equal a count of the rows',
  );
  const leave = await runSql(target, [
    `SELECT status::text AS status, count(*)::int AS requests FROM leave_requests
      WHERE start_date BETWEEN '${yearAgo}' AND '${today}' GROUP BY 1`,
  ]);
  const leaveAnswer = new Map(
    answers.get('leave, a year').byStatus.map((/** @type {any} */ s) => [s.status, s.requests]),
  );
  verdicts.rule(
    leave.every((/** @type {any} */ r) => leaveAnswer.get(r.status) === r.requests) &&
      leave.length === leaveAnswer.size,
    "a year's leave requests by status equal a count of the rows",
  );
  const [yearPeople] = await runSql(target, [
    `SELECT count(DISTINCT employee_id)::int AS n FROM attendance_days WHERE date BETWEEN '${yearAgo}' AND '${today}'`,
  ]);
  verdicts.rule(
    year.people === yearPeople.n,
    `a year's attendance counts the people with days (${year.people} of ${yearPeople.n})`,
  );
  const departmentDays = await runSql(target, [
    `SELECT d.name AS department, count(*) FILTER (WHERE a.status = 'present')::int AS present,
            count(DISTINCT a.employee_id)::int AS people
       FROM attendance_days a JOIN employees e ON e.id = a.employee_id
       LEFT JOIN departments d ON d.id = e.department_id
      WHERE a.date BETWEEN '${monthStart}' AND '${today}' GROUP BY 1`,
  ]);
  const month = answers.get('attendance, this month');
  const monthRows = new Map(month.byDepartment.map((/** @type {any} */ d) => [d.department, d]));
  verdicts.rule(
    departmentDays.every((/** @type {any} */ r) => {
      const row = /** @type {any} */ (monthRows.get(r.department));
      return row?.present === r.present && row?.people === r.people;
    }) && departmentDays.length === monthRows.size,
    "this month's attendance by department equals a count of the rows",
  );
  const [punched] = await runSql(target, [
    `SELECT count(DISTINCT employee_id)::int AS people, coalesce(sum(worked_minutes), 0)::int AS worked
       FROM attendance_days WHERE first_in IS NOT NULL AND date BETWEEN '${monthStart}' AND '${today}'`,
  ]);
  const [entries] = await runSql(target, [
    `SELECT count(*)::int AS entries, count(*) FILTER (WHERE flag IS NOT NULL)::int AS flagged
       FROM time_entries WHERE work_date BETWEEN '${monthStart}' AND '${today}'`,
  ]);
  const time = answers.get('time tracking, this month');
  verdicts.rule(
    time.people === punched.people &&
      time.workedMinutes === punched.worked &&
      time.entries === entries.entries &&
      time.flagged === entries.flagged,
    `this month's time tracking equals a count of the rows (${time.entries} entries, ${time.people} people)`,
  );
  const [people] = await runSql(target, [
    `SELECT count(*)::int AS n FROM employees WHERE join_date <= '${today}'
        AND (exit_date >= '${today}' OR (exit_date IS NULL AND status <> 'inactive'))`,
  ]);
  verdicts.rule(
    answers.get('dashboard (hr)').headcount === people.n,
    `the dashboard's headcount equals a count of the people (${people.n})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (verdicts.broken) process.exitCode = 1;
