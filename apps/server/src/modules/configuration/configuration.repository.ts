import { eq } from 'drizzle-orm';
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
