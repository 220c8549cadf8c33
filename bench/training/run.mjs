// bench/training: training at company size, on PGlite and on PostgreSQL:
// - the compliance report (GET /api/training/compliance: every person × every mandatory course that
//   applies to them, its first page and the counts) ≤ 1 s over 10,000 people, with three quarters
//   of them having completed the demo's mandatory courses;
// - one person's own compliance (the dashboard panel) p99 ≤ 50 ms for 50 clients asking 100 times a
//   second in all, beside GET /api/health under the same load as the bare baseline (the load
//   generator shares the machine);
// - 100 concurrent enrolments into a session of 10 seats: exactly 10 enrolled and 90 waitlisted in
//   order 1…90; 50 concurrent enrolments of one person in one course: one accepted.
// Exits 1 when a rule breaks or a request fails; a missed time goal is reported, not fatal.
//
// Needs a built server (`npm run build`). PostgreSQL from BENCH_DATABASE_URL (a database it may
// drop and create) or postgres://postgres@127.0.0.1:5432/hrms_bench_training; BENCH_TARGETS=pglite
// skips it.
import { ms, pacedLoad } from '../lib/load.mjs';
import { generatePeopleSql } from '../lib/people.mjs';
import { summarize } from '../lib/stats.mjs';
import {
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
const { TARGETS, PG_URL, port } = benchTargets('training', { port: 3298 });
const base = `http://127.0.0.1:${port}`;

/** Three in four generated people completed each self-paced mandatory course of the demo. */
const HISTORY_SQL = [
  `INSERT INTO training_enrolments (company_id, course_id, employee_id, status, completed_at, created_at, updated_at)
   SELECT e.company_id, c.id, e.id, 'completed', now() - interval '3 days', now() - interval '10 days', now()
     FROM employees e
     JOIN training_courses c ON c.company_id = e.company_id AND c.mandatory IS NOT NULL AND c.delivery = 'self-paced'
    WHERE e.employee_code LIKE 'GEN-%' AND e.status <> 'inactive' AND substr(e.employee_code, 5)::int % 4 <> 0`,
  'ANALYZE',
];

/** @param {string} path @param {Record<string, string>} headers @param {string} [method] @param {unknown} [body] */
const call = (path, headers, method = 'GET', body = undefined) => callApi(base, path, headers, method, body);

console.info(
  `bench/training (${PEOPLE.toLocaleString('en')} people, ${CLIENTS} clients, ${SECONDS} s of load)`,
);
await forEachTarget({ name: 'training', TARGETS, PG_URL, port }, async (prepared) => {
  await generate(
    prepared,
    [...generatePeopleSql(PEOPLE), ...HISTORY_SQL],
    `${PEOPLE.toLocaleString('en')} people and their completions`,
  );
  await withServer(port, prepared, async () => {
    const hr = await signIn(base, 'hr@acme.test');
    const employee = await signIn(base, 'employee@acme.test');

    // The compliance report's first page and counts, as the Compliance tab asks for it.
    const reports = [];
    let summary = null;
    for (let i = 0; i < REPORTS; i++) {
      const report = await timed(() => call('/training/compliance?limit=20', hr));
      if (report.result.status !== 200) throw new Error(`compliance answered ${report.result.status}`);
      summary = report.result.body.summary;
      reports.push(report.ms);
    }
    const r = summarize(reports);
    const rows = summary ? summary.completed + summary.due + summary.overdue : 0;
    verdicts.goal(
      r.p50,
      1000,
      `compliance report over ${rows.toLocaleString('en')} person × course rows, median of ${REPORTS}`,
    );
    console.info(`  counts: ${JSON.stringify(summary)}; worst ${ms(r.max)}`);
    const overdue = await timed(() => call('/training/compliance?status=overdue&limit=20', hr));
    verdicts.goal(overdue.ms, 1000, 'overdue only (the dashboard panel of hr)');

    // One person's own compliance under load, beside the bare baseline.
    await loadBesideBaseline({
      base,
      request: () => fetch(`${base}/api/training/compliance?limit=20`, { headers: employee }),
      load: { CLIENTS, SECONDS, RATE },
      verdicts,
      goal: 50,
      what: 'own compliance',
      answered: 'compliance call',
    });

    // 100 people enrolled at once into 10 seats.
    const course = await call('/training/courses', hr, 'POST', {
      title: `Bench course ${Date.now()}`,
      delivery: 'sessions',
      durationMinutes: 60,
    });
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    const session = await call(`/training/courses/${course.body.id}/sessions`, hr, 'POST', {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      seats: 10,
    });
    verdicts.rule(course.status === 201 && session.status === 201, 'a course with a session of 10 seats');
    const people = (await call('/employees?limit=100&status=active', hr)).body.items.map(
      (/** @type {any} */ p) => p.id,
    );
    const enrolled = await timed(() =>
      Promise.all(
        people.map((/** @type {string} */ employeeId) =>
          call('/training/enrolments', hr, 'POST', {
            courseId: course.body.id,
            sessionId: session.body.id,
            employeeId,
          }),
        ),
      ),
    );
    const statuses = enrolled.result.map((e) => e.body.status);
    const waitlist = await call(
      `/training/enrolments?sessionId=${session.body.id}&status=waitlisted&limit=200`,
      hr,
    );
    const positions = waitlist.body.items
      .map((/** @type {any} */ e) => e.waitlistPosition)
      .sort((/** @type {number} */ a, /** @type {number} */ b) => a - b);
    verdicts.rule(
      enrolled.result.every((e) => e.status === 201) &&
        statuses.filter((s) => s === 'enrolled').length === 10 &&
        positions.length === people.length - 10 &&
        positions.every((/** @type {number} */ p, /** @type {number} */ i) => p === i + 1),
      `${people.length} concurrent enrolments into 10 seats: ${statuses.filter((s) => s === 'enrolled').length} enrolled, ${positions.length} waitlisted in order, in ${ms(enrolled.ms)}`,
    );
    const twice = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('/training/enrolments', employee, 'POST', {
          courseId: course.body.id,
          sessionId: session.body.id,
        }),
      ),
    );
    verdicts.rule(
      twice.filter((e) => e.status === 201).length === 1 &&
        twice.filter((e) => e.status === 409).length === 49,
      `50 concurrent enrolments of one person: ${twice.filter((e) => e.status === 201).length} accepted, ${twice.filter((e) => e.status === 409).length} refused`,
    );
  });
});
if (verdicts.broken) process.exitCode = 1;
