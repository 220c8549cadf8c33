// bench/employees: search-and-page latency of GET /api/employees over 100,000 generated people, at
// 100 concurrent connections, on PGlite and on PostgreSQL, beside a bare Fastify route that runs
// the same SQL straight through the driver: the session read every request makes (decision 002),
// the page and the count; no token signature, permission check, validation or serialisation.
// Goals, held over three runs: our throughput ≥ 0.8 × the bare route's, and on PostgreSQL our paced
// p99 ≤ 1.2 × the bare route's p99 in the same run (an absolute p99 swings with the shared machine).
//
// Two loads per target: closed loop (each connection sends its next request as soon as the last
// answers: the throughput ceiling, where latency is mostly queueing) and paced (the connections
// share a fixed request rate, well under the ceiling: the latency a user sees).
//
// Needs a built server (`npm run build`). PostgreSQL from BENCH_DATABASE_URL (a database it may
// drop and create) or postgres://postgres@127.0.0.1:5432/hrms_bench_employees; set
// BENCH_TARGETS=pglite to skip it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, runLoad } from '../lib/load.mjs';
import { generatePeopleSql, SEARCH_TERMS } from '../lib/people.mjs';
import { startServer } from '../lib/server.mjs';
import { benchTargets, forEachTarget, generate, signIn } from '../lib/targets.mjs';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PACED_RATE = Number(process.env.BENCH_RATE ?? 100);
const { TARGETS, PG_URL, port } = benchTargets('employees', { port: 3292 });
const barePort = port + 1;
const BARE_SERVER = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

/**
 * The list calls, in a fixed order: searches, plain pages, filtered pages, sorted searches.
 * @param {number} i @param {string[]} departmentIds
 */
function listQuery(i, departmentIds) {
  const term = /** @type {string} */ (SEARCH_TERMS[i % SEARCH_TERMS.length]);
  const page = 1 + (i % 40);
  switch (i % 4) {
    case 0:
      return `search=${encodeURIComponent(term)}&limit=25`;
    case 1:
      return `page=${page}&limit=25&sort=name&order=asc`;
    case 2:
      return `departmentId=${departmentIds[i % departmentIds.length]}&status=active&page=${1 + (i % 10)}&limit=25`;
    default:
      return `search=${encodeURIComponent(term)}&page=2&limit=25&sort=joinDate&order=desc`;
  }
}

/** @param {string} target @param {string} dataDir */
async function startBare(target, dataDir) {
  const child = spawn(process.execPath, [BARE_SERVER], {
    env: {
      ...process.env,
      BARE_PORT: String(barePort),
      ...(target === 'pglite' ? { BARE_PGLITE_DIR: join(dataDir, 'db') } : { BARE_DATABASE_URL: PG_URL }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error('bare server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${barePort}/ready`)).ok) break;
    } catch {
      if (tries > 1200) throw new Error('bare server not ready');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * @param {string} label @param {string} baseUrl @param {Record<string, string>} headers
 * @param {string[]} departmentIds
 */
async function measure(label, baseUrl, headers, departmentIds) {
  const request = (/** @type {number} */ i) =>
    fetch(`${baseUrl}?${listQuery(i, departmentIds)}`, { headers });
  // Warm caches and plans first, as a running server would have them.
  await runLoad({ connections: 10, seconds: 2, request });
  const closed = await runLoad({ connections: CONNECTIONS, seconds: SECONDS, request });
  const paced = await runLoad({
    connections: CONNECTIONS,
    seconds: SECONDS,
    request,
    ratePerSecond: PACED_RATE,
  });
  return { label, closed, paced };
}

/** @typedef {Awaited<ReturnType<typeof measure>>} Measured */
/** @param {string} target @param {Measured} ours @param {Measured} bare */
function report(target, ours, bare) {
  const line = (/** @type {Measured} */ r) =>
    `${r.label.padEnd(16)} closed loop: ${r.closed.perSecond.toFixed(0).padStart(5)} req/s  p50 ${ms(r.closed.p50)}  p99 ${ms(r.closed.p99)}   ` +
    `paced ${PACED_RATE}/s: p50 ${ms(r.paced.p50)}  p99 ${ms(r.paced.p99)}   errors ${r.closed.errors + r.paced.errors}`;
  console.info(`  ${line(ours)}`);
  console.info(`  ${line(bare)}`);
  const ratio = ours.closed.perSecond / bare.closed.perSecond;
  console.info(
    `  throughput ratio (ours / bare): ${ratio.toFixed(2)}   goal ≥ 0.8   ${ratio >= 0.8 ? 'ok' : 'MISSED'}`,
  );
  if (target === 'postgres') {
    // The paced p99 swings with the shared machine for both routes alike, so it is judged against
    // the bare route's in the same run rather than as an absolute figure.
    const tail = ours.paced.p99 / bare.paced.p99;
    console.info(
      `  paced p99 (ours / bare): ${tail.toFixed(2)}   goal ≤ 1.2   ${tail <= 1.2 ? 'ok' : 'MISSED'}`,
    );
  }
  if (ours.closed.errors + ours.paced.errors + bare.closed.errors + bare.paced.errors > 0)
    process.exitCode = 1;
}

console.info(
  `bench/employees (${PEOPLE.toLocaleString('en')} people, ${CONNECTIONS} connections, ${SECONDS} s per load)`,
);
// First start migrates and seeds the demo company; the people are added while it is down.
await forEachTarget({ name: 'employees', TARGETS, PG_URL, port }, async (prepared) => {
  const { target, dataDir, env } = prepared;
  await generate(prepared, generatePeopleSql(PEOPLE), `${PEOPLE.toLocaleString('en')} people`);

  const server = await startServer({ port, dataDir, env });
  const base = `http://127.0.0.1:${port}`;
  const { authorization } = await signIn(base, 'admin@acme.test');
  const headers = { authorization: authorization ?? '' };
  const departments = /** @type {{ items: { id: string }[] }} */ (
    await (await fetch(`${base}/api/organization/departments`, { headers })).json()
  );
  const departmentIds = departments.items.map((d) => d.id);
  /** The page ids of one call of each kind, to check the bare route runs the same SQL. */
  const pageIds = async (/** @type {string} */ url, /** @type {Record<string, string>} */ h) => {
    const ids = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${url}?${listQuery(i, departmentIds)}`, { headers: h });
      const body = /** @type {{ items: { id: string }[], total: number }} */ (await res.json());
      ids.push(body.total, ...body.items.map((e) => e.id));
    }
    return JSON.stringify(ids);
  };
  const check = await pageIds(`${base}/api/employees`, headers);
  const ours = await measure('GET /api/employees', `${base}/api/employees`, headers, departmentIds);
  await server.stop();

  const bareServer = await startBare(target, dataDir);
  if ((await pageIds(`http://127.0.0.1:${barePort}/employees`, headers)) !== check) {
    throw new Error('the bare route does not return the same page as the product: it is not the same SQL');
  }
  const bare = await measure(
    'bare Fastify',
    `http://127.0.0.1:${barePort}/employees`,
    headers,
    departmentIds,
  );
  await bareServer.stop();
  console.info(`${target}:`);
  report(target, ours, bare);
});
