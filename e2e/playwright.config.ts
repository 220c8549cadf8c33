import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverDataDir, serverPort } from './tests/servers';

/**
 * The whole product in Debian's Chromium. Each worker has a server of its own (the built server on
 * its own port and a fresh data folder, whose first start migrates and seeds the demo company), so
 * the specs of one worker never see another's changes and the workers run side by side.
 */
// Two workers on a 2-core machine: while one test waits on its server or a live update, the
// other's browser draws. More only queue for the same cores.
const workers = Number(process.env.E2E_WORKERS ?? 2);
// Kept in the environment so the test workers (which load this file again) see the same folders.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hrms-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  // CI shares two cores between the server, Chromium and the runner, where a full-page screenshot
  // alone has taken 11 s: a test of two or three people's browsers needs minutes there.
  timeout: process.env.CI ? 120_000 : 30_000,
  // An answer shown on the page (a toast, a row) waits on the worker's server, which in CI shares
  // the two cores with the other worker's server and both browsers: three tests have waited more
  // than 7 s there for what takes a tenth of that on a quiet machine. Waiting longer costs a passing
  // test nothing; it only lets a failing one take longer to say so.
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    // A trace records every frame of a page, which costs as much as the test on a 2-core machine:
    // kept for a failure's retry in CI (the one that tells what went wrong), for every failure here.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Motion is nothing the tests look at, and each moving frame is drawn in software here.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${serverPort(index)}/api/health`,
    // The first start migrates and seeds the demo company: under a minute on a quiet machine, longer
    // on a shared one; the wait ends at once when the server answers.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // The suite signs in more often than a person would; the throttle itself is covered by the API tests.
    env: {
      PORT: String(serverPort(index)),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir(index),
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    },
  })),
});
