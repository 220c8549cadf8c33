/**
 * The server suite, on PGlite as project `server` (part of `npm test`) or, when `server-pg` is asked
 * for by name (`npm run test:pg`), the same files on a real PostgreSQL at TEST_DATABASE_URL. One
 * project at a time, so `npm test` never needs a PostgreSQL server.
 */
import { defineProject } from 'vitest/config';
import type { TestDatabaseTarget } from './src/test/test-database';

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const onPostgres = process.argv.some((arg) => arg.includes('server-pg'));

const testDatabase: TestDatabaseTarget = onPostgres
  ? { kind: 'postgres', url: process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL }
  : { kind: 'pglite' };

export default defineProject({
  test: {
    name: onPostgres ? 'server-pg' : 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    provide: { testDatabase },
    // Each file opens its own database (~1 s of CPU); two workers keep both cores busy, and reusing
    // workers across files saves loading PGlite's WebAssembly again for every file.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
