// bench/import: a 10,000-row employee CSV through POST /api/employees/upload-csv, first as a dry
// run (every row checked, nothing written), then committed (all rows in one transaction).
// Goal: each ≤ 5 s. Runs on PGlite, and on PostgreSQL unless BENCH_TARGETS=pglite.
// Needs a built server (`npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { peopleCsv } from '../lib/people.mjs';
import { startServer } from '../lib/server.mjs';
import { benchTargets } from '../lib/targets.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const { TARGETS, PG_URL, port } = benchTargets('import', { port: 3294 });
const base = `http://127.0.0.1:${port}`;

/** @typedef {{ errors: unknown[], committed: boolean, created: number }} ImportResult */
/** @param {Record<string, string>} headers @param {string} body @param {'dry-run' | 'commit'} mode */
async function upload(headers, body, mode) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('sendInvitations', 'false');
  form.append('file', new Blob([body], { type: 'text/csv' }), 'people.csv');
  const started = performance.now();
  const res = await fetch(`${base}/api/employees/upload-csv`, { method: 'POST', headers, body: form });
  const result = /** @type {ImportResult} */ (await res.json());
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`${mode}: ${res.status} ${JSON.stringify(result).slice(0, 500)}`);
  return { seconds, result };
}

console.info(`bench/import (${ROWS.toLocaleString('en')} rows)`);
for (const target of TARGETS) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hrms-bench-import-'));
  if (target === 'postgres') {
    const name = new URL(PG_URL).pathname.slice(1);
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(PG_URL), { pathname: '/postgres' }).href,
    });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
  }
  const server = await startServer({
    port,
    dataDir,
    env: target === 'postgres' ? { DATABASE_URL: PG_URL } : {},
  });
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hr@acme.test', password: 'HrmsDemo2026' }),
    });
    const { access_token } = /** @type {{ access_token: string }} */ (await login.json());
    const headers = { authorization: `Bearer ${access_token}` };
    const get = async (/** @type {string} */ path) => (await fetch(`${base}${path}`, { headers })).json();
    const departments = /** @type {{ items: { code: string }[] }} */ (
      await get('/api/organization/departments')
    ).items;
    const offices = /** @type {{ items: { name: string }[] }} */ (await get('/api/organization/offices'))
      .items;
    const body = peopleCsv({
      rows: ROWS,
      prefix: 'IMP',
      departmentCodes: departments.map((d) => d.code),
      officeNames: offices.map((o) => o.name),
    });

    const dry = await upload(headers, body, 'dry-run');
    if (dry.result.errors.length > 0) {
      throw new Error(`dry run found errors: ${JSON.stringify(dry.result.errors.slice(0, 5))}`);
    }
    const commit = await upload(headers, body, 'commit');
    if (!commit.result.committed || commit.result.created !== ROWS) {
      throw new Error(`commit did not import every row: ${JSON.stringify(commit.result).slice(0, 300)}`);
    }
    const verdict = (/** @type {number} */ s) =>
      `${s.toFixed(2)} s   goal ≤ 5 s   ${s <= 5 ? 'ok' : 'MISSED'}`;
    console.info(`${target} (${(body.length / 1024 / 1024).toFixed(1)} MB file):`);
    console.info(`  dry run: ${verdict(dry.seconds)}`);
    console.info(`  commit:  ${verdict(commit.seconds)}`);
    if (dry.seconds > 5 || commit.seconds > 5) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
