// bench/mixed: a working day's mix against two server processes on one PostgreSQL with Redis
// (issue #18's load goals):
// - 500 people signed in at once, each following their role's mix with a pause between actions:
//   employees clock in and out, read the dashboard, balances, announcements and notifications, ask
//   for leave; managers also approve what waits for them and look at their team; hr also searches
//   people and reads reports; admin starts one payroll run of the month halfway through;
// - rules: no server error (5xx) and no failed connection; goal: p95 ≤ 300 ms over every request;
//   each process's event-loop delay and database pool waits (GET /api/health/metrics) are reported;
// - beside it, in the same run, the bare baseline: GET /api/health at the same request rate;
// - then a soak at half the people for BENCH_SOAK_MINUTES (30; 0 skips it), each process's memory
//   sampled every minute: the floor of its heap in use (the lowest sample) in the last third within
//   25 % of the floor in the first third.
// Exits 1 when a rule breaks; a missed time goal is reported, not fatal (the shared machine swings).
//
// Needs a built server (`npm run build`), PostgreSQL (BENCH_DATABASE_URL, a database it may drop and
// create, or postgres://postgres@127.0.0.1:5432/hrms_bench_mixed) and Redis (REDIS_URL or
// redis://127.0.0.1:6379).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ms, runLoad } from '../lib/load.mjs';
import { generatePeopleSql, generateSalariesSql, SEARCH_TERMS } from '../lib/people.mjs';
import { startServer } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';
import { callApi, recreatePostgres, runSql, signIn, Verdicts } from '../lib/targets.mjs';

const verdicts = new Verdicts();

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 2000);
const USERS = Number(process.env.BENCH_USERS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 4000);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hrms_bench_mixed';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const firstPort = Number(process.env.BENCH_PORT ?? 3310);
const bases = /** @type {[string, string]} */ (
  [firstPort, firstPort + 1].map((port) => `http://127.0.0.1:${port}`)
);
const JWT_SECRET = 'bench-mixed-secret-long-enough-for-hs256-signing';

const { SessionTokens } =
  /** @type {{ SessionTokens: new (secret: string) => { sign(c: { sessionId: string, userId: string }, at: Date, exp: Date): Promise<string> } }} */ (
    await tsImport('../../apps/server/src/lib/session-token.ts', import.meta.url)
  );

const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const today = inIndia.format(new Date());
const [payYear, payMonth] = (() => {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return m === 1 ? [y - 1, 12] : [y, m - 1];
})();

// Accounts for the first USERS active generated people: the first 20 are hr, the next 60 managers
// (the generated tree makes them the managers of the people after them), the rest employees.
const ACCOUNTS_SQL = [
  `INSERT INTO users (email, role, password_hash, employee_id)
   SELECT work_email,
          (CASE WHEN n <= 20 THEN 'hr' WHEN n <= 80 THEN 'manager' ELSE 'employee' END)::role,
          (SELECT password_hash FROM users WHERE email = 'admin@acme.test'), id
     FROM (SELECT e.*, row_number() OVER (ORDER BY e.employee_code) AS n
             FROM employees e WHERE e.employee_code LIKE 'GEN-%' AND e.status = 'active') p
    WHERE n <= ${USERS}`,
  `INSERT INTO sessions (user_id, expires_at)
   SELECT id, now() + interval '12 hours' FROM users WHERE email LIKE 'gen%@bench.test'`,
  'ANALYZE',
];
const SESSIONS_SQL = `SELECT s.id AS session_id, s.user_id, u.role, u.employee_id
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email LIKE 'gen%@bench.test' ORDER BY u.email`;

/** Latencies by action, and what went wrong. */
const seen = {
  /** @type {Map<string, number[]>} */ latencies: new Map(),
  /** @type {Map<string, number>} */ clientErrors: new Map(),
  /** @type {string[]} */ serverErrors: [],
  failedConnections: 0,
};

