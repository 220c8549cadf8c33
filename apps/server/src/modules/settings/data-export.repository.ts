/**
 * What the export of all company data reads: every table's columns from the catalogue, and rows as
 * text. Table and column names come from the catalogue (or the export's own list), never from a
 * request, and are quoted.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every column of every table of the public schema, in table and column order. */
export async function columnsOf(db: Database): Promise<{ table: string; column: string }[]> {
  const result = (await db.execute(sql`
    select c.table_name as table, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`)) as unknown as { rows: { table: string; column: string }[] };
  return result.rows;
}

/**
 * A batch of a table's rows, each column as text ('' for null). Ordered by every column, so batches
 * read with an offset neither skip nor repeat rows whose first column ties (a person's choices).
 */
export async function rowsOf(
  db: Database,
  table: string,
  columns: readonly string[],
  offset: number,
  limit: number,
): Promise<string[][]> {
  const list = columns.map((c) => `${quoteIdent(c)}::text`).join(', ');
  const order = columns.map((_, i) => i + 1).join(', ');
  const result = (await db.execute(
    sql.raw(
      `select ${list} from ${quoteIdent(table)} order by ${order} limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`,
    ),
  )) as unknown as { rows: Record<string, string | null>[] };
  return result.rows.map((row) => Object.values(row).map((v) => v ?? ''));
}

/** The distinct values of these columns: the stored files records point at. */
export async function keysIn(
  db: Database,
  columns: readonly (readonly [string, string])[],
): Promise<string[]> {
  const keys = new Set<string>();
  for (const [table, column] of columns) {
    const result = (await db.execute(
      sql.raw(
        `select ${quoteIdent(column)} as key from ${quoteIdent(table)} where ${quoteIdent(column)} is not null`,
      ),
    )) as unknown as { rows: { key: string }[] };
    for (const { key } of result.rows) keys.add(key);
  }
  return [...keys].sort();
}
