/**
 * Which of these ids a query of their table under `condition` finds: how an access rule (decision
 * 039) checks single records against the same condition its lists filter by.
 */
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export async function idsWhere(
  db: Database,
  id: PgColumn,
  condition: SQL,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id })
    .from(id.table as PgTable)
    .where(and(condition, inArray(id, [...ids])));
  return new Set(rows.map((r) => String(r.id)));
}
