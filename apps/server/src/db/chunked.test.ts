/** Lists in a statement: one parameter however long the list, or a bounded batch at a time. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { anyOf, BATCH, batches, inBatches, oneArray } from './chunked';
import type { DatabaseHandle } from './client';
import { selectRows } from './raw';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const dialect = new PgDialect();
const paramsOf = (query: ReturnType<typeof sql>) => dialect.sqlToQuery(query).params;

describe('anyOf', () => {
  it('binds 70,000 ids (past the 65,535 parameters a statement takes) as one parameter', async () => {
    const ids = Array.from({ length: 70_000 }, () => randomUUID());
    const some = [ids[0]!, ids[34_999]!, ids[69_999]!, randomUUID()];
    const condition = anyOf(sql`u`, ids);
    expect(paramsOf(condition)).toHaveLength(1);
    const [row] = await selectRows<{ listed: number; matched: number }>(
      handle.db,
      sql`select (select count(*)::int from unnest(${oneArray(ids)}) u) as listed,
                 (select count(*)::int from unnest(${oneArray(some)}) u where ${condition}) as matched`,
    );
    expect(row).toEqual({ listed: 70_000, matched: 3 });
  });

  it('matches nothing for no values, and each value once however often it is listed', async () => {
    const id = randomUUID();
    const [row] = await selectRows<{ none: boolean; twice: boolean }>(
      handle.db,
      sql`select ${anyOf(sql`${id}::uuid`, [])} as none, ${anyOf(sql`${id}::uuid`, [id, id, randomUUID()])} as twice`,
    );
    expect(row).toEqual({ none: false, twice: true });
  });

  it('keeps text whole: commas, quotes, braces, backslashes and formulas are values, not separators', async () => {
    const values = ['a,b', '"quoted"', '{x,y}', 'back\\slash', '=SUM(A1)', 'plain', "o'neil"];
    const rows = await selectRows<{ v: string }>(
      handle.db,
      sql`select v from unnest(${oneArray(values, 'text')}) v order by v`,
    );
    expect(rows.map((r) => r.v)).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const [match] = await selectRows<{ yes: boolean; no: boolean }>(
      handle.db,
      sql`select ${anyOf(sql`'a,b'`, values, 'text')} as yes, ${anyOf(sql`'a'`, values, 'text')} as no`,
    );
    expect(match).toEqual({ yes: true, no: false });
  });

  it('reads dates as dates', async () => {
    const [row] = await selectRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from generate_series('2026-11-01'::date, '2026-11-30'::date, '1 day') d
           where ${anyOf(sql`d::date`, ['2026-11-02', '2026-11-29', '2026-12-01'], 'date')}`,
    );
    expect(row?.n).toBe(2);
  });
});

describe('inBatches', () => {
  it('runs bounded batches one after another and answers their rows in order', async () => {
    const items = Array.from({ length: 2 * BATCH + 1 }, (_, i) => i);
    const sizes: number[] = [];
    let running = 0;
    const out = await inBatches(items, async (batch) => {
      running += 1;
      expect(running).toBe(1);
      sizes.push(batch.length);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return batch.map((n) => n * 2);
    });
    expect(sizes).toEqual([BATCH, BATCH, 1]);
    expect(out).toEqual(items.map((n) => n * 2));
  });

  it('asks nothing of no items and refuses a batch of no size', async () => {
    let calls = 0;
    expect(
      await inBatches([], async () => {
        calls += 1;
        return [];
      }),
    ).toEqual([]);
    expect(calls).toBe(0);
    expect(() => [...batches([1], 0)]).toThrow(RangeError);
  });
});
