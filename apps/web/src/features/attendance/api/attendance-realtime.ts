/** Which realtime events make the attendance caches stale, beyond the contract's table (spec §7). */
import type { StaleOn } from '../../../lib/stale-on';
import { attendanceKeys } from './attendance-keys';

/**
 * After a reconnect attendance is fetched again for the punches (`time_tracking:status_updated`)
 * missed while the connection was down.
 */
export const ATTENDANCE_STALE_ON: StaleOn = { reconnect: attendanceKeys.all };
