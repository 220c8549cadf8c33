/**
 * Reports: how many statements have changed each table reports read, as signed rows (decision 021).
 * A statement-level trigger on each such table adds a row; the sum of a table's rows only grows with
 * each commit, so a report computed when the sums were these is still right while they are.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const reportChanges = pgTable('report_changes', {
  tableName: text('table_name').notNull(),
  changes: integer('changes').notNull(),
});
