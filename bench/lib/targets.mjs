// What the database benchmarks share: the two targets (PGlite in the data folder, a PostgreSQL
// database they may drop and create), SQL run straight into either while the server is stopped,
// signing in, timing, the verdicts they print, and the run of each target with its server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { io } from 'socket.io-client';
import { ms, runLoad } from './load.mjs';
import { startServer } from './server.mjs';

/**
 * What every database benchmark reads from the environment the same way: the targets to run
 * (`BENCH_TARGETS`), its own PostgreSQL database (`BENCH_DATABASE_URL`, else `hrms_bench_<name>`,
 * dropped and made again) and the port its server listens on (`BENCH_PORT`).
 * @param {string} name
 * @param {{ port: number, targets?: string }} defaults
 */
export function benchTargets(name, { port, targets = 'pglite,postgres' }) {
  return {
    TARGETS: (process.env.BENCH_TARGETS ?? targets).split(','),
    PG_URL: process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/hrms_bench_${name}`,
    port: Number(process.env.BENCH_PORT ?? port),
  };
}

/** Drops and creates the database of `url`. @param {string} url */
export async function recreatePostgres(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/**
 * Runs the statements, one each, on the target; answers the rows of the last.
 * @param {{ target: string, dataDir: string, url: string }} where
 * @param {string[]} statements
 * @returns {Promise<any[]>}
 */
export async function runSql({ target, dataDir, url }, statements) {
  /** @type {any[]} */
  let rows = [];
  if (target === 'pglite') {
    const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm } });
    for (const statement of statements) rows = (await db.query(statement)).rows;
    await db.close();
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const statement of statements) rows = (await client.query(statement)).rows;
    await client.end();
  }
  return rows;
}

/** A demo account's headers. @param {string} base @param {string} email @returns {Promise<Record<string, string>>} */
export async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'HrmsDemo2026' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  const { access_token: token } = /** @type {{ access_token: string }} */ (await res.json());
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/**
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<{ ms: number, result: T }>}
 */
export async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** Rules that must hold (a broken one fails the run) and time goals (a miss is reported). */
export class Verdicts {
  broken = false;

  /** @param {boolean} ok @param {string} what */
  rule(ok, what) {
    console.info(`  ${ok ? 'ok    ' : 'BROKEN'} ${what}`);
    if (!ok) this.broken = true;
  }

  /** @param {number} value @param {number} goal @param {string} what */
  goal(value, goal, what) {
    console.info(`  ${what}: ${ms(value)}   goal ≤ ${goal} ms   ${value <= goal ? 'ok' : 'MISSED'}`);
  }
}

/**
 * A JSON call to the API at `base`, answered as its status and parsed body.
 * @param {string} base @param {string} path @param {Record<string, string>} headers
 * @param {string} [method] @param {unknown} [body]
 */
export async function callApi(base, path, headers, method = 'GET', body = undefined) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: /** @type {any} */ (await res.json()) };
}

/**
 * The median time of `reads` GETs of `path` and the last body; throws on anything but 200.
 * @param {string} base @param {string} path @param {Record<string, string>} headers @param {number} reads
 */
export async function medianRead(base, path, headers, reads) {
  const times = [];
  let body = null;
  for (let i = 0; i < reads; i++) {
    const read = await timed(() => callApi(base, path, headers));
    if (read.result.status !== 200) throw new Error(`${path} answered ${read.result.status}`);
    body = read.result.body;
    times.push(read.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? 0, body };
}

/**
 * A call to the API at `base` whose answer may not be JSON: its status, its body (parsed when it is
 * JSON, else the text) and the size of the text.
 * @param {string} base @param {string} path @param {Record<string, string>} headers @param {string} [method]
 */
export async function callText(base, path, headers, method = 'GET') {
  const res = await fetch(`${base}/api${path}`, { method, headers });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body: /** @type {any} */ (body), bytes: text.length };
}

/**
 * @typedef {{ target: string, dataDir: string, url: string, env: Record<string, string> }} PreparedTarget
 */

/**
 * Runs `work` once for each target, in a fresh data folder (and on PostgreSQL a fresh database) that
 * a first start of the server has migrated and seeded with the demo company; the server is stopped
 * when `work` begins, and the folder is removed afterwards whatever happens. `env` is the server's
 * environment beside a generous sign-in limit and, on PostgreSQL, the database.
 * @param {{ name: string, TARGETS: string[], PG_URL: string, port: number, env?: Record<string, string> }} bench
 * @param {(prepared: PreparedTarget) => Promise<void>} work
 */
export async function forEachTarget({ name, TARGETS, PG_URL, port, env = {} }, work) {
  for (const target of TARGETS) {
    const dataDir = mkdtempSync(join(tmpdir(), `hrms-bench-${name}-`));
    const serverEnv = {
      ...env,
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      ...(target === 'postgres' ? { DATABASE_URL: PG_URL } : {}),
    };
    try {
      if (target === 'postgres') await recreatePostgres(PG_URL);
      const first = await startServer({ port, dataDir, env: serverEnv });
      await first.stop();
      await work({ target, dataDir, url: PG_URL, env: serverEnv });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/**
 * Runs the statements into the stopped target and prints how long they took, as
 * `<target>: generated <what> in <seconds> s`.
 * @param {PreparedTarget} prepared @param {string[]} statements @param {string} what
 */
export async function generate(prepared, statements, what) {
  const generated = await timed(() => runSql(prepared, statements));
  console.info(`${prepared.target}: generated ${what} in ${(generated.ms / 1000).toFixed(1)} s`);
}

/**
 * Starts the server on the prepared target, hands it to `work` and stops it afterwards, whatever
 * happens.
 * @param {number} port @param {PreparedTarget} prepared
 * @param {(server: Awaited<ReturnType<typeof startServer>>) => Promise<void>} work
 */
export async function withServer(port, { dataDir, env }, work) {
  const server = await startServer({ port, dataDir, env });
  try {
    await work(server);
  } finally {
    await server.stop();
  }
}

/**
 * Waits until the start's leave accrual pass has credited everyone: until running accrual again
 * credits nothing, asking every `pauseMs`.
 * @param {string} base @param {Record<string, string>} headers @param {number} pauseMs
 */
export async function accrualSettled(base, headers, pauseMs) {
  for (let tries = 0; ; tries++) {
    const again = await callApi(base, '/leave/accrual/run', headers, 'POST', {});
    if (again.status === 200 && again.body.credited === 0) return;
    if (tries > 600) throw new Error('accrual never settled');
    await new Promise((r) => setTimeout(r, pauseMs));
  }
}

/**
 * A socket on the server's event namespace, signed in with the bearer token of `headers`, once
 * connected.
 * @param {string} base @param {Record<string, string>} headers
 */
export async function connectEvents(base, headers) {
  const socket = io(`${base}/events`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: (headers.authorization ?? '').slice('Bearer '.length) },
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * `request` under the paced load (after two seconds of warming up on ten connections) beside
 * GET /api/health under the same pace, the bare baseline: what the shared machine and the load
 * generator add by themselves. With `closedLoop`, both again in a closed loop, the ceiling. Reports
 * the paced p99 against `goal` ms as `<what>, <clients> clients at <rate>/s`, the baseline (and the
 * ceiling), and the rule that every `answered` was answered.
 * @param {{ base: string, request: (i: number) => Promise<Response>,
 *           load: { CLIENTS: number, SECONDS: number, RATE: number }, verdicts: Verdicts,
 *           goal: number, what: string, answered: string, closedLoop?: boolean }} options
 */
export async function loadBesideBaseline({
  base,
  request,
  load: { CLIENTS, SECONDS, RATE },
  verdicts,
  goal,
  what,
  answered,
  closedLoop = false,
}) {
  const health = () => fetch(`${base}/api/health`);
  await runLoad({ connections: 10, seconds: 2, request });
  const ours = await runLoad({ connections: CLIENTS, seconds: SECONDS, request, ratePerSecond: RATE });
  const bare = await runLoad({
    connections: CLIENTS,
    seconds: SECONDS,
    request: health,
    ratePerSecond: RATE,
  });
  const oursClosed = closedLoop ? await runLoad({ connections: CLIENTS, seconds: SECONDS, request }) : null;
  const bareClosed = closedLoop
    ? await runLoad({ connections: CLIENTS, seconds: SECONDS, request: health })
    : null;
  verdicts.goal(ours.p99, goal, `${what}, ${CLIENTS} clients at ${RATE}/s: p50 ${ms(ours.p50)}; p99`);
  console.info(`  bare baseline (GET /api/health, same pace): p50 ${ms(bare.p50)}  p99 ${ms(bare.p99)}`);
  if (oursClosed && bareClosed) {
    console.info(
      `  closed loop, ${CLIENTS} clients: ${oursClosed.perSecond.toFixed(0)} req/s (p99 ${ms(oursClosed.p99)}); /api/health ${bareClosed.perSecond.toFixed(0)} req/s (p99 ${ms(bareClosed.p99)})`,
    );
  }
  const errors = ours.errors + (oursClosed?.errors ?? 0);
  verdicts.rule(errors === 0, `every ${answered} answered (${errors} errors)`);
}
