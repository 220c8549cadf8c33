// bench/payroll: a month's payroll at company size, on PostgreSQL and PGlite (issue #14's goals):
// - calculate and store slips for 10,000 people ≤ 10 s, timed from the request of the run to the
//   last progress event on the realtime channel;
// - render one slip's PDF ≤ 50 ms (sequential downloads, p50 and p99);
// - a month's 10,000 PDFs as a ZIP ≤ 120 s, streamed (the server's memory is sampled meanwhile);
// - the figures check themselves: over all slips, net = gross − deductions to the paisa, and the
//   month's summary equals the slips summed.
// Exits 1 when a rule breaks; a missed time goal is reported, not fatal (the shared machine swings).
//
// Needs a built server (`npm run build`). PostgreSQL from BENCH_DATABASE_URL (a database it may
// drop and create) or postgres://postgres@127.0.0.1:5432/hrms_bench_payroll; BENCH_TARGETS=pglite
// skips it.
import { readFileSync } from 'node:fs';
import { generatePeopleSql, generateSalariesSql } from '../lib/people.mjs';
import { summarize } from '../lib/stats.mjs';
import {
  accrualSettled,
  benchTargets,
  callText,
  connectEvents,
  forEachTarget,
  runSql,
  signIn,
  Verdicts,
  withServer,
} from '../lib/targets.mjs';

const verdicts = new Verdicts();

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const PDFS = Number(process.env.BENCH_PDFS ?? 50);
const ZIP = process.env.BENCH_ZIP !== '0';
const { TARGETS, PG_URL, port } = benchTargets('payroll', { port: 3298, targets: 'postgres,pglite' });
const base = `http://127.0.0.1:${port}`;

// Last month in India: a whole month behind today.
const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const [year, month] = (() => {
  const today = inIndia.format(new Date());
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return m === 1 ? [y - 1, 12] : [y, m - 1];
})();
const monthStart = `${year}-${String(month).padStart(2, '0')}-01`;

/** Every generated person a salary and bank details, and two absences last month for one in ten. */
const SALARY_SQL = [
  ...generateSalariesSql(),
  `INSERT INTO attendance_days (company_id, employee_id, date, status, derived_status, settled)
   SELECT e.company_id, e.id, d::date, 'absent', 'absent', true
     FROM employees e
     CROSS JOIN (VALUES (date '${monthStart}' + 9), (date '${monthStart}' + 10)) AS days(d)
    WHERE e.employee_code LIKE 'GEN-%' AND substr(e.employee_code, 5)::int % 10 = 3
   ON CONFLICT DO NOTHING`,
  'ANALYZE',
];

/** @param {string} path @param {Record<string, string>} headers @param {string} [method] */
const call = (path, headers, method = 'GET') => callText(base, path, headers, method);

/** The server's resident memory, in MB (Linux). @param {number} pid */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

