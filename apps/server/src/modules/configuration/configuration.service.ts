/**
 * Run-time settings. Reads for the server's own use live here now; the Settings screens' routes
 * (with their permission checks) arrive with the configuration issue. Writers check their own
 * permission and pass their transaction, so the change and its audit row commit together.
 */
import type { Database } from '../../db/client';
import {
  claimConfigurationValue,
  findConfigurationValue,
  findConfigurationValueForUpdate,
  upsertConfigurationValue,
} from './configuration.repository';

export class ConfigurationService {
  constructor(private readonly db: Database) {}

  /** A boolean setting, or `fallback` when it is unset or not a boolean. */
  async flag(key: string, fallback: boolean): Promise<boolean> {
    const value = await findConfigurationValue(this.db, key);
    return typeof value === 'boolean' ? value : fallback;
  }

  /** The stored value, `undefined` when unset; callers validate it. In a transaction, pass it. */
  value(key: string, db: Database = this.db): Promise<unknown> {
    return findConfigurationValue(db, key);
  }

  /** Inside the caller's transaction: the stored value, locked until the transaction ends. */
  valueForUpdate(tx: Database, key: string): Promise<unknown> {
    return findConfigurationValueForUpdate(tx, key);
  }

  /**
   * Work done once across processes (a monthly mail): sets the key to `value` and answers true for
   * the one caller that changed it; false when it held the value already.
   */
  claim(key: string, category: string, value: unknown, at: Date): Promise<boolean> {
    return claimConfigurationValue(this.db, { key, category, value, updatedAt: at });
  }

  /** Inside the caller's transaction, which also writes the audit row. */
  write(
    tx: Database,
    entry: { key: string; category: string; value: unknown; updatedBy: string | null; at: Date },
  ): Promise<void> {
    return upsertConfigurationValue(tx, {
      key: entry.key,
      category: entry.category,
      value: entry.value,
      updatedBy: entry.updatedBy,
      updatedAt: entry.at,
    });
  }
}
