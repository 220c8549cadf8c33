/**
 * Raw SQL for what the query builder cannot say (recursive CTEs, bulk inserts); both drivers return
 * `{ rows }`.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Inserts many rows in one statement, the rows travelling as one JSON parameter
 * (`json_populate_recordset`). Thousands of rows as bound parameters cost PGlite several times what
 * the same rows cost as JSON. Every row must carry the same keys (the table's property names); a
 * column no row names gets its default. Returns the `returning` columns, by their SQL names.
 */
export async function insertJsonRows<T extends PgTable, R = never>(
  db: Database,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  returning: readonly string[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]!.name);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key] ?? null])),
    ),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const back =
    returning.length > 0
      ? sql` returning ${sql.join(
          returning.map((name) => sql.identifier(name)),
          sql`, `,
        )}`
      : sql``;
  return selectRows<R>(
    db,
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)${back}`,
  );
}

/**
 * Every column of a table for a raw statement's `returning`, under its property name, so that
 * `typedRow` reads the row back alike from either driver: instants as epoch milliseconds, calendar
 * dates and enums as text.
 */
export function returningAll(table: PgTable): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return sql.join(
    Object.entries(columns).map(([key, column]) => {
      const name = sql.identifier(column.name);
      const value =
        column.dataType === 'date'
          ? sql`(extract(epoch from ${name}) * 1000)::float8`
          : column.columnType === 'PgDateString' || column.columnType === 'PgEnumColumn'
            ? sql`${name}::text`
            : name;
      return sql`${value} as ${sql.identifier(key)}`;
    }),
    sql`, `,
  );
}

/** A row of `returningAll` as the table's select type. */
export function typedRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const row: Record<string, unknown> = { ...raw };
  for (const [key, column] of Object.entries(columns)) {
    if (column.dataType === 'date' && row[key] !== null && row[key] !== undefined) {
      row[key] = new Date(Number(row[key]));
    }
  }
  return row as T['$inferSelect'];
}
