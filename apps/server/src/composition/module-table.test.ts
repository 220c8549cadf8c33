import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { TEST_JWT_SECRET } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { buildKernel } from './kernel';
import { moduleTable, TABLE_END, TABLE_START, withModuleTable } from './module-table';
import { buildModules } from './modules';

const ARCHITECTURE = path.resolve(import.meta.dirname, '../../../../docs/ARCHITECTURE.md');

describe('the module table of docs/ARCHITECTURE.md', () => {
  it('is what the modules declare (UPDATE_DOCS=1 writes it)', async () => {
    const handle = await openTestDatabase();
    const app = Fastify({ logger: false });
    try {
      const config = loadConfig({
        DATA_DIR: os.tmpdir(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
      });
      const kernel = await buildKernel(app, { config, db: handle, schedulerIntervalMs: false }, 0);
      const table = moduleTable(buildModules(kernel).modules);
      expect(table).toContain(
        '| `leave` | `/api/leave` | `leave.approval:decide` | `calendar.changed`, `employee.office-changed` | `leave.accrual` | — |',
      );
      const document = await readFile(ARCHITECTURE, 'utf8');
      const written = withModuleTable(document, table);
      if (process.env.UPDATE_DOCS === '1') await writeFile(ARCHITECTURE, written);
      else expect(document, 'run `npm run docs:modules` and commit docs/ARCHITECTURE.md').toBe(written);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('refuses a document that lost its markers rather than writing the table anywhere', () => {
    expect(() => withModuleTable('# Architecture\n', '| a |')).toThrow(/markers/);
    expect(withModuleTable(`a\n${TABLE_START}\nold\n${TABLE_END}\nb`, 'new')).toBe(
      `a\n${TABLE_START}\nnew\n${TABLE_END}\nb`,
    );
  });
});
