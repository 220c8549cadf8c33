/**
 * Lists that grow with the company (people, accounts, slips, days) in a statement. PostgreSQL takes
 * at most 65,535 bound parameters in one statement, so a list of 100,000 people as `in ($1, $2, …)`
 * fails outright, and thousands of parameters cost PGlite far more than one value does. A list
 * therefore travels as ONE parameter (`anyOf`), or a statement that must carry rows (an insert) runs
 * a bounded batch at a time (`inBatches`).
 */
import { type Column, type SQL, sql } from 'drizzle-orm';

/** Rows per statement for what cannot travel as one value: well under the parameter limit. */
export const BATCH = 1000;

/** How a list's values are read back in SQL. */
export type ListType = 'uuid' | 'date' | 'text';

/**
 * The values as one SQL array, bound as one parameter however many there are. Ids and dates are
 * joined by commas (neither holds one) and cut again by the database; any other text travels as a
 * JSON array, so no value can be cut in two.
 */
export function oneArray(values: Iterable<string>, type: ListType = 'uuid'): SQL {
  const list = [...new Set(values)];
  if (type === 'text') {
    return sql`array(select json_array_elements_text(${JSON.stringify(list)}::json))`;
  }
  return sql`string_to_array(${list.join(',')}, ',')::${sql.raw(type)}[]`;
}

/**
 * `column = any(values)`: the set-based `in (…)` with the values as one parameter. No values match
 * nothing (as `inArray` of an empty list).
 */
export function anyOf(column: Column | SQL, values: Iterable<string>, type: ListType = 'uuid'): SQL {
  return sql`${column} = any(${oneArray(values, type)})`;
}

/** The items a bounded batch at a time. */
export function* batches<T>(items: readonly T[], size = BATCH): Generator<T[]> {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`A batch holds at least one item, not ${size}`);
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Runs `work` on the items a bounded batch at a time, one batch after another (a transaction's one
 * connection takes one statement at a time), and answers every batch's rows in order.
 */
export async function inBatches<T, R>(
  items: readonly T[],
  work: (batch: T[]) => Promise<readonly R[]>,
  size = BATCH,
): Promise<R[]> {
  const results: R[] = [];
  for (const batch of batches(items, size)) {
    for (const row of await work(batch)) results.push(row);
  }
  return results;
}
