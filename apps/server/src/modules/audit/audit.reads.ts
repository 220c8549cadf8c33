/** What other modules may read of the audit trail (the reports' recent activity), rather than its repository. */
import { boundTo, type Database } from '../../db/client';
import { recentActivities } from './audit.repository';

export function auditReads(db: Database) {
  return {
    recent: boundTo(db, recentActivities),
  };
}
