/**
 * Counts kept by the database as signed rows (decisions 019 and 021): triggers add one row per key
 * a statement changed, never updating one in place, so writers never wait on each other; a key's
 * figure is the sum of its rows. Folding keeps the tables small.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { selectRows } from './raw';

/** A table of signed rows: the columns of its key and those summed. Names are the code's own. */
export interface KeptCounts {
  table: string;
  keys: readonly string[];
  /** Keys that may be null (a person without a department): compared through a stand-in. */
  nullableKeys?: readonly string[];
  sums: readonly string[];
}

const NO_ID = "'00000000-0000-0000-0000-000000000000'::uuid";

/**
 * Folds each key's rows into one, dropping keys that sum to nothing, in one statement: rows written
 * meanwhile are not among those deleted, so every figure stays what it was, and any number of
 * processes may fold at once. Answers how many rows were folded.
 */
export async function foldKeptCounts(db: Database, kept: KeptCounts): Promise<number> {
  const { table, keys, sums } = kept;
  // A nullable key compares through the stand-in so the join hashes instead of looping.
  const key = (k: string, of: string) =>
    kept.nullableKeys?.includes(k) ? `coalesce(${of}${k}, ${NO_ID})` : `${of}${k}`;
  const list = keys.join(', ');
  const [row] = await selectRows<{ folded: number }>(
    db,
    sql.raw(`with folded as (
          delete from ${table} c
           using (select ${keys.map((k) => `${key(k, '')} as ${k}`).join(', ')} from ${table}
                   group by ${keys.map((_, i) => i + 1).join(', ')}
                  having count(*) > 1 or (${sums.map((s) => `sum(${s}) = 0`).join(' and ')})) k
           where ${keys.map((k) => `${key(k, 'c.')} = k.${k}`).join(' and ')}
          returning ${keys.map((k) => `c.${k}`).join(', ')}, ${sums.map((s) => `c.${s}`).join(', ')}
        ), kept as (
          insert into ${table} (${list}, ${sums.join(', ')})
          select ${list}, ${sums.map((s) => `sum(${s})`).join(', ')} from folded group by ${list}
          having ${sums.map((s) => `sum(${s}) <> 0`).join(' or ')}
        )
        select count(*)::int as folded from folded`),
  );
  return Number(row?.folded ?? 0);
}
