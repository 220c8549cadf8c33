/** What other modules may read of the clock's rows (reports' figures), rather than its repository. */
import { boundTo, type Database } from '../../db/client';
import { entryCounts } from './time-tracking.repository';

export function timeTrackingReads(db: Database) {
  return {
    entryCounts: boundTo(db, entryCounts),
  };
}