/**
 * One timed call; 4xx answers are expected now and then (a leave day already asked for, a request
 * someone else approved first) and counted, 5xx and failed connections are not.
 * @param {string} label @param {string} base @param {string} path @param {Record<string, string>} headers
 * @param {string} [method] @param {unknown} [body]
 */
async function call(label, base, path, headers, method = 'GET', body = undefined) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const took = performance.now() - started;
    const list = seen.latencies.get(label) ?? [];
    list.push(took);
    seen.latencies.set(label, list);
    if (res.status >= 500) seen.serverErrors.push(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
    else if (res.status >= 400) seen.clientErrors.set(label, (seen.clientErrors.get(label) ?? 0) + 1);
    return { status: res.status, body: text ? /** @type {any} */ (JSON.parse(text)) : null };
  } catch (error) {
    seen.failedConnections++;
    return { status: 0, body: { error: String(error) } };
  }
}

const pick = (/** @type {readonly any[]} */ items) => items[Math.floor(Math.random() * items.length)];
const pause = (/** @type {number} */ msToWait) => new Promise((r) => setTimeout(r, msToWait));
/** A pause between actions: exponential around THINK_MS, as people's are. */
const think = () => pause(-Math.log(1 - Math.random()) * THINK_MS);

/**
 * What one person does next, by role. Each action is a small list of calls, as the web makes them.
 * @typedef {{ base: string, headers: Record<string, string>, role: string, unpaid: string }} User
 * @type {Record<string, (u: User) => Promise<unknown>>}
 */
const ACTIONS = {
  dashboard: (u) => call('dashboard', u.base, '/dashboard', u.headers),
  clock: async (u) => {
    const status = await call('clock status', u.base, '/time-tracking/status', u.headers);
    const inNow = status.body?.state !== undefined && status.body.state !== 'clocked_out';
    await call(
      inNow ? 'clock out' : 'clock in',
      u.base,
      `/time-tracking/${inNow ? 'clock-out' : 'clock-in'}`,
      u.headers,
      'POST',
      {},
    );
  },
  balances: (u) => call('leave balances', u.base, '/leave/balance', u.headers),
  askLeave: async (u) => {
    const day = inIndia.format(new Date(Date.now() + (20 + Math.floor(Math.random() * 300)) * 86_400_000));
    const ask = { leaveTypeId: u.unpaid, startDate: day, endDate: day, reason: 'Family function' };
    const preview = await call('leave preview', u.base, '/leave/request/preview', u.headers, 'POST', ask);
    if (preview.status === 200 && preview.body.days > 0 && preview.body.issues.length === 0) {
      await call('leave request', u.base, '/leave/request', u.headers, 'POST', ask);
    }
  },
  myRequests: (u) => call('my leave requests', u.base, '/leave/my-requests?limit=10', u.headers),
  announcements: (u) => call('announcements', u.base, '/announcements/published?limit=10', u.headers),
  notifications: (u) => call('notifications', u.base, '/notifications?limit=20', u.headers),
  myAttendance: (u) => call('my attendance', u.base, '/attendance/my-attendance', u.headers),
  mySlips: (u) => call('my slips', u.base, '/payroll/my-salary-slips', u.headers),
  approve: async (u) => {
    const waiting = await call('pending approvals', u.base, '/leave/pending-approvals?limit=10', u.headers);
    const first = waiting.body?.items?.[0];
    if (first) {
      await call('approve leave', u.base, `/leave/${first.id}/approve`, u.headers, 'PATCH', {
        status: Math.random() < 0.9 ? 'approved' : 'rejected',
        comment: 'Ok',
      });
    }
  },
  team: (u) =>
    call('team attendance', u.base, `/attendance/all?from=${today}&to=${today}&limit=25`, u.headers),
  teamTime: (u) => call('team time', u.base, '/time-tracking/team', u.headers),
  search: (u) => call('people search', u.base, `/employees?search=${pick(SEARCH_TERMS)}&limit=20`, u.headers),
  reports: (u) => call('reports dashboard', u.base, '/reports/dashboard', u.headers),
  leaveReport: (u) => call('leave report', u.base, '/reports/leave', u.headers),
  allLeave: (u) => call('all leave', u.base, '/leave/all?limit=25', u.headers),
};

