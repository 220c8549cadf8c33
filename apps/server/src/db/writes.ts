/** The three writes every table with an `id` key needs: insert one row, change one, delete one. */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export function writesOf<T extends PgTable & { id: PgColumn }>(table: T) {
  type Row = T['$inferSelect'];
  type New = T['$inferInsert'];
  return {
    insert: async (db: Database, values: New): Promise<Row> => {
      const [row] = (await db
        .insert(table)
        .values(values as never)
        .returning()) as Row[];
      return row!;
    },
    update: async (db: Database, id: string, values: Partial<New>): Promise<Row> => {
      const [row] = (await db
        .update(table)
        .set(values as never)
        .where(eq(table.id, id))
        .returning()) as Row[];
      return row!;
    },
    remove: async (db: Database, id: string): Promise<void> => {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}
