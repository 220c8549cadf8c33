// What the database benchmarks share: the two targets (PGlite in the data folder, a PostgreSQL
// database they may drop and create), SQL run straight into either while the server is stopped,
// signing in, timing, and the verdicts they print.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ms } from './load.mjs';

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
