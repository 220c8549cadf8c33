import { test as base } from '@playwright/test';
import { serverPort } from './servers';

export * from '@playwright/test';

/** Playwright's test, talking to the server of the worker it runs on (tests/servers.ts). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${serverPort(testInfo.parallelIndex)}`);
  },
});
