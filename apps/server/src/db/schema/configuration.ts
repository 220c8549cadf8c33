/** Settings that admin and hr change at run time (product decisions marked *setting*). */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

export const configuration = pgTable(
  'configuration',
  {
    key: text('key').primaryKey(),
    category: text('category').notNull(),
    value: jsonb('value').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('configuration_category_idx').on(t.category),
    index('configuration_updated_by_idx').on(t.updatedBy),
  ],
);
