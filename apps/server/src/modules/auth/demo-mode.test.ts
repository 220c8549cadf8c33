import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { configuration } from '../../db/schema/configuration';
import { users } from '../../db/schema/users';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_VISIBLE_KEY, DEMO_PASSWORD } from '../../demo/accounts';
import { ManualClock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { SessionTokens } from '../../lib/session-token';
import { Factories } from '../../test/factories';
import { TEST_JWT_SECRET } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { demoAccountsAllowed } from './demo-mode';

describe('DEMO_MODE', () => {
  it('in production, only an explicit DEMO_MODE=true allows the demo accounts on the sign-in page', () => {
    expect(demoAccountsAllowed(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(demoAccountsAllowed(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'false' }))).toBe(false);
    expect(demoAccountsAllowed(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }))).toBe(true);
    // Outside production the setting alone decides, as before.
    expect(demoAccountsAllowed(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(demoAccountsAllowed(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
    expect(() => loadConfig({ DEMO_MODE: 'perhaps' })).toThrow(/DEMO_MODE/);
  });

  describe('the sign-in page of a production server with the demo seeded', () => {
    let handle: DatabaseHandle;
    let dataDir: string;

    beforeAll(async () => {
      handle = await openTestDatabase();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'hrms-demo-mode-'));
      const factories = new Factories(handle.db, new SessionTokens(TEST_JWT_SECRET), new ManualClock());
      const company = await factories.company();
      const demoHash = await hashPassword(DEMO_PASSWORD);
      for (const { email, role } of DEMO_ACCOUNTS) {
        const person = await factories.person(company.id, { role, employee: { workEmail: email } });
        await handle.db.update(users).set({ passwordHash: demoHash }).where(eq(users.id, person.user.id));
      }
      // As the demo seed leaves it: the setting on.
      await handle.db
        .insert(configuration)
        .values({ key: DEMO_ACCOUNTS_VISIBLE_KEY, category: 'auth', value: true });
    });
    afterAll(async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function offered(env: Record<string, string>): Promise<string[]> {
      const config = loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'silent',
        PDF_WORKERS: '0',
        ...env,
      });
      const app = await buildApp({ config, db: handle, logger: false, schedulerIntervalMs: false });
      try {
        const res = await app.inject({ url: '/api/auth/login-options' });
        expect(res.statusCode).toBe(200);
        expect(JSON.stringify(res.json()).includes(DEMO_PASSWORD)).toBe(res.json().demoAccounts.length > 0);
        return res.json().demoAccounts.map((a: { role: string }) => a.role);
      } finally {
        await app.close();
      }
    }

    it('lists no demo password without DEMO_MODE, and lists them with DEMO_MODE=true', async () => {
      expect(await offered({ NODE_ENV: 'production' })).toEqual([]);
      expect(await offered({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toEqual([
        'admin',
        'hr',
        'manager',
        'employee',
      ]);
    });
  });
});
