// bench/leave: leave at company size, on PGlite and on PostgreSQL (issue #12's goals):
// - every person's balance of every type in one report (GET /api/leave/balance/report) ≤ 1 s, over
//   10,000 people with a year of leave history;
// - one person's balance (GET /api/leave/balance?employeeId=) p99 ≤ 20 ms for 50 concurrent clients
//   asking 100 times a second in all (paced), and their closed-loop ceiling; each beside
//   GET /api/health under the same load as the bare baseline (the load generator shares the
//   machine, so the baseline says what the machine itself adds);
// - accrual for everyone ≤ 2 s: a year's first month (monthly and yearly types) and a later month,
//   each run twice to show the second credits nothing;
// - 50 concurrent approvals of one request deduct once; 50 concurrent requests of one person for
//   overlapping dates accept one.
// Exits 1 when a rule breaks or a request fails; a missed time goal is reported, not fatal (the
// figures swing with the shared machine).
//
// Needs a built server (`npm run build`). PostgreSQL from BENCH_DATABASE_URL (a database it may
// drop and create) or postgres://postgres@127.0.0.1:5432/hrms_bench_leave; BENCH_TARGETS=pglite
// skips it.
import { ms, pacedLoad } from '../lib/load.mjs';
import { generatePeopleSql } from '../lib/people.mjs';
import { summarize } from '../lib/stats.mjs';
import {
  accrualSettled,
  benchTargets,
  callApi,
  forEachTarget,
  generate,
  loadBesideBaseline,
  signIn,
  timed,
  Verdicts,
  withServer,
} from '../lib/targets.mjs';

const verdicts = new Verdicts();

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const { CLIENTS, SECONDS, RATE } = pacedLoad();
const REPORTS = Number(process.env.BENCH_REPORTS ?? 5);
const { TARGETS, PG_URL, port } = benchTargets('leave', { port: 3296 });
const base = `http://127.0.0.1:${port}`;
const year = new Date().getFullYear();

/**
 * A year of leave for the generated people: six approved single days of casual leave each, on
 * weekdays spread over the year, with their deductions in the ledger.
 */
const HISTORY_SQL = [
  `INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, leave_year,
     centidays, status, reason, decided_at, created_at, updated_at)
   SELECT e.company_id, e.id, t.id, d.day, d.day, ${year}, 100, 'approved', 'Generated', now(), now(), now()
     FROM employees e
     JOIN leave_types t ON t.company_id = e.company_id AND t.code = 'CL'
     CROSS JOIN generate_series(0, 5) k
     CROSS JOIN LATERAL (
       SELECT day + CASE extract(dow FROM day) WHEN 6 THEN 2 WHEN 0 THEN 1 ELSE 0 END AS day
         FROM (SELECT make_date(${year}, 1, 5) + (k * 55 + substr(e.employee_code, 5)::int % 45) AS day) s
     ) d
    WHERE e.employee_code LIKE 'GEN-%' AND e.status <> 'inactive'`,
  `INSERT INTO leave_ledger (company_id, employee_id, leave_type_id, leave_year, kind, centidays, request_id, created_at)
   SELECT company_id, employee_id, leave_type_id, leave_year, 'deduction', -centidays, id, now()
     FROM leave_requests WHERE reason = 'Generated'`,
  'ANALYZE',
];

/** @param {string} path @param {Record<string, string>} headers @param {string} [method] @param {unknown} [body] */
const call = (path, headers, method = 'GET', body = undefined) => callApi(base, path, headers, method, body);

/**
 * The first day from `ahead` days on that the person may ask off: a working day of their office
 * (not a weekend or a holiday, which a date a fixed distance away can be) with nothing asked yet.
 * @param {number} ahead
 * @param {Record<string, string>} headers
 * @param {string} leaveTypeId
 */
async function workingDayAhead(ahead, headers, leaveTypeId) {
  for (let n = ahead; n < ahead + 60; n++) {
    const day = new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const preview = await call('/leave/request/preview', headers, 'POST', {
      leaveTypeId,
      startDate: day,
      endDate: day,
    });
    if (preview.body.days === 1 && preview.body.issues.length === 0) return day;
  }
  throw new Error(`no working day to ask off within 60 days of ${ahead} days ahead`);
}

