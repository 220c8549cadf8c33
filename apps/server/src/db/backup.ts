/**
 * Backup and restore of the embedded database and the files (`npm run backup`, `npm run restore`).
 * A backup is one ZIP: `manifest.json`, the PGlite data directory as `db.tar.gz` (dumped by PGlite,
 * so it is consistent), every stored file under `files/`, and the token signing secret. The server
 * must be stopped: the database's lock refuses a backup or restore while one runs. A restore moves
 * what was there aside (`*.before-restore-<time>`), never deletes it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  product: 'hrms';
  createdAt: string;
  /** The last migration the database holds: a restore into an older build refuses it. */
  lastMigration: string | null;
  files: number;
}

/** What of DATA_DIR a backup holds besides the database. */
const SECRET_FILE = 'jwt-secret';
const FILES_DIR = 'files';
const DB_DIR = 'db';

async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(root, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

/** Writes the backup of `dataDir` to `outFile`; answers its manifest. */
export async function backupDataDir(
  dataDir: string,
  outFile: string,
  now = new Date(),
): Promise<BackupManifest> {
  if (!existsSync(path.join(dataDir, DB_DIR))) {
    throw new Error(`There is no embedded database at ${path.join(dataDir, DB_DIR)} to back up.`);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, DB_DIR) });
  let dump: Blob;
  let lastMigration: string | null;
  try {
    lastMigration = await database.lastMigration();
    dump = await database.snapshot!();
  } finally {
    await database.close();
  }
  const files = await listFiles(path.join(dataDir, FILES_DIR));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    product: 'hrms',
    createdAt: now.toISOString(),
    lastMigration,
    files: files.length,
  };
  const entries: Record<string, Uint8Array> = {
    'manifest.json': new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`),
    'db.tar': new Uint8Array(await dump.arrayBuffer()),
  };
  for (const file of files) {
    entries[`${FILES_DIR}/${file}`] = await readFile(path.join(dataDir, FILES_DIR, file));
  }
  const secret = await readFile(path.join(dataDir, SECRET_FILE)).catch(() => null);
  if (secret) entries[SECRET_FILE] = secret;
  await mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
  // Level 6 squeezes the database's tarball well; stored files (PDFs, images) barely move.
  await writeFile(outFile, zipSync(entries, { level: 6 }), { mode: 0o600 });
  return manifest;
}

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * Restores a backup into `dataDir`. A directory that already holds a database needs `force`; what
 * was there is moved aside, not deleted.
 */
export async function restoreDataDir(
  backupFile: string,
  dataDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<BackupManifest> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(await readFile(backupFile));
  } catch {
    throw new RestoreRefusedError(`${backupFile} is not an HRMS backup (not a ZIP file).`);
  }
  let manifest: BackupManifest | null = null;
  try {
    const bytes = entries['manifest.json'];
    manifest = bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as BackupManifest) : null;
  } catch {
    manifest = null;
  }
  if (manifest?.product !== 'hrms' || !entries['db.tar']) {
    throw new RestoreRefusedError(`${backupFile} is not an HRMS backup (no manifest or database).`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefusedError(
      `${backupFile} is a backup of format ${manifest.format}; this build reads ${BACKUP_FORMAT}.`,
    );
  }
  const dbDir = path.join(dataDir, DB_DIR);
  if (existsSync(dbDir) && !options.force) {
    throw new RestoreRefusedError(
      `${dataDir} already holds a database. Pass --force to replace it: it is moved aside, not deleted.`,
    );
  }
  // No server may hold the directory while it is replaced.
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dbDir);
  try {
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    for (const name of [DB_DIR, FILES_DIR, SECRET_FILE]) {
      const current = path.join(dataDir, name);
      if (existsSync(current)) await rename(current, `${current}.before-restore-${stamp}`);
    }
    for (const [name, bytes] of Object.entries(entries)) {
      if (!name.startsWith(`${FILES_DIR}/`) || name.endsWith('/')) continue;
      const target = path.join(dataDir, name);
      // A name that climbs out of the files directory is not ours.
      if (!target.startsWith(path.join(dataDir, FILES_DIR) + path.sep)) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes, { mode: 0o600 });
    }
    if (entries[SECRET_FILE])
      await writeFile(path.join(dataDir, SECRET_FILE), entries[SECRET_FILE], { mode: 0o600 });
  } finally {
    await release();
  }
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: dbDir,
    loadDataDir: new Blob([entries['db.tar'] as Uint8Array<ArrayBuffer>]),
  });
  try {
    const restored = await database.lastMigration();
    if (restored !== manifest.lastMigration) {
      throw new Error(
        `The restored database reads as ${restored}, the backup says ${manifest.lastMigration}.`,
      );
    }
  } finally {
    await database.close();
  }
  return manifest;
}
