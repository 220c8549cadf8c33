// bench/recruitment: recruitment at the size of a company hiring all year, on PGlite and PostgreSQL:
// - one opening's board (GET /api/recruitment/applications?openingId=…&limit=200, an opening with
//   about 2,000 applications) and the funnel report over every application ≤ 500 ms each (median),
//   over 20,000 applications to 200 openings;
// - the public careers page (GET /api/careers/openings) p99 ≤ 50 ms for 50 clients asking 100 times
//   a second in all, beside GET /api/health under the same load as the bare baseline (the load
//   generator shares the machine);
// - 5 applications from one address sent at once to one role: one made, four refused as duplicates;
//   a sixth within the minute is slowed down (429).
// Exits 1 when a rule breaks or a request fails; a missed time goal is reported, not fatal.
//
// Needs a built server (`npm run build`). PostgreSQL from BENCH_DATABASE_URL (a database it may
// drop and create) or postgres://postgres@127.0.0.1:5432/hrms_bench_recruitment; BENCH_TARGETS=pglite
// skips it.
import { pacedLoad } from '../lib/load.mjs';
import {
  benchTargets,
  callApi,
  forEachTarget,
  generate,
  loadBesideBaseline,
  medianRead,
  signIn,
  Verdicts,
  withServer,
} from '../lib/targets.mjs';

const verdicts = new Verdicts();

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 20_000);
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 200);
const { CLIENTS, SECONDS, RATE } = pacedLoad();
const READS = Number(process.env.BENCH_READS ?? 5);
const { TARGETS, PG_URL, port } = benchTargets('recruitment', { port: 3298 });
const base = `http://127.0.0.1:${port}`;

/**
 * Openings (three in four open), one candidate per application, spread over the stages and the
 * sources; one in ten applications goes to the first opening, the big board. Each application's
 * current stage is in its history, as the product writes it.
 */
const PIPELINE_SQL = [
  `INSERT INTO job_openings (company_id, title, status, positions, criteria, description, opened_at)
   SELECT c.id, 'Generated role ' || lpad(g::text, 4, '0'),
          CASE WHEN g % 4 = 0 THEN 'closed' ELSE 'open' END::job_opening_status, 3,
          '["Skills", "Experience"]'::jsonb, 'A generated role.', now() - (g % 90) * interval '1 day'
     FROM companies c, generate_series(1, ${OPENINGS}) g`,
  `INSERT INTO candidates (company_id, name, email, phone, phone_digits)
   SELECT c.id, 'Candidate ' || g, 'cand' || g || '@example.com', '+91 9' || lpad(g::text, 9, '0'),
          '919' || lpad(g::text, 9, '0')
     FROM companies c, generate_series(1, ${APPLICATIONS}) g`,
  `INSERT INTO job_applications (opening_id, candidate_id, stage_id, source, applied_at, stage_changed_at)
   SELECT o.id, cd.id, s.id,
          (array['careers','referral','linkedin','job_board','agency','other'])[1 + cd.n % 6]::job_application_source,
          now() - ((cd.n % 60) || ' days')::interval, now() - ((cd.n % 30) || ' days')::interval
     FROM (SELECT id, row_number() OVER (ORDER BY email) n FROM candidates WHERE email LIKE 'cand%@example.com') cd
     JOIN (SELECT id, row_number() OVER (ORDER BY title) - 1 k FROM job_openings WHERE title LIKE 'Generated role %') o
       ON o.k = CASE WHEN cd.n % 10 = 0 THEN 0 ELSE cd.n % ${OPENINGS} END
     JOIN recruitment_stages s
       ON s.kind = (array['applied','applied','screening','interview','offer','rejected','rejected'])[1 + cd.n % 7]::recruitment_stage_kind`,
  `INSERT INTO job_application_stage_events (application_id, to_stage_id, to_kind, at)
   SELECT a.id, a.stage_id, s.kind, a.applied_at
     FROM job_applications a JOIN recruitment_stages s ON s.id = a.stage_id
     JOIN candidates c ON c.id = a.candidate_id
    WHERE c.email LIKE 'cand%@example.com'`,
  'ANALYZE',
];

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

/** One careers-form application. @param {string} openingId @param {string} email */
async function apply(openingId, email) {
  const form = new FormData();
  form.set('name', 'Bench Candidate');
  form.set('email', email);
  form.set('phone', '+91 90000 00000');
  form.set('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${base}/api/careers/openings/${openingId}/apply`, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
}

console.info(
  `bench/recruitment (${APPLICATIONS.toLocaleString('en')} applications to ${OPENINGS} openings, ${CLIENTS} clients, ${SECONDS} s of load)`,
);
await forEachTarget({ name: 'recruitment', TARGETS, PG_URL, port }, async (prepared) => {
  await generate(prepared, PIPELINE_SQL, `${APPLICATIONS.toLocaleString('en')} applications`);
  await withServer(port, prepared, async () => {
    const hr = await signIn(base, 'hr@acme.test');
    const openings = await callApi(base, '/recruitment/openings?search=Generated%20role%200001&limit=1', hr);
    const big = openings.body.items[0];
    const board = await medianRead(
      base,
      `/recruitment/applications?openingId=${big.id}&limit=200`,
      hr,
      READS,
    );
    verdicts.goal(
      board.p50,
      500,
      `one opening's board (first 200 of ${board.body.total.toLocaleString('en')} applications), median of ${READS}`,
    );
    const report = await medianRead(base, '/recruitment/report', hr, READS);
    verdicts.goal(
      report.p50,
      500,
      `the funnel report over ${report.body.total.applications.toLocaleString('en')} applications, median of ${READS}`,
    );

    // The careers page under load, beside the bare baseline.
    await loadBesideBaseline({
      base,
      request: () => fetch(`${base}/api/careers/openings`),
      load: { CLIENTS, SECONDS, RATE },
      verdicts,
      goal: 50,
      what: 'the careers page',
      answered: 'careers page',
    });

    // One address applies five times at once: one application; a sixth is slowed down.
    const role = (await callApi(base, '/careers/openings', {})).body.items[0];
    const statuses = await Promise.all(Array.from({ length: 5 }, () => apply(role.id, 'twice@example.com')));
    const made = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    verdicts.rule(
      made === 1 && refused === 4,
      `5 applications at once from one address: ${made} made, ${refused} refused`,
    );
    const sixth = await apply(role.id, 'sixth@example.com');
    verdicts.rule(sixth === 429, `a sixth application within the minute: ${sixth}`);
  });
});
if (verdicts.broken) process.exitCode = 1;
