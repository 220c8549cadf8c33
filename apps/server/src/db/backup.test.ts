/**
 * Backup and restore round trip: the embedded database (every table's rows) and the stored files come
 * back the same in a fresh directory; a running server's directory is refused; a directory with a
 * database is replaced only when asked, and what was there is kept aside; a file that is not a backup
 * is refused.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed';
import { backupDataDir, RestoreRefusedError, restoreDataDir } from './backup';
import { openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';

/** The newest migration committed: a backup names the one its database is at. */
const LATEST_MIGRATION = JSON.parse(
  await readFile(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
).entries.at(-1).tag as string;

let root: string;
let source: string;
let backupFile: string;

/** Every table's rows, as text in a fixed order: what "the same data" means here. */
async function contents(dataDir: string): Promise<Record<string, string[]>> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const tables = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    const out: Record<string, string[]> = {};
    for (const { tablename } of tables.rows) {
      const rows = (await database.db.execute(
        sql.raw(`select t::text as row from "${tablename}" t order by 1`),
      )) as unknown as { rows: { row: string }[] };
      out[tablename] = rows.rows.map((r) => r.row);
    }
    return out;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hrms-backup-'));
  source = path.join(root, 'source');
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(source, 'db') });
  try {
    await database.migrate();
    await seedDemo(database.db, { dataDir: source, now: new Date('2026-11-27T06:00:00Z') });
  } finally {
    await database.close();
  }
  await writeFile(path.join(source, 'jwt-secret'), 'secret-for-the-test');
  backupFile = path.join(root, 'out', 'backup.zip');
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('backup then restore', () => {
  it('gives back the same rows in every table and the same files', async () => {
    const manifest = await backupDataDir(source, backupFile);
    expect(manifest).toMatchObject({
      product: 'hrms',
      format: 1,
      lastMigration: LATEST_MIGRATION,
    });
    expect(manifest.files).toBeGreaterThan(0);

    const target = path.join(root, 'target');
    await restoreDataDir(backupFile, target);
    const [before, after] = [await contents(source), await contents(target)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(before.employees?.length).toBeGreaterThan(10);
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);

    const files = async (dir: string) =>
      Promise.all(
        (await readdir(path.join(dir, 'files'), { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile())
          .map(async (e) => [
            path.relative(dir, path.join(e.parentPath, e.name)),
            (await readFile(path.join(e.parentPath, e.name))).toString('base64'),
          ])
          .sort(),
      );
    const [sourceFiles, targetFiles] = [await files(source), await files(target)];
    expect(targetFiles.sort()).toEqual(sourceFiles.sort());
    expect(await readFile(path.join(target, 'jwt-secret'), 'utf8')).toBe('secret-for-the-test');
  }, 120_000);

  it('refuses while a server holds the database, and into a directory with one unless forced', async () => {
    const running = await openDatabase({ kind: 'pglite', dataDir: path.join(source, 'db') });
    try {
      await expect(backupDataDir(source, path.join(root, 'busy.zip'))).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
      await expect(restoreDataDir(backupFile, source, { force: true })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
    } finally {
      await running.close();
    }

    const target = path.join(root, 'again');
    await restoreDataDir(backupFile, target);
    await expect(restoreDataDir(backupFile, target)).rejects.toThrow(
      /already holds a database. Pass --force/,
    );
    await restoreDataDir(backupFile, target, { force: true, now: new Date('2026-11-27T07:00:00Z') });
    const kept = (await readdir(target)).filter((name) => name.includes('before-restore'));
    expect(kept.sort()).toEqual([
      'db.before-restore-2026-11-27T07-00-00-000Z',
      'files.before-restore-2026-11-27T07-00-00-000Z',
      'jwt-secret.before-restore-2026-11-27T07-00-00-000Z',
    ]);
  }, 120_000);

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(root, 'bogus.zip');
    await writeFile(bogus, 'not a zip');
    await expect(restoreDataDir(bogus, path.join(root, 'x'))).rejects.toBeInstanceOf(RestoreRefusedError);
    await mkdir(path.join(root, 'x'), { recursive: true });
    await expect(backupDataDir(path.join(root, 'x'), path.join(root, 'x.zip'))).rejects.toThrow(
      /no embedded database/,
    );
  });
});
