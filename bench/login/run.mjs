// bench/login: sign-ins per second while /api/health keeps answering quickly.
// Password hashing runs off the event loop, so a flood of sign-ins must not
// hold up other requests: goal p99 of /api/health under 50 ms during the flood.
// Needs a built server: `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const port = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${port}`;
const accounts = ['admin@acme.test', 'hr@acme.test', 'manager@acme.test', 'employee@acme.test'];
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-bench-login-'));

// The per-address sign-in throttle would stop a flood from one address; raise it to the most the
// configuration allows, for the bench only.
const server = await startServer({ port, dataDir, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
try {
  const deadline = performance.now() + SECONDS * 1000;
  let logins = 0;
  let failures = 0;
  /** @type {number[]} */
  const loginLatencies = [];

  async function signInLoop(/** @type {number} */ worker) {
    let i = worker;
    while (performance.now() < deadline) {
      const email = accounts[i++ % accounts.length];
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'HrmsDemo2026' }),
      });
      await res.arrayBuffer();
      loginLatencies.push(performance.now() - started);
      if (res.ok) logins++;
      else failures++;
    }
  }

  /** @type {number[]} */
  const healthLatencies = [];
  async function healthLoop() {
    while (performance.now() < deadline) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      healthLatencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  const started = performance.now();
  await Promise.all([...Array.from({ length: CONCURRENCY }, (_, w) => signInLoop(w)), healthLoop()]);
  const elapsed = (performance.now() - started) / 1000;

  const health = summarize(healthLatencies);
  const login = summarize(loginLatencies);
  const ms = (/** @type {number} */ v) => `${v.toFixed(1)} ms`;
  console.info(`bench/login (PGlite, ${CONCURRENCY} concurrent sign-ins for ${SECONDS} s)`);
  console.info(
    `  sign-ins per second:  ${(logins / elapsed).toFixed(1)}   (${logins} ok, ${failures} failed)`,
  );
  console.info(`  sign-in latency:      p50 ${ms(login.p50)}   p99 ${ms(login.p99)}`);
  console.info(
    `  /api/health latency:  p50 ${ms(health.p50)}   p99 ${ms(health.p99)}   max ${ms(health.max)}   (${health.count} calls)   goal p99 < 50 ms   ${health.p99 < 50 ? 'ok' : 'MISSED'}`,
  );
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
