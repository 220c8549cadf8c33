/**
 * Run-time settings, and the configuration API over them. Each module keeps its settings in a
 * source (a `SettingsRecord` or a `SettingValue`) that registers its keys here when the module is
 * built, so `/configuration` lists and changes exactly what the code reads. A key names its source
 * and a field (`time-tracking.graceMinutes`); a change goes through the source's own rules and
 * audit, and a bulk change is checked whole before one transaction applies all of it.
 */
import {
  type BulkConfigurationBody,
  CONFIGURATION_CATEGORIES,
  CONFIGURATION_KEY_WORDING,
  type ConfigurationCategory,
  type ConfigurationChoice,
  type ConfigurationEntry,
  type ConfigurationListResponse,
  configurationWording,
  wordsOf,
} from '@hrms/contracts/configuration';
import type { FieldIssue } from '@hrms/contracts/errors';
import { can } from '@hrms/contracts/roles';
import { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import {
  claimConfigurationValue,
  findConfigurationRow,
  findConfigurationValue,
  findConfigurationValueForUpdate,
  upsertConfigurationValue,
} from './configuration.repository';

export interface ConfigurationKey {
  key: string;
  description: string;
  defaultValue: unknown;
  /** What the key takes; its messages are the ones a person reads. */
  schema: z.ZodType;
}

/** Settings kept together (one configuration row), each field a key. */
export interface ConfigurationSource {
  readonly category: ConfigurationCategory;
  /** Only admin changes it (`settings:security`); hr and admin the rest (`settings:write`). */
  readonly adminOnly: boolean;
  readonly keys: readonly ConfigurationKey[];
  /** Each key's value in force, and when the row last changed. */
  snapshot(db: Database): Promise<{ values: Map<string, unknown>; updatedAt: Date | null }>;
  /**
   * Inside the caller's transaction: checks the changes (key → value), then applies and audits
   * them; a refusal throws a 400 naming the keys.
   */
  apply(tx: Database, actor: Actor, changes: ReadonlyMap<string, unknown>): Promise<void>;
  /** After the transaction commits (a cache to drop). */
  committed(): void;
}

interface Registered {
  source: ConfigurationSource;
  key: ConfigurationKey;
  jsonSchema: Record<string, unknown>;
}

export class ConfigurationService {
  private readonly registered = new Map<string, Registered>();

  constructor(private readonly db: Database) {}

  // ------------------------------------------------------------------- for the server's own use

  /** A source's keys become configuration keys; called once per source as modules are built. */
  register(source: ConfigurationSource): void {
    for (const key of source.keys) {
      if (this.registered.has(key.key)) throw new Error(`configuration key ${key.key} is registered twice`);
      this.registered.set(key.key, { source, key, jsonSchema: jsonSchemaOf(key.schema) });
    }
  }

  /** A boolean setting, or `fallback` when it is unset or not a boolean. */
  async flag(key: string, fallback: boolean): Promise<boolean> {
    const value = await findConfigurationValue(this.db, key);
    return typeof value === 'boolean' ? value : fallback;
  }

  /** The stored value, `undefined` when unset; callers validate it. In a transaction, pass it. */
  value(key: string, db: Database = this.db): Promise<unknown> {
    return findConfigurationValue(db, key);
  }

  /** The stored value and when it last changed. */
  row(key: string, db: Database = this.db): Promise<{ value: unknown; updatedAt: Date } | undefined> {
    return findConfigurationRow(db, key);
  }

  /** Inside the caller's transaction: the stored value, locked until the transaction ends. */
  valueForUpdate(tx: Database, key: string): Promise<unknown> {
    return findConfigurationValueForUpdate(tx, key);
  }

  /**
   * Work done once across processes (a monthly mail): sets the key to `value` and answers true for
   * the one caller that changed it; false when it held the value already.
   */
  claim(key: string, category: string, value: unknown, at: Date, tx: Database = this.db): Promise<boolean> {
    return claimConfigurationValue(tx, { key, category, value, updatedAt: at });
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

  // ------------------------------------------------------------------- the configuration API

  /** `GET /configuration`: every key the actor may change, or one category's. */
  async list(
    actor: Actor,
    query: { category?: ConfigurationCategory | undefined },
  ): Promise<ConfigurationListResponse> {
    requirePermission(actor, 'settings:read');
    const admin = can(actor.role, 'settings:security');
    const wanted = [...this.registered.values()].filter(
      (r) => query.category === undefined || r.source.category === query.category,
    );
    if (!admin && wanted.length > 0 && wanted.every((r) => r.source.adminOnly)) {
      throw new AppError('FORBIDDEN', 'Only an admin sees the security settings.');
    }
    const visible = wanted.filter((r) => admin || !r.source.adminOnly);
    return { items: await this.entries(visible) };
  }

  /** `PATCH /configuration/{key}`. */
  async update(actor: Actor, key: string, value: unknown): Promise<ConfigurationEntry> {
    const [entry] = await this.change(actor, [{ key, value }], () => `value`);
    return entry!;
  }

  /** `POST /configuration/bulk`: every pair checked first; all applied in one transaction, or none. */
  bulk(actor: Actor, body: BulkConfigurationBody): Promise<ConfigurationEntry[]> {
    return this.change(actor, body.items, (i) => `body.items.${i}`);
  }

  private async change(
    actor: Actor,
    items: readonly { key: string; value: unknown }[],
    where: (index: number) => string,
  ): Promise<ConfigurationEntry[]> {
    requirePermission(actor, 'settings:write');
    const unknown = items.flatMap((item, i) =>
      this.registered.has(item.key)
        ? []
        : [{ field: where(i), message: `There is no configuration key "${item.key}"` }],
    );
    if (unknown.length > 0) {
      if (items.length === 1)
        throw new AppError('NOT_FOUND', `There is no configuration key "${items[0]!.key}".`);
      throw validationFailed(unknown);
    }
    const found = items.map((item) => ({ ...item, ...this.registered.get(item.key)! }));
    const adminOnly = found.find((f) => f.source.adminOnly);
    if (adminOnly && !can(actor.role, 'settings:security')) {
      throw new AppError('FORBIDDEN', `Only an admin changes "${adminOnly.key.key}".`);
    }

    const issues: FieldIssue[] = found.flatMap((f) => {
      const parsed = f.key.schema.safeParse(f.value);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            field: [f.key.key, ...issue.path].join('.'),
            message: issue.message,
          }));
    });
    if (issues.length > 0) throw validationFailed(issues);

    const bySource = new Map<ConfigurationSource, Map<string, unknown>>();
    for (const f of found) {
      const changes = bySource.get(f.source) ?? new Map<string, unknown>();
      changes.set(f.key.key, f.value);
      bySource.set(f.source, changes);
    }
    await withTransaction(this.db, async (tx) => {
      for (const [source, changes] of bySource) await source.apply(tx, actor, changes);
    });
    for (const source of bySource.keys()) source.committed();
    return this.entries(found);
  }

  private async entries(registered: readonly Registered[]): Promise<ConfigurationEntry[]> {
    const sources = [...new Set(registered.map((r) => r.source))];
    const snapshots = new Map(
      await Promise.all(sources.map(async (s) => [s, await s.snapshot(this.db)] as const)),
    );
    return registered
      .map(({ source, key, jsonSchema }) => {
        const snapshot = snapshots.get(source)!;
        const wording = CONFIGURATION_KEY_WORDING[key.key];
        return {
          key: key.key,
          category: source.category,
          ...configurationWording(key.key),
          choices: wording?.choices ? [...wording.choices] : choicesOf(jsonSchema),
          description: wording?.help ?? key.description,
          value: snapshot.values.get(key.key) ?? null,
          defaultValue: key.defaultValue,
          schema: jsonSchema,
          adminOnly: source.adminOnly,
          updatedAt: snapshot.updatedAt?.toISOString() ?? null,
        };
      })
      .sort(
        (a, b) =>
          CONFIGURATION_CATEGORIES.indexOf(a.category) - CONFIGURATION_CATEGORIES.indexOf(b.category) ||
          a.key.localeCompare(b.key),
      );
  }
}

/**
 * Worded values read from a key's schema when the wording table names none: the values of a
 * one-of (`last_working_day` → "Last working day"), of a list's items, or a record's switches.
 */
export function choicesOf(schema: Record<string, unknown>): ConfigurationChoice[] | null {
  const values = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as { enum?: unknown[]; const?: unknown; anyOf?: unknown[]; items?: unknown };
    for (const v of n.enum ?? []) if (typeof v === 'string') values.add(v);
    if (typeof n.const === 'string') values.add(n.const);
    for (const option of n.anyOf ?? []) visit(option);
    visit(n.items);
  };
  visit(schema);
  const properties = schema.properties as Record<string, { type?: string }> | undefined;
  if (values.size === 0 && properties && Object.values(properties).every((p) => p.type === 'boolean')) {
    for (const name of Object.keys(properties)) values.add(name);
  }
  return values.size > 0 ? [...values].map((value) => ({ value, label: wordsOf(value) })) : null;
}

/** The JSON Schema of what a key takes, for a client to build its editor from. */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const { $schema: _, ...json } = z.toJSONSchema(inner, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
}
