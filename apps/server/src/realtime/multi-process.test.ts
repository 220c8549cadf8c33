/**
 * Two real server processes (the `main.ts` entry point, as an operator starts them) on one PostgreSQL
 * and one Redis: an announcement published through one process reaches a browser connected to the
 * other. Runs in `npm run test:pg` (project server-pg) when Redis answers; skipped elsewhere, and on
 * CI a missing Redis fails it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_NAMESPACE, type UpdatePayload } from '@hrms/contracts/realtime';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port';
import { stopChild } from '../test/stop-child';
import { databaseUrlFor, quoteIdent, withAdminClient } from '../test/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const target = inject('testDatabase');
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

const why =
  target.kind !== 'postgres'
    ? 'needs PostgreSQL: runs in `npm run test:pg`'
    : (await redisAnswers())
      ? null
      : `needs Redis at ${REDIS_URL}`;

describe('several server processes share events through Redis', () => {
  const children: ChildProcess[] = [];
  let tmp = '';
  let databaseName = '';
  let socket: Socket | undefined;

  async function startProcess(port: number, env: Record<string, string>): Promise<string> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return base;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server on ${port} did not start`);
  }

  async function signIn(base: string, email: string): Promise<string> {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'HrmsDemo2026' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  beforeAll(async () => {
    if (why !== null || target.kind !== 'postgres') return;
    tmp = await mkdtemp(path.join(os.tmpdir(), 'hrms-multi-process-'));
    databaseName = `hrms_mp_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(target.url, (c) => c.query(`CREATE DATABASE ${quoteIdent(databaseName)}`));
  }, 30_000);

  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(children.map((child) => stopChild(child)));
    if (databaseName && target.kind === 'postgres') {
      await withAdminClient(target.url, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName)} WITH (FORCE)`),
      );
    }
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }, 30_000);

  it.skipIf(why !== null && !(target.kind === 'postgres' && process.env.CI))(
    why === null
      ? 'an announcement published on one process reaches a client of the other'
      : `skipped: ${why}`,
    async () => {
      if (why !== null)
        throw new Error(`The multi-process test ${why}: start Redis before \`npm run test:pg\`.`);
      if (target.kind !== 'postgres') return;
      const shared = {
        DATABASE_URL: databaseUrlFor(target.url, databaseName),
        REDIS_URL,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOGIN_ATTEMPTS_PER_MINUTE: '100',
      };
      // The first process migrates and seeds; the second starts on the ready database.
      const first = await startProcess(await freePort(), {
        ...shared,
        DATA_DIR: path.join(tmp, 'a'),
        SEED_DEMO: 'true',
      });
      const second = await startProcess(await freePort(), {
        ...shared,
        DATA_DIR: path.join(tmp, 'b'),
        SEED_DEMO: 'false',
      });

      const employeeToken = await signIn(second, 'employee@acme.test');
      const hrToken = await signIn(first, 'hr@acme.test');

      socket = io(`${second}${REALTIME_NAMESPACE}`, {
        auth: { token: employeeToken },
        transports: ['websocket'],
      });
      await new Promise<void>((resolve, reject) => {
        socket!.once('connect', resolve);
        socket!.once('connect_error', reject);
      });
      const delivered = new Promise<UpdatePayload>((resolve) => socket!.on('announcement-update', resolve));

      const res = await fetch(`${first}/api/announcements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${hrToken}` },
        body: JSON.stringify({
          title: 'Across processes',
          body: 'Published on one process, read on the other.',
          audience: { everyone: true },
          action: 'publish',
        }),
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };

      const update = await Promise.race([
        delivered,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5_000)),
      ]);
      expect(update).toMatchObject({ id, type: 'create' });
    },
    120_000,
  );
});