/** Each role's mix: action → weight. @type {Record<string, Record<string, number>>} */
const MIX = {
  employee: {
    dashboard: 20,
    clock: 15,
    balances: 15,
    askLeave: 6,
    myRequests: 5,
    announcements: 14,
    notifications: 15,
    myAttendance: 6,
    mySlips: 4,
  },
  manager: {
    dashboard: 15,
    clock: 10,
    balances: 5,
    approve: 25,
    team: 15,
    teamTime: 10,
    announcements: 10,
    notifications: 10,
  },
  hr: {
    dashboard: 10,
    clock: 5,
    search: 30,
    reports: 15,
    leaveReport: 10,
    allLeave: 10,
    team: 10,
    notifications: 10,
  },
};

/** @param {Record<string, number>} weights */
function chooser(weights) {
  const entries = Object.entries(weights);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [name, w] of entries) {
      r -= w;
      if (r < 0) return name;
    }
    return /** @type {string} */ (entries[0]?.[0]);
  };
}
const choosers = Object.fromEntries(Object.entries(MIX).map(([role, w]) => [role, chooser(w)]));

/**
 * Everyone acts until `until`, each starting within the first ten seconds.
 * @param {User[]} users @param {number} until
 */
async function work(users, until) {
  await Promise.all(
    users.map(async (user) => {
      await pause(Math.random() * 10_000);
      while (performance.now() < until) {
        const choose = choosers[user.role];
        const action = choose && ACTIONS[choose()];
        if (!action) throw new Error(`no action for ${user.role}`);
        await action(user);
        await think();
      }
    }),
  );
}

/** @param {Record<string, string>} admin */
async function metricsOf(admin) {
  return Promise.all(bases.map(async (base) => (await callApi(base, '/health/metrics', admin)).body));
}

/** @param {any} m */
function describeMetrics(m) {
  const pool = m.pool
    ? `pool ${m.pool.size}/${m.pool.max}, ${m.pool.checkouts.toLocaleString('en')} checkouts, ${m.pool.waited} waited (total ${ms(m.pool.waitMsTotal)}, longest ${ms(m.pool.waitMsMax)})`
    : 'no pool';
  return `pid ${m.pid}: event-loop delay p50 ${ms(m.eventLoopDelayMs.p50)}, p99 ${ms(m.eventLoopDelayMs.p99)}, max ${ms(m.eventLoopDelayMs.max)}; ${pool}; heap ${(m.memory.heapUsedBytes / 2 ** 20).toFixed(0)} MiB, rss ${(m.memory.rssBytes / 2 ** 20).toFixed(0)} MiB`;
}

function report() {
  const all = [...seen.latencies.values()].flat();
  const overall = summarize(all);
  console.info('  by action (count, p50, p95, p99):');
  for (const [label, list] of [...seen.latencies].sort((a, b) => b[1].length - a[1].length)) {
    const s = summarize(list);
    const refused = seen.clientErrors.get(label);
    console.info(
      `    ${label.padEnd(20)} ${String(s.count).padStart(6)}  ${ms(s.p50).padStart(9)}  ${ms(s.p95).padStart(9)}  ${ms(s.p99).padStart(9)}${refused ? `   (${refused} answered 4xx)` : ''}`,
    );
  }
  return overall;
}

function resetSeen() {
  seen.latencies.clear();
  seen.clientErrors.clear();
  seen.serverErrors.length = 0;
  seen.failedConnections = 0;
}