console.info(`bench/leave (${PEOPLE.toLocaleString('en')} people, ${CLIENTS} clients, ${SECONDS} s of load)`);
await forEachTarget({ name: 'leave', TARGETS, PG_URL, port }, async (prepared) => {
  await generate(
    prepared,
    [...generatePeopleSql(PEOPLE), ...HISTORY_SQL],
    `${PEOPLE.toLocaleString('en')} people and their year of leave`,
  );
  // The start credits this year's accrual for everyone (the scheduler's first pass).
  await withServer(port, prepared, async () => {
    const admin = await signIn(base, 'admin@acme.test');
    // Wait for the start's accrual pass to have credited the generated people.
    await accrualSettled(base, admin, 100);

    // Accrual: last year's first month (monthly and yearly types), then a later month; twice each.
    for (const asOf of [`${year - 1}-01-31`, `${year - 1}-02-28`]) {
      const once = await timed(() => call('/leave/accrual/run', admin, 'POST', { asOf }));
      const twice = await timed(() => call('/leave/accrual/run', admin, 'POST', { asOf }));
      verdicts.rule(
        once.result.status === 200 && twice.result.status === 200,
        `accrual up to ${asOf} answers 200`,
      );
      verdicts.goal(once.ms, 2000, `accrual up to ${asOf}: ${once.result.body.credited} credits`);
      verdicts.rule(
        twice.result.body.credited === 0,
        `accrual up to ${asOf} again credits nothing (${ms(twice.ms)})`,
      );
    }

    // Everyone's balances in one report.
    const reports = [];
    let rows = 0;
    for (let i = 0; i < REPORTS; i++) {
      const report = await timed(() => call('/leave/balance/report', admin));
      if (report.result.status !== 200) throw new Error(`report answered ${report.result.status}`);
      rows = report.result.body.rows.length;
      reports.push(report.ms);
    }
    const r = summarize(reports);
    verdicts.goal(r.p50, 1000, `balance report of ${rows.toLocaleString('en')} people, median of ${REPORTS}`);
    console.info(`  balance report worst: ${ms(r.max)}`);

    // One person's balance under load, beside the bare baseline.
    const ids = reports.length
      ? (await call('/leave/balance/report', admin)).body.rows.map(
          (/** @type {any} */ row) => row.employee.id,
        )
      : [];
    const balance = (/** @type {number} */ i) =>
      fetch(`${base}/api/leave/balance?employeeId=${ids[(i * 7919) % ids.length]}`, { headers: admin });
    // Paced: 50 people asking at RATE a second in all, the latency each sees; closed loop: the
    // ceiling, where latency is queueing behind 49 others.
    await loadBesideBaseline({
      base,
      request: balance,
      load: { CLIENTS, SECONDS, RATE },
      verdicts,
      goal: 20,
      what: 'one balance',
      answered: 'balance call',
      closedLoop: true,
    });

    // The rules under concurrency: 50 approvals of one request, 50 overlapping requests.
    const employee = await signIn(base, 'employee@acme.test');
    const manager = await signIn(base, 'manager@acme.test');
    const types = (await call('/leave/types', employee)).body.items;
    const unpaid = types.find((/** @type {any} */ t) => t.code === 'LWP').id;
    const day = await workingDayAhead(40, employee, unpaid);
    const asked = await call('/leave/request', employee, 'POST', {
      leaveTypeId: unpaid,
      startDate: day,
      endDate: day,
    });
    verdicts.rule(asked.status === 201, `a request to approve (${asked.status})`);
    const approvals = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(`/leave/${asked.body.id}/approve`, manager, 'PATCH', { status: 'approved' }),
      ),
    );
    const ledger = await call(`/leave/ledger?leaveTypeId=${unpaid}&year=${day.slice(0, 4)}`, employee);
    const deductions = ledger.body.items.filter(
      (/** @type {any} */ e) => e.requestId === asked.body.id && e.kind === 'deduction',
    );
    verdicts.rule(
      approvals.filter((a) => a.status === 200).length === 1 && deductions.length === 1,
      `50 concurrent approvals: ${approvals.filter((a) => a.status === 200).length} approved, ${approvals.filter((a) => a.status === 409).length} refused, ${deductions.length} deduction`,
    );
    const overlap = await workingDayAhead(50, employee, unpaid);
    const requests = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('/leave/request', employee, 'POST', {
          leaveTypeId: unpaid,
          startDate: overlap,
          endDate: overlap,
        }),
      ),
    );
    verdicts.rule(
      requests.filter((q) => q.status === 201).length === 1 &&
        requests.filter((q) => q.status === 409).length === 49,
      `50 concurrent overlapping requests: ${requests.filter((q) => q.status === 201).length} accepted, ${requests.filter((q) => q.status === 409).length} refused`,
    );
  });
});
if (verdicts.broken) process.exitCode = 1;
