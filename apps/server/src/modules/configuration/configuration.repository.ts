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
