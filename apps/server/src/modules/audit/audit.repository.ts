import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
