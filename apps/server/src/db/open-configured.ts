/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite. */
import path from 'node:path';
import type { AppConfig } from '../config';
import { type DatabaseHandle, openDatabase } from './client';

export function openConfiguredDatabase(
  config: AppConfig,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, ...(onPoolError ? { onPoolError } : {}) })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}
