import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/raw';
import { auditLog } from '../../db/schema/audit';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Many entries in few statements; every entry with the same keys (see `insertJsonRows`). */
export async function insertAuditEntries(db: Database, entries: readonly NewAuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 5000) {
    await insertJsonRows(db, auditLog, entries.slice(i, i + 5000));
  }
}
