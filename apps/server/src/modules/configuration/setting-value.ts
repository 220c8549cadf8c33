/**
 * One setting kept as a plain value under its own key (the upload limit, the sign-in page's demo
 * accounts), as a key of the configuration API: read through its schema (a value stored wrong reads
 * as the default), changed under the row's lock with its audit row in the same transaction.
 */
import type { ConfigurationCategory } from '@hrms/contracts/configuration';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import type { AuditAction } from '../audit/audit-actions';
import type { ConfigurationKey, ConfigurationSource } from './configuration.service';
import type { SettingsRecordDeps } from './settings-record';

export interface SettingValueSpec<T> {
  key: string;
  category: ConfigurationCategory;
  description: string;
  schema: z.ZodType<T>;
  defaultValue: T;
  auditAction: AuditAction;
  adminOnly?: boolean;
}

export class SettingValue<T> implements ConfigurationSource {
  readonly category: ConfigurationCategory;
  readonly adminOnly: boolean;
  readonly keys: readonly ConfigurationKey[];

  constructor(
    private readonly deps: SettingsRecordDeps,
    private readonly spec: SettingValueSpec<T>,
  ) {
    this.category = spec.category;
    this.adminOnly = spec.adminOnly ?? false;
    this.keys = [
      { key: spec.key, description: spec.description, defaultValue: spec.defaultValue, schema: spec.schema },
    ];
    deps.configuration.register(this);
  }

  /** The value in force; no permission asked. */
  async current(db: Database = this.deps.db): Promise<T> {
    return this.parse(await this.deps.configuration.value(this.spec.key, db));
  }

  async snapshot(db: Database): Promise<{ values: Map<string, unknown>; updatedAt: Date | null }> {
    const row = await this.deps.configuration.row(this.spec.key, db);
    return { values: new Map([[this.spec.key, this.parse(row?.value)]]), updatedAt: row?.updatedAt ?? null };
  }

  async apply(tx: Database, actor: Actor, changes: ReadonlyMap<string, unknown>): Promise<void> {
    const { key, category, auditAction, schema } = this.spec;
    const parsed = schema.safeParse(changes.get(key));
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.map((issue) => ({
          field: [key, ...issue.path].join('.'),
          message: issue.message,
        })),
      );
    }
    const { configuration, audit, clock } = this.deps;
    const before = this.parse(await configuration.valueForUpdate(tx, key));
    if (JSON.stringify(before) === JSON.stringify(parsed.data)) {
      audit.nothingChanged();
      return;
    }
    await configuration.write(tx, {
      key,
      category,
      value: parsed.data,
      updatedBy: actor.userId,
      at: clock.now(),
    });
    await audit.record(tx, actor, {
      action: auditAction,
      entityType: 'configuration',
      entityId: key,
      before: { value: before },
      after: { value: parsed.data },
    });
  }

  committed(): void {}

  private parse(stored: unknown): T {
    const parsed = this.spec.schema.safeParse(stored);
    return parsed.success ? parsed.data : this.spec.defaultValue;
  }
}
