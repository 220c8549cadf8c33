// bench/startup: time from `npm start` until /api/health answers, on the embedded
// database: first start on an empty data folder (migrate + seed), then restarts on
// the existing folder. Goals: first start < 20 s, restart < 3 s. `npm start` builds
// only what changed, so the first start also builds whatever is out of date.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3290);
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-bench-startup-'));
const command = ['npm', 'start', '--silent'];

try {
  const first = await startServer({ port, dataDir, command });
  await first.stop();

  const restarts = [];
  for (let i = 0; i < RESTARTS; i++) {
    const server = await startServer({ port, dataDir, command });
    restarts.push(server.readyMs);
    await server.stop();
  }
  restarts.sort((a, b) => a - b);
  const median = restarts[Math.floor(restarts.length / 2)] ?? Number.NaN;
  const worst = restarts.at(-1) ?? Number.NaN;

  const fmt = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  console.info(`bench/startup (PGlite, ${RESTARTS} restarts)`);
  console.info(
    `  first start (migrate + seed): ${fmt(first.readyMs)}   goal < 20 s   ${first.readyMs < 20_000 ? 'ok' : 'MISSED'}`,
  );
  console.info(
    `  restart, median:              ${fmt(median)}   goal < 3 s    ${median < 3_000 ? 'ok' : 'MISSED'}`,
  );
  console.info(`  restart, worst:               ${fmt(worst)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
