// `npm run bench:smoke`: every benchmark once at a size that takes seconds, so a benchmark that no
// longer starts (a refused setting, a renamed route) fails CI instead of rotting unseen. The figures
// it prints mean nothing at this size; `npm run bench` measures at full size. One target is enough
// to prove a benchmark still runs: PostgreSQL, the quicker to start (BENCH_TARGETS overrides it;
// the PostgreSQL suite and every other test cover PGlite).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** @type {[string, Record<string, string>][]} */
const SMOKE = [
  ['startup/run.mjs', { BENCH_RESTARTS: '1' }],
  ['login/run.mjs', { BENCH_SECONDS: '2', BENCH_CONCURRENCY: '2' }],
  ['realtime/run.mjs', { BENCH_CLIENTS: '20', BENCH_ROUNDS: '1' }],
  [
    'employees/run.mjs',
    { BENCH_PEOPLE: '300', BENCH_SECONDS: '2', BENCH_CONNECTIONS: '5', BENCH_RATE: '20' },
  ],
  [
    'leave/run.mjs',
    { BENCH_PEOPLE: '300', BENCH_SECONDS: '1', BENCH_CLIENTS: '5', BENCH_RATE: '20', BENCH_REPORTS: '1' },
  ],
  [
    'attendance/run.mjs',
    {
      BENCH_PEOPLE: '300',
      BENCH_CLOCKERS: '20',
      BENCH_WINDOW: '2',
      BENCH_SECONDS: '1',
      BENCH_CLIENTS: '5',
      BENCH_RATE: '20',
    },
  ],
  ['payroll/run.mjs', { BENCH_PEOPLE: '200', BENCH_PDFS: '3' }],
  ['reports/run.mjs', { BENCH_PEOPLE: '200', BENCH_DAYS: '60', BENCH_SECONDS: '1', BENCH_CLIENTS: '4' }],
  [
    'training/run.mjs',
    { BENCH_PEOPLE: '300', BENCH_SECONDS: '1', BENCH_CLIENTS: '5', BENCH_RATE: '20', BENCH_REPORTS: '1' },
  ],
  [
    'onboarding/run.mjs',
    { BENCH_PEOPLE: '300', BENCH_SECONDS: '1', BENCH_CLIENTS: '5', BENCH_RATE: '20', BENCH_READS: '1' },
  ],
  [
    'recruitment/run.mjs',
    {
      BENCH_APPLICATIONS: '500',
      BENCH_OPENINGS: '10',
      BENCH_SECONDS: '1',
      BENCH_CLIENTS: '5',
      BENCH_RATE: '20',
      BENCH_READS: '1',
    },
  ],
  ['import/run.mjs', { BENCH_ROWS: '200' }],
  ['web/run.mjs', {}],
];

const here = fileURLToPath(new URL('.', import.meta.url));
let failed = 0;
for (const [script, env] of SMOKE) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [script], {
    cwd: here,
    env: { BENCH_TARGETS: 'postgres', ...process.env, ...env },
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.status === 0) console.info(`bench smoke: ${script} ran (${seconds} s)\n`);
  else {
    failed++;
    console.error(
      `bench smoke: ${script} FAILED with exit code ${run.status ?? run.signal} (${seconds} s)\n`,
    );
  }
}
process.exit(failed === 0 ? 0 : 1);