console.info(
  `bench/mixed (${USERS} people signed in of ${PEOPLE.toLocaleString('en')}, two processes on PostgreSQL with Redis, ${SECONDS} s, a pause of ${THINK_MS} ms on average between actions)`,
);
const dataDirs = /** @type {[string, string]} */ (
  [0, 1].map(() => mkdtempSync(join(tmpdir(), 'hrms-bench-mixed-')))
);
const env = { JWT_SECRET, DATABASE_URL: PG_URL, REDIS_URL, LOGIN_ATTEMPTS_PER_MINUTE: '1000' };
/** @type {{ stop(): Promise<void> }[]} */
const servers = [];
try {
  await recreatePostgres(PG_URL);
  const first = await startServer({ port: firstPort, dataDir: dataDirs[0], env });
  await first.stop();
  const where = { target: 'postgres', dataDir: dataDirs[0], url: PG_URL };
  await runSql(where, [...generatePeopleSql(PEOPLE), ...generateSalariesSql(), ...ACCOUNTS_SQL]);
  const sessions = await runSql(where, [SESSIONS_SQL]);
  servers.push(await startServer({ port: firstPort, dataDir: dataDirs[0], env }));
  servers.push(await startServer({ port: firstPort + 1, dataDir: dataDirs[1], env }));
  const admin = await signIn(bases[0], 'admin@acme.test');
  const types = (await callApi(bases[0], '/leave/types', admin)).body.items;
  const unpaid = types.find((/** @type {any} */ t) => t.code === 'LWP').id;
  const tokens = new SessionTokens(JWT_SECRET);
  const now = new Date();
  /** @type {User[]} */
  const users = await Promise.all(
    sessions.map(async (/** @type {any} */ s, /** @type {number} */ i) => ({
      base: i % 2 ? bases[1] : bases[0],
      role: s.role,
      unpaid,
      headers: {
        authorization: `Bearer ${await tokens.sign({ sessionId: s.session_id, userId: s.user_id }, now, new Date(now.getTime() + 12 * 3_600_000))}`,
      },
    })),
  );
  const byRole = (/** @type {string} */ role) => users.filter((u) => u.role === role).length;
  console.info(
    `  ${users.length} accounts: ${byRole('employee')} employees, ${byRole('manager')} managers, ${byRole('hr')} hr; ${PEOPLE.toLocaleString('en')} people with salaries`,
  );

  // Every action once, before anything is timed: a wrong path fails here, not as noise in the load.
  for (const role of Object.keys(MIX)) {
    const user = users.find((u) => u.role === role);
    if (!user) continue;
    for (const action of Object.keys(MIX[role] ?? {})) await ACTIONS[action]?.(user);
  }
  const unexpected = [...seen.clientErrors.keys()].filter(
    (label) => !['leave request', 'approve leave', 'clock in', 'clock out'].includes(label),
  );
  verdicts.rule(
    unexpected.length === 0,
    `every action answers before the load (${unexpected.join(', ') || 'all'})`,
  );
  resetSeen();

  // The bare baseline: the health check at about the rate the mix will send.
  const expectedRate = Math.round((users.length / (THINK_MS / 1000)) * 1.4);
  let turn = 0;
  const bare = await runLoad({
    connections: 50,
    seconds: 15,
    ratePerSecond: expectedRate,
    request: () => fetch(`${bases[turn++ % 2]}/api/health`),
  });
  console.info(
    `  bare baseline: GET /api/health at ${bare.perSecond.toFixed(0)}/s: p50 ${ms(bare.p50)}, p95 ${ms(bare.p95)}, p99 ${ms(bare.p99)}`,
  );

  // The working day, with one payroll run of last month started halfway.
  await metricsOf(admin);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const payroll = (async () => {
    await pause((SECONDS * 1000) / 2);
    const runStarted = performance.now();
    const run = await call(
      'payroll run',
      bases[0],
      `/payroll/bulk-generate/${payMonth}/${payYear}`,
      admin,
      'POST',
    );
    if (run.status !== 202) return { ok: false, status: run.status, ms: 0, total: 0 };
    for (;;) {
      await pause(500);
      const state = (await callApi(bases[1], `/payroll/runs/${run.body.id}`, admin)).body;
      if (state.status !== 'running') {
        return {
          ok: state.status === 'done',
          status: state.status,
          ms: performance.now() - runStarted,
          total: state.total,
        };
      }
    }
  })();
  await work(users, until);
  const elapsed = (performance.now() - started) / 1000;
  const run = await payroll;
  const overall = report();
  const processes = await metricsOf(admin);
  const requests = overall.count;
  console.info(
    `  ${requests.toLocaleString('en')} requests in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(0)}/s): p50 ${ms(overall.p50)}, p95 ${ms(overall.p95)}, p99 ${ms(overall.p99)}, max ${ms(overall.max)}`,
  );
  for (const m of processes) console.info(`  ${describeMetrics(m)}`);
  verdicts.rule(
    run.ok,
    `the payroll run of ${payMonth}/${payYear} finished (${run.status}, ${run.total} people, ${(run.ms / 1000).toFixed(1)} s beside the load)`,
  );
  verdicts.rule(
    seen.serverErrors.length === 0,
    `no server error (${seen.serverErrors.length}${seen.serverErrors.length ? `: ${seen.serverErrors.slice(0, 3).join(' | ')}` : ''})`,
  );
  verdicts.rule(seen.failedConnections === 0, `no failed connection (${seen.failedConnections})`);
  verdicts.goal(overall.p95, 300, `p95 of every request under the mix (bare baseline p95 ${ms(bare.p95)})`);

  if (SOAK_MINUTES > 0) {
    resetSeen();
    // Half of each process's people (users alternate between the processes).
    const half = users.filter((_, i) => i % 4 < 2);
    console.info(`  soak: ${half.length} people for ${SOAK_MINUTES} min, memory sampled every minute`);
    await metricsOf(admin);
    const soakUntil = performance.now() + SOAK_MINUTES * 60_000;
    /** @type {any[][]} */
    const samples = [];
    const sampler = (async () => {
      while (performance.now() < soakUntil) {
        await pause(60_000);
        samples.push(await metricsOf(admin));
      }
    })();
    await work(half, soakUntil);
    await sampler;
    const soak = report();
    console.info(
      `  soak: ${soak.count.toLocaleString('en')} requests: p50 ${ms(soak.p50)}, p95 ${ms(soak.p95)}, p99 ${ms(soak.p99)}`,
    );
    const mib = (/** @type {number} */ b) => `${(b / 2 ** 20).toFixed(0)} MiB`;
    // Heap in use swings with the collector; what a leak raises is its floor. Compare the lowest
    // sample of the soak's last third with the lowest of its first (after a minute of warming up).
    if (samples.length < 3)
      throw new Error('the soak took too few memory samples: make it three minutes at least');
    const third = Math.max(1, Math.floor(samples.length / 3));
    for (const p of [0, 1]) {
      const heaps = samples.map((s) => s[p].memory.heapUsedBytes);
      const last = samples.at(-1)?.[p];
      console.info(`  process ${last?.pid} heap by minute: ${heaps.map(mib).join(' ')}`);
      if (last) console.info(`  ${describeMetrics(last)}`);
      const early = Math.min(...heaps.slice(1, 1 + third));
      const late = Math.min(...heaps.slice(-third));
      const growth = late / early - 1;
      verdicts.rule(
        growth <= 0.25,
        `process ${last?.pid}: heap flat (lowest ${mib(early)} in the first third, ${mib(late)} in the last, ${(growth * 100).toFixed(0)} %)`,
      );
    }
    verdicts.rule(
      seen.serverErrors.length === 0,
      `no server error in the soak (${seen.serverErrors.length})`,
    );
    verdicts.rule(
      seen.failedConnections === 0,
      `no failed connection in the soak (${seen.failedConnections})`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(verdicts.broken ? 1 : 0);
