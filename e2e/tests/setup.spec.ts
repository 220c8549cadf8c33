import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { capture, SCREEN_VARIANTS } from './helpers';

/**
 * Going live without the demo: a server of its own, started on a fresh data folder with
 * SEED_DEMO=false, prints a one-time setup address in its log; the page it opens makes the company
 * and its admin, who then signs in, and the address is spent.
 */

const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const ADMIN = { email: 'meena@kaveri.example', password: 'Monsoon-Ledger-Kettle-42' };

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let origin = '';
let setupAddress = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'hrms-e2e-setup-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    // Its own process group, so the kill below takes whatever it started with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let log = '';
  setupAddress = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup address in the log:\n${log}`)), 100_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const found = /http:\/\/[^\s"]+\/setup\?token=[A-Za-z0-9_-]{43}/.exec(log);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
});

test.afterAll(async () => {
  const child = server;
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    // A grace period to close the database, then no more waiting.
    const graceful = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
    if (!graceful) {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a server started without the demo is set up through the address in its log, then its admin signs in', async ({
  page,
}) => {
  // Four full-page captures, a password hashed twice and a first dashboard, on a shared machine.
  test.setTimeout(90_000);
  expect(setupAddress.startsWith(`${origin}/setup?token=`)).toBe(true);

  for (const { device, viewport, theme } of SCREEN_VARIANTS) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(setupAddress);
    await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeVisible();
    await capture(page, { path: `test-results/screens/setup-${device}-${theme}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page overflows the viewport sideways').toBeLessThanOrEqual(0);
  }

  await page.getByLabel('Company name').fill('Kaveri Textiles');
  await page.getByLabel('Office name').fill('Coimbatore mill');
  await page.getByLabel('State (optional)').fill('Tamil Nadu');
  await page.getByLabel('First name').fill('Meena');
  await page.getByLabel('Last name').fill('Raghavan');
  await page.getByLabel('Work email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create company and admin' }).click();

  // Hashing is slow on purpose: the sign-in page may take a while on a shared machine.
  await expect(page).toHaveURL(`${origin}/login`, { timeout: 20_000 });
  await expect(page.getByText('Demo accounts')).toHaveCount(0);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`, { timeout: 20_000 });

  // The address is spent: it now sends people to sign in.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(setupAddress);
  await expect(page.getByRole('heading', { name: 'This server is set up' })).toBeVisible();
});
