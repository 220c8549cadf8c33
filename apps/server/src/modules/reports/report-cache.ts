/**
 * Figures remembered beside the change counts of the tables they were read from (decision 021).
 * Every statement that writes such a table adds to its count in its own transaction, and a count
 * only grows as transactions commit. Counts are read before the figures are: a later reader who
 * finds the same counts sees the same committed rows, so the remembered figures are still exactly
 * what reading them again would give. Any change to a table makes what was read from it be read
 * again. Each process remembers its own; the values are shared and never changed by callers.
 */
import type { Database } from '../../db/client';
import { changeCounts, foldChanges } from './reports.repository';

/** The tables reports read, by their names in the database (the triggers' `TG_TABLE_NAME`, 0017). */
export const REPORT_TABLES = [
  'employees',
  'departments',
  'users',
  'attendance_days',
  'attendance_regularizations',
  'leave_requests',
  'leave_types',
  'time_entries',
  'audit_log',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** The change counts as read at the start of one report. */
export type Changes = ReadonlyMap<string, number>;

/** Past this many change rows, reading them folds them first. */
const FOLD_ABOVE_ROWS = 500;

export class ReportCache {
  private readonly entries = new Map<string, { stamp: string; value: unknown }>();
  /** Figures being read, by key and counts: many asking at once after a change read them once. */
  private readonly reading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly capacity = 1000,
  ) {}

  /** The change counts now: read once per report, before any of its figures. */
  async changes(): Promise<Changes> {
    const { counts, rows } = await changeCounts(this.db);
    if (rows > FOLD_ABOVE_ROWS) await foldChanges(this.db);
    return counts;
  }

  /** Folds the change rows, one a table; the counts stay what they were. */
  fold(): Promise<number> {
    return foldChanges(this.db);
  }

  /**
   * The figures under `key`, remembered while the counts of `tables` stay as in `changes`, else
   * computed again. The key names everything the figures depend on besides those tables.
   */
  async remember<T>(
    changes: Changes,
    tables: readonly ReportTable[],
    key: readonly unknown[],
    compute: () => Promise<T>,
  ): Promise<T> {
    const id = JSON.stringify(key);
    const stamp = tables.map((table) => changes.get(table) ?? 0).join(',');
    const found = this.entries.get(id);
    if (found && found.stamp === stamp) {
      // The most recently used stay: a Map keeps insertion order, the oldest first.
      this.entries.delete(id);
      this.entries.set(id, found);
      return found.value as T;
    }
    const flight = `${id}|${stamp}`;
    const pending = this.reading.get(flight);
    if (pending) return pending as Promise<T>;
    const read = compute().then((value) => {
      this.entries.delete(id);
      this.entries.set(id, { stamp, value });
      if (this.entries.size > this.capacity) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      return value;
    });
    this.reading.set(flight, read);
    try {
      return await read;
    } finally {
      this.reading.delete(flight);
    }
  }
}
