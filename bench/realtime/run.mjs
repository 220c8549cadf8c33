// bench/realtime: fan-out latency of the realtime channel. Signs in the demo company's people (once
// each: hashing is slow on purpose), opens BENCH_CLIENTS socket.io clients spread over them, has hr
// publish an announcement to everyone, and times each client's `announcement-update` from the moment
// the publish request was sent. Goal: p99 <= 250 ms. Set BENCH_REDIS_URL to run the server with the
// Redis adapter. Needs a built server: `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { tsImport } from 'tsx/esm/api';
import { startServer } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_P99_MS = 250;
const port = Number(process.env.BENCH_PORT ?? 3292);
const redisUrl = process.env.BENCH_REDIS_URL ?? '';
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'HrmsDemo2026';

/** The demo company's sign-in emails, from the seed's own data. */
const { demoEmployees } = /** @type {{ demoEmployees: () => { email: string }[] }} */ (
  await tsImport('../../apps/server/src/demo/data.ts', import.meta.url)
);
const emails = demoEmployees().map((e) => e.email);

const dataDir = mkdtempSync(join(tmpdir(), 'hrms-bench-realtime-'));
const server = await startServer({
  port,
  dataDir,
  // Sixty sign-ins from one address would trip the per-address throttle; raise it for the bench only.
  env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
});

/** @type {import('socket.io-client').Socket[]} */
const sockets = [];
try {
  // --- sign in everyone once
  const signInStarted = performance.now();
  /** @type {Map<string, string>} */
  const tokens = new Map();
  const queue = [...emails];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let email = queue.shift(); email; email = queue.shift()) {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        const body = /** @type {{ access_token?: string }} */ (await res.json());
        if (res.ok && body.access_token) tokens.set(email, body.access_token);
      }
    }),
  );
  const signInMs = performance.now() - signInStarted;
  const hrToken = tokens.get('hr@acme.test');
  if (!hrToken) throw new Error('hr@acme.test could not sign in');
  const users = [...tokens.values()];

  // --- connect the clients, spread over the people
  /** @type {(number | null)[]} arrival of this round's announcement-update at each client */
  let arrivals = [];
  let round = 0;
  const connectStarted = performance.now();
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(i + 50, CLIENTS); j++) {
      const socket = io(`${base}/events`, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: 10_000,
        auth: { token: users[j % users.length] },
      });
      sockets.push(socket);
      socket.on('announcement-update', (/** @type {{ type: string }} */ payload) => {
        if (payload.type === 'create' && arrivals[j] === null) arrivals[j] = performance.now();
      });
      batch.push(
        new Promise((resolve, reject) => {
          socket.once('connect', () => resolve(undefined));
          socket.once('connect_error', reject);
        }),
      );
    }
    await Promise.all(batch);
  }
  const connectMs = performance.now() - connectStarted;
  // Let the device_connected announcements between a user's sockets die down.
  await new Promise((r) => setTimeout(r, 1000));

  const ms = (/** @type {number} */ v) => `${v.toFixed(1)} ms`;
  console.info(
    `bench/realtime (PGlite${redisUrl ? ' + Redis adapter' : ', in-process fan-out'}, ${CLIENTS} clients over ${users.length} users)`,
  );
  console.info(
    `  sign-in of ${users.length} users: ${ms(signInMs)}   connect ${CLIENTS} clients: ${ms(connectMs)}`,
  );

  /** @type {number[]} */
  const all = [];
  let missing = 0;
  // Round 0 warms up the server (JIT, database caches) and is shown but not counted.
  for (round = 0; round <= ROUNDS; round++) {
    arrivals = Array.from({ length: CLIENTS }, () => null);
    const sent = performance.now();
    const res = await fetch(`${base}/api/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hrToken}` },
      body: JSON.stringify({
        title: `Realtime bench, round ${round}`,
        body: 'Measuring how fast this reaches everyone.',
        audience: { everyone: true },
        action: 'publish',
      }),
    });
    if (res.status !== 201) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
    const answered = performance.now() - sent;
    const deadline = performance.now() + 10_000;
    while (arrivals.some((a) => a === null) && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const latencies = arrivals.filter((a) => a !== null).map((a) => /** @type {number} */ (a) - sent);
    const lost = CLIENTS - latencies.length;
    if (round > 0) {
      missing += lost;
      all.push(...latencies);
    }
    const s = summarize(latencies);
    console.info(
      `  ${round === 0 ? 'warm-up:' : `round ${round}:`} publish answered in ${ms(answered)}; delivered first ${ms(Math.min(...latencies))}   p50 ${ms(s.p50)}   p99 ${ms(s.p99)}   last ${ms(s.max)}${lost ? `   MISSING ${lost}` : ''}`,
    );
    await new Promise((r) => setTimeout(r, 500));
  }
  const s = summarize(all);
  console.info(
    `  rounds 1-${ROUNDS} (${s.count} deliveries): p50 ${ms(s.p50)}   p99 ${ms(s.p99)}   last ${ms(s.max)}   goal p99 <= ${GOAL_P99_MS} ms   ${s.p99 <= GOAL_P99_MS && missing === 0 ? 'ok' : 'MISSED'}`,
  );
  if (missing > 0) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
