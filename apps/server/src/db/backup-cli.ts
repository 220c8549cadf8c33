/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--force]`: the embedded database and
 * the files of DATA_DIR, with the server stopped. With DATABASE_URL set, PostgreSQL is backed up
 * with its own tools (pg_dump), and the files under DATA_DIR/files beside it.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { backupDataDir, RestoreRefusedError, restoreDataDir } from './backup';
import { DataDirInUseError } from './data-dir-lock';

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const file = rest.find((arg) => !arg.startsWith('--'));
const config = loadConfig();

try {
  if (config.databaseUrl) {
    throw new RestoreRefusedError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore, and copy DATA_DIR/files beside it (README, "Backup and restore").',
    );
  }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(file ?? path.join('backups', `hrms-backup-${stamp}.zip`));
    const manifest = await backupDataDir(config.dataDir, out);
    console.info(
      `Backed up ${config.dataDir} (migration ${manifest.lastMigration}, ${manifest.files} files) to ${out}`,
    );
  } else if (command === 'restore') {
    if (!file)
      throw new RestoreRefusedError('Name the backup to restore: npm run restore -- <file> [--force]');
    const manifest = await restoreDataDir(path.resolve(file), config.dataDir, { force });
    console.info(
      `Restored ${config.dataDir} from the backup of ${manifest.createdAt} (migration ${manifest.lastMigration}, ${manifest.files} files).`,
    );
  } else {
    throw new RestoreRefusedError('Usage: npm run backup [-- <file>] | npm run restore -- <file> [--force]');
  }
} catch (error) {
  if (error instanceof RestoreRefusedError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
