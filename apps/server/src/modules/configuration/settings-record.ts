/**
 * A module's settings kept under one configuration key (leave's, the clock's, payroll's). Read
 * field by field through the schema of a change, so a field stored wrong or not yet stored reads as
 * its default; changed under the row's lock, with the audit row in the same transaction.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import { type Database, withTransaction } from '../../db/client';
import type { Actor } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';
import type { ConfigurationService } from './configuration.service';

export interface SettingsRecordSpec<T extends object> {
  key: string;
  category: string;
  defaults: T;
  /** The schema of a change: each stored field is read through it alone. */
  change: { safeParse(value: unknown): { success: boolean; data?: unknown } };
  auditAction: AuditAction;
}

export class SettingsRecord<T extends object> {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      audit: AuditService;
      configuration: ConfigurationService;
    },
    private readonly spec: SettingsRecordSpec<T>,
  ) {}

  /** The settings in force; no permission asked (callers check theirs). In a transaction, pass it. */
  async current(db: Database = this.deps.db): Promise<T> {
    return this.read(await this.deps.configuration.value(this.spec.key, db));
  }

  /**
   * Applies a change, checked whole by `check` (which may read in the transaction) before anything
   * is written; answers the settings as they now are.
   */
  async update(
    actor: Actor,
    change: Partial<T>,
    check?: (tx: Database, after: T) => FieldIssue[] | Promise<FieldIssue[]>,
  ): Promise<T> {
    const { configuration, audit, clock } = this.deps;
    const { key, category, auditAction } = this.spec;
    return withTransaction(this.deps.db, async (tx) => {
      const before = this.read(await configuration.valueForUpdate(tx, key));
      const after = { ...before, ...change };
      const issues = check ? await check(tx, after) : [];
      if (issues.length > 0) throw validationFailed(issues);
      await configuration.write(tx, {
        key,
        category,
        value: after,
        updatedBy: actor.userId,
        at: clock.now(),
      });
      await audit.record(tx, actor, {
        action: auditAction,
        entityType: 'configuration',
        entityId: key,
        before,
        after,
      });
      return after;
    });
  }

  private read(stored: unknown): T {
    const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
    const settings = { ...this.spec.defaults };
    for (const field of Object.keys(settings) as (keyof T & string)[]) {
      const one = this.spec.change.safeParse({ [field]: value[field] });
      const parsed = one.success ? (one.data as Partial<T>)[field] : undefined;
      if (parsed !== undefined) settings[field] = parsed as T[typeof field];
    }
    return settings;
  }
}
