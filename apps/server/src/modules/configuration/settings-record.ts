/**
 * A module's settings kept under one configuration key (leave's, the clock's, payroll's). Read
 * field by field through the schema of a change, so a field stored wrong or not yet stored reads as
 * its default; changed under the row's lock, with the audit row (the fields that changed, before
 * and after) in the same transaction. Each field is also a key of the configuration API
 * (`<prefix>.<field>`), which changes it through the same rules.
 */
import type { ConfigurationCategory } from '@hrms/contracts/configuration';
import type { FieldIssue } from '@hrms/contracts/errors';
import type { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import type { Actor } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';
import type { ConfigurationKey, ConfigurationService, ConfigurationSource } from './configuration.service';

export interface SettingsRecordSpec<T extends object> {
  /** The configuration row that holds the record. */
  key: string;
  category: ConfigurationCategory;
  /** The configuration API's keys are `<prefix>.<field>`; the category when not given. */
  prefix?: string;
  defaults: T;
  /** The schema of a change: each stored field is read through it alone. */
  change: z.ZodObject;
  /** What each field means, as the configuration API describes it. */
  describe: { [K in keyof T]: string };
  auditAction: AuditAction;
  /** Only admin changes it (the security policy); hr and admin change the rest. */
  adminOnly?: boolean;
  /** Puts a merged record in its canonical form (a list in a fixed order). */
  normalise?: (after: T) => T;
  /**
   * Rules over the whole record after a change is merged, which may read in the transaction. Issue
   * fields are paths inside the record (`officeShifts.0.officeId`).
   */
  check?: (tx: Database, after: T, actor: Actor) => FieldIssue[] | Promise<FieldIssue[]>;
  /** After a change commits: a cache to drop. */
  changed?: () => void;
}

export interface SettingsRecordDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  configuration: ConfigurationService;
}

export class SettingsRecord<T extends object> implements ConfigurationSource {
  readonly category: ConfigurationCategory;
  readonly adminOnly: boolean;
  readonly keys: readonly ConfigurationKey[];
  private readonly fieldOf = new Map<string, keyof T & string>();

  constructor(
    private readonly deps: SettingsRecordDeps,
    private readonly spec: SettingsRecordSpec<T>,
  ) {
    this.category = spec.category;
    this.adminOnly = spec.adminOnly ?? false;
    const prefix = spec.prefix ?? spec.category;
    this.keys = (Object.keys(spec.defaults) as (keyof T & string)[]).map((field) => {
      const key = `${prefix}.${field}`;
      this.fieldOf.set(key, field);
      const schema = spec.change.shape[field];
      if (!schema) throw new Error(`${spec.key}: the change schema has no field ${field}`);
      return { key, description: spec.describe[field], defaultValue: spec.defaults[field], schema };
    });
    deps.configuration.register(this);
  }

  /** The settings in force; no permission asked (callers check theirs). In a transaction, pass it. */
  async current(db: Database = this.deps.db): Promise<T> {
    return this.parse(await this.deps.configuration.value(this.spec.key, db));
  }

  /**
   * Applies a change (a route's body, already validated) in its own transaction; answers the
   * settings as they now are. Callers check their permission first.
   */
  async update(actor: Actor, change: Partial<T>, action: AuditAction = this.spec.auditAction): Promise<T> {
    const after = await withTransaction(this.deps.db, (tx) =>
      this.applyChange(tx, actor, change, (path) => `body.${path}`, action),
    );
    this.spec.changed?.();
    return after;
  }

  // ------------------------------------------------------------------ as a configuration source

  async snapshot(db: Database): Promise<{ values: Map<string, unknown>; updatedAt: Date | null }> {
    const row = await this.deps.configuration.row(this.spec.key, db);
    const settings = this.parse(row?.value);
    return {
      values: new Map(this.keys.map(({ key }) => [key, settings[this.fieldOf.get(key)!]])),
      updatedAt: row?.updatedAt ?? null,
    };
  }

  async apply(tx: Database, actor: Actor, changes: ReadonlyMap<string, unknown>): Promise<void> {
    const keyOf = (path: string) => {
      const [field, ...rest] = path.split('.');
      const key = this.keys.find((k) => this.fieldOf.get(k.key) === field)?.key;
      return key ? [key, ...rest].join('.') : path;
    };
    const body = Object.fromEntries([...changes].map(([key, value]) => [this.fieldOf.get(key), value]));
    const parsed = this.spec.change.safeParse(body);
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.map((issue) => ({
          field: issue.path.length > 0 ? keyOf(issue.path.join('.')) : [...changes.keys()].join(', '),
          message: issue.message,
        })),
      );
    }
    await this.applyChange(tx, actor, parsed.data as Partial<T>, keyOf, this.spec.auditAction);
  }

  committed(): void {
    this.spec.changed?.();
  }

  // ----------------------------------------------------------------------------------- private

  private async applyChange(
    tx: Database,
    actor: Actor,
    change: Partial<T>,
    name: (path: string) => string,
    auditAction: AuditAction,
  ): Promise<T> {
    const { configuration, audit, clock } = this.deps;
    const { key, category, normalise, check } = this.spec;
    const before = this.parse(await configuration.valueForUpdate(tx, key));
    const merged = { ...before, ...definedOnly(change) };
    const after = normalise ? normalise(merged) : merged;
    const issues = check ? await check(tx, after, actor) : [];
    if (issues.length > 0) {
      throw validationFailed(issues.map((issue) => ({ ...issue, field: name(issue.field) })));
    }
    const diff = changedFields(before, after);
    if (diff.keys.length === 0) {
      audit.nothingChanged();
      return after;
    }
    await configuration.write(tx, { key, category, value: after, updatedBy: actor.userId, at: clock.now() });
    await audit.record(tx, actor, {
      action: auditAction,
      entityType: 'configuration',
      entityId: key,
      before: diff.before,
      after: diff.after,
    });
    return after;
  }

  private parse(stored: unknown): T {
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

/** The fields whose values differ, with their values before and after: what an audit row holds. */
export function changedFields<T extends object>(before: T, after: T) {
  const keys = (Object.keys(after) as (keyof T & string)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return {
    keys,
    before: Object.fromEntries(keys.map((field) => [field, before[field]])) as Partial<T>,
    after: Object.fromEntries(keys.map((field) => [field, after[field]])) as Partial<T>,
  };
}

/** The fields given a value: a change leaves the others as they are. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
