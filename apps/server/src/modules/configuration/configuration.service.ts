/**
 * Run-time settings. Reads for the server's own use live here now; the Settings screens' routes
 * (with their permission checks) arrive with the configuration issue.
 */
import type { Database } from '../../db/client';
import { findConfigurationValue } from './configuration.repository';

export class ConfigurationService {
  constructor(private readonly db: Database) {}

  /** A boolean setting, or `fallback` when it is unset or not a boolean. */
  async flag(key: string, fallback: boolean): Promise<boolean> {
    const value = await findConfigurationValue(this.db, key);
    return typeof value === 'boolean' ? value : fallback;
  }
}
