import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { configuration } from '../../db/schema/configuration';

export async function findConfigurationValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, key))
    .limit(1);
  return row?.value;
}

/** Locks the row, so a read-modify-write in the caller's transaction audits a true "before". */
export async function findConfigurationValueForUpdate(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, key))
    .limit(1)
    .for('update');
  return row?.value;
}

export async function upsertConfigurationValue(
  db: Database,
  values: { key: string; category: string; value: unknown; updatedBy: string | null; updatedAt: Date },
): Promise<void> {
  await db
    .insert(configuration)
    .values(values)
    .onConflictDoUpdate({
      target: configuration.key,
      set: { value: values.value, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}

/**
 * Sets the key to `value` unless it holds it already, in one statement: true for the one caller
 * that changed it, however many ask at once (in one process or several).
 */
export async function claimConfigurationValue(
  db: Database,
  values: { key: string; category: string; value: unknown; updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(configuration)
    .values({ ...values, updatedBy: null })
    .onConflictDoUpdate({
      target: configuration.key,
      set: { value: values.value, updatedAt: values.updatedAt },
      setWhere: sql`${configuration.value} is distinct from excluded.value`,
    })
    .returning({ key: configuration.key });
  return rows.length > 0;
}

export async function findConfigurationRow(
  db: Database,
  key: string,
): Promise<{ value: unknown; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ value: configuration.value, updatedAt: configuration.updatedAt })
    .from(configuration)
    .where(eq(configuration.key, key))
    .limit(1);
  return row;
}
