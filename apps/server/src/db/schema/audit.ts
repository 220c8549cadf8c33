/** Who changed what, from which session, with the values before and after. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { id, instant } from './columns';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_user_id_idx').on(t.actorUserId),
    index('audit_log_session_id_idx').on(t.sessionId),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);
