/** Raw SQL for what the query builder cannot say (recursive CTEs); both drivers return `{ rows }`. */
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