console.info(
  `bench/payroll (${PEOPLE.toLocaleString('en')} people, ${year}-${String(month).padStart(2, '0')})`,
);
// The first start seeds the demo company (and its salaries, whose template the people share).
await forEachTarget({ name: 'payroll', TARGETS, PG_URL, port }, async (prepared) => {
  await runSql(prepared, [...generatePeopleSql(PEOPLE), ...SALARY_SQL]);
  await withServer(port, prepared, async (server) => {
    console.info(`${prepared.target}:`);
    const admin = await signIn(base, 'admin@acme.test');
    // The start's accrual pass credits the generated people's leave; measure once it is done.
    await accrualSettled(base, admin, 200);

    // The run, from the request to the last progress event.
    const socket = await connectEvents(base, admin);
    let runId = '';
    let events = 0;
    const finished = new Promise((resolve) => {
      socket.on('payroll-update', (/** @type {any} */ event) => {
        if (!event.progress || (runId && event.id !== runId)) return;
        events++;
        if (event.progress.finished) resolve(event.progress);
      });
    });
    const started = performance.now();
    const res = await call(`/payroll/bulk-generate/${month}/${year}`, admin, 'POST');
    runId = res.body.id;
    verdicts.rule(res.status === 202, `the run answers 202 at once (${res.status})`);
    const progress = /** @type {any} */ (await finished);
    const runMs = performance.now() - started;
    socket.close();
    const run = (await call(`/payroll/runs/${runId}`, admin)).body;
    verdicts.goal(
      runMs,
      10_000,
      `calculate and store ${progress.done.toLocaleString('en')} slips (${events} progress events, ${run.failures.length} not paid)`,
    );
    verdicts.rule(
      run.status === 'done' && run.done === run.total,
      `the run is done (${run.done} of ${run.total})`,
    );

    // The figures check themselves: every slip, read back, sums to the summary.
    const summary = (await call(`/payroll/summary/${month}/${year}`, admin)).body;
    let [slipCount, gross, deductions, net, wrong] = [0, 0, 0, 0, 0];
    for (let page = 1; ; page++) {
      const items = (
        await call(`/payroll/salary-slips?month=${month}&year=${year}&limit=100&page=${page}`, admin)
      ).body.items;
      for (const slip of items) {
        slipCount++;
        gross += slip.gross;
        deductions += slip.totalDeductions;
        net += slip.net;
        if (slip.net !== slip.gross - slip.totalDeductions) wrong++;
      }
      if (items.length < 100) break;
    }
    verdicts.rule(
      wrong === 0 && net === gross - deductions,
      `every slip's net = gross − deductions, and their sum too, to the paisa (${slipCount} slips, net ₹${(net / 100).toLocaleString('en-IN')})`,
    );
    verdicts.rule(
      summary.net === net && summary.gross === gross && summary.totalDeductions === deductions,
      "the month's summary equals its slips summed",
    );

    // Finalise the month, then one slip's PDF, sequentially.
    const finalised = await call(`/payroll/finalize/${month}/${year}`, admin, 'PATCH');
    verdicts.rule(
      finalised.status === 200,
      `the month finalises (${finalised.body.finalised ?? finalised.body.message})`,
    );
    const slips = (
      await call(`/payroll/salary-slips?month=${month}&year=${year}&status=finalised&limit=${PDFS}`, admin)
    ).body.items;
    /** @type {number[]} */
    const times = [];
    for (const slip of slips) {
      const t = performance.now();
      const pdf = await fetch(`${base}/api/payroll/salary-slips/${slip.id}/pdf`, { headers: admin });
      await pdf.arrayBuffer();
      times.push(performance.now() - t);
      if (!pdf.ok) verdicts.rule(false, `slip PDF answers 200 (${pdf.status})`);
    }
    const pdfStats = summarize(times.slice(3));
    verdicts.goal(
      pdfStats.p50,
      50,
      `one slip's PDF over HTTP, p50 (p99 ${pdfStats.p99.toFixed(1)} ms, ${times.length} slips)`,
    );

    if (ZIP) {
      const before = rssOf(server.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(server.pid));
      }, 250);
      const t = performance.now();
      const zip = await fetch(`${base}/api/payroll/exports/${month}/${year}/slips`, { headers: admin });
      let bytes = 0;
      for await (const chunk of /** @type {any} */ (zip.body)) bytes += chunk.length;
      clearInterval(sampler);
      verdicts.rule(zip.ok, `the month's ZIP answers 200 (${zip.status})`);
      verdicts.goal(
        performance.now() - t,
        120_000,
        `a month's ${finalised.body.finalised?.toLocaleString('en')} slips as a ZIP (${(bytes / 1e6).toFixed(0)} MB streamed; server memory ${before.toFixed(0)} MB before, at most ${peak.toFixed(0)} MB)`,
      );
    }
  });
});
process.exit(verdicts.broken ? 1 : 0);
