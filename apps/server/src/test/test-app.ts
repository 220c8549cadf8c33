/**
 * One app per test file on its own copy of the migrated template, with a manual clock, a small fake
 * web build, and factories. `await using`-free: call `close()` in afterAll.
 */
import { appendFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { ManualClock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import { SessionTokens } from '../lib/session-token';
import { auditCompletenessPlugin } from '../plugins/audit-completeness';
import { Factories } from './factories';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  db: Database;
  clock: ManualClock;
  config: AppConfig;
  tokens: SessionTokens;
  factories: Factories;
  /** Authorization header for a token. */
  bearer(token: string): { authorization: string };
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Write a small fake web build to WEB_DIST_DIR (default true). */
  webBuilt?: boolean;
  /** Adds routes or hooks before the app is ready (error-handling tests). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** How mail leaves the job queue; by default `.eml` files in the test's data folder. */
  mailer?: Mailer;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'hrms-test-'));
  const webDistDir = path.join(tmp, 'web');
  if (options.webBuilt !== false) {
    await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(webDistDir, 'assets', 'app.js'), 'console.log("hrms");');
  }
  const config = loadConfig({
    DATA_DIR: tmp,
    WEB_DIST_DIR: webDistDir,
    JWT_SECRET: TEST_JWT_SECRET,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // One renderer thread: the suite's files already run side by side.
    PDF_WORKERS: '1',
  });
  const handle = await openTestDatabase();
  const clock = new ManualClock();
  const app = await buildApp({
    config,
    db: handle,
    clock,
    logger: false,
    // No runner in the background: a test moves the clock by days, which would make every schedule
    // due again behind its back; tests run jobs and schedules when they mean to.
    schedulerIntervalMs: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.register(auditCompletenessPlugin, auditMissingLog());
  await options.extend?.(app);
  await app.ready();
  const tokens = new SessionTokens(TEST_JWT_SECRET);
  return {
    app,
    handle,
    db: handle.db,
    clock,
    config,
    tokens,
    factories: new Factories(handle.db, tokens, clock),
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await handle.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/** AUDIT_MISSING_LOG=<file> lists the routes that change without an audit row, instead of failing them. */
function auditMissingLog() {
  const file = process.env.AUDIT_MISSING_LOG;
  if (!file) return {};
  return { onMissing: (key: string) => appendFileSync(file, `${key}\n`) };
}
